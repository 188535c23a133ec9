/** The home page, the Markdown pages of content/pages/ and the 404 page. */
import type { HeadTag, PageLink } from '../../site/types.ts';
import { mainDocPath } from './doc-versions.ts';
import { translate } from '../../shared/translate.ts';
import { docsHtmlClass, head, redirectTags, stylesheetUrls, summarize } from './head.ts';
import { pageBody } from './route-body.ts';
import { buildToc } from './toc.ts';
import type { Rendered, Route, RouteInput } from './types.ts';
import type { PageMeta } from '../content/types.ts';
import type { SiteConfig } from '../../site/config-types.ts';
import { href } from '../../shared/url.ts';
import { blogPath, HOME_PATH, markdownTwinPath, NOT_FOUND_PATH, outputFile, showcaseLinks } from './urls.ts';

/** `start`: the page a plain home page's button opens (the first doc in a sidebar). */
export function homeRoute({ config }: RouteInput, start?: string): Route {
  return { path: HOME_PATH, file: outputFile(HOME_PATH, config), props: { head: head(config, HOME_PATH, config.home.title === config.title ? '' : config.home.title, config.home.description), screen: { kind: 'home', start, showcase: showcaseLinks(config) } } };
}

/**
 * How a Markdown page's h1 is drawn: its own `#` heading above the text, unless that stands in the
 * text already; without one, the title (this project's pages), or, on a Docusaurus site, whose
 * MDXPage draws no heading of its own (theme-classic 3.10), the title only for screen readers.
 */
function pageHeading(md: Rendered<PageMeta>['md'], config: SiteConfig): 'shown' | 'none' | 'hidden' {
  if (md.titleInPlace) return 'none';
  return md.title === undefined && config.head !== 'site' ? 'hidden' : 'shown';
}

export function pageRoutes({ config, pages }: RouteInput): Route[] {
  return pages.map(({ meta, md, title: pageTitle }) => {
    const { html, body } = pageBody(md.html);
    return {
      path: meta.permalink,
      file: outputFile(meta.permalink, config),
      source: meta.source.display,
      ...(body && { body }),
      props: {
        head: head(config, meta.permalink, pageTitle, summarize(meta.description ?? md.firstParagraph, config.tagline), { markdown: markdownTwinPath(meta.permalink), stylesheets: stylesheetUrls(md), tags: redirectTags(md) }),
        screen: { kind: 'page' as const, title: md.title ?? pageTitle, titleHtml: md.titleHtml, heading: pageHeading(md, config), html, toc: meta.hideTableOfContents ? [] : buildToc(md.headings, meta.tocMin ?? config.tableOfContents.minHeadingLevel, meta.tocMax ?? config.tableOfContents.maxHeadingLevel) },
      },
    };
  });
}

/**
 * The React pages: the document title and description from the page's `@theme/Layout` (or its
 * Head's `<title>`), the site's title otherwise, and no description (the tagline on this project's own site), as Docusaurus gives them; its head tags, stylesheet and,
 * when it is hydrated, its island. A page that redirects gets a refresh to its target. A swizzled
 * NotFound is the 404 page (not indexed).
 */
export function reactPageRoutes(input: RouteInput): Route[] {
  const { config, reactPages } = input;
  return reactPages.flatMap(({ meta, rendered }) => {
    if (!rendered) return [];
    const { html, record, stylesheet, script } = rendered;
    // A swizzled NotFound/Content is drawn inside the layout, as Docusaurus's NotFound draws it.
    const frame = record.layout ?? (meta.notFound === 'content' ? {} : undefined);
    const layout = frame ?? {};
    const notFound = meta.notFound !== undefined;
    const refresh: HeadTag[] = record.redirect ? [{ tag: 'meta', attributes: { httpEquiv: 'refresh', content: `0; url=${record.redirect}` } }] : [];
    const pageHead = head(config, meta.permalink, layout.title?.trim() || (meta.notFound === 'content' ? notFoundTitle(input) : notFound ? NOT_FOUND_TITLE : ''), layout.description ?? undescribed(config, notFound ? NOT_FOUND_DESCRIPTION : config.tagline), {
      stylesheets: stylesheet && [stylesheet.url],
      tags: [...refresh, ...record.tags],
      noindex: notFound || undefined,
      htmlClass: meta.notFound === 'content' ? notFoundHtmlClass(input) : undefined,
    });
    if (record.title !== undefined) pageHead.title = record.title;
    const island = script && { script: href(script.url, config), data: JSON.stringify(rendered.data) };
    return [{ path: meta.permalink, file: outputFile(meta.permalink, config), source: meta.display, props: { head: pageHead, screen: { kind: 'reactPage' as const, html, chrome: Boolean(frame), footer: !layout.noFooter, wrapperClassName: layout.wrapperClassName, island, redirect: record.redirect } } }];
  });
}

const NOT_FOUND_TITLE = 'Page Not Found';
const NOT_FOUND_DESCRIPTION = 'The page you asked for does not exist.';

/** The description of a page that gives none: on a Docusaurus site none ('': no tag), as its Layout's and NotFound's PageMetadata write none; this project's own otherwise. */
const undescribed = (config: RouteInput['config'], own: string) => (config.head === 'site' ? own : '');

/**
 * The 404 page's title: theme-classic 3.10's NotFound gives "Page Not Found"; but where a docs
 * version is at the site root (`routeBasePath: '/'`: meteoswiss), its DocsRoot route matches every
 * path, and DocRoot draws a path it has no doc for as NotFound/Content alone inside DocsRoot's
 * Layout, which gives no title: the site's title alone.
 */
function notFoundTitle(input: RouteInput): string {
  if (input.config.head === 'docusaurus' && input.versions.some(({ version }) => version.routeBase === '')) return input.config.title;
  return translate(input.messages, { id: 'theme.NotFound.title', message: NOT_FOUND_TITLE });
}

/** So the 404 page of such a site has DocsRoot's and DocVersionRoot's `<html>` classes (not DocRoot's: it found no doc); Docusaurus 2's DocPage drew a whole NotFound instead. */
function notFoundHtmlClass(input: RouteInput): string | undefined {
  const root = input.config.head === 'docusaurus' ? input.versions.find(({ version }) => version.routeBase === '') : undefined;
  return root && docsHtmlClass(input.config, root.version);
}

/** The 404 page offers the sections this site has: never a docs or blog link on a site without them. */
export function notFoundRoute(input: RouteInput): Route {
  const { config } = input;
  // The last version's main doc, as Docusaurus's navbar "Docs" leads there.
  const last = input.versions.find((v) => v.version.isLast);
  const mainDoc = last && mainDocPath(last);
  const links: PageLink[] = [
    { title: 'Home page', href: HOME_PATH },
    ...(mainDoc ? [{ title: 'Documentation', href: mainDoc }] : []),
    // The first blog with posts: the preset's, as Docusaurus's navbar "Blog" usually leads there.
    ...input.blogs.filter(({ blog }) => input.posts.some((p) => p.meta.pluginId === blog.id)).slice(0, 1).map(({ blog }) => ({ title: 'Blog', href: blogPath(blog) })),
  ];
  return {
    path: NOT_FOUND_PATH,
    file: outputFile(NOT_FOUND_PATH, config),
    props: { head: head(config, NOT_FOUND_PATH, notFoundTitle(input), undescribed(config, NOT_FOUND_DESCRIPTION), { noindex: true, htmlClass: notFoundHtmlClass(input) }), screen: { kind: 'notFound', links } },
  };
}
