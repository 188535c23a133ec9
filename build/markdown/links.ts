/**
 * Links in Markdown: `.md`/`.mdx` paths become the target page's route, external links open in a
 * new tab (`target="_blank" rel="noopener noreferrer"`, as Docusaurus's Link writes them), and every
 * internal link is recorded so the build can check it.
 */
import path from 'node:path';
import type { MarkedExtension, Tokens } from 'marked';
import { applyTrailingSlash, href as siteHref, pathnameHref, type SiteLocation } from '../../shared/url.ts';
import { escapeHtml } from './escape.ts';
import { noOpScriptMessage, noOpScriptUrl, scriptUrl, scriptUrlMessage } from '../../shared/script-url.ts';

export interface LinkRef {
  /** Route path without hash, e.g. `/docs/api/`. */
  path: string;
  hash: string;
  line: number;
  /** A relative link's path read from the site root (`a/b` as `/a/b`), where the check of Docusaurus before 3.1 looks for it (build/link-targets.ts). */
  rootRead?: string;
}

export interface LinkContext {
  /** Absolute path of the Markdown file. */
  sourcePath: string;
  /** Where the site is served: links to its pages get its base URL and trailing slash. */
  site: SiteLocation;
  /** Route of the page being rendered. */
  route: string;
  /** Route of a Markdown file, by absolute path; undefined when no page comes from it. */
  routeOfFile(absolutePath: string): string | undefined;
  /**
   * Folders a `.md` path is also looked up in when it is not beside the file, first the docs
   * folder (Docusaurus resolves `intro.md` and `/intro.md` from there), then the site folder,
   * which `@site/` names.
   */
  linkRoots?: string[];
  /** Whether a relative link gets its path read from the site root (`rootRead`): on a site of Docusaurus before 3.1, whose link check reads it so. */
  rootReads?: boolean;
  /** Reports a `.md` link to no page (Docusaurus's `onBrokenMarkdownLinks`). */
  brokenMarkdownLink(line: number, message: string): void;
  /**
   * Whether such a link is then checked as any link too, as Docusaurus's broken-link check does (a Docusaurus site,
   * or `onBrokenMarkdownLinks: 'ignore'`); otherwise `brokenMarkdownLink` is its one report.
   */
  markdownLinksChecked?: boolean;
  error(line: number, message: string): void;
  warn?(line: number, message: string): void;
}

