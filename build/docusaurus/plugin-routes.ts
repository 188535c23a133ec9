/**
 * Where a plugin this build does not run would put its pages. Docusaurus runs it, so links into
 * its routes work there; here its pages are missing, and a link into them is not the author's
 * mistake. Only a route base the plugin declares counts: its `routeBasePath` option, else the
 * documented default of a plugin known to make routes (typedoc-api's `api`). A plugin that declares
 * none, or the site root, owns no links, and a link outside every base is still broken.
 */
import type { Raw } from './option-values.ts';

/** A plugin the build does not run and the route base its pages would be under (`/api`). */
export interface UnrunPluginRoutes {
  plugin: string;
  base: string;
}

/** Plugins that make routes of their own by default, and the route base their docs give. */
const DEFAULT_ROUTE_BASES: Record<string, string> = {
  // github.com/milesj/docusaurus-plugin-typedoc-api, src/index.ts DEFAULT_OPTIONS.routeBasePath; apify's fork keeps it.
  'docusaurus-plugin-typedoc-api': 'api',
  '@apify/docusaurus-plugin-typedoc-api': 'api',
};

/** The route base an unrun plugin declares, as a path without a trailing slash; undefined when it declares none (or `/`). */
export function unrunPluginBase(name: string, options: Raw): string | undefined {
  const declared = typeof options.routeBasePath === 'string' ? options.routeBasePath : DEFAULT_ROUTE_BASES[name];
  const base = declared?.replace(/^\/*/, '/').replace(/\/+$/, '');
  return base ? base : undefined;
}

/** The plugin whose route base holds `path` (a route path), if any: the longest base wins. */
export function unrunOwner(routes: UnrunPluginRoutes[], path: string): UnrunPluginRoutes | undefined {
  let owner: UnrunPluginRoutes | undefined;
  for (const route of routes) {
    if ((path === route.base || path.startsWith(`${route.base}/`)) && (!owner || route.base.length > owner.base.length)) owner = route;
  }
  return owner;
}
