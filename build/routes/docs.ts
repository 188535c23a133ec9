/** One route per doc: its sidebar, breadcrumbs, previous/next links, edit link and last update. */
import type { LastUpdated, PageLink, Screen } from '../../site/types.ts';
import type { DocMeta, PostMeta } from '../content/types.ts';
import { isListed } from '../listed.ts';
import { flatten, listedNodes, type SidebarNode, type SidebarPage } from '../sidebar-tree.ts';
import { categoryIndexPages } from './category-index.ts';
import { sidebarCrumbs, sidebarForPage, trails, WHOLE_SIDEBAR_LIMIT } from './doc-sidebar.ts';
import { breadcrumbJsonLd, docsHtmlClass, head, redirectTags, stylesheetUrls, summarize } from './head.ts';
import { docSearch } from './search-metadata.ts';
import { pageBody } from './route-body.ts';
import { buildToc } from './toc.ts';
import type { Rendered, Route, RouteInput, VersionDocs } from './types.ts';
import { versionViews, type VersionViews } from './doc-versions.ts';
import { docTagPath, markdownTwinPath, outputFile } from './urls.ts';

export function docRoutes(input: RouteInput): Route[] {
  if (!input.versions.length) return [];
  const views = versionViews(input.versions, input.config);
  return input.versions.flatMap((version) => versionDocRoutes(input, version, views));
}

/** The pages of one docs version: its docs and generated category indexes, linked within the version. */
function versionDocRoutes(input: RouteInput, { version, docs, sidebars }: VersionDocs, views: VersionViews): Route[] {
  const { config } = input;
  // Each sidebar's reading order, computed once: per doc it would make large sites quadratic.
  const order = new Map([...sidebars.sidebars].map(([id, nodes]) => [id, { ...readingOrder(nodes), trails: trails(nodes), crumbs: sidebarCrumbs(nodes) }]));
  // Generated category indexes are pages like docs; their sidebar is the one that links to them.
  const indexPages = categoryIndexPages(sidebars.categoryIndexes, docs, version, config);
  const docById = new Map(docs.map((d) => [d.meta.id, d]));
  const sidebarOfIndex = new Map<string, string>();
  for (const [id, { index }] of order) for (const page of indexPages) if (index.has(page.meta.permalink) && !sidebarOfIndex.has(page.meta.permalink)) sidebarOfIndex.set(page.meta.permalink, id);
  return [...docs, ...indexPages].map(({ meta, md, title: docTitle }) => {
    const sidebarId = meta.id ? sidebars.sidebarOfDoc.get(meta.id) : sidebarOfIndex.get(meta.permalink);
    // An unlisted doc's own page shows its place in its sidebar, which no other page shows; its previous and next stay none, as in Docusaurus.
    const own = sidebarId && !isListed(meta) ? sidebars.withUnlisted.get(sidebarId) : undefined;
    const nodes = own ? listedNodes(own, meta.permalink) : sidebarId ? sidebars.sidebars.get(sidebarId)! : undefined;
    const shown = own && nodes ? { trails: trails(nodes), crumbs: sidebarCrumbs(nodes) } : sidebarId ? order.get(sidebarId)! : undefined;
    const links = sidebarId ? order.get(sidebarId)!.links : [];
    const fm = meta.source.frontMatter;
    const categories = shown?.trails.get(meta.permalink) ?? [];
    // A page its sidebar does not list (`displayed_sidebar`) has only the link home, as in Docusaurus.
    // None where the instance's `breadcrumbs` option is false (prysm's, react-native's), as its DocBreadcrumbs draws none.
    const crumbs = shown && input.showBreadcrumbs?.(meta.pluginId) !== false ? (shown.crumbs.get(meta.permalink) ?? []) : undefined;
    const description = summarize(meta.description ?? md.firstParagraph, config.tagline);
    const { menu, view, nav } = views.of(meta);
    const { html, body } = pageBody(md.html);
    const screen: Screen = {
      kind: 'doc',
      version: view,
      editUrl: meta.id ? editLink(input, meta) : undefined,
      lastUpdated: lastUpdated(input, meta),
      tags: meta.tags.map((tag) => ({ label: tag.label, permalink: docTagPath(version, tag) })),
      // The page's own `# H1` is its heading; `hide_title` hides only the title drawn from front matter.
      title: md.title ?? docTitle,
      titleHtml: md.titleHtml,
      ...(md.titleInPlace && { titleInPlace: true }),
      hideTitle: meta.hideTitle && md.title === undefined,
      html,
      toc: meta.hideTableOfContents ? [] : buildToc(md.headings, meta.tocMin ?? config.tableOfContents.minHeadingLevel, meta.tocMax ?? config.tableOfContents.maxHeadingLevel),
      ...(meta.hideTableOfContents && { hideToc: true }),
      sidebar: nodes ? sidebarForPage(nodes, meta.permalink, new Set(categories), links.length <= WHOLE_SIDEBAR_LIMIT) : undefined,
      breadcrumbs: crumbs,
      ...docPagination(meta, sidebarId ? order.get(sidebarId) : undefined, docById),
    };
    const image = typeof fm.image === 'string' ? fm.image : undefined;
    return {
      path: meta.permalink,
      file: outputFile(meta.permalink, config),
      source: meta.source.display || undefined,
      ...(body && { body }),
      props: {
        head: head(config, meta.permalink, docTitle, description, { ...(crumbs?.length ? { jsonLd: breadcrumbJsonLd(config, crumbs) } : {}), noindex: !isListed(meta) || version.noIndex, htmlClass: docsHtmlClass(config, version, { docId: meta.id }), keywords: meta.keywords, markdown: markdownTwinPath(meta.permalink), stylesheets: stylesheetUrls(md), tags: redirectTags(md), search: docSearch(version), ...(image ? { image } : {}) }),
        screen,
        sidebarId,
        docsPluginId: version.pluginId,
        ...(views.count(version.pluginId) > 1 ? { versionMenu: menu } : {}),
        ...(nav ? { versionNav: nav } : {}),
      },
    };
  });
}

