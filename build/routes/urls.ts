/**
 * The URL scheme of the pages the generator makes itself (tag, author, archive and list pages),
 * and where each route's HTML file goes. Docs, posts and pages take their permalinks from the
 * content model (build/content/).
 */
import GithubSlugger from 'github-slugger';
import type { SiteConfig } from '../../site/config-types.ts';
import type { DocsVersion } from '../content/types.ts';

export const HOME_PATH = '/';
export const NOT_FOUND_PATH = '/404';
export const BLOG_PATH = '/blog';
export const BLOG_ARCHIVE_PATH = '/blog/archive';
export const BLOG_AUTHORS_PATH = '/blog/authors';
export const BLOG_TAGS_PATH = '/blog/tags';

/** The absolute URL of a site path, as the canonical link names it. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return new URL(path, config.url).href;
}

/** The Markdown twin of a page (build/llms/): `/docs/a` and `/docs/a/` → `/docs/a.md`, the root → `/index.md`. */
export function markdownTwinPath(permalink: string): string {
  return (permalink.replace(/\/+$/, '') || '/index') + '.md';
}

export function outputFile(path: string): string {
  if (path === NOT_FOUND_PATH) return '404.html';
  const folder = path.replace(/^\/+|\/+$/g, '');
  return folder ? `${folder}/index.html` : 'index.html';
}

/** `/a.html` beside `/a/index.html`, so that plain static hosts serve the page under both names; its canonical link names `/a`. */
export function aliasFile(route: { path: string; file: string }): string | undefined {
  return route.path !== '/' && route.file.endsWith('/index.html') ? `${route.path.replace(/^\/|\/$/g, '')}.html` : undefined;
}

/** A docs version's route prefix: `/docs`, `/docs/next`, or '' for docs served at the site root (`routeBasePath: '/'`). */
export function versionBase(version: Pick<DocsVersion, 'routeBase'>): string {
  return version.routeBase ? `/${version.routeBase}` : '';
}

/** A docs version's tag pages, as Docusaurus gives each version its own (`/docs/tags`, `/docs/next/tags`). */
export function docTagsPath(version: Pick<DocsVersion, 'routeBase'>): string {
  return `${versionBase(version)}/tags`;
}

export function docTagPath(version: Pick<DocsVersion, 'routeBase'>, label: string): string {
  return `${docTagsPath(version)}/${new GithubSlugger().slug(label)}`;
}

/** Page `n` (from 1) of a post list at `base` (the blog, a tag, an author), as Docusaurus names them. */
export function listPagePath(base: string, n: number): string {
  return n === 1 ? base : `${base}/page/${n}`;
}

/** Page `n` (from 1) of the blog's post list. */
export function blogListPath(n: number): string {
  return listPagePath(BLOG_PATH, n);
}

export function blogAuthorPath(key: string): string {
  return `${BLOG_AUTHORS_PATH}/${key}`;
}

export function blogTagPath(permalink: string): string {
  return `${BLOG_TAGS_PATH}/${permalink}`;
}
