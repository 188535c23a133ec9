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

/** Where a react-router `to` leads: a path as written, a location object's parts, or what a function of the location gives. */
function hrefOf(to: unknown, location: Location): string | undefined {
  const target = typeof to === 'function' ? (to as (at: Location) => unknown)(location) : to;
  if (typeof target === 'string') return target;
  if (!target || typeof target !== 'object') return undefined;
  const { pathname = '', search = '', hash = '' } = target as Partial<Location>;
  return `${pathname}${search}${hash}`;
}

type RouterLinkProps = Record<string, unknown> & { to?: unknown; innerRef?: unknown; replace?: unknown; component?: unknown };

/**
 * react-router-dom 5's `Link`, which Docusaurus's core brings and sites import by name
 * (gpt-researcher's home page features): an `<a>` to `to` as written, without the base URL (the
 * router has none), a plain page load here.
 */
export function Link({ to, innerRef, replace: _replace, component: _component, ...rest }: RouterLinkProps) {
  return <a ref={innerRef as never} href={hrefOf(to, useLocation())} {...rest} />;
}

/** react-router-dom 5's `NavLink`: its `Link`, with `activeClassName` ("active"), `activeStyle` and `aria-current` when the location matches `to`. */
export function NavLink({ activeClassName = 'active', activeStyle, exact, strict: _strict, sensitive: _sensitive, isActive, location: given, className, style, 'aria-current': current = 'page', ...rest }: RouterLinkProps) {
  const here = useLocation();
  const location = (given as Location | undefined) ?? here;
  const path = hrefOf(rest.to, location)?.replace(/[?#].*$/, '');
  const match = path ? matchPath(location.pathname, { path, exact: Boolean(exact) }) : null;
  const active = typeof isActive === 'function' ? Boolean(isActive(match, location)) : Boolean(match);
  const classes = [className, active && activeClassName].filter(Boolean).join(' ');
  return <Link {...rest} className={classes || undefined} style={active ? { ...(style as object), ...(activeStyle as object) } : style} aria-current={active ? current : undefined} />;
}
