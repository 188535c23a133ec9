/**
 * Imports a module a Docusaurus site wrote for Node (`docusaurus.config.*`, a sidebars file) the
 * way site/config.ts is imported: one esbuild bundle in the cache. The packages it imports are not run: each is a stand-in that
 * answers any property, call or `new` with another stand-in, so `require('remark-math')` is a harmless value (prism-react-renderer's answers `themes` with its real themes).
 * Each module of the site sees its own place, as under Docusaurus: `__dirname`, `__filename`,
 * `import.meta.url` (so `createRequire(import.meta.url)` and `fileURLToPath`) and
 * `require.resolve('./sidebars')` (with or without its extension) name the module's own folder, not
 * the bundle in the cache; and it runs with the site folder as the working directory
 * (`fs.readFileSync('./src/data.json')`), as `docusaurus build` does.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { bundleToCache, generatorKey } from '../node-bundle.mjs';
import { BuildError } from '../diagnostics.ts';
import { commonJsNames, namedExports, undeclaredAssignments } from './commonjs.ts';
import { importKind, installedModule, requireInstalled } from './installed-commonjs.ts';
import { siteRequireBanner } from './site-require.ts';
import { installStamp } from './install-stamp.ts';
import { markContentPlugins } from './content-plugin-routes.ts';
import { prismThemes } from './prism-react-renderer-themes.ts';
import { INTERNALDOCS_FB_MODULE, INTERNALDOCS_FB_PACKAGES, provideInternaldocsFb } from '../../site/docusaurus/internaldocs-fb.ts';

const BUILTINS = new Set(builtinModules);
provideInternaldocsFb();

const PACKAGE = 'docusaurus-stand-in-package';
/** The global flag that makes a stand-in, called, throw: set while a site's own code runs after its config was read. */
export const STRICT = 'docusaurus-stand-ins-strict';

/** The package a value of the config stands in for (`remark-math` for `require('remark-math')`), if it is a stand-in. */
export function standInPackage(value: unknown): string | undefined {
  return typeof value === 'function' ? (value as unknown as Record<symbol, string | undefined>)[Symbol.for(PACKAGE)] : undefined;
}

/** CommonJS on purpose: esbuild then allows any named import of it, read at run time. It knows its package's name. */
const standIn = (specifier: string) => `
const handler = {
  get: (_, key) => key === Symbol.toPrimitive ? () => '' : key === Symbol.for(${JSON.stringify(PACKAGE)}) ? ${JSON.stringify(specifier)} : key === 'then' || key === '__esModule' ? undefined : standIn,
  apply: () => missing() ?? standIn,
  construct: () => missing() ?? standIn,
  getPrototypeOf: () => proto,
};
const standIn = new Proxy(function standIn() {}, handler);
// esbuild's interop makes \`import()\` of a package an object with this prototype: were its \`then\` a
// function, \`await import('remark-math')\` would wait for ever.
const proto = new Proxy({}, { get: (_, key) => handler.get(_, key) });
// While the site's remark plugins run (build/markdown/remark-run.ts), a plugin calling a package that is not installed stops.
const missing = () => { if (globalThis[Symbol.for(${JSON.stringify(STRICT)})]) throw Object.assign(new Error('the package "${specifier}" is not installed'), { missingPackage: ${JSON.stringify(specifier)} }); };
module.exports = standIn;
`;

/**
 * Every bare import except Node's own modules becomes the stand-in; with `real`, only those not
 * installed (the rest Node loads from the site's node_modules, for the remark plugins to run).
 */
const standIns = (real: boolean, siteDir: string): Plugin => ({
  name: 'docusaurus-stand-ins',
  setup(b) {
    // First: `@site/` would otherwise be taken for a package.
    b.onResolve({ filter: /^@site\// }, (args) => b.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteDir, importer: args.importer }));
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      const name = args.path.replace(/^node:/, '');
      if (BUILTINS.has(name.split('/')[0]) || BUILTINS.has(name) || path.isAbsolute(args.path) || args.pluginData === RESOLVING) return undefined;
      const found = real ? await b.resolve(args.path, { kind: importKind(args.kind, args.importer), resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING }) : undefined;
      if (found && !found.errors.length && path.isAbsolute(found.path)) return installedModule(found.path);
      return { path: args.path, namespace: 'stand-in' };
    });
    b.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({ contents: INTERNALDOCS_FB_PACKAGES.includes(args.path) ? INTERNALDOCS_FB_MODULE : standIn(args.path) + prismThemes(args.path), loader: 'js' }));
  },
});
const RESOLVING = Symbol('resolving');

