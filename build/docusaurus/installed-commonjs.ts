/**
 * A package installed in the site that a site's module imports (import-module.ts with `real`), as
 * Docusaurus's loader, jiti, gives it: a CommonJS package is required as itself, not bundled, so
 * that esbuild's interop gives `import x from` its `exports.default` when it sets `__esModule`
 * (pixijs' plugin wrapping docusaurus-plugin-llms, `exports.default = docusaurusPluginLLMs`).
 * Node's own `import` would give `module.exports`, an object, and the wrapper would stop. An ES
 * module package stays an import Node loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/** Where an installed package's resolved file goes: required as itself when CommonJS, else left to Node's import. */
export function installedModule(file: string): OnResolveResult {
  return isCommonJsFile(file) ? { path: file, namespace: NAMESPACE } : { path: file, external: true };
}

/** The module that requires a CommonJS package, and its `require` left to Node. */
export const requireInstalled: Plugin = {
  name: 'docusaurus-installed-commonjs',
  setup(b) {
    b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
    b.onResolve({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ path: args.path, external: true }));
  },
};
