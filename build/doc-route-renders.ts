/**
 * What a doc's route gives its MDX code: the sidebar it is shown in (`useDocsSidebar()`) and its
 * edit URL (`useDoc().metadata.editUrl`, `.sidebar`). Markdown renders before the sidebars exist,
 * so a doc whose code reads them says so (its output's `readsDocRoute`) and renders again here,
 * once the sidebars are resolved, with that data in its job: the cache follows it as it follows
 * the text. Docusaurus's DocsSidebarProvider and DocProvider give the same from the route's props.
 */
import { href, type SiteLocation } from '../shared/url.ts';
import type { DocRoute, PropSidebarItem } from '../site/docusaurus/docs-client.ts';
import type { DocMeta } from './content/types.ts';
import type { Reporter } from './diagnostics.ts';
import type { MarkdownOutput } from './markdown-jobs.ts';
import { fillDocCardLists } from './routes/doc-card-list.ts';
import type { Rendered, VersionDocs } from './routes/index.ts';
import type { SidebarNode } from './sidebar-tree.ts';

/** A resolved sidebar's items as Docusaurus's docs plugin gives them to the page (props.js): links under the base URL, a category's `href` its own page. */
export function sidebarProp(nodes: SidebarNode[], site: SiteLocation): PropSidebarItem[] {
  return nodes.map((node): PropSidebarItem => {
    const className = node.className ? { className: node.className } : {};
    if (node.type === 'html') return { type: 'html', value: node.value, ...className };
    if (node.type === 'link') return { type: 'link', label: node.label, href: href(node.href, site), ...(node.docId && { docId: node.docId }), ...className };
    return { type: 'category', label: node.label, items: sidebarProp(node.items, site), collapsed: node.collapsed, collapsible: node.collapsible ?? true, ...(node.link && { href: href(node.link, site) }), ...className };
  });
}

/** The route data of one doc: its sidebar (none for a doc in no sidebar) and edit URL (`custom_edit_url` first, null for none). */
function docRoute(doc: Rendered<DocMeta>, { sidebars }: VersionDocs, editUrl: (meta: DocMeta) => string | undefined, site: SiteLocation): DocRoute {
  const name = sidebars.sidebarOfDoc.get(doc.meta.id);
  const custom = doc.meta.source.frontMatter.custom_edit_url;
  const edit = custom === null ? undefined : typeof custom === 'string' ? custom : editUrl(doc.meta);
  return { ...(name && { sidebar: { name, items: sidebarProp(sidebars.sidebars.get(name) ?? [], site) } }), ...(edit && { editUrl: edit }) };
}

/**
 * Renders again the docs (the first `docs.length` of the Markdown stage's `outputs`) whose code read
 * their route's data, with it, and puts their new output in place; card lists are filled again in
 * their version. `rerender` renders the stage's sources with these routes by file.
 */
export async function renderDocRoutes(versions: VersionDocs[], docs: Rendered<DocMeta>[], outputs: MarkdownOutput[], rerender: (routes: Map<string, DocRoute>) => Promise<{ outputs: MarkdownOutput[] }>, editUrl: (meta: DocMeta) => string | undefined, site: SiteLocation & { url: string }, reporter: Reporter): Promise<void> {
  const versionOf = new Map(versions.flatMap((version) => version.docs.map((doc) => [doc, version] as const)));
  const reading = docs.flatMap((doc, i) => (doc.md.readsDocRoute && versionOf.has(doc) ? [i] : []));
  if (!reading.length) return;
  const routes = new Map(reading.map((i) => [docs[i].meta.source.path, docRoute(docs[i], versionOf.get(docs[i])!, editUrl, site)]));
  const again = (await rerender(routes)).outputs;
  for (const i of reading) {
    outputs[i] = again[i];
    docs[i].md = again[i].md;
  }
  for (const version of new Set(reading.map((i) => versionOf.get(docs[i])!))) fillDocCardLists(version.docs, version.sidebars, site, reporter);
}
