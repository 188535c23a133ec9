/**
 * Broken links in a built site that its own build did not report: every same-site `href` and
 * `src` of every page, resolved as a static host resolves it (`/a` -> `a`, `a/index.html` or
 * `a.html`), minus the links the build reported as broken (which Docusaurus reports too: they are
 * broken in the source), in every locale. What is left is a link the build itself made wrong, or one to a page it
 * does not make (a React page of `src/pages`), which Docusaurus would have made. A `pathname://`
 * address left as written counts too: Docusaurus's Link writes its path. The same count over
 * Docusaurus's own build of the site tells the site's broken links (broken there too) from this build's.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unescapeHtml } from '../../build/markdown/escape.ts';

export interface BrokenLinks {
  /** Distinct link targets (pathname without the base URL) that resolve to no file. */
  targets: Map<string, { pages: number; example: string }>;
  pages: number;
}

/** The site's HTML pages: `route/index.html` and pages without a folder twin (`route.html` of `trailingSlash: false`). */
export function htmlPages(out: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html' && (entry.name === 'index.html' || !existsSync(file.slice(0, -5)))) pages.push(file);
    }
  };
  walk(out);
  return pages.sort();
}

const NO_PAGE = /^broken link(?: in [^:]*)?: no page at "([^"]+)"/;
const NOT_A_PAGE = /^broken link: "([^"]+)" is not a page of this site/;
/** A Markdown link to a file outside the site's repository, which Docusaurus publishes and this build does not (markdown/index.ts): reported as what it is. */
const OUTSIDE = /^"([^"]+)" is a file outside /;
/** A plugin the build does not run (checks.ts): the links into its pages are reported once, by the plugin, as leading nowhere here. */
const UNRUN = /^plugin "[^"]+" is not run, so (?:its page (\S+) is|its pages under (\S+)\/ are) missing/;

/**
 * The targets the build reported as broken, as paths without the base URL: a link to a route
 * (`no page at "/docs/x"`), a Markdown link to a file that is not a page (`"../x.md" is not a
 * page of this site`, which Docusaurus reports as a broken Markdown link) or to a file outside the
 * site's repository (`"../../deploy/values.yaml" is a file outside the repository x/`), as it resolves from
 * each page of each file that writes it, with and without a trailing slash. The pages of a plugin
 * the build does not run are reported as a whole (`/api/*`: every path under `/api/`).
 */
export function reportedTargets(diagnostics: { file?: string; message: string; elsewhere?: { file: string }[] }[], routes: { path: string; source?: string }[]): Set<string> {
  const reported = new Set<string>();
  const routesOf = new Map<string, string[]>();
  for (const route of routes) if (route.source) routesOf.set(route.source, [...(routesOf.get(route.source) ?? []), route.path]);
  for (const d of diagnostics) {
    const route = NO_PAGE.exec(d.message)?.[1];
    if (route) reported.add(route);
    const unrun = UNRUN.exec(d.message);
    if (unrun) reported.add(unrun[1] ?? `${unrun[2]}/*`);
    const written = (NOT_A_PAGE.exec(d.message) ?? OUTSIDE.exec(d.message))?.[1];
    if (!written || !d.file) continue;
    // The same link written in several files is one warning, at the first, with the others `elsewhere`.
    const files = [d.file, ...(d.elsewhere ?? []).map((p) => p.file)];
    for (const from of files.flatMap((file) => routesOf.get(file) ?? [])) {
      for (const page of [from.replace(/\/+$/, '') || '/', `${from.replace(/\/+$/, '')}/`]) reported.add(new URL(written, `http://site${page}`).pathname);
    }
  }
  return reported;
}

/** The path with its percent-escapes read, or as written when they do not decode. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function resolves(out: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = path.join(out, decoded);
  if (!file.startsWith(out)) return false;
  const isFile = (f: string) => existsSync(f) && statSync(f).isFile();
  return isFile(file) || isFile(path.join(file, 'index.html')) || isFile(`${file.replace(/\/$/, '')}.html`);
}

const ATTR = /\s(?:href|src)="([^"]*)"/g;
const PATHNAME = /^pathname:/i;

/** A link target as a static host serves it alike: `/a`, `/a/`, `/a/index.html` and `/a.html` are one. */
export function normalTarget(target: string): string {
  return target.replace(/\.html$/, '').replace(/\/index$/, '').replace(/\/+$/, '') || '/';
}

