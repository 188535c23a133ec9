/**
 * A Docusaurus site's own remark plugins, run on the documents of the instance that lists them
 * (docusaurus/remark-plugins.ts loads them), before the Markdown stage: each document is parsed to
 * mdast as Docusaurus parses it (MDX, directives, GFM tables), the plugins run in the config's
 * order as unified runs them (`plugin.call(processor, options)` once, then each transformer with
 * the tree and a file whose `path` is the document's), and a tree they changed is written back to
 * source (remark-splice.ts), which the rest of the build renders. The plugins run here, in the
 * build's thread, because they are functions of the loaded config, which render workers do not have;
 * the parse, most of the stage's cost, runs on the render threads ahead of them (remark-parse.ts)
 * where no plugin added to the parser.
 */
import type { Root } from 'mdast';
import type { Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { inSiteDir } from '../docusaurus/import-module.ts';
import { STRICT } from '../docusaurus/stand-in-package.ts';
import type { MarkdownPlugins, RemarkPlugin, RemarkPlugins } from '../docusaurus/remark-plugins.ts';
import { contentPlugin, type Source } from '../render-sources.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { mayHoldMdxCode, parseBody, parseForPlugin, wholeAsJson, type ParseAhead, type ParsedJson, type RemarkOptions } from './remark-parse.ts';
import { writeBack } from './remark-splice.ts';
import { readsAsMdx, type MarkdownFormat } from './mdx-format.ts';
import { runTransformer, type Transformer } from './remark-transform.ts';
import { fileFor, lineOf, processorFor } from './remark-unified.ts';
import { mdx1Parser, tokenizersNotRun } from './mdx1-parser.ts';
import { sameTextTogether } from './same-text.ts';

/** One document to run the plugins on: its body, without front matter, as Docusaurus hands it to MDX. */
export interface RemarkDocument {
  path: string;
  display: string;
  body: string;
  /** 1-based line of the file where the body starts. */
  bodyLine: number;
  frontMatter: Record<string, unknown>;
}

interface Step {
  plugin: RemarkPlugin;
  transform?: Transformer;
  /** Why it is not run (it failed to set up, or needs a package that is not installed), told once. */
  problem?: Diagnostic;
  /** It once left work pending past the limit: not waited for again. */
  late?: boolean;
}

/** A plugin list set up: each plugin called once, with what it asked the processor to hold (`this.data()`). */
interface Attached {
  steps: Step[];
  data: Record<string, unknown>;
  /** How the document being run is read: the processor's `parse()` reads a text so. */
  options?: RemarkOptions;
}

const attachedLists = new WeakMap<RemarkPlugins, Attached>();

/**
 * The list set up, the first time a document (`display`, which a plugin's failure to set up names) needs it; on a Docusaurus 2
 * site (`mdx1`) the processor has remark-parse 8's `Parser` (mdx1-parser.ts), whose tokenizers a plugin added are not run (a warning).
 */
function attach(plugins: RemarkPlugins, display: string, mdx1: boolean): Attached {
  let attached = attachedLists.get(plugins);
  if (!attached) {
    const data: Record<string, unknown> = {};
    const parser = mdx1 ? mdx1Parser() : undefined;
    const processor = Object.assign(processorFor(data, (text) => parseForPlugin(text, data, attachedLists.get(plugins)?.options)), parser && { Parser: parser.Parser });
    const steps: Step[] = [...plugins.before, ...plugins.after].map((plugin) => {
      try {
        const transform = plugin.plugin.call(processor, plugin.options);
        const step = { plugin, transform: typeof transform === 'function' ? (transform as Step['transform']) : undefined };
        const tokenizers = parser?.parserChanges() ?? [];
        return tokenizers.length ? { ...step, problem: { severity: 'warning' as const, file: display, line: undefined, message: tokenizersNotRun(plugin.name, tokenizers, Boolean(step.transform)) } } : step;
      } catch (error) {
        const why = failed(error, plugin, 'while it was set up, before');
        return { plugin, problem: { severity: why.missing ? 'warning' : 'error', file: display, line: undefined, message: why.message } };
      }
    });
    attachedLists.set(plugins, (attached = { steps, data }));
  }
  return attached;
}

/** Whether the render threads may parse for the list: it runs, and no plugin of it added to the parser (those extensions live in this thread). */
function parsedElsewhere({ steps, data }: Attached): boolean {
  const none = (key: string) => !(data[key] as unknown[] | undefined)?.length;
  return steps.some((step) => step.transform) && none('micromarkExtensions') && none('fromMarkdownExtensions');
}

/**
 * The last text parsed, with its tree as JSON: the next document of the same plugin list with the
 * same text (a versioned site's copy of a doc in another version) gets its own tree from the JSON
 * rather than from a parse, which costs several times as much. The plugins still run on each
 * document, with its own path.
 */
export interface ParseReuse {
  last?: { plugins: RemarkPlugins; body: string; flags: string; before: string; source: string };
}

/**
 * The document's body after the plugins: the same string when they changed nothing. Messages name
 * the document's file and line; a plugin that throws is an error naming it.
 */
export async function runRemark(doc: RemarkDocument, plugins: RemarkPlugins, options: RemarkOptions, reuse?: ParseReuse, ahead?: ParsedJson | null): Promise<{ body: string; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const at = (line: number | undefined) => (line === undefined ? undefined : doc.bodyLine + line - 1);
  const attached = Object.assign(attach(plugins, doc.display, options.mdx1), { options });
  for (const step of attached.steps) if (step.problem) diagnostics.push(step.problem), (step.problem = undefined);
  // Once every plugin is found not to run (their packages are not installed), no document needs parsing.
  if (!attached.steps.some((step) => step.transform)) return { body: doc.body, diagnostics };
  const flags = `${options.mdx} ${options.math} ${options.mdx1} ${options.comments}`;
  const last = reuse?.last;
  let before: string;
  let tree: Root;
  let source: string;
  if (last && last.plugins === plugins && last.flags === flags && last.body === doc.body) {
    ({ before, source } = last);
    tree = JSON.parse(before) as Root;
  } else if (ahead && parsedElsewhere(attached)) {
    // Parsed by a render thread (parsedJson) with no extension of a plugin, as this one would have.
    ({ json: before, source } = ahead);
    tree = JSON.parse(before) as Root;
    if (reuse) reuse.last = { plugins, body: doc.body, flags, before, source };
  } else {
    const parsed = parseBody(doc.body, attached.data, options);
    if (!parsed) return { body: doc.body, diagnostics };
    // Most documents are not changed: the tree's JSON before and after says so, the copy is read back only when they differ.
    before = JSON.stringify(parsed.tree);
    ({ tree, source } = parsed);
    // A tree holding MDX code (its estree) might not come back whole from JSON (a regular expression's value): its text is parsed each time.
    if (reuse) reuse.last = wholeAsJson(before) ? { plugins, body: doc.body, flags, before, source } : undefined;
  }
  const messages: { reason: string; line?: number; fatal?: boolean | undefined }[] = [];
  const file = fileFor(doc, messages);
  for (const step of attached.steps) {
    if (!step.transform) continue;
    try {
      tree = await runTransformer(step, tree, file, (message) => diagnostics.push({ severity: 'warning', file: doc.display, line: undefined, message }));
    } catch (error) {
      const why = failed(error, step.plugin, 'on');
      if (why.missing) {
        step.transform = undefined;
        diagnostics.push({ severity: 'warning', file: doc.display, line: undefined, message: why.message });
        continue;
      }
      return { body: doc.body, diagnostics: [...diagnostics, { severity: 'error', file: doc.display, line: at(lineOf(error)), message: why.message }] };
    }
  }
  for (const m of messages) if (!m.fatal) diagnostics.push({ severity: 'warning', file: doc.display, line: at(m.line), message: m.reason });
  if (JSON.stringify(tree) === before) return { body: doc.body, diagnostics };
  return { body: writeBack(tree, JSON.parse(before) as Root, source, (attached.data.toMarkdownExtensions as ToMarkdownOptions[]) ?? []), diagnostics };
}

/** Why a plugin failed, as the message says it; `missing` when it called a package the site has not installed. */
function failed(error: unknown, plugin: RemarkPlugin, when: string): { message: string; missing?: string } {
  const e = error as { missingPackage?: string; reason?: string; message?: string };
  if (e?.missingPackage) return { missing: e.missingPackage, message: `remark plugin "${plugin.name}" is not run: it needs the package "${e.missingPackage}", which is not installed in the site. Install the site's packages (\`npm ci\` in its folder) to run it.` };
  const why = e?.reason ?? e?.message ?? String(error);
  // A program the plugin runs that is not installed (flow's `flow check-contents`) is not the document's mistake.
  const program = /^spawn (\S+) ENOENT$/.exec(why)?.[1];
  const remedy = program ? `It runs the program "${program}", which is not installed here: put it on PATH (docusaurus build needs it too)` : 'Fix what it names in the document';
  return { message: `remark plugin "${plugin.name}" failed ${when} this document: ${why}. ${remedy}, or take the plugin out of the config's remarkPlugins.` };
}

/** Which instance's plugins a source gets: its docs or blog instance's, or the pages'. */
const instanceOf = contentPlugin;

/** One build's results, by document (path and text), so that each locale does not run the plugins again on a file no locale translates. */
const builds = new WeakMap<object, Map<string, Promise<{ body: string; diagnostics: Diagnostic[] }>>>();

/**
 * The sources with the bodies their instance's remark plugins made (a source they left alone is
 * the same object). `build` is one object per build (its locales share it); a plugin may call a
 * stand-in package only as a missing one (STRICT). They run with the site folder as the working
 * directory, as under `docusaurus build` (calico's reads `versioned_docs/<version>/variables.js`).
 */
export async function remarkSources(sources: Source[], plugins: MarkdownPlugins | undefined, options: MarkdownOptions, report: (d: Diagnostic) => void, build: object, siteDir: string, parseAhead?: ParseAhead): Promise<Source[]> {
  if (!plugins || !Object.keys(plugins).length) return sources;
  return inSiteDir(siteDir, () => runOn(sources, plugins, options, report, build, parseAhead));
}

type MarkdownOptions = { format: MarkdownFormat; math: boolean; mdx1: boolean; comments?: boolean };

/** Texts a request asks the threads to parse, and requests under way at once: enough to keep both threads busy while this one runs the plugins, few enough that their trees' JSON stays small. */
const AHEAD_TEXTS = 50;
const AHEAD_REQUESTS = 4;

/** The parse of the `i`th text, asked for a few requests ahead; the requests behind it are let go. */
function aheadOf(texts: { body: string; options: RemarkOptions }[], parse: ParseAhead): (i: number) => Promise<ParsedJson | null> {
  const requests = new Map<number, Promise<(ParsedJson | null)[]>>();
  return async (i) => {
    const at = Math.floor(i / AHEAD_TEXTS);
    for (let k = at; k < at + AHEAD_REQUESTS && k * AHEAD_TEXTS < texts.length; k++) {
      if (requests.has(k)) continue;
      const request = parse(texts.slice(k * AHEAD_TEXTS, (k + 1) * AHEAD_TEXTS));
      // A request the stage stops before awaiting (a plugin's error) must not end the process as unhandled.
      request.catch(() => undefined);
      requests.set(k, request);
    }
    for (const k of requests.keys()) if (k < at) requests.delete(k);
    return (await requests.get(at)!)[i - at * AHEAD_TEXTS];
  };
}

async function runOn(sources: Source[], plugins: MarkdownPlugins, options: MarkdownOptions, report: (d: Diagnostic) => void, build: object, parseAhead?: ParseAhead): Promise<Source[]> {
  let done = builds.get(build);
  if (!done) builds.set(build, (done = new Map()));
  const strict = globalThis as Record<symbol, unknown>;
  strict[Symbol.for(STRICT)] = true;
  try {
    const memos = sources.map((source) => `${instanceOf(source)}\n${source.source.path}\n${source.source.body}`);
    // The documents one at a time (runTransformer needs it), the copies of a text in a row, so that each text is parsed once (ParseReuse).
    const reuse: ParseReuse = {};
    const todo = sameTextTogether(sources.map((source) => source.source)).filter((i) => plugins[instanceOf(sources[i])] && !done.has(memos[i]));
    const optionsOf = (source: Source): RemarkOptions => {
      return { mdx: readsAsMdx(source.source.path, source.source.frontMatter, options), math: options.math, mdx1: options.mdx1, comments: options.comments };
    };
    // Each text once, in the order the plugins will get them, for the lists whose parse a render thread can do: this thread then reads each tree from JSON, which costs a fraction of the parse.
    const texts = new Map<string, { index: number; body: string; options: RemarkOptions }>();
    for (const i of todo) {
      const source = sources[i];
      if (!parseAhead || !parsedElsewhere(attach(plugins[instanceOf(source)], source.source.display, options.mdx1))) continue;
      const textOptions = optionsOf(source);
      const key = `${textOptions.mdx} ${textOptions.math} ${textOptions.mdx1} ${textOptions.comments}\n${source.source.body}`;
      if (!texts.has(key) && !mayHoldMdxCode(source.source.body, textOptions)) texts.set(key, { index: texts.size, body: source.source.body, options: textOptions });
    }
    const parsed = parseAhead && texts.size ? aheadOf([...texts.values()], parseAhead) : undefined;
    for (const i of todo) {
      const source = sources[i];
      const list = plugins[instanceOf(source)];
      const textOptions = optionsOf(source);
      const text = texts.get(`${textOptions.mdx} ${textOptions.math} ${textOptions.mdx1} ${textOptions.comments}\n${source.source.body}`);
      const ahead = parsed && text ? await parsed(text.index) : undefined;
      const running = runRemark({ ...source.source }, list, textOptions, reuse, ahead);
      done.set(memos[i], running);
      await running;
    }
    const out: Source[] = [];
    for (const [i, source] of sources.entries()) {
      const result = plugins[instanceOf(source)] ? await done.get(memos[i]) : undefined;
      result?.diagnostics.forEach(report);
      out.push(result && result.body !== source.source.body ? { ...source, source: { ...source.source, body: result.body } } : source);
    }
    return out;
  } finally {
    strict[Symbol.for(STRICT)] = false;
  }
}
