/**
 * Webpack's context module for a `require` or an `import()` of a template literal or a
 * concatenation, which esbuild does not make: `` require(`!!raw-loader!./snippets/${name}`) ``
 * (plausible's API examples), `` import(`./data/${name}.json`) ``, `require('./data/' + name)`
 * (template-requires.ts). An `import()`'s is webpack's lazy context: a promise of the module, and
 * for a key the context lacks a rejected one. As webpack 5 reads it (ContextDependencyHelpers.create,
 * ContextModuleFactory, RequireContextPlugin's alternative requests): the static prefix up to its
 * last `/` is the context, a folder searched with its subfolders (names starting with `.` left
 * out), with any inline loaders before it applied to every file; the rest of the prefix, `.*` for
 * each expression, the text between them and the suffix (without its `?query`) make the pattern
 * every file's `./path` must match (only files that match count toward the limit; `node_modules`
 * is not searched). Each file is a key as `./path`, and without an extension of
 * `resolve.extensions` and an `/index`; `require` of a key the context lacks throws webpack's
 * "Cannot find module". The folder is relative to the file, or through Docusaurus's roots (`/img/`,
 * `@site/`), or a package's. A literal whose prefix names no folder (`${name}`) or one not found is
 * left to esbuild, with a warning naming its line. The calls are found by parsing (template-requires.ts).
 * `require.context(folder, recursive, regExp, mode)` (kro's roadmap data, openbao's logos) is the
 * same module made from its arguments, inline loaders before the folder applied to every file as
 * above (actix's `require.context("!!raw-loader!@site/examples", ...)` of its Rust examples, as
 * ContextModuleFactory splits them off any context's request): the files of the folder (and its subfolders if `recursive`)
 * whose keys `regExp` matches, sorted by key, as a function of a key with `keys()`, `resolve()`
 * and `id` (ContextModule's webpackContext); its `lazy`, `lazy-once` and `eager` modes give promises.
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { templateRequires, type RequireContextCall, type TemplateRequire } from './template-requires.ts';
import { GENERATED, generatedName } from '../../../site/docusaurus/generated.ts';

/** More files than this matching one context is not what a site means: webpack would bundle them all. */
const MAX_FILES = 2000;

/** Where webpack looks up a context's folder for Docusaurus: `resolve.roots` (the static folders, then the site folder) and `@site/`. */
export interface ContextRoots {
  siteDir?: string;
  staticDirs: string[];
}

const quoteMeta = (text: string) => text.replace(/[[\]\\/{}()*+?.^$|]/g, '\\$&');

const isFolder = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;

/**
 * Each file under `dir` as `./path` with the keys `keyed` gives it that the pattern matches, sorted;
 * names starting with `.` and `node_modules` left out; undefined past MAX_FILES matching files.
 */
function contextFiles(dir: string, keyed: (file: string) => string[], rel = '.', into: [string, string[]][] = [], recursive = true): [string, string[]][] | undefined {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const full = path.join(dir, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      if (recursive && !contextFiles(full, keyed, `${rel}/${name}`, into)) return undefined;
    } else if (stat?.isFile()) {
      const keys = keyed(`${rel}/${name}`);
      if (keys.length) into.push([`${rel}/${name}`, keys]);
      if (into.length > MAX_FILES) return undefined;
    }
  }
  return into;
}

/** The keys webpack gives a file: `./a.json`, `./a`; `./d/index.js` also `./d/index`, `./d/` and `./d`. */
function keysOf(file: string, extensions: string[]): string[] {
  const bare = extensions.filter((ext) => file.endsWith(ext)).map((ext) => file.slice(0, -ext.length));
  return [...bare, file].flatMap((key) => (key.endsWith('/index') ? [key.slice(0, -5), key.slice(0, -6), key] : [key]));
}

export interface ExpandedContexts {
  /** JavaScript with JSX (a TypeScript source is esbuild's JavaScript of it). */
  code: string;
  warnings: string[];
}

/**
 * `source` (the site's file `file`) with each `require` of a template literal that has expressions
 * made into webpack's context module; undefined when it has none. `extensions`: the bundler's
 * `resolve.extensions`, which a key may go without; warnings name the file from `workDir`.
 */