/** The HTML files of the site's static folders, by path relative to the folder (`api/index.html`), which the build copies into the output as they are. */
export function staticHtml(staticDirs: string[]): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, rel: string) => {
    for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${rel}${entry.name}/`);
      else if (entry.name.endsWith('.html')) files.add(`${rel}${entry.name}`);
    }
  };
  for (const dir of staticDirs) walk(dir, '');
  return files;
}

/** Each other locale is a folder with its own 404 page: the build reports a link once by its route (`/docs/x`), which each locale's pages name under their prefix (`/fr/docs/x`). */
const localeFolders = (out: string) => new Set(readdirSync(out, { withFileTypes: true }).filter((e) => e.isDirectory() && existsSync(path.join(out, e.name, '404.html'))).map((e) => e.name));

/** The HTML pages the build wrote (htmlPages), without those copied as they are from the static folders (`copied`, staticHtml), at their path and under each locale's folder. */
export function builtPages(out: string, copied: Set<string>): string[] {
  const locales = localeFolders(out);
  const isCopied = (rel: string) => copied.has(rel) || (locales.has(rel.split('/')[0]) && copied.has(rel.slice(rel.indexOf('/') + 1)));
  return htmlPages(out).filter((page) => !isCopied(path.relative(out, page).split(path.sep).join('/')));
}

/**
 * Same-site links of each page the build wrote that resolve to no file. `baseUrl` is the site's (`/` or `/sub/`);
 * `reported` holds the targets the build reported as broken, as route paths (`/docs/x`); `copied`
 * the HTML files of the static folders (staticHtml): not the build's pages, so their links are the
 * site's own (sequelize's old API reference), which neither build checks.
 */
export function brokenLinks(out: string, baseUrl: string, reported: Set<string>, copied: Set<string> = new Set()): BrokenLinks {
  const targets: BrokenLinks['targets'] = new Map();
  // The build names a route as its path reads (`/blog/한-장`), a page's link writes it encoded (`/blog/%ED%95%9C-%EC%9E%A5`): one target.
  const normal = (target: string) => normalTarget(decodedPath(target));
  const reportedNormal = new Set([...reported].map(normal));
  const underReported = [...reported].filter((r) => r.endsWith('/*')).map((r) => normal(r.slice(0, -2)));
  const locales = localeFolders(out);
  const reportedAt = (route: string) => reportedNormal.has(normal(route)) || underReported.some((base) => normal(route) === base || normal(route).startsWith(`${base}/`));
  const isReported = (local: string) => reportedAt(local) || (locales.has(local.split('/')[1]) && reportedAt(local.slice(local.indexOf('/', 1))));
  const pages = builtPages(out, copied);
  const found = new Map<string, boolean>();
  const exists = (local: string) => found.get(local) ?? (found.set(local, resolves(out, local)), found.get(local)!);
  for (const page of pages) {
    const html = readFileSync(page, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');
    const pageUrl = new URL(path.relative(out, page).split(path.sep).join('/').replace(/index\.html$/, ''), `http://site${baseUrl}`);
    const seen = new Set<string>();
    for (const [, raw] of html.matchAll(ATTR)) {
      // React writes `'` as `&#x27;`: the address is the attribute's text, entities read.
      const href = unescapeHtml(raw);
      if (!href || href.startsWith('#') || href.startsWith('//')) continue;
      // Docusaurus's `pathname://` names a path of the site for its Link, which writes the path: as an address, no browser follows it.
      const written = PATHNAME.test(href);
      if (!written && /^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
      const url = new URL(written ? '/' : href, pageUrl);
      if (!written && !url.pathname.startsWith(baseUrl) && `${url.pathname}/` !== baseUrl) continue;
      const local = written ? href : `/${url.pathname.slice(baseUrl.length)}`;
      if (seen.has(local) || (!written && (exists(local) || isReported(local)))) continue;
      seen.add(local);
      const entry = targets.get(local) ?? { pages: 0, example: path.relative(out, page) };
      entry.pages++;
      targets.set(local, entry);
    }
  }
  return { targets, pages: pages.length };
}
