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
export { fillPageCards } from './doc-card-list.ts';

/** Every route of the site, in a stable order; duplicates are left for the checks to report. */
export function buildRoutes(input: RouteInput): Route[] {
  const docs = docRoutes(input);
  const pages = [...pageRoutes(input), ...reactPageRoutes(input)];
  const blog = blogRoutes(input);
  // A doc, page or blog list at the site root (docs or the blog served at `/`, `src/pages/index.md` or `index.tsx`) is the home page.
  const ownHome = [...docs, ...pages, ...blog].some((r) => r.path === HOME_PATH);
  // Where there is none, this project's site has its plain home page, and so has a Docusaurus site whose React home page could not
  // be rendered here; any other Docusaurus site has no route at `/`, as in Docusaurus's build (`/` answers with the 404 page).
  const plainHome = !ownHome && (input.config.head === 'site' || input.reactPages.some((p) => p.meta.permalink === HOME_PATH));
  // The home page's docs link opens the last version's main doc, as the navbar does.
  const last = input.versions.find((v) => v.version.isLast);
  const start = last && mainDocPath(last);
  // A swizzled NotFound among the React pages is the 404 page, and so is a doc or page whose route is /404 (prysm's docs/404.md):
  // Docusaurus renders 404.html as the route /404, its client's normalizeLocation reading "/404.html" as "/404".
  const ownNotFound = [...docs, ...pages].some((r) => r.path === NOT_FOUND_PATH);
  const home = ownHome || plainHome;
  const routes = [...(plainHome ? [homeRoute(input, start)] : []), ...(home ? docs : docs.map(withoutHomeCrumb)), ...docTagRoutes(input), ...blog, ...pages, ...(ownNotFound ? [] : [notFoundRoute(input)])];
  return routes.map((route) => ({ ...route, twin: twinFile(route.path, input.config.trailingSlash) }));
}

/** A doc's breadcrumbs without the link home, as theme-classic's DocBreadcrumbs draws it only when `useHomePageRoute()` finds a route at the base URL (3.10, and 2.4). */
function withoutHomeCrumb(route: Route): Route {
  const { screen } = route.props;
  return screen.kind === 'doc' && screen.breadcrumbs ? { ...route, props: { ...route.props, screen: { ...screen, homeCrumb: false } } } : route;
}
