/**
 * The stand-in package: what a module of the site imports from a package is not run. Each is a
 * stand-in that answers any property, call or `new` with another stand-in, so
 * `require('remark-math')` is a harmless value (prism-react-renderer's answers `themes` with its real
 * themes; Meta's internaldocs helpers are given as a public build). The esbuild plugin here gives
 * the stand-ins to a bundle of the site's module (import-module.ts).
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { importKind, installedModule } from './installed-commonjs.ts';
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
export const standIns = (real: boolean, siteDir: string): Plugin => ({
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

/** Runs the site's own code so that calling a package that is not installed throws (STRICT), rather than standing in. */
export const strictly = <T>(work: () => Promise<T>): Promise<T> => withStrictness(true, work);

/**
 * Runs it with packages that are not installed standing in again, inside `strictly`: for code whose
 * result is read only in part (configureWebpack's `new ProvidePlugin()` of an uninstalled webpack
 * beside the module rules and aliases read from it).
 */
export const leniently = <T>(work: () => Promise<T>): Promise<T> => withStrictness(false, work);

async function withStrictness<T>(strict: boolean, work: () => Promise<T>): Promise<T> {
  const flags = globalThis as Record<symbol, unknown>;
  const before = flags[Symbol.for(STRICT)];
  flags[Symbol.for(STRICT)] = strict;
  try {
    return await work();
  } finally {
    flags[Symbol.for(STRICT)] = before ?? false;
  }
}
