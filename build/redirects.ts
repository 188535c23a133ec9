/**
 * `@docusaurus/plugin-client-redirects`: the redirects its options ask for (`redirects`,
 * `createRedirects`, `fromExtensions`, `toExtensions`), collected from the site's routes as the
 * plugin collects them, each as the small HTML page it writes (a meta refresh, a canonical link
 * and a script that keeps the query and hash) and as a line of `_redirects`, which Netlify and
 * Cloudflare Pages read and answer with a real 301. Pure: the files beside the pages write them.
 */
import { escapeHtml } from './markdown/escape.ts';
import { decodePathname } from '../shared/pathname.ts';
import { applyTrailingSlash, type SiteLocation } from '../shared/url.ts';

/** The plugin's options as the config gives them (checked here, since the config is code). */
export interface RedirectOptions {
  redirects?: unknown;
  createRedirects?: unknown;
  fromExtensions?: unknown;
  toExtensions?: unknown;
}

export interface Redirect {
  /** A path of this site below the base URL, as the config writes it (`/old-page`). */
  from: string;
  /** A path of this site below the base URL, or a URL. */
  to: string;
}

/** What the options ask for: the redirects to write, and what is wrong with the rest (one message each). */
export interface CollectedRedirects {
  redirects: Redirect[];
  /** Options that cannot be used: the build stops, as Docusaurus's does. */
  errors: string[];
  /** Redirects left out (or kept though they lead nowhere), each saying why. */
  warnings: string[];
}

const EXTENSION_HELP = 'Use createRedirects for anything extensions cannot say.';

/** Docusaurus's `isValidPathname`: a path of this site, without origin, query or hash. */
function isPathname(value: string): boolean {
  if (!value.startsWith('/')) return false;
  try {
    const { pathname } = new URL(value, 'https://domain.com');
    return pathname === value || pathname === encodeURI(value);
  } catch {
    return false;
  }
}

const strings = (value: unknown): string[] | undefined => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined);

function extensions(value: unknown, name: string, errors: string[]): string[] {
  if (value === undefined) return [];
  const list = strings(value);
  if (!list) {
    errors.push(`client-redirects option ${name} must be a list of extensions such as ["html", "htm"].`);
    return [];
  }
  for (const ext of list) {
    if (!ext || ext.includes('.') || ext.includes('/') || encodeURIComponent(ext) !== ext) errors.push(`client-redirects option ${name} has the extension "${ext}": write it without a dot or slash, such as "html". ${EXTENSION_HELP}`);
  }
  return list;
}

/** The redirects the options ask for, before any is checked, in the plugin's order. */
function asked(options: RedirectOptions, paths: string[], errors: string[]): Redirect[] {
  const out: Redirect[] = [];
  const from = extensions(options.fromExtensions, 'fromExtensions', errors);
  const to = extensions(options.toExtensions, 'toExtensions', errors);
  if (from.length) {
    for (const path of paths) {
      if (path === '/' || from.some((ext) => path.endsWith(`.${ext}`))) continue;
      // /path => /path.html, /path/ => /path.html/
      for (const ext of from) out.push({ from: path.endsWith('/') ? `${path.replace(/\/+$/, '')}.${ext}/` : `${path}.${ext}`, to: path });
    }
  }
  for (const path of paths) {
    const ext = to.find((e) => path.endsWith(`.${e}`));
    if (ext) out.push({ from: path.slice(0, -ext.length - 1), to: path });
  }
  if (options.redirects !== undefined) {
    if (!Array.isArray(options.redirects)) errors.push('client-redirects option redirects must be a list of { from, to }, such as [{ from: "/old", to: "/new" }].');
    for (const [i, item] of (Array.isArray(options.redirects) ? options.redirects : []).entries()) {
      const { from: f, to: t } = (item ?? {}) as { from?: unknown; to?: unknown };
      const froms = typeof f === 'string' ? [f] : strings(f);
      if (!froms || typeof t !== 'string') {
        errors.push(`client-redirects redirects[${i}] must have a "from" path (or a list of them) and a "to" path or URL, such as { from: "/old", to: "/new" }.`);
        continue;
      }
      for (const one of froms) out.push({ from: one, to: t });
    }
  }
  if (options.createRedirects !== undefined && typeof options.createRedirects !== 'function') errors.push('client-redirects option createRedirects must be a function of an existing path that returns the paths to redirect from it.');
  if (typeof options.createRedirects === 'function') {
    for (const path of paths) {
      let froms: unknown;
      try {
        froms = (options.createRedirects as (path: string) => unknown)(path);
      } catch (error) {
        errors.push(`client-redirects createRedirects failed for "${path}": ${(error as Error).message}. Fix the function.`);
        break;
      }
      const list = froms === undefined || froms === null ? [] : typeof froms === 'string' ? [froms] : strings(froms);
      if (!list) errors.push(`client-redirects createRedirects("${path}") must return a path, a list of paths or nothing.`);
      for (const one of list ?? []) out.push({ from: one, to: path });
    }
  }
  return out;
}

