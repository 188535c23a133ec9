/**
 * What every input must give, checked by tests/hostile/fuzz.test.ts (a fixed seed, in CI) and
 * `npm run fuzz` (longer, a random seed): a build that ends with pages, or with errors that each
 * name a file of the site; never an exception, a failure the generator did not expect (reported
 * as a bug of the generator met on a file, or a stack overflow), a hang past the time bound, or an invalid Markdown twin.
 * Two levels: one document through everything a build does with a file (read, front matter,
 * render, MDX, twin), fast enough for 100,000 cases; and whole small sites (docs, a category
 * file, a sidebars file) through `build()`.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../build/build.ts';
import { docMeta } from '../../build/content/docs.ts';
import { readSection } from '../../build/content/files.ts';
import { createReporter, forFile, formatDiagnostic, type Diagnostic } from '../../build/diagnostics.ts';
import { markdownTwinText } from '../../build/llms/markdown-twins.ts';
import { renderMarkdownJobs } from '../../build/render-jobs.ts';
import { inProcessRenderer } from '../../build/renderer.ts';
import type { Doc, FuzzSite } from './grammar.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The most work one case may take: 10 s of CPU time (the bound for any input on this
 * machine), measured as CPU time so that another program's load on the machine does not count.
 * Cases take well under a second, most; past this, the case fails and is shrunk like any other.
 */
export const CASE_WORK_MS = 10_000;
/** A case still running at this is stopped by the watchdog (watchdog.ts): a hang, which would never come back to be checked. */
export const CASE_HANG = { cpuMs: 60_000, wallMs: 600_000 };

/** CPU time this process has used, in milliseconds: every thread's, so a case's diagram or render threads count too. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const overBound = (cpu: number) => (cpu > CASE_WORK_MS ? [`took ${Math.round(cpu)} ms of CPU time, past the bound of ${CASE_WORK_MS / 1000} s`] : []);

const utf8 = new TextDecoder('utf-8', { fatal: true });
// The MDX placeholders, and the twin's line prefixes (markdown/line-prefixes.ts) before they are written.
const MARKERS = /[\uE000-\uE003\uE010-\uE012]/;

/** A folder for one fuzzing run; `cleanup` removes it. */
export function fuzzFolder(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fuzz-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Problems with a diagnostic: it names no file of the site, or carries a failure the generator did not expect. */
function diagnosticProblems(d: Diagnostic, dir: string): string[] {
  const problems: string[] = [];
  const file = path.resolve(d.file);
  if (!d.file || !file.startsWith(dir + path.sep) || !existsSync(file)) problems.push(`names no file of the site: ${formatDiagnostic(d)}`);
  // The site's own code failing (a config or sidebars file that throws) is the author's to fix; these are the generator's.
  if (/This is a bug of the generator|ran out of stack/.test(d.message)) problems.push(`an unexpected failure: ${formatDiagnostic(d)}\n${d.stack}`);
  return problems;
}

/** Problems with a Markdown twin: not UTF-8, no title, or the generator's own markers or placeholders left in it. */
export function twinProblems(bytes: Uint8Array, sources: string): string[] {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return ['twin is not UTF-8'];
  }
  const problems: string[] = [];
  if (!text.startsWith('# ') || !text.endsWith('\n')) problems.push(`twin does not start with its title and end with a line end: ${JSON.stringify(text.slice(0, 80))}`);
  for (const leak of ['[object Object]', 'undefined']) if (text.includes(leak) && !sources.includes(leak)) problems.push(`twin shows "${leak}"`);
  if (MARKERS.test(text) && !MARKERS.test(sources)) problems.push('twin holds the MDX markers');
  return problems;
}

const asText = (text: string | Uint8Array) => (typeof text === 'string' ? text : Buffer.from(text).toString('latin1'));

