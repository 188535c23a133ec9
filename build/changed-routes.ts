/**
 * The HTML stage: renders the routes whose props or site view changed since the cached build and
 * removes the files of routes that are gone. A production build's cache is empty, so it renders
 * them all, but for the pages it can take unchanged from the output it replaces (page-reuse.ts);
 * the dev server's keeps the last build's, so an edit rewrites only what it affects.
 */
import type { SiteView } from '../site/types.ts';
import type { Output } from './output.ts';
import { recordPage, reusePage, routeHash, type PageReuse } from './page-reuse.ts';
import type { Route } from './routes/index.ts';
import { sameData } from './same-data.ts';
import type { PageRenderer } from './write-routes.ts';

/** What the stage keeps between the dev server's builds. */
export interface PageCache {
  /** Routes whose page is on disk, by route path: the route as rendered and the page's element ids. */
  routes: Map<string, { route: Route; ids: string[] }>;
  /** The site view (config, navbar, asset URLs) the pages were rendered with, as JSON. */
  siteKey?: string;
}

/** Returns how many routes were rendered. With `reuse`, a page the previous output holds unchanged is linked from there (page-reuse.ts). */
export async function writeChangedRoutes(routes: Route[], site: SiteView, output: Output, renderer: PageRenderer, cache: PageCache, reuse?: PageReuse): Promise<number> {
  const live = new Set(routes.map((r) => r.path));
  for (const [key, { route }] of cache.routes) {
    if (live.has(key)) continue;
    output.remove(route.file);
    if (route.twin) output.remove(route.twin);
    cache.routes.delete(key);
  }
  const siteKey = JSON.stringify(site);
  if (siteKey !== cache.siteKey) cache.routes.clear();
  cache.siteKey = siteKey;
  const hashes = new Map(reuse ? routes.map((route) => [route, routeHash(siteKey, route)]) : []);
  const changed = routes.filter((route) => {
    const cached = cache.routes.get(route.path)?.route;
    if (cached && cached.file === route.file && cached.body?.sha === route.body?.sha && sameData(cached.props, route.props)) return false;
    const reused = reuse && reusePage(reuse, route, hashes.get(route)!, output.dir);
    if (reused) cache.routes.set(route.path, { route, ids: reused });
    return !reused;
  });
  const ids = await renderer.routes(changed, site, output.dir);
  changed.forEach((route, i) => cache.routes.set(route.path, { route, ids: ids[i] }));
  if (reuse) for (const route of routes) recordPage(reuse, route, hashes.get(route)!, cache.routes.get(route.path)!.ids, output.dir);
  return changed.length;
}
