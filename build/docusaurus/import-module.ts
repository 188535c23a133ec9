/**
 * Imports a module a Docusaurus site wrote for Node (`docusaurus.config.*`, a sidebars file) the
 * way site/config.ts is imported: one esbuild bundle in the cache. The packages it imports are
 * not run: each is a stand-in that answers any property, call or `new` with another stand-in, so
 * `themes.github` from `prism-react-renderer` or `require('remark-math')` is a harmless value.
 * `__dirname`, `__filename` and `require.resolve` work as in CommonJS.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { bundleToCache } from '../node-bundle.mjs';
import { BuildError } from '../diagnostics.ts';

const BUILTINS = new Set(builtinModules);

/** CommonJS on purpose: esbuild then allows any named import of it, read at run time. */
const STAND_IN = `
const handler = {
  get: (_, key) => key === Symbol.toPrimitive ? () => '' : key === 'then' || key === '__esModule' ? undefined : key === 'default' ? standIn : standIn,
  apply: () => standIn,
  construct: () => standIn,
  getPrototypeOf: () => proto,
};
const standIn = new Proxy(function standIn() {}, handler);
const proto = new Proxy({}, { get: () => standIn });
module.exports = standIn;
`;

/** Every bare import except Node's own modules becomes the stand-in. */
const standIns: Plugin = {
  name: 'docusaurus-stand-ins',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.replace(/^node:/, '');
      if (BUILTINS.has(name.split('/')[0]) || BUILTINS.has(name) || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, namespace: 'stand-in' };
    });
    b.onResolve({ filter: /^@site\// }, (args) => ({ path: path.join(b.initialOptions.absWorkingDir!, args.path.slice('@site/'.length)) }));
    b.onLoad({ filter: /.*/, namespace: 'stand-in' }, () => ({ contents: STAND_IN, loader: 'js' }));
  },
};

/** `module.exports =` or `exports.x =` with no `import`/`export` statement: a CommonJS module. */
const isCommonJs = (code: string) => /\b(module\.exports|exports\.[\w$]+)\s*=/.test(code) && !/^\s*(import\s*[\w{*'"]|export\s)/m.test(code);

/**
 * Docusaurus loads a CommonJS config whatever the package's `"type"`; esbuild reads a `.js` file
 * of a `"type": "module"` package as ESM, where `module` is undefined. Such a file runs here
 * with its own `module` and `exports`, and exports what it assigned.
 */
const commonJs: Plugin = {
  name: 'docusaurus-common-js',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const code = readFileSync(args.path, 'utf8');
      if (!isCommonJs(code)) return undefined;
      const loader = /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js';
      // `__moduleExports` is what a `require()` of this file gives (see TO_COMMON_JS_WITH_DEFAULT).
      return { contents: `var module = { exports: {} }, exports = module.exports;\n${code}\nexport default module.exports;\nexport const __moduleExports = module.exports;\n`, loader };
    });
  },
};

function banner(file: string): string {
  return [
    `import { createRequire as __createRequire } from 'node:module';`,
    `const __siteRequire = __createRequire(${JSON.stringify(file)});`,
    // A missing file passed to require.resolve (a theme's CSS) must not stop the config from loading.
    `const require = Object.assign((id) => __siteRequire(id), { resolve: (id) => { try { return __siteRequire.resolve(id); } catch { return id; } } });`,
  ].join('\n');
}

/**
 * Docusaurus loads config modules through jiti, where `require()` of an ES module gives its
 * default export's fields too (`require('./typedoc-sidebar.ts').items`). esbuild gives the
 * namespace only, so its helper is swapped for one that also reads through to `default`, and
 * gives a CommonJS file's own `module.exports` (see `commonJs`).
 */
const TO_COMMON_JS = 'var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);';
const TO_COMMON_JS_WITH_DEFAULT =
  'var __toCommonJS = (mod) => { if ("__moduleExports" in mod) return mod.__moduleExports; const ns = __copyProps(__defProp({}, "__esModule", { value: true }), mod); const d = mod.default; ' +
  'return d && typeof d === "object" ? new Proxy(ns, { get: (t, k) => (k in t ? t[k] : d[k]) }) : ns; };';

async function bundleSiteModule(file: string): Promise<{ code: Uint8Array; inputs: string[] }> {
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
    define: { __dirname: JSON.stringify(path.dirname(file)), __filename: JSON.stringify(file) },
    banner: { js: banner(file) },
    plugins: [standIns, commonJs],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':')).map((input) => path.resolve(path.dirname(file), input));
  return { code: new TextEncoder().encode(result.outputFiles[0].text.replace(TO_COMMON_JS, TO_COMMON_JS_WITH_DEFAULT)), inputs };
}

/** Imports `file` and returns its default export (or `module.exports`). */
export async function importSiteModule(file: string, display: string): Promise<unknown> {
  let bundled: string;
  try {
    bundled = await bundleToCache(file, `docusaurus-${path.basename(file).replace(/\W/g, '-')}`, bundleSiteModule);
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    if (!messages.length) throw error;
    throw new BuildError(
      messages.map((m) => ({ severity: 'error', file: m.location ? m.location.file : display, line: m.location?.line, message: `${m.text}. Fix this code so that the module compiles.` })),
    );
  }
  try {
    const module = (await import(pathToFileURL(bundled).href)) as { default?: unknown };
    return module.default;
  } catch (error) {
    throw new BuildError([{ severity: 'error', file: display, line: undefined, message: `loading it failed: ${(error as Error).message}. Fix the code it runs when imported.` }]);
  }
}
