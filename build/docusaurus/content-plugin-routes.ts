/**
 * A content plugin a site's own plugin wraps (wrapped-content.ts), when the site's packages are
 * installed: the wrapper runs, with `@docusaurus/plugin-content-blog` (or `-docs`) as itself, but
 * the routes that package's `contentLoaded` adds are the blog's (or docs') own pages, which this
 * build makes from the same options. So the package is given to the site's modules with each of
 * those routes marked, and its instance kept on the instance it returns (the wrapper spreads it
 * into its own): what the wrapper adds beside it (routes, global data) is what is left to run. The
 * options it was called with are kept there too: the wrapper may have computed them (wrapped-options.ts).
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** Marks a route the content plugin itself added (`Symbol.for` of it). */
export const CONTENT_ROUTE = 'docusaurus-content-plugin-route';
/** On a plugin instance: the content plugin's own instance it was made from (`Symbol.for` of it). */
export const CONTENT_INSTANCE = 'docusaurus-content-plugin-instance';
/** On a plugin instance: `{ kind, options }`, the options the content plugin was called with (`Symbol.for` of it): a wrapper may compute them (wrapped-options.ts). */
export const CONTENT_OPTIONS = 'docusaurus-content-plugin-options';

const NAMESPACE = 'wrapped-content-plugin';
const RESOLVING = Symbol('resolving');

/** The package, as the site's module gets it: its exports, `default` making instances whose contentLoaded marks its routes. */
const marking = (file: string) => `
const pkg = require(${JSON.stringify(file)});
const ROUTE = Symbol.for(${JSON.stringify(CONTENT_ROUTE)});
const INSTANCE = Symbol.for(${JSON.stringify(CONTENT_INSTANCE)});
const OPTIONS = Symbol.for(${JSON.stringify(CONTENT_OPTIONS)});
async function plugin(context, options) {
  // As given, before the content plugin itself changes them (the blog plugin of Docusaurus 2 appends to remarkPlugins).
  const given = { kind: ${JSON.stringify(/plugin-content-docs/.test(file) ? 'docs' : 'blog')}, options: { ...options } };
  const instance = await pkg.default(context, options);
  if (!instance || typeof instance.contentLoaded !== 'function') return instance;
  const contentLoaded = (args) => instance.contentLoaded({ ...args, actions: { ...args.actions, addRoute: (route) => args.actions.addRoute({ ...route, [ROUTE]: true }) } });
  return { ...instance, contentLoaded, [INSTANCE]: instance, [OPTIONS]: given };
}
// \`__esModule\` as the package sets it: not enumerable, so that a wrapper spreading these exports into its own stays CommonJS.
module.exports = Object.defineProperty(Object.assign({}, pkg, { default: plugin }), '__esModule', { value: true });
`;

/** The esbuild plugin that gives an installed `@docusaurus/plugin-content-blog` or `-docs` so (before the other resolvers: import-module.ts). */
export const markContentPlugins: Plugin = {
  name: 'docusaurus-content-plugin-routes',
  setup(b) {
    b.onResolve({ filter: /^@docusaurus\/plugin-content-(blog|docs)$/ }, async (args) => {
      // A resolution asked by a resolver (this one, or stand-in-package.ts's) finds the package's file.
      if (args.pluginData !== undefined) return undefined;
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
      // Named by the package, not its file (`lib/index.js`): esbuild names the module so in the bundle (`require_plugin_content_blog`), which wrapped-content.ts reads in a function of the config.
      return !found.errors.length && path.isAbsolute(found.path) ? { path: args.path, namespace: NAMESPACE, pluginData: found.path } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: marking(args.pluginData as string), loader: 'js' }));
    b.onResolve({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ path: args.path, external: true }));
  },
};