export function expandRequireContexts(source: string, file: string, extensions: string[], workDir = path.dirname(file), roots: ContextRoots = { staticDirs: [] }): ExpandedContexts | undefined {
  const found = templateRequires(source, file);
  if (!found) return undefined;
  const warnings: string[] = [];
  let code = '';
  let from = 0;
  for (const call of [...found.calls, ...found.contexts].sort((a, b) => a.start - b.start)) {
    if (call.start < from) continue;
    const expanded = 'folder' in call ? explicitContext(call, file, extensions, roots) : contextRequire(call, file, extensions, roots);
    if (typeof expanded === 'string') {
      code += found.code.slice(from, call.start) + expanded;
      from = call.end;
    } else {
      const written = found.code.slice(call.start, call.end).replace(/\s+/g, ' ');
      warnings.push(`${path.relative(workDir, file)}:${call.line}: ${written} ${expanded.reason}; it is left to be ${'kind' in call && call.kind === 'import' ? 'imported' : 'required'} when the page runs, where it finds nothing.`);
    }
  }
  if (!code && !warnings.length) return undefined;
  return { code: code + found.code.slice(from), warnings };
}

/**
 * The folder a context's prefix names, as webpack resolves it for Docusaurus: `./`, `../` from the
 * file; `/x` in the first of the static folders, then the site folder, that holds it; `@site/x` in
 * the site folder; else a package's folder, from the file's `node_modules` folders.
 */
function contextFolder(folder: string, absolute: boolean, file: string, roots: ContextRoots): string | { reason: string } {
  if (/^\.\.?(\/|$)/.test(folder)) return path.resolve(path.dirname(file), folder);
  if (absolute) {
    const root = [...roots.staticDirs, ...(roots.siteDir ? [roots.siteDir] : [])].find((dir) => isFolder(path.join(dir, folder)));
    return root ? path.join(root, folder) : { reason: `names "${folder}", found in no static folder nor in the site folder` };
  }
  if (/^@site(\/|$)/.test(folder) && roots.siteDir) return path.join(roots.siteDir, folder.slice('@site'.length));
  const name = /^(@[^/]+\/)?[^/]+/.exec(folder)![0];
  const modules = createRequire(file).resolve.paths(name) ?? [];
  const dir = modules.map((m) => path.join(m, folder)).find(isFolder);
  return dir ?? { reason: `names "${folder}", a folder of no installed package` };
}

const LOOKUP = `if (!Object.prototype.hasOwnProperty.call(map, key)) { const error = new Error("Cannot find module '" + key + "'"); error.code = "MODULE_NOT_FOUND"; throw error; }`;

/**
 * A context over a folder of Docusaurus's generated files (`@generated/docusaurus-plugin-content-blog/default`,
 * its posts' metadata: teddygood's home page lists them), made when the page runs from the files
 * the build gives it (site/docusaurus/generated.ts), as they are known only then: each file is a key
 * with and without `.json`, as webpack's are.
 */
function generatedContext(call: RequireContextCall, folder: string): string {
  const load = ['lazy', 'lazy-once', 'eager'].includes(call.mode) ? `Promise.resolve().then(() => { ${LOOKUP} return map[key]; })` : `{ ${LOOKUP} return map[key]; }`;
  return `((files) => { const map = {}; for (const name of Object.keys(files || {}).sort()) if (${call.recursive} || !name.includes('/')) for (const key of ['./' + name.replace(/\\.json$/, ''), './' + name]) if (${String(call.regExp)}.test(key)) map[key] = files[name]; const context = (key) => ${load}; context.keys = () => Object.keys(map); context.resolve = (key) => { ${LOOKUP} return key; }; context.id = ${JSON.stringify(folder)}; return context; })(require(${JSON.stringify(`${folder}/`)}))`;
}

