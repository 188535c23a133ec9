/**
 * `@docusaurus/router`'s basics over plain page loads: the location is the page's own URL (what
 * the server rendered it for, then the browser's once hydrated), `useHistory` moves by loading
 * the page, and `Redirect` sends the reader on: in the browser at once, and without JavaScript
 * through the refresh the build writes for a page that redirects.
 */
import { useContext, useEffect } from 'react';
import { BrowserContext, usePageData, useRecorder } from './context.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key?: string;
}

/** The pathname a route is served at: under the base URL, with the site's trailing slash. */
export function routePathname(route: string, baseUrl: string, trailingSlash: boolean | undefined): string {
  const path = baseUrl + route.replace(/^\//, '');
  if (trailingSlash === undefined || route === '/') return path;
  return trailingSlash ? path.replace(/\/?$/, '/') : path.replace(/\/$/, '');
}

export function useLocation(): Location {
  const { route, siteConfig } = usePageData();
  const inBrowser = useContext(BrowserContext);
  if (inBrowser) return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: window.history.state };
  return { pathname: routePathname(route, siteConfig.baseUrl, siteConfig.trailingSlash), search: '', hash: '', state: undefined };
}

export function useHistory() {
  const location = useLocation();
  return {
    location,
    length: typeof window === 'undefined' ? 1 : window.history.length,
    // On the server a move does nothing and the page renders on, as under the StaticRouter Docusaurus renders with (mmf's redirect page pushes while it renders).
    push: (to: string) => void (typeof window === 'undefined' || window.location.assign(to)),
    replace: (to: string) => void (typeof window === 'undefined' || window.location.replace(to)),
    go: (n: number) => window.history.go(n),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
    listen: () => () => undefined,
    block: () => () => undefined,
    createHref: (to: string) => to,
  };
}

export function Redirect({ to }: { to: string | { pathname: string } }) {
  const target = typeof to === 'string' ? to : to.pathname;
  useRecorder()?.redirect(target);
  useEffect(() => window.location.replace(target), [target]);
  return null;
}

/** react-router 5's `matchPath` for the plain cases: an exact or prefix match of a path without parameters. */
export function matchPath(pathname: string, options: string | { path?: string | string[]; exact?: boolean }) {
  const { path, exact = false } = typeof options === 'string' ? { path: options } : options;
  for (const candidate of Array.isArray(path) ? path : [path ?? '/']) {
    const isExact = pathname === candidate || pathname === `${candidate}/`;
    if (isExact || (!exact && pathname.startsWith(candidate.endsWith('/') ? candidate : `${candidate}/`))) return { path: candidate, url: candidate, isExact, params: {} };
  }
  return null;
}
