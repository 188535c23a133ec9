/** A route's `<head>` metadata: title, description, social card, canonical path and JSON-LD. */
import type { SiteConfig } from '../../site/config-types.ts';
import { absoluteHref, staticRoute } from '../../shared/url.ts';
import type { Crumb, Head, HeadTag } from '../../site/types.ts';
import type { PostMeta } from '../content/types.ts';
import type { PageMarkdown } from '../markdown-jobs.ts';

const DESCRIPTION_LENGTH = 160;

/** The description as search results show it: at most 160 characters, cut at a word. `fallback` stands for none (undefined); '' stays '', a page without a description. */
export function summarize(text: string | undefined, fallback: string): string {
  if (text === undefined) return fallback;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[,;:.\s]+$/, '') + '…';
}

/**
 * As theme-common 3.10's TitleFormatterFnDefault: the title trimmed, then the site's; an empty one (meteoswiss's home doc, `title: ""`)
 * or, from 3.8, the site's own is the site's alone (before 3.8 it is repeated: battlesnake's "Battlesnake | Battlesnake").
 * The site's `titleDelimiter` stands between them, `|` without one.
 */
export function documentTitle(config: SiteConfig, pageTitle: string): string {
  const trimmed = pageTitle.trim();
  return !trimmed || (trimmed === config.title && !config.repeatsSiteTitle) ? config.title : `${trimmed} ${config.titleDelimiter ?? '|'} ${config.title}`;
}

/** The stylesheets of the site components a page's MDX uses, if any. */
export function stylesheetUrls(md: Pick<PageMarkdown, 'stylesheets'>): string[] | undefined {
  return md.stylesheets?.map((sheet) => sheet.url);
}

/** The refresh that sends the reader where a `<Redirect>` of the page's MDX goes (markdown/mdx/redirect.tsx), as Docusaurus's hydrated page does. */
export function redirectTags(md: Pick<PageMarkdown, 'redirect'>): HeadTag[] | undefined {
  return md.redirect === undefined ? undefined : [{ tag: 'meta', attributes: { httpEquiv: 'refresh', content: `0; url=${md.redirect}` } }];
}

export function head(config: SiteConfig, path: string, pageTitle: string, description: string, extra: Partial<Head> = {}): Head {
  return { title: documentTitle(config, pageTitle), description, path, ogType: 'website', image: config.socialCard && staticRoute(config.socialCard), ...extra };
}

/**
 * The classes Docusaurus gives `<html>` on a docs page (DocsRoot's `docs-wrapper`, the route's
 * plugin, DocVersionRoot's version; DocRoot's `docs-doc-page` and DocItem's `docs-doc-id-<id>` on a
 * page of the version), on a Docusaurus site only.
 */
export function docsHtmlClass(config: SiteConfig, version: { pluginId: string; name: string }, page?: { docId?: string }): string | undefined {
  if (config.head === 'site') return undefined;
  const classes = `docs-wrapper plugin-docs plugin-id-${version.pluginId} docs-version-${version.name}`;
  return page ? `${classes} docs-doc-page${page.docId ? ` docs-doc-id-${page.docId}` : ''}` : classes;
}

/** The breadcrumbs as schema.org data: those that are links, as Docusaurus gives them (an item must have a URL). */
export function breadcrumbJsonLd(config: SiteConfig, crumbs: Crumb[]): object {
  const linked = crumbs.filter((c): c is Required<Crumb> => c.href !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: absoluteHref(c.href, config) })),
  };
}

export function blogPostingJsonLd(config: SiteConfig, post: { meta: PostMeta; title: string }, description: string, image: string | undefined): object {
  const { meta } = post;
  const picture = image ?? (config.socialCard && staticRoute(config.socialCard));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    datePublished: meta.date.toISOString(),
    url: absoluteHref(meta.permalink, config),
    image: picture ? absoluteHref(picture, config) : undefined,
    author: meta.authors.filter((a) => a.name).map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
    keywords: meta.tags.map((t) => t.label),
  };
}