/** Fails (throws, listing the problems) unless the document ends as a page with a valid twin or as errors naming it, within the bound. */
export async function checkDocument(document: Doc, dir: string): Promise<void> {
  const start = cpuMs();
  const docsDir = path.join(dir, 'docs');
  rmSync(docsDir, { recursive: true, force: true });
  mkdirSync(docsDir, { recursive: true });
  const file = path.join(docsDir, `page.${document.ext}`);
  writeFileSync(file, document.text);
  writeFileSync(path.join(docsDir, '_partial.mdx'), 'A partial with {props.x}.\n');
  const reporter = createReporter();
  const problems: string[] = [];
  const [source] = readSection(docsDir, reporter);
  const meta = source && forFile(reporter, source.display, 'reading this file', () => docMeta(source, '/docs', reporter));
  if (source && meta && !reporter.diagnostics.some((d) => d.severity === 'error')) {
    const job = { path: source.path, display: source.display, body: source.body, bodyLine: source.bodyLine, permalink: meta.permalink, url: `https://fuzz.example.com${meta.permalink}`, site: { baseUrl: '/' } };
    const context = { routeByFile: new Map([[file, meta.permalink]]), staticDirs: [], contentDirs: [dir], docsDirs: [{ dir: docsDir, pluginId: 'default' }], siteDir: dir, onBrokenMarkdownLinks: 'warn' as const, mermaid: false, site: { baseUrl: '/', siteConfig: { title: 'Fuzz' } } };
    const [output] = await renderMarkdownJobs([job], context);
    reporter.diagnostics.push(...output.diagnostics);
    if (!output.diagnostics.some((d) => d.severity === 'error')) problems.push(...twinProblems(Buffer.from(markdownTwinText({ title: meta.title ?? output.md.title ?? 'page', meta, md: output.md })), asText(document.text)));
  }
  if (!source && !reporter.diagnostics.some((d) => d.severity === 'error')) problems.push('the file was neither read nor refused');
  for (const d of reporter.diagnostics) problems.push(...diagnosticProblems(d, dir));
  problems.push(...overBound(cpuMs() - start));
  if (problems.length) throw new Error(problems.join('\n'));
}

const CONFIG = `module.exports = { title: 'Fuzz', url: 'https://fuzz.example.com', baseUrl: '/', onBrokenLinks: 'warn', markdown: { mermaid: true }, presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };\n`;
const DEFAULT_SIDEBARS = `module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };\n`;
const DOC_PATHS = ['intro', 'cat/a', 'cat/b'];

/** Writes the site's files under `dir/site`; returns the text of its sources, for the twin checks. */
export function writeSite(s: FuzzSite, dir: string): string {
  const content = path.join(dir, 'site');
  rmSync(content, { recursive: true, force: true });
  mkdirSync(path.join(content, 'docs/cat'), { recursive: true });
  writeFileSync(path.join(content, 'docusaurus.config.js'), CONFIG);
  writeFileSync(path.join(content, 'sidebars.js'), s.sidebars ?? DEFAULT_SIDEBARS);
  writeFileSync(path.join(content, 'docs/_partial.mdx'), 'A partial with {props.x}.\n');
  s.docs.forEach((d, i) => writeFileSync(path.join(content, 'docs', `${DOC_PATHS[i]}.${d.ext}`), d.text));
  if (s.category) writeFileSync(path.join(content, 'docs/cat', s.category.name), s.category.text);
  return s.docs.map((d) => asText(d.text)).join('\n') + (s.category?.text ?? '') + (s.sidebars ?? '');
}

/** The files under `dir` whose names end with `.md`: the Markdown twins. */
function twins(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.join(e.parentPath, e.name));
}

const renderer = inProcessRenderer();

/** Fails (throws, listing the problems) unless the site builds to pages with valid twins, or fails with errors each naming a file of it, within the bound. */
export async function checkSite(s: FuzzSite, dir: string): Promise<void> {
  const sources = writeSite(s, dir);
  const out = path.join(dir, 'out');
  const start = cpuMs();
  const result = await build({ root: ROOT, contentDir: path.join(dir, 'site'), outDir: out, renderer, diskCache: false });
  const problems = [...result.diagnostics.flatMap((d) => diagnosticProblems(d, dir)), ...overBound(cpuMs() - start)];
  if (result.ok) for (const twin of twins(out)) problems.push(...twinProblems(readFileSync(twin), sources).map((p) => `${path.relative(out, twin)}: ${p}`));
  else if (!result.diagnostics.some((d) => d.severity === 'error')) problems.push('failed without an error');
  if (problems.length) throw new Error(problems.join('\n'));
}
