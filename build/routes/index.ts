/**
 * The content model, rendered, to the list of routes: each with its output file, the props of
 * its screen and its head metadata. One module per section; no I/O happens here.
 */
import { blogRoutes } from './blog.ts';
import { docTagRoutes } from './doc-tags.ts';
import { docRoutes } from './docs.ts';
import { homeRoute, notFoundRoute, pageRoutes } from './pages.ts';
import type { Route, RouteInput } from './types.ts';

export type { Rendered, Route, RouteInput } from './types.ts';

/** Every route of the site, in a stable order; duplicates are left for the checks to report. */
export function buildRoutes(input: RouteInput): Route[] {
  return [homeRoute(input), ...docRoutes(input), ...docTagRoutes(input), ...blogRoutes(input), ...pageRoutes(input), notFoundRoute(input)];
}
