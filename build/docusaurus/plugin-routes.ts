/**
 * Where a plugin this build does not run would put its pages. Docusaurus runs it, so links into
 * its routes work there; here its pages are missing, and a link into them is not the author's
 * mistake. Only a route the plugin declares counts: its `routeBasePath` option (pages under it),
 * else the documented default of a plugin known to make routes (typedoc-api's `api`), else its
 * `route` option, the one page it adds (@scalar/docusaurus's API reference, docusaurus-plugin-redoc).
 * The redocusaurus preset adds one docusaurus-plugin-redoc per entry of its `specs`, each with its `route`.
 * A plugin that declares none, or the site root, owns no links, and a link outside them is still broken.
 */
import type { Raw } from './option-values.ts';

/** A plugin the build does not run and the route base its pages would be under (`/api`), or its one page (`exact`). */
export interface UnrunPluginRoutes {
  plugin: string;
  base: string;
  exact?: boolean;
}

/** Plugins that make routes of their own by default, and the route base their docs give. */
const DEFAULT_ROUTE_BASES: Record<string, string> = {
  // github.com/milesj/docusaurus-plugin-typedoc-api, src/index.ts DEFAULT_OPTIONS.routeBasePath; apify's fork keeps it.
  'docusaurus-plugin-typedoc-api': 'api',
  '@apify/docusaurus-plugin-typedoc-api': 'api',
};

const asPath = (declared: string | undefined) => declared?.replace(/^\/*/, '/').replace(/\/+$/, '') || undefined;

/** The routes an unrun plugin declares, as paths without a trailing slash; undefined when it declares none (or `/`). */
export function unrunPluginRoutes(name: string, options: Raw): UnrunPluginRoutes | undefined {
  const base = asPath(typeof options.routeBasePath === 'string' ? options.routeBasePath : DEFAULT_ROUTE_BASES[name]);
  if (base) return { plugin: name, base };
  // Scalar's plugin calls addRoute({ path: options.route, exact: true }): that page alone is the plugin's.
  const page = asPath(typeof options.route === 'string' ? options.route : undefined);
  return page ? { plugin: name, base: page, exact: true } : undefined;
}

/**
 * Cloud Annotations' docusaurus-preset-openapi is the classic preset (its docs, blog, pages and theme
 * options, read as such) plus docusaurus-plugin-openapi with its `api` options unless `api: false`
 * (preset 0.6.4, lib/index.js), whose API pages are under `routeBasePath`, "api" by default (plugin
 * 0.6.4, lib/options.js): OpenAssistant's navbar links `/api`.
 */
const OPENAPI_PRESET = 'docusaurus-preset-openapi';
function openApiPresetRoutes(options: Raw): UnrunPluginRoutes[] {
  if (options.api === false) return [];
  const api = options.api && typeof options.api === 'object' ? (options.api as Raw) : {};
  const base = asPath(typeof api.routeBasePath === 'string' ? api.routeBasePath : 'api');
  return base ? [{ plugin: 'docusaurus-plugin-openapi', base }] : [];
}

/**
 * The pages of the redocusaurus preset: it adds docusaurus-plugin-redoc once per entry of `specs` (one
 * object or a list) with that entry's options, so each `route` is a page (redocusaurus 2.5, dist/index.js).
 * Without `specs`, or with an `openapi` option, it also reads a folder of spec files (`openapi.path`,
 * "openapi" by default) and adds a page for each under `openapi.routeBasePath` ("/api" by default):
 * `openapi/using-single-yaml/openapi.yaml` is `/examples/using-single-yaml` (redocusaurus's own website).
 */
export function presetUnrunRoutes(name: string, options: Raw): UnrunPluginRoutes[] {
  if (name === OPENAPI_PRESET) return openApiPresetRoutes(options);
  if (name !== 'redocusaurus') return [];
  const specs: unknown[] = Array.isArray(options.specs) ? options.specs : options.specs ? [options.specs] : [];
  const pages = specs.flatMap((spec) => {
    const routes = spec && typeof spec === 'object' ? unrunPluginRoutes(name, spec as Raw) : undefined;
    return routes ? [routes] : [];
  });
  const folder = options.openapi && typeof options.openapi === 'object' ? (options.openapi as Raw) : undefined;
  if (specs.length && !folder) return pages;
  const base = asPath(typeof folder?.routeBasePath === 'string' ? folder.routeBasePath : '/api');
  return base ? [...pages, { plugin: name, base }] : pages;
}

/** The plugin whose routes hold `path` (a route path), if any: the longest base wins. */
export function unrunOwner(routes: UnrunPluginRoutes[], path: string): UnrunPluginRoutes | undefined {
  let owner: UnrunPluginRoutes | undefined;
  for (const route of routes) {
    if ((path === route.base || (!route.exact && path.startsWith(`${route.base}/`))) && (!owner || route.base.length > owner.base.length)) owner = route;
  }
  return owner;
}
