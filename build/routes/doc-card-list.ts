/**
 * MDX's `<DocCardList />` shows the cards of the category whose page the doc is, as a generated
 * index does. Markdown renders before the sidebars exist, so the component leaves a marker
 * (markdown/mdx/theme.tsx) that is filled here, once the sidebars are resolved.
 */
import { absoluteHref, type SiteLocation } from '../../shared/url.ts';
import type { DocMeta } from '../content/types.ts';
import type { Reporter } from '../diagnostics.ts';
import type { SidebarNode } from '../sidebar-tree.ts';
import type { ResolvedSidebars } from '../sidebars.ts';
import { DOC_CARD_LIST_MARKER } from '../markdown/mdx/doc-card-list-marker.ts';
import { cardsHtml, cardsMarkdown } from './category-index.ts';
import type { Rendered } from './types.ts';

function categoryOf(docId: string, nodes: SidebarNode[]): SidebarNode[] | undefined {
  for (const node of nodes) {
    if (node.type !== 'category') continue;
    if (node.linkDocId === docId) return node.items;
    const found = categoryOf(docId, node.items);
    if (found) return found;
  }
  return undefined;
}

/**
 * Fills the card lists of one version's docs in place (new `md` objects: the cached ones stay as
 * rendered). `site` puts the cards' links under the base URL, and makes the twins' links absolute.
 */
export function fillDocCardLists(docs: Rendered<DocMeta>[], sidebars: ResolvedSidebars, site: SiteLocation & { url: string }, reporter: Reporter): void {
  const absolute = (route: string) => absoluteHref(route, site);
  const byId = new Map(docs.map((d) => [d.meta.id, d]));
  for (const doc of docs) {
    // A page with the marker is kept in memory, not spooled (render-jobs.ts).
    if (typeof doc.md.html !== 'string' || typeof doc.md.markdown !== 'string' || !doc.md.html.includes(DOC_CARD_LIST_MARKER)) continue;
    const items = [...sidebars.sidebars.values()].map((nodes) => categoryOf(doc.meta.id, nodes)).find(Boolean);
    if (!items) reporter.warn(doc.meta.source.display, undefined, '<DocCardList /> shows the cards of the category whose page this doc is, but no sidebar category links to it. Link a category to this doc (link: {type: "doc"}) or remove the tag.');
    const cards = items ? cardsHtml(items, byId, site) : '';
    doc.md = { ...doc.md, html: doc.md.html.replaceAll(DOC_CARD_LIST_MARKER, cards), markdown: doc.md.markdown.replaceAll(DOC_CARD_LIST_MARKER, items ? cardsMarkdown(items, absolute) : '') };
  }
}