/** A sidebar's reading order: previous and next go through docs and categories' own pages, never a sidebar's plain links, as in Docusaurus. */
export function readingOrder(nodes: SidebarNode[]): ReadingOrder {
  const links = flatten(nodes).filter((l) => l.docId || l.category);
  // A page listed twice goes on from its first place, as Docusaurus's getDocNavigation finds it (findIndex).
  const index = new Map<string, number>();
  links.forEach((l, i) => index.has(l.href) || index.set(l.href, i));
  return { links, index };
}

export type ReadingOrder = { links: SidebarPage[]; index: Map<string, number> };

/** A doc's previous and next pages: its `pagination_prev`/`pagination_next` (a doc id; null: none), else its neighbours in its sidebar's reading order. */
export function docPagination(meta: DocMeta, order: ReadingOrder | undefined, docById: Map<string, Rendered<DocMeta>>): { previous?: PageLink; next?: PageLink } {
  const links = order?.links ?? [];
  const at = order?.index.get(meta.permalink) ?? -1;
  const neighbour = (i: number): PageLink | undefined => (at >= 0 && i >= 0 && i < links.length ? { title: paginationLabel(links[i], docById), href: links[i].href } : undefined);
  const byId = (id: unknown) => {
    const doc = typeof id === 'string' ? docById.get(id) : undefined;
    return doc && isListed(doc.meta) ? { title: paginationLabel({ type: 'link', label: doc.meta.sidebarLabel ?? doc.title, href: doc.meta.permalink, docId: doc.meta.id }, docById), href: doc.meta.permalink } : undefined;
  };
  const fm = meta.source.frontMatter;
  return {
    previous: fm.pagination_prev === null ? undefined : (byId(fm.pagination_prev) ?? neighbour(at - 1)),
    next: fm.pagination_next === null ? undefined : (byId(fm.pagination_next) ?? neighbour(at + 1)),
  };
}

/**
 * A previous/next link's label, as Docusaurus gives it: the doc's `pagination_label`, else its
 * sidebar label; for a category's own page, the doc's `sidebar_label` or title rather than the
 * category's label; for a generated index, the category's label.
 */
function paginationLabel(page: SidebarPage, docById: Map<string, Rendered<DocMeta>>): string {
  const doc = page.docId ? docById.get(page.docId) : undefined;
  if (!doc) return page.label;
  const own = doc.meta.source.frontMatter.pagination_label;
  if (typeof own === 'string') return own;
  return page.category ? (doc.meta.sidebarLabel ?? doc.title) : page.label;
}

/** "Edit this page": `custom_edit_url` (null: no link), else the configured edit URL for the file. */
export function editLink(input: RouteInput, meta: DocMeta | PostMeta): string | undefined {
  const fm = meta.source.frontMatter;
  const customEdit = typeof fm.custom_edit_url === 'string' ? fm.custom_edit_url : fm.custom_edit_url === null ? null : undefined;
  return customEdit === null ? undefined : (customEdit ?? input.editUrl(meta));
}

/**
 * "Last updated": the doc's `last_update` front matter (`date`, `author`), else the last commit
 * that touched its file, as Docusaurus reads them, where its docs plugin instance shows them (`showLastUpdateTime`/`Author`); its date as Docusaurus writes it for the locale.
 */
function lastUpdated({ config, lastUpdates, showLastUpdate }: RouteInput, meta: DocMeta): LastUpdated | undefined {
  if (!showLastUpdate(meta.pluginId)) return undefined;
  const git = lastUpdates.get(meta.source.path);
  const own = meta.source.frontMatter.last_update as { date?: unknown; author?: unknown } | undefined;
  const ownDate = own?.date instanceof Date || typeof own?.date === 'string' ? new Date(own.date) : undefined;
  const at = ownDate && !Number.isNaN(ownDate.getTime()) ? ownDate : git?.date;
  const author = typeof own?.author === 'string' ? own.author : git?.author;
  if (!at && !author) return undefined;
  const date = at?.toISOString();
  return { ...(date ? { date } : {}), ...(author ? { author } : {}) };
}
