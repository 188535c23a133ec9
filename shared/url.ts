/**
 * Where the site lives. The content model names pages by route (`/docs/intro`, `/docs/api/`);
 * the build, the pages and the browser turn a route into the href that links to it here, and
 * nowhere else: under the base URL, with the trailing slash the config asks for.
 */

/** The route of the 404 page (`404.html`), which the build makes and a site's swizzled NotFound may draw. */
export const NOT_FOUND_PATH = '/404';

export interface SiteLocation {
  /** The path the site is served under: "/" or "/repo/". */
  baseUrl: string;
  /** As in Docusaurus: true adds a trailing slash to every page URL, false removes it, unset keeps routes as written. */
  trailingSlash?: boolean;
}

/** A last segment with an extension names a file (`rss.xml`, `logo.svg`), which never takes a slash. */
function isFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** A route's path with the configured trailing slash; the home route and files are left alone. */
export function applyTrailingSlash(pathname: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || pathname === '/' || isFile(pathname)) return pathname;
  return trailingSlash ? pathname.replace(/\/*$/, '/') : pathname.replace(/\/+$/, '');
}

/**
 * The href of a route or file of this site (`/docs/intro#setup` -> `/sub/docs/intro/#setup`).
 * Anything that is not a root-relative path (a URL, `//host`, `#top`, a relative path) is returned as it is.
 */
export function href(route: string, site: SiteLocation): string {
  if (!route.startsWith('/') || route.startsWith('//')) return route;
  const at = route.search(/[?#]/);
  const pathname = at < 0 ? route : route.slice(0, at);
  return site.baseUrl + applyTrailingSlash(pathname, site.trailingSlash).slice(1) + (at < 0 ? '' : route.slice(at));
}

/**
 * A `pathname://` link (Docusaurus's way to name a path of the site, such as a static file, that its
 * Link neither routes nor checks) as Docusaurus's Link writes it: the path, under the base URL
 * unless it is there already, with no trailing slash added. Undefined for any other link.
 */
export function pathnameHref(link: string, baseUrl: string): string | undefined {
  if (!link.startsWith('pathname://')) return undefined;
  const pathname = link.slice('pathname://'.length);
  if (!pathname.startsWith('/') || pathname.startsWith(baseUrl)) return pathname;
  return pathname === baseUrl.replace(/\/$/, '') ? baseUrl : baseUrl + pathname.slice(1);
}

/** The route that a pathname under the base URL names (`/sub/docs/` -> `/docs/`), or undefined outside it. */
export function routeOf(pathname: string, baseUrl: string): string | undefined {
  if (pathname === baseUrl || pathname === baseUrl.slice(0, -1)) return '/';
  return pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : undefined;
}

/**
 * The HTML file of a route, relative to the output folder, laid out as Docusaurus does: `a/index.html`,
 * or `a.html` when page URLs end without a slash. The 404 page is always `404.html`.
 */
export function pageFile(route: string, trailingSlash: boolean | undefined): string {
  if (route === '/404') return '404.html';
  const folder = route.replace(/^\/+|\/+$/g, '');
  if (!folder) return 'index.html';
  return trailingSlash === false ? `${folder}.html` : `${folder}/index.html`;
}

/**
 * `a.html` beside `a/index.html` when the config leaves trailing slashes unset, so that a plain static
 * host serves `/a` without a redirect to `/a/`; the canonical link names the route as written.
 */
export function twinFile(route: string, trailingSlash: boolean | undefined): string | undefined {
  const file = pageFile(route, trailingSlash);
  return trailingSlash === undefined && route !== '/' && file.endsWith('/index.html') ? `${route.replace(/^\/|\/$/g, '')}.html` : undefined;
}

/** The full URL of a route or file, on the site's origin (`url` in the config): for feeds, sitemaps, canonical links. */
export function absoluteHref(route: string, site: SiteLocation & { url: string }): string {
  return new URL(href(route, site), site.url).href;
}

/** Whether `value` is a URL (a scheme, or `//host`) rather than a route or a file of the site. */
export const isUrl = (value: string): boolean => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(value);

/** A file the config names relative to the site's static files (`img/logo.svg`) as a route; URLs stay as they are. */
export function staticRoute(file: string): string {
  return isUrl(file) ? file : `/${file.replace(/^\/+/, '')}`;
}

/** A blog's route prefix from its `routeBasePath` (without slashes): `/blog`, or '' for a blog at the site root (`routeBasePath: '/'`, Docusaurus's blog-only mode). */
export function blogBase(routeBasePath: string): string {
  return routeBasePath ? `/${routeBasePath}` : '';
}
