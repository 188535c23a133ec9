/**
 * The URL scheme of the pages the generator makes itself (tag, author, archive and list pages),
 * and where each route's HTML file goes. Blog routes start with `blog.routeBasePath`. Docs, posts
 * and pages take their permalinks from the content model (build/content/).
 */
import type { SiteConfig } from '../../site/config-types.ts';
import { absoluteHref, blogBase, pageFile } from '../../shared/url.ts';
export { NOT_FOUND_PATH } from '../../shared/url.ts';
import type { DocsVersion } from '../docusaurus/versions.ts';
import type { Tag } from '../content/types.ts';

export const HOME_PATH = '/';

/** The absolute URL of a site path, as the canonical link names it: under the base URL, with the trailing slash. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return absoluteHref(path, config);
}

/** The Markdown twin of a page (build/llms/): `/docs/a` and `/docs/a/` → `/docs/a.md`, the root → `/index.md`. */
export function markdownTwinPath(permalink: string): string {
  return (permalink.replace(/\/+$/, '') || '/index') + '.md';
}

/** Where a route's HTML file goes, as `trailingSlash` lays it out (shared/url.ts). */
export function outputFile(path: string, config: SiteConfig): string {
  return pageFile(path, config.trailingSlash);
}

/** A blog plugin instance's options that name its pages' URLs. */
export type BlogUrls = Pick<SiteConfig['blog'], 'routeBasePath' | 'tagsBasePath' | 'authorsBasePath' | 'archiveBasePath' | 'pageBasePath'>;

/** The blog's list page: `/blog`, or the home page for a blog at the site root. */
export function blogPath(blog: BlogUrls): string {
  return blogBase(blog.routeBasePath) || '/';
}

/** Undefined when the blog has no archive (`archiveBasePath: null`). */
export function blogArchivePath(blog: BlogUrls): string | undefined {
  return blog.archiveBasePath ? `${blogBase(blog.routeBasePath)}/${blog.archiveBasePath}` : undefined;
}

export function blogAuthorsPath(blog: BlogUrls): string {
  return `${blogBase(blog.routeBasePath)}/${blog.authorsBasePath}`;
}

export function blogTagsPath(blog: BlogUrls): string {
  return `${blogBase(blog.routeBasePath)}/${blog.tagsBasePath}`;
}

/** A docs version's route prefix: `/docs`, `/docs/next`, or '' for docs served at the site root (`routeBasePath: '/'`). */
export function versionBase(version: Pick<DocsVersion, 'routeBase'>): string {
  return version.routeBase ? `/${version.routeBase}` : '';
}

/** A docs version's tag pages, as Docusaurus gives each version its own (`/docs/tags`, `/docs/next/tags`). */
export function docTagsPath(version: Pick<DocsVersion, 'routeBase'>): string {
  return `${versionBase(version)}/tags`;
}

/** A tag's page: its permalink (tags.yml's, else its label in lodash's kebab case, "SQLite": sq-lite, as Docusaurus names an inline tag) under the version's tags. */
export function docTagPath(version: Pick<DocsVersion, 'routeBase'>, tag: Pick<Tag, 'permalink'>): string {
  return `${docTagsPath(version)}/${tag.permalink}`;
}

/** Where the SpecWeave home page's showcase buttons lead (site/screens/Home.tsx), checked like other links. */
export function showcaseLinks(config: SiteConfig): { start: string; learn: string } {
  const docs = versionBase({ routeBase: config.docs.routeBasePath });
  return { start: `${docs}/guides/getting-started/quickstart`, learn: `${docs}/overview/introduction` };
}

/** Page `n` (from 1) of a post list at `base` (the blog, a tag, an author), as Docusaurus names them (`pageBase`: the blog's `pageBasePath`). */
export function listPagePath(base: string, n: number, pageBase: string): string {
  // A blog at the site root lists its posts at `/`: its page 2 is `/page/2`, not `//page/2`.
  return n === 1 ? base : `${base.replace(/\/+$/, '')}/${pageBase}/${n}`;
}

export function blogAuthorPath(blog: BlogUrls, key: string): string {
  return `${blogAuthorsPath(blog)}/${key}`;
}

export function blogTagPath(blog: BlogUrls, permalink: string): string {
  return `${blogTagsPath(blog)}/${permalink}`;
}