/** The Markdown file a `.md` link names: beside the file, or from the docs or site folder, as Docusaurus looks. */
function markdownTarget(target: string, ctx: LinkContext): { file: string; route?: string } {
  const decoded = decodePath(target) ?? target;
  const roots = ctx.linkRoots ?? [];
  const candidates = decoded.startsWith('@site/')
    ? roots.slice(-1).map((site) => path.join(site, decoded.slice('@site/'.length)))
    : [...(decoded.startsWith('/') ? [] : [path.resolve(path.dirname(ctx.sourcePath), decoded)]), ...roots.map((root) => path.join(root, decoded))];
  for (const file of candidates) {
    const route = ctx.routeOfFile(file);
    if (route) return { file, route };
  }
  return { file: candidates[0] ?? decoded };
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternal(href: string): boolean {
  return EXTERNAL.test(href);
}

/** A %-escaped path decoded, or undefined when an escape is malformed (`%E0%A4%A`). */
export function decodePath(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Rewrites a link's href and returns the internal reference to check, if any.
 */
export function resolveLink(href: string, line: number, ctx: LinkContext): { href: string; ref?: LinkRef; newTab?: boolean } {
  const scheme = scriptUrl(href);
  if (scheme && noOpScriptUrl(href)) {
    // Kept as written, as Docusaurus writes it: the site's Content-Security-Policy keeps it doing nothing.
    ctx.warn?.(line, noOpScriptMessage(href));
    return { href };
  }
  if (scheme) {
    ctx.error(line, scriptUrlMessage(href, scheme));
    return { href: '#' };
  }
  // Docusaurus's Link writes it as a path of the site, unchecked, opened as an external link is (kaia-docs' `pathname:///files/x.csv`).
  const asPath = pathnameHref(href, ctx.site.baseUrl);
  if (asPath !== undefined) return { href: asPath, newTab: true };
  if (isExternal(href)) return { href };
  const hashAt = href.indexOf('#');
  const target = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : (decodePath(href.slice(hashAt + 1)) ?? href.slice(hashAt + 1));
  if (!target) return { href, ref: { path: ctx.route, hash, line } };
  // Docusaurus tests the extension on the path alone and puts the query back on the route (rke2-docs'
  // `airgap.md?airgap-load-images=Manually+Deploy+Images`, a tab of that page).
  const queryAt = target.indexOf('?');
  const file = queryAt < 0 ? target : target.slice(0, queryAt);
  if (/\.mdx?$/i.test(file)) {
    const { route } = markdownTarget(file, ctx);
    const query = queryAt < 0 ? '' : target.slice(queryAt);
    if (route) return { href: siteHref(route, ctx.site) + query + (hash ? `#${hash}` : ''), ref: { path: route, hash, line } };
    ctx.brokenMarkdownLink(line, `broken link: "${target}" is not a page of this site. Fix the path or remove the link.`);
    // Docusaurus leaves it as written whatever onBrokenMarkdownLinks says (mdx-loader 3.10's resolveMarkdownLinks;
    // 2.4's linkify through utils' replaceMarkdownLinks), and transformLinks takes no `.md` link for an asset: its
    // Link resolves it from the page, so it is written so here, and its broken-link check (core's brokenLinks.js)
    // reports it again under onBrokenLinks, as any link (eas's `/docs/developer-tools.md/eas-sdk.md`; uniswap's
    // TypeDoc `../README.md` under 'ignore'). On a Docusaurus site it falls through to be checked so.
    if (!ctx.markdownLinksChecked) return { href: pathLink(href, target, line, ctx).href };
  }
  return pathLink(href, target, line, ctx);
}

/**
 * A link by path. A root-relative link names a route, as in Docusaurus; one already under the base URL is kept.
 * A relative one resolves from the page's route, with the trailing slash trailingSlash gives it, and is written resolved,
 * as Docusaurus's Link writes it (react-router resolves it against the route): so it leads to the same page whether or
 * not the server adds a slash to the page's URL.
 */
function pathLink(href: string, target: string, line: number, ctx: LinkContext): { href: string; ref: LinkRef } {
  const hashAt = href.indexOf('#');
  const hash = hashAt < 0 ? '' : (decodePath(href.slice(hashAt + 1)) ?? href.slice(hashAt + 1));
  const { baseUrl } = ctx.site;
  const underBase = baseUrl !== '/' && target.startsWith(baseUrl);
  const url = new URL(underBase ? target.slice(baseUrl.length - 1) : target, `https://site.invalid${applyTrailingSlash(ctx.route, ctx.site.trailingSlash)}`);
  const written = underBase ? href : target.startsWith('/') ? siteHref(href, ctx.site) : siteHref(url.pathname + url.search, ctx.site) + (hashAt < 0 ? '' : href.slice(hashAt));
  const relative = !underBase && !target.startsWith('/');
  const fromRoot = ctx.rootReads && relative && !climbsAboveRoot(target) ? new URL(target, 'https://site.invalid/').pathname : undefined;
  return { href: written, ref: { path: decodePath(url.pathname) ?? url.pathname, hash, line, ...(fromRoot && { rootRead: decodePath(fromRoot) ?? fromRoot }) } };
}

/**
 * Whether a relative path read from the root climbs above it (`../x`, `a/../../x`). A URL stops
 * `..` at the root, so `../x` would read as `/x`; the check of Docusaurus before 3.1 joins the path to its output
 * folder (`${outDir}/../x`, brokenLinks.js linkFileExists), outside it, so no root read holds it.
 */
function climbsAboveRoot(target: string): boolean {
  const normalized = path.posix.normalize(decodePath(target.split('?')[0]) ?? target);
  return normalized === '..' || normalized.startsWith('../');
}

/**
 * A link token; `file` when it names a published file (linked-files.ts), which opens in a new tab
 * as in Docusaurus, as does a `pathname://` link (`newTab`); `site` when the site's own MDXComponents `a` renders it (mdx/link-component.ts).
 */
export type FileLink = Tokens.Link & { file?: boolean; site?: (textHtml: string) => string; newTab?: boolean };

export function linksExtension(): MarkedExtension {
  return {
    renderer: {
      link(token: FileLink) {
        const text = this.parser.parseInline(token.tokens);
        if (token.site) return token.site(text);
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        // Docusaurus's Link opens every address with a protocol (`https:`, `mailto:`) in a new tab (core's Link: `!isInternal && {target: '_blank', rel}`).
        const rel = token.newTab || isExternal(token.href) ? ' target="_blank" rel="noopener noreferrer"' : token.file ? ' target="_blank"' : '';
        return `<a href="${escapeHtml(token.href)}"${title}${rel}>${text}</a>`;
      },
    },
  };
}
