/** One route per doc: its sidebar, breadcrumbs, previous/next links, edit link and last update. */
import type { PageLink, Screen } from '../../site/types.ts';
import type { DocMeta, PostMeta } from '../content/types.ts';
import { isListed } from '../listed.ts';
import { flatten } from '../sidebar-tree.ts';
import { categoryIndexPages } from './category-index.ts';
import { sidebarForPage, trails, WHOLE_SIDEBAR_LIMIT } from './doc-sidebar.ts';
import { breadcrumbJsonLd, head, stylesheetUrls, summarize } from './head.ts';
import { buildToc } from './toc.ts';
import type { Route, RouteInput, VersionDocs } from './types.ts';
import { mainDocPath, versionViews, type VersionViews } from './doc-versions.ts';
import { docTagPath, markdownTwinPath, outputFile, versionBase } from './urls.ts';

export function docRoutes(input: RouteInput): Route[] {
  if (!input.versions.length) return [];
  const views = versionViews(input.versions, input.config);
  return input.versions.flatMap((version) => versionDocRoutes(input, version, views));
}

/** The pages of one docs version: its docs and generated category indexes, linked within the version. */
function versionDocRoutes(input: RouteInput, { version, docs, sidebars }: VersionDocs, views: VersionViews): Route[] {
  const { config } = input;
  // "Docs" in the breadcrumbs leads to the version's main doc.
  const docsHome = mainDocPath({ version, docs, sidebars }) ?? `${versionBase(version)}/`;
  // Each sidebar's reading order, computed once: per doc it would make large sites quadratic.
  const order = new Map([...sidebars.sidebars].map(([id, nodes]) => {
    const links = flatten(nodes);
    return [id, { links, index: new Map(links.map((l, i) => [l.href, i])), trails: trails(nodes) }];
  }));
  // Generated category indexes are pages like docs; their sidebar is the one that links to them.
  const indexPages = categoryIndexPages(sidebars.categoryIndexes, docs, version.name, config);
  const sidebarOfIndex = new Map<string, string>();
  for (const [id, { index }] of order) for (const page of indexPages) if (index.has(page.meta.permalink) && !sidebarOfIndex.has(page.meta.permalink)) sidebarOfIndex.set(page.meta.permalink, id);
  return [...docs, ...indexPages].map(({ meta, md, title: docTitle }) => {
    const sidebarId = meta.id ? sidebars.sidebarOfDoc.get(meta.id) : sidebarOfIndex.get(meta.permalink);
    const nodes = sidebarId ? sidebars.sidebars.get(sidebarId)! : undefined;
    const links = sidebarId ? order.get(sidebarId)!.links : [];
    const at = sidebarId ? (order.get(sidebarId)!.index.get(meta.permalink) ?? -1) : -1;
    const neighbour = (i: number): PageLink | undefined => (i >= 0 && i < links.length ? { title: links[i].label, href: links[i].href } : undefined);
    const fm = meta.source.frontMatter;
    const byId = (id: unknown) => {
      const doc = typeof id === 'string' ? docs.find((d) => d.meta.id === id) : undefined;
      return doc ? { title: doc.title, href: doc.meta.permalink } : undefined;
    };
    const crumbs: PageLink[] = [{ title: 'Docs', href: docsHome }];
    const categories = (sidebarId && order.get(sidebarId)!.trails.get(meta.permalink)) || [];
    for (const node of categories) crumbs.push({ title: node.label, href: node.href ?? docsHome });
    if (meta.permalink !== docsHome) crumbs.push({ title: docTitle, href: meta.permalink });
    const description = summarize(meta.description ?? md.firstParagraph, config.tagline);
    const { menu, view, nav } = views.of(meta);
    const screen: Screen = {
      kind: 'doc',
      version: view,
      editUrl: meta.id ? editLink(input, meta, 'docs') : undefined,
      lastUpdated: lastUpdated(input, meta),
      tags: meta.tags.map((label) => ({ label, permalink: docTagPath(version, label) })),
      // The page's own `# H1` is its heading; `hide_title` hides only the title drawn from front matter.
      title: md.title ?? docTitle,
      hideTitle: meta.hideTitle && md.title === undefined,
      html: md.html,
      toc: meta.hideTableOfContents ? [] : buildToc(md.headings, meta.tocMin, meta.tocMax),
      sidebar: nodes ? sidebarForPage(nodes, meta.permalink, new Set(categories), links.length <= WHOLE_SIDEBAR_LIMIT) : undefined,
      breadcrumbs: crumbs,
      previous: fm.pagination_prev === null ? undefined : (byId(fm.pagination_prev) ?? (at >= 0 ? neighbour(at - 1) : undefined)),
      next: fm.pagination_next === null ? undefined : (byId(fm.pagination_next) ?? (at >= 0 ? neighbour(at + 1) : undefined)),
    };
    const image = typeof fm.image === 'string' ? fm.image : undefined;
    return {
      path: meta.permalink,
      file: outputFile(meta.permalink, config),
      source: meta.source.display || undefined,
      props: {
        head: head(config, meta.permalink, docTitle, description, { jsonLd: breadcrumbJsonLd(config, crumbs), noindex: !isListed(meta) || version.noIndex, keywords: meta.keywords, markdown: markdownTwinPath(meta.permalink), stylesheets: stylesheetUrls(md), ...(image ? { image } : {}) }),
        screen,
        sidebarId,
        ...(input.versions.length > 1 ? { versionMenu: menu } : {}),
        ...(nav ? { versionNav: nav } : {}),
      },
    };
  });
}

/** "Edit this page": `custom_edit_url` (null: no link), else the configured edit URL for the file. */
export function editLink(input: RouteInput, meta: DocMeta | PostMeta, section: 'docs' | 'blog'): string | undefined {
  const fm = meta.source.frontMatter;
  const customEdit = typeof fm.custom_edit_url === 'string' ? fm.custom_edit_url : fm.custom_edit_url === null ? null : undefined;
  return customEdit === null ? undefined : (customEdit ?? input.editUrl(meta, section));
}

function lastUpdated({ config, lastUpdates }: RouteInput, meta: DocMeta): { date: string; author: string } | undefined {
  const update = config.docs.showLastUpdate ? lastUpdates.get(meta.source.path) : undefined;
  return update ? { date: update.date.toISOString(), author: update.author } : undefined;
}