/** `module.exports =` or `exports.x =` with no `import`/`export` statement: a CommonJS module. */
const isCommonJs = (code: string) => /\b(module\.exports|exports\.[\w$]+)\s*=/.test(code) && !/^\s*(import\s*[\w{*'"]|export\s)/m.test(code);

/** Whether a module declares a name itself (`const __dirname = ...` in an ES module). */
const declares = (code: string, name: string) => new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b`).test(code);

/**
 * What one source file of the site needs to know where it is: `import.meta.url`/`dirname`/`filename`
 * and `require.resolve` of its own folder, and `__dirname`/`__filename` unless it declares them.
 */
function placeModule(code: string, file: string): string {
  const dir = path.dirname(file);
  // Lines go before the code, where a hashbang (`#!/usr/bin/env node`) may stand only first: it becomes a comment.
  const placed = code
    .replace(/^#!/, '//')
    .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(file).href))
    .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(dir))
    .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(file))
    .replace(/\brequire\.resolve\(/g, `${/\.[cm]?tsx?$/.test(file) ? '__siteResolveTs' : '__siteResolve'}(${JSON.stringify(dir)}, `);
  const names = [
    ...(declares(code, '__dirname') ? [] : [`__dirname = ${JSON.stringify(dir)}`]),
    ...(declares(code, '__filename') ? [] : [`__filename = ${JSON.stringify(file)}`]),
  ];
  // On the code's first line, so that messages give the file's own line numbers.
  return names.length ? `var ${names.join(', ')}; ${placed}` : placed;
}

/**
 * The site's own source files (not its packages'), placed (above). A CommonJS file (esbuild reads it as ESM in a `"type": "module"`
 * package; Docusaurus as CommonJS) runs with its own `module` and `exports`, and exports the names commonjs.ts finds, but the entry:
 * no module imports its names, and reading them as it loads would run a config's getters first.
 */
const siteSources: Plugin = {
  name: 'docusaurus-site-sources',
  setup(b) {
    const entries = new Set(((b.initialOptions.entryPoints ?? []) as string[]).map((entry) => path.resolve(entry)));
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const code = readFileSync(args.path, 'utf8');
      const loader = /\.[cm]?tsx?$/.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : args.path.endsWith('x') ? 'jsx' : 'js';
      if (!isCommonJs(code)) return { contents: placeModule(code, args.path), loader };
      // `__moduleExports` is what a `require()` of this file gives (see TO_COMMON_JS_WITH_DEFAULT). On the code's first line, as above.
      return { contents: `var module = { exports: {} }, exports = module.exports;${undeclaredAssignments(code)} ${placeModule(code, args.path)}\nexport default module.exports;\nexport const __moduleExports = module.exports;\n${entries.has(args.path) ? '' : namedExports(commonJsNames(code))}`, loader };
    });
  },
};

/** The extensions Docusaurus's loader (jiti) tries for a path given without one. */
/**
 * Docusaurus loads config modules through jiti, where `require()` of an ES module gives its
 * default export's fields too (`require('./typedoc-sidebar.ts').items`). esbuild gives the
 * namespace only, so its helper is swapped for one that also reads through to `default`, and
 * gives a CommonJS file's own `module.exports` (see `siteSources`).
 */
const TO_COMMON_JS = 'var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);';
const TO_COMMON_JS_WITH_DEFAULT =
  'var __toCommonJS = (mod) => { if ("__moduleExports" in mod) return mod.__moduleExports; const ns = __copyProps(__defProp({}, "__esModule", { value: true }), mod); const d = mod.default; ' +
  'return d && typeof d === "object" ? new Proxy(ns, { get: (t, k) => (k in t ? t[k] : d[k]) }) : ns; };';

/**
 * What an `import()` the bundle leaves to run time gives the site's code: as jiti's, through which
 * Docusaurus loads a config, a module's default export when it is an object or a function, with
 * the module's other names read through it. calico reads `(await import(versionVariablesFile)).prodname`
 * from a CommonJS file, whose namespace under Node holds its `module.exports` as `default` only.
 * Appended to the bundle (a function declaration, hoisted), and every `import(` left in it calls it.
 */
