/** One route per doc: its sidebar, breadcrumbs, previous/next links, edit link and last update. */
import path from 'node:path';
import type { PageLink, Screen } from '../../site/types.ts';
import type { DocMeta } from '../content/types.ts';
import { flatten } from '../sidebars.ts';
import { sidebarForPage, trails } from './doc-sidebar.ts';
import { breadcrumbJsonLd, head, summarize } from './head.ts';
import { buildToc } from './toc.ts';
import type { Route, RouteInput } from './types.ts';
import { docsHomePath, docTagPath, markdownTwinPath, outputFile } from './urls.ts';

export function docRoutes(input: RouteInput): Route[] {
  const { config, docs, sidebars } = input;
  const docsHome = docsHomePath(config);
  // Each sidebar's reading order, computed once: per doc it would make large sites quadratic.
  const order = new Map([...sidebars.sidebars].map(([id, nodes]) => {
    const links = flatten(nodes);
    return [id, { links, index: new Map(links.map((l, i) => [l.href, i])), trails: trails(nodes) }];
  }));
  return docs.map(({ meta, md, title: docTitle }) => {
    const sidebarId = input.sidebars.sidebarOfDoc.get(meta.id);
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
    const screen: Screen = {
      kind: 'doc',
      editUrl: editUrl(input, meta),
      lastUpdated: lastUpdated(input, meta),
      tags: meta.tags.map((label) => ({ label, permalink: docTagPath(config, label) })),
      title: docTitle,
      hideTitle: meta.hideTitle,
      html: md.html,
      toc: meta.hideTableOfContents ? [] : buildToc(md.headings, meta.tocMin, meta.tocMax),
      sidebar: nodes ? sidebarForPage(nodes, meta.permalink, new Set(categories)) : undefined,
      breadcrumbs: crumbs,
      previous: fm.pagination_prev === null ? undefined : (byId(fm.pagination_prev) ?? (at >= 0 ? neighbour(at - 1) : undefined)),
      next: fm.pagination_next === null ? undefined : (byId(fm.pagination_next) ?? (at >= 0 ? neighbour(at + 1) : undefined)),
    };
    const image = typeof fm.image === 'string' ? fm.image : undefined;
    return {
      path: meta.permalink,
      file: outputFile(meta.permalink),
      source: meta.source.display,
      props: {
        head: head(config, meta.permalink, docTitle, description, { jsonLd: breadcrumbJsonLd(config, crumbs), noindex: meta.unlisted, keywords: meta.keywords, markdown: markdownTwinPath(meta.permalink), ...(image ? { image } : {}) }),
        screen,
        sidebarId,
      },
    };
  });
}

/** `custom_edit_url` (null: no link), else the configured edit URL plus the file's path in the project. */
function editUrl({ config, root }: RouteInput, meta: DocMeta): string | undefined {
  const fm = meta.source.frontMatter;
  const customEdit = typeof fm.custom_edit_url === 'string' ? fm.custom_edit_url : fm.custom_edit_url === null ? null : undefined;
  const editPath = path.relative(root, meta.source.path).split(path.sep).join('/');
  return customEdit === null ? undefined : (customEdit ?? (config.docs.editUrl ? config.docs.editUrl + editPath : undefined));
}

function lastUpdated({ config, lastUpdates }: RouteInput, meta: DocMeta): { date: string; author: string } | undefined {
  const update = config.docs.showLastUpdate ? lastUpdates.get(meta.source.path) : undefined;
  return update ? { date: update.date.toISOString(), author: update.author } : undefined;
}