/** `require.context(...)` as webpack makes it: a function of a key, with `keys()`, `resolve()` and `id`. */
function explicitContext(call: RequireContextCall, file: string, extensions: string[], roots: ContextRoots): string | { reason: string } {
  const loaders = call.folder.slice(0, call.folder.lastIndexOf('!') + 1);
  const request = call.folder.slice(loaders.length);
  const folder = request.length > 1 ? request.replace(/\/+$/, '') : request;
  if (!loaders && folder.startsWith(GENERATED) && generatedName(`${folder}/`)) return generatedContext(call, folder);
  const root = contextFolder(folder, folder.startsWith('/'), file, roots);
  if (typeof root !== 'string') return root;
  const keyed = (rel: string) => keysOf(rel, extensions).filter((key) => call.regExp.test(key));
  const files = isFolder(root) ? contextFiles(root, keyed, '.', [], call.recursive) : [];
  if (!files) return { reason: `matches more than ${MAX_FILES} files under "${folder}", more than a site means to bundle` };
  const lazy = ['lazy', 'lazy-once', 'eager'].includes(call.mode);
  const entries = files
    .flatMap(([rel, keys]) => keys.map((key) => [key, JSON.stringify(`${loaders}${folder}${rel.slice(1)}`)]))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, request]) => `${JSON.stringify(key)}: () => require(${request})`);
  const load = lazy ? `Promise.resolve().then(() => { ${LOOKUP} return map[key](); })` : `{ ${LOOKUP} return map[key](); }`;
  return `((map) => { const context = (key) => ${load}; context.keys = () => Object.keys(map); context.resolve = (key) => { ${LOOKUP} return key; }; context.id = ${JSON.stringify(folder)}; return context; })({ ${entries.join(', ')} })`;
}

function contextRequire(call: TemplateRequire, file: string, extensions: string[], roots: ContextRoots): string | { reason: string } {
  const { quasis, expressions } = call;
  const first = quasis[0];
  const slash = first.lastIndexOf('/');
  if (slash < 0) return { reason: 'names no folder before its first expression, so the files it may require cannot be listed when the site is built' };
  const context = first.slice(0, slash);
  const loaders = context.slice(0, context.lastIndexOf('!') + 1);
  const folder = context.slice(loaders.length);
  const root = contextFolder(folder, first.startsWith('/', loaders.length), file, roots);
  if (typeof root !== 'string') return root;
  const prefix = `.${first.slice(slash)}`;
  const [, postfix, query] = /^([^?#]*)(.*)$/s.exec(quasis[quasis.length - 1])!;
  const inner = quasis.slice(1, -1).map((q) => `${quoteMeta(q)}.*`).join('');
  const pattern = new RegExp(`^${quoteMeta(prefix)}.*${inner}${quoteMeta(postfix)}$`);
  const seen = new Set<string>();
  const keyed = (rel: string) => keysOf(rel, extensions).filter((key) => pattern.test(key) && !seen.has(key) && !!seen.add(key));
  const files = isFolder(root) ? contextFiles(root, keyed) : [];
  if (!files) return { reason: `matches more than ${MAX_FILES} files under "${folder}", more than a site means to bundle` };
  const entries = files.flatMap(([rel, keys]) => {
    const request = JSON.stringify(`${loaders}${folder}${rel.slice(1)}${query}`);
    return keys.map((key) => `${JSON.stringify(key)}: () => ${call.kind}(${request})`);
  });
  const lookup = `${LOOKUP} return map[key]();`;
  const load = call.kind === 'import' ? `Promise.resolve().then(() => { ${lookup} })` : `{ ${lookup} }`;
  return `((map, key) => ${load})({ ${entries.join(', ')} }, ${contextKey(call, prefix, postfix)})`;
}

/** The expression of a request's key in its context: `./` and what follows the folder, without the query. */
function contextKey({ form, quasis, expressions }: TemplateRequire, prefix: string, postfix: string): string {
  if (form === 'concatenation') return `(${[JSON.stringify(prefix), ...expressions.map((e) => `(${e})`), ...(postfix ? [JSON.stringify(postfix)] : [])].join(' + ')})`;
  const middle = quasis.slice(1, -1).map((q, i) => `${q}\${${expressions[i + 1]}}`).join('');
  return `\`${prefix}\${${expressions[0]}}${middle}${postfix}\``;
}

/**
 * The esbuild plugin: the site's own files (a package's are left as esbuild reads them) with their
 * contexts made. `read` is told of each file changed, `warnings` of each literal left as written.
 */
export function requireContexts(read: Set<string>, warnings: string[], extensions: string[], workDir: string, roots: ContextRoots): Plugin {
  return {
    name: 'webpack-require-context',
    setup(b) {
      b.onLoad({ filter: /\.(jsx?|tsx?|mjs|cjs)$/i, namespace: 'file' }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const expanded = expandRequireContexts(await readFile(args.path, 'utf8'), args.path, extensions, workDir, roots);
        if (!expanded) return undefined;
        read.add(args.path);
        warnings.push(...expanded.warnings);
        return { contents: expanded.code, loader: 'jsx' };
      });
    },
  };
}