const SITE_IMPORT = `
function __siteImport(specifier) {
  return import(specifier).then((ns) => {
    const main = ns.default;
    if (main === null || (typeof main !== 'object' && typeof main !== 'function')) return ns;
    return new Proxy(main, { get: (target, key) => (key in target ? Reflect.get(target, key) : ns[key]) });
  });
}
`;

async function bundleSiteModule(file: string, siteDir: string, real: boolean): Promise<{ code: Uint8Array; inputs: string[] }> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    absWorkingDir: path.dirname(file),
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    banner: { js: siteRequireBanner(file, siteDir) },
    plugins: [...(real ? [markContentPlugins] : []), standIns(real, siteDir), requireInstalled, siteSources],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':')).map((input) => path.resolve(path.dirname(file), input));
  const code = result.outputFiles[0].text.replace(TO_COMMON_JS, TO_COMMON_JS_WITH_DEFAULT).replace(/(?<![\w$.])import\(/g, '__siteImport(') + SITE_IMPORT;
  return { code: new TextEncoder().encode(code), inputs };
}

/** A file esbuild names (relative to the entry's folder) as messages name files: the entry by its `display`, others from the working folder. */
function locationFile(entry: string, display: string, named: string): string {
  const file = path.resolve(path.dirname(entry), named);
  return file === entry ? display : path.relative(process.cwd(), file).split(path.sep).join('/');
}

let siteDirQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` with `dir` as the working directory, as `docusaurus build` runs a site's code, and
 * restores it after. One at a time: two builds in one process (tests, the dev server) must not
 * see each other's folder. A worker thread cannot change it; there `work` runs where it is. Only
 * the site's code runs there: esbuild's service, started inside, would keep that folder.
 */
export function inSiteDir<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const run = async () => {
    const before = process.cwd();
    if (isMainThread) process.chdir(dir);
    try {
      return await work();
    } finally {
      if (isMainThread) process.chdir(before);
    }
  };
  const result = siteDirQueue.then(run, run);
  siteDirQueue = result.catch(() => undefined);
  return result;
}

/**
 * The site's code awaiting a promise that never settles would end the build without a word: Node
 * exits (code 13) once nothing else is pending. Then, it is an error that names the file.
 */
export function settling<T>(work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const stalled = () => reject(new Error('it waits for a promise that never settles (an `await` of something that never resolves or rejects)'));
    process.once('beforeExit', stalled);
    work.then(resolve, reject).finally(() => process.off('beforeExit', stalled));
  });
}

/**
 * Imports `file` of the site in `siteDir` and returns its default export (or `module.exports`);
 * with `call`, a function it exports is called and its result returned (a config's
 * `async function createConfig()`). With `real`, the packages installed in the site load as
 * themselves (markdown-plugins.ts reads the remark plugins so).
 */
export async function importSiteModule(file: string, display: string, siteDir: string, call = false, real = false): Promise<unknown> {
  let bundled: string;
  // The installed packages are not among the bundle's inputs: an install (install-stamp.ts) makes another bundle.
  try {
    bundled = await bundleToCache(file, `docusaurus-${real ? 'real-' : ''}${path.basename(file).replace(/\W/g, '-')}`, (entry) => bundleSiteModule(entry, siteDir, real), generatorKey(real ? installStamp(siteDir) : ''));
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    if (!messages.length) throw error;
    throw new BuildError(
      messages.map((m) => ({ severity: 'error', file: m.location ? locationFile(file, display, m.location.file) : display, line: m.location?.line, message: `${m.text}. Fix this code so that the module compiles.` })),
    );
  }
  try {
    return await settling(
      inSiteDir(siteDir, async () => {
        const exported = ((await import(pathToFileURL(bundled).href)) as { default?: unknown }).default;
        return call && typeof exported === 'function' ? await (exported as () => unknown)() : exported;
      }),
    );
  } catch (error) {
    throw new BuildError([{ severity: 'error', file: display, line: undefined, message: `loading it failed: ${loadFailure(error, siteDir)}. Fix the code it runs when imported.` }]);
  }
}

/** Why loading failed: without the require stack Node appends, and site paths relative to where the build runs, as the file is named. */
function loadFailure(error: unknown, siteDir: string): string {
  const message = String((error as Error)?.message ?? error).split('\nRequire stack:')[0];
  const shown = path.relative(process.cwd(), siteDir);
  return message.replaceAll(siteDir + path.sep, shown ? shown + path.sep : '');
}
