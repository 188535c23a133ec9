/**
 * What a doc's route gives its MDX code: the sidebar it is shown in (`useDocsSidebar()`), its edit
 * URL, its neighbours and its tags (`useDoc().metadata`'s `sidebar`, `editUrl`, `previous`, `next`, `tags`). Markdown
 * renders before the sidebars exist, so a doc whose code reads them says so (its output's
 * `readsDocRoute`) and renders again here, once the sidebars are resolved, with that data in its
 * job: the cache follows it as it follows the text. Docusaurus's DocsSidebarProvider and DocProvider give the same from the route's props.
 */
import { href, type SiteLocation } from '../shared/url.ts';
import type { DocRoute, PropSidebarItem } from '../site/docusaurus/docs-client.ts';
import type { DocMeta } from './content/types.ts';
import type { Reporter } from './diagnostics.ts';
import type { MarkdownOutput } from './markdown-jobs.ts';
import { fillDocCardLists } from './routes/doc-card-list.ts';
import { docPagination, readingOrder } from './routes/docs.ts';
import { docTagPath } from './routes/urls.ts';
import type { Rendered, VersionDocs } from './routes/index.ts';
import type { CardSite } from './routes/category-index.ts';
import type { SidebarNode } from './sidebar-tree.ts';
import type { PageLink } from '../site/types.ts';

/** A resolved sidebar's items as Docusaurus's docs plugin gives them to the page (props.js): links under the base URL, a category's `href` its own page. */
export function sidebarProp(nodes: SidebarNode[], site: SiteLocation): PropSidebarItem[] {
  return nodes.map((node): PropSidebarItem => {
    const className = node.className ? { className: node.className } : {};
    if (node.type === 'html') return { type: 'html', value: node.value, ...className };
    if (node.type === 'link') return { type: 'link', label: node.label, href: href(node.href, site), ...(node.docId && { docId: node.docId }), ...className };
    return { type: 'category', label: node.label, items: sidebarProp(node.items, site), collapsed: node.collapsed, collapsible: node.collapsible ?? true, ...(node.link && { href: href(node.link, site) }), ...className };
  });
}

/** What the docs of one version share: its docs by id, and each sidebar's reading order and items, made once. */
function versionRoutes({ version, docs, sidebars }: VersionDocs, site: SiteLocation) {
  const docById = new Map(docs.map((d) => [d.meta.id, d]));
  const shown = new Map([...sidebars.sidebars].map(([name, nodes]) => [name, { order: readingOrder(nodes), items: sidebarProp(nodes, site) }]));
  return { version, sidebarOfDoc: sidebars.sidebarOfDoc, docById, shown };
}

/** The route data of one doc, the parts its code read (`read`): its sidebar (none for a doc in no sidebar), edit URL (`custom_edit_url` first, null for none) and previous and next pages, as its route gives them (routes/docs.ts). */
function docRoute(doc: Rendered<DocMeta>, read: (keyof DocRoute)[], version: ReturnType<typeof versionRoutes>, editUrl: (meta: DocMeta) => string | undefined, site: SiteLocation): DocRoute {
  const name = version.sidebarOfDoc.get(doc.meta.id);
  const custom = doc.meta.source.frontMatter.custom_edit_url;
  const edit = custom === null ? undefined : typeof custom === 'string' ? custom : editUrl(doc.meta);
  const shown = name ? version.shown.get(name) : undefined;
  const { previous, next } = docPagination(doc.meta, shown?.order, version.docById);
  const page = (link: PageLink | undefined) => link && { title: link.title, permalink: href(link.href, site) };
  const tags = doc.meta.tags.map((tag) => ({ label: tag.label, permalink: href(docTagPath(version.version, tag), site), description: tag.description, inline: true }));
  const route: DocRoute = { ...(name && { sidebar: { name, items: shown?.items ?? [] } }), ...(edit && { editUrl: edit }), ...(previous && { previous: page(previous) }), ...(next && { next: page(next) }), tags };
  // Only what the code read travels in the job and the cache: a sidebar's items are large, and every doc that reads its edit URL would carry them.
  // Its tags (small) always do: a component that fails on a part the first render lacks (`metadata.next.title`) never reaches the tags it reads after.
  return Object.fromEntries([...new Set([...read, 'tags' as const])].flatMap((part) => (route[part] === undefined ? [] : [[part, route[part]]])));
}

/**
 * Renders again the docs (the first `docs.length` of the Markdown stage's `outputs`) whose code read
 * their route's data, with it, and puts their new output and diagnostics in place; card lists are
 * filled again in their version. `rerender` renders the stage's sources with these routes by file.
 */
export async function renderDocRoutes(versions: VersionDocs[], docs: Rendered<DocMeta>[], outputs: MarkdownOutput[], rerender: (routes: Map<string, DocRoute>) => Promise<{ outputs: MarkdownOutput[] }>, editUrl: (meta: DocMeta) => string | undefined, site: CardSite & { url: string }, reporter: Reporter): Promise<void> {
  const versionOf = new Map(versions.flatMap((version) => version.docs.map((doc) => [doc, version] as const)));
  const reading = docs.flatMap((doc, i) => (doc.md.readsDocRoute && versionOf.has(doc) ? [i] : []));
  if (!reading.length) return;
  const shared = new Map([...new Set(reading.map((i) => versionOf.get(docs[i])!))].map((version) => [version, versionRoutes(version, site)]));
  const routes = new Map(reading.map((i) => [docs[i].meta.source.path, docRoute(docs[i], docs[i].md.readsDocRoute!, shared.get(versionOf.get(docs[i])!)!, editUrl, site)]));
  const again = (await rerender(routes)).outputs;
  // What the first render reported (a component that read a route's value it did not have yet and failed) gives way to what this one reports.
  const first = new Set(reading.flatMap((i) => outputs[i].diagnostics));
  const kept = [...reporter.diagnostics.filter((d) => !first.has(d)), ...reading.flatMap((i) => again[i].diagnostics)];
  reporter.diagnostics.length = 0;
  for (const diagnostic of kept) reporter.diagnostics.push(diagnostic);
  for (const i of reading) {
    outputs[i] = again[i];
    docs[i].md = again[i].md;
  }
  for (const version of shared.keys()) fillDocCardLists(version.docs, version.sidebars, site, reporter);
}
