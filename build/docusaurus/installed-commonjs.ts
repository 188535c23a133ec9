/**
 * A package installed in the site that a site's module imports (import-module.ts with `real`), as
 * Docusaurus's loader, jiti, gives it: a CommonJS package is required as itself, not bundled, so
 * that esbuild's interop gives `import x from` its `exports.default` when it sets `__esModule`
 * (pixijs' plugin wrapping docusaurus-plugin-llms, `exports.default = docusaurusPluginLLMs`).
 * Node's own `import` would give `module.exports`, an object, and the wrapper would stop. An ES
 * module package stays an import Node loads.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import type { OnResolveResult, Plugin } from 'esbuild';

const NAMESPACE = 'installed-commonjs';

/** Whether Node reads an installed package's file as CommonJS: `.cjs`, or `.js` whose nearest package.json is not `"type": "module"`. */
function isCommonJsFile(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type !== 'module';
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * The SyntaxErrors V8 gives for ES module syntax in a CommonJS module. Node (20.19+) loads a `.js`
 * file its package.json leaves CommonJS as an ES module when compiling it as CommonJS fails with
 * one of these (`ShouldRetryAsESM` in Node's src/node_contextify.cc): a regular expression over
 * the text would also take the `import` and `export` lines of the MDX a package writes in a
 * template literal (@docusaurus/core's codegen, mdx-loader's loader), and bundle a file whose
 * `__dirname` and `require` then do not exist. The last five fail only as CommonJS: Node then tries
 * the file as an ES module, which loads that way or not at all, so taking it for one breaks
 * nothing that worked.
 */
const CJS_WRAPPER = ['exports', 'require', 'module', '__filename', '__dirname'];
const MODULE_SYNTAX_ERRORS = [
  'Cannot use import statement outside a module',
  "Unexpected token 'export'",
  "Cannot use 'import.meta' outside a module",
  'await is only valid in async functions and the top level bodies of modules',
  ...CJS_WRAPPER.map((name) => `Identifier '${name}' has already been declared`),
];
/** Whether a source fails to compile as the body of Node's CommonJS wrapper for ES module syntax in it. */
function writtenAsModule(code: string): boolean {
  try {
    compileFunction(code, CJS_WRAPPER);
    return false;
  } catch (error) {
    return error instanceof SyntaxError && MODULE_SYNTAX_ERRORS.some((message) => error.message.includes(message));
  }
}

/** Per file and its modification time: importKind asks for each bare import a file makes. */
const detected = new Map<string, { mtimeMs: number; esm: boolean }>();

function detectedAsModule(file: string): boolean {
  const { mtimeMs } = statSync(file);
  const known = detected.get(file);
  if (known?.mtimeMs === mtimeMs) return known.esm;
  const esm = writtenAsModule(readFileSync(file, 'utf8'));
  detected.set(file, { mtimeMs, esm });
  return esm;
}

/**
 * Where an installed package's resolved file goes: required as itself when CommonJS, else left to
 * Node's import. A `.js` file of a package without `"type": "module"` that is written as an ES
 * module (@netfoundry/docusaurus-theme's dist: `export * from './docusaurus-envhelper'`, no
 * extension) is bundled, as jiti compiles it for Docusaurus: Node would detect its syntax, load it
 * as an ES module and not find the files it names without their extension (ziti's config stopped).
 */
export function installedModule(file: string): OnResolveResult {
  // A package's JSON (`import pkg from 'bootstrap/package.json'`, react-bootstrap's plugin) is its data, as jiti's require gives it: Node's import would want `with { type: 'json' }`.
  if (file.endsWith('.json')) return { path: file };
  // A package whose entry is TypeScript or JSX source (a workspace package, `"main": "src/index.ts"`:
  // wasmcloud's @wasmcloud/* plugins and rehype-name-to-id) is compiled, as jiti compiles it for
  // Docusaurus: Node's import refuses the extension and the whole config failed to load.
  if (/\.(?:[cm]?tsx?|jsx)$/.test(file)) return { path: file };
  if (!isCommonJsFile(file)) return { path: file, external: true };
  return compiledAsJiti(file) ? { path: file } : { path: file, namespace: NAMESPACE };
}

const compiledAsJiti = (file: string) => file.endsWith('.js') && file.includes(`${path.sep}node_modules${path.sep}`) && isCommonJsFile(file) && detectedAsModule(file);

/**
 * How an import of such a bundled file is resolved: as jiti's CommonJS output requires it, under
 * the `require` condition (its `import yaml from 'js-yaml'` gets js-yaml 5's CommonJS build, whose
 * ES module build has no default export), else as written.
 */
export function importKind<K extends string>(kind: K, importer: string): K | 'require-call' {
  return importer && compiledAsJiti(importer) ? 'require-call' : kind;
}

/** The module that requires a CommonJS package, and its `require` left to Node. */
export const requireInstalled: Plugin = {
  name: 'docusaurus-installed-commonjs',
  setup(b) {
    b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
    b.onResolve({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ path: args.path, external: true }));
  },
};
