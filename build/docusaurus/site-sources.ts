/**
 * The esbuild plugin that loads the site's own source files (not its packages') into a bundle of a
 * site module (import-module.ts): each sees its own place, as under Docusaurus: `__dirname`,
 * `__filename`, `import.meta.url` (so `createRequire(import.meta.url)` and `fileURLToPath`) and
 * `require.resolve('./sidebars')` (with or without its extension) name the module's own folder, not
 * the bundle in the cache.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { commonJsNames, namedExports, undeclaredAssignments } from './commonjs.ts';

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
export const siteSources: Plugin = {
  name: 'docusaurus-site-sources',
  setup(b) {
    const entries = new Set(((b.initialOptions.entryPoints ?? []) as string[]).map((entry) => path.resolve(entry)));
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const code = readFileSync(args.path, 'utf8');
      const loader = /\.[cm]?tsx?$/.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : args.path.endsWith('x') ? 'jsx' : 'js';
      if (!isCommonJs(code)) return { contents: placeModule(code, args.path), loader };
      // `__moduleExports` is what a `require()` of this file gives (see jiti-interop.ts). On the code's first line, as above.
      return { contents: `var module = { exports: {} }, exports = module.exports;${undeclaredAssignments(code)} ${placeModule(code, args.path)}\nexport default module.exports;\nexport const __moduleExports = module.exports;\n${entries.has(args.path) ? '' : namedExports(commonJsNames(code))}`, loader };
    });
  },
};
