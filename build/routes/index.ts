/**
 * The content model, rendered, to the list of routes: each with its output file, the props of
 * its screen and its head metadata. One module per section; no I/O happens here.
 */
import { blogRoutes } from './blog.ts';
import { docTagRoutes } from './doc-tags.ts';
import { mainDocPath } from './doc-versions.ts';
import { docRoutes } from './docs.ts';
import { homeRoute, notFoundRoute, pageRoutes, reactPageRoutes } from './pages.ts';
import { twinFile } from '../../shared/url.ts';
import type { Route, RouteInput } from './types.ts';
import { HOME_PATH, NOT_FOUND_PATH } from './urls.ts';

export type { Rendered, Route, RouteInput, VersionDocs } from './types.ts';

/** Every route of the site, in a stable order; duplicates are left for the checks to report. */
export function buildRoutes(input: RouteInput): Route[] {
  const docs = docRoutes(input);
  const pages = [...pageRoutes(input), ...reactPageRoutes(input)];
  const blog = blogRoutes(input);
  // A doc, page or blog list at the site root (docs or the blog served at `/`, `src/pages/index.md` or `index.tsx`) is the home page.
  const ownHome = [...docs, ...pages, ...blog].some((r) => r.path === HOME_PATH);
  // The home page's docs link opens the last version's main doc, as the navbar does.
  const last = input.versions.find((v) => v.version.isLast);
  const start = last && mainDocPath(last);
  // A swizzled NotFound among the React pages is the 404 page, and so is a doc or page whose route is /404 (prysm's docs/404.md):
  // Docusaurus renders 404.html as the route /404, its client's normalizeLocation reading "/404.html" as "/404".
  const ownNotFound = [...docs, ...pages].some((r) => r.path === NOT_FOUND_PATH);
  const routes = [...(ownHome ? [] : [homeRoute(input, start)]), ...docs, ...docTagRoutes(input), ...blog, ...pages, ...(ownNotFound ? [] : [notFoundRoute(input)])];
  return routes.map((route) => ({ ...route, twin: twinFile(route.path, input.config.trailingSlash) }));
}