/**
 * Collects the redirects as the plugin does: `to` takes the site's trailing slash; a `from` that
 * is not a path of this site is an error; a second redirect from the same path and one from a
 * path that is already a page are left out; a `to` path no page answers is a warning (the page
 * is still written, as the site asked), but not one that differs from a page only by its trailing
 * slash, which the plugin takes for the page. `paths` are the routes of the site, below the base
 * URL; `exists` says whether a path that is not a route is served all the same (a static file).
 */
export function collectRedirects(options: RedirectOptions, paths: string[], site: SiteLocation, exists: (path: string) => boolean): CollectedRedirects {
  const errors: string[] = [];
  const warnings: string[] = [];
  const routes = new Set(paths.map(decodePathname));
  const withSlash = (to: string) => {
    if (!to.startsWith('/')) return to;
    const at = to.search(/[?#]/);
    return at < 0 ? applyTrailingSlash(to, site.trailingSlash) : applyTrailingSlash(to.slice(0, at), site.trailingSlash) + to.slice(at);
  };
  const all = asked(options, paths, errors).map((r) => ({ from: r.from, to: withSlash(r.to) }));
  const seen = new Map<string, Redirect>();
  const redirects: Redirect[] = [];
  for (const redirect of all) {
    if (!isPathname(redirect.from)) {
      errors.push(`client-redirects: the redirect from "${redirect.from}" to "${redirect.to}" does not start from a path of this site. Write "from" as a path such as "/old-page", without origin, query or hash.`);
      continue;
    }
    const first = seen.get(redirect.from);
    if (first) {
      if (first.to !== redirect.to) warnings.push(`client-redirects: "${redirect.from}" is redirected both to "${first.to}" and to "${redirect.to}"; only the first is written. Keep one.`);
      continue;
    }
    seen.set(redirect.from, redirect);
    if (routes.has(redirect.from)) {
      warnings.push(`client-redirects: "${redirect.from}" is a page of this site, so the redirect from it to "${redirect.to}" is left out. Remove it, or move the page.`);
      continue;
    }
    redirects.push(redirect);
  }
  for (const { from, to } of redirects) {
    if (!to.startsWith('/')) continue;
    let pathname: string;
    try {
      pathname = decodePathname(new URL(to, 'https://example.com').pathname);
    } catch {
      continue;
    }
    if (routes.has(pathname) || exists(pathname)) continue;
    // The plugin (3.10's collectRedirects.js) takes a page that differs from `to` only by its trailing slash for `to`, and writes `to` as given; it refuses one only where trailingSlash asks for the other form, which `withSlash` has already given `to`.
    if (routes.has(pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : `${pathname}/`)) continue;
    warnings.push(`client-redirects: the redirect from "${from}" leads to "${to}", where this site has no page. Fix "to", or create the page.`);
  }
  return { redirects, errors, warnings };
}

/**
 * Where the plugin writes the page of a redirect from `from`: `from/index.html`, which hosts serve
 * after a file of that name, so that it never shadows the page it leads to; with `trailingSlash:
 * false`, `/a.html` is written as `a.html.html`, since `a.html/` cannot be a folder beside `a.html`.
 */
export function redirectFile(from: string, trailingSlash: boolean | undefined): string {
  const rel = decodePathname(from).replace(/^\/+/, '');
  if (trailingSlash === false && rel.endsWith('.html')) return `${rel}.html`;
  return `${rel.replace(/\/+$/, '')}/index.html`.replace(/^\//, '');
}

/** The URL a redirect's page leads to: a path of this site under the base URL, or the URL as written. */
export function redirectTarget(to: string, baseUrl: string): string {
  return to.startsWith('/') ? `${baseUrl.replace(/\/+$/, '')}${to}`.replace(/\/{2,}/g, '/') : to;
}

/** The plugin's page: the same markup, byte for byte; the query and hash the page was opened with go along unless `to` has its own. */
export function redirectPage(to: string, baseUrl: string): string {
  const target = redirectTarget(to, baseUrl);
  let forward = false;
  try {
    const url = new URL(target, 'https://example.com');
    forward = !url.search && !url.hash;
  } catch {
    forward = false;
  }
  const url = escapeHtml(encodeURI(target));
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${url}">
    <link rel="canonical" href="${url}" />
  </head>
  <script>
    window.location.href = '${url}'${forward ? ' + window.location.search + window.location.hash' : ''};
  </script>
</html>`;
}

/** `_redirects` lines (Netlify and Cloudflare Pages): each path under the base URL, a permanent redirect. */
export function redirectsFileLines(redirects: Redirect[], baseUrl: string): string[] {
  const base = baseUrl.replace(/\/+$/, '');
  return redirects.map(({ from, to }) => `${encodeURI(base + from)} ${encodeURI(redirectTarget(to, baseUrl))} 301`);
}
