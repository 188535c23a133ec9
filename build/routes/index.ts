/**
 * The content model, rendered, to the list of routes: each with its output file, the props of
 * its screen and its head metadata. One module per section; no I/O happens here.
 */
import { blogRoutes } from './blog.ts';
import { docTagRoutes } from './doc-tags.ts';
import { docRoutes } from './docs.ts';
import { homeRoute, notFoundRoute, pageRoutes } from './pages.ts';
import type { Route, RouteInput } from './types.ts';
import { HOME_PATH } from './urls.ts';

export type { Rendered, Route, RouteInput } from './types.ts';

/** Every route of the site, in a stable order; duplicates are left for the checks to report. */
export function buildRoutes(input: RouteInput): Route[] {
  const docs = docRoutes(input);
  const pages = pageRoutes(input);
  // A doc or page at the site root (docs served at `/`, `src/pages/index.md`) is the home page.
  const ownHome = [...docs, ...pages].some((r) => r.path === HOME_PATH);
  const start = docs.find((r) => r.props.sidebarId)?.path ?? docs[0]?.path;
  return [...(ownHome ? [] : [homeRoute(input, start)]), ...docs, ...docTagRoutes(input), ...blogRoutes(input), ...pages, notFoundRoute(input)];
}
