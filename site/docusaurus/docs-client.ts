/**
 * `@docusaurus/plugin-content-docs/client`'s hooks over the docs plugin's global data, as
 * Docusaurus's docsClientUtils answer them: the instances, each one's versions (newest first, with
 * name, label, path, isLast and main doc), the latest version, and the instance, version and doc
 * the page's pathname is in. Plain functions of what `read` gives, so that a site's MDX code
 * (build/markdown/mdx/docs-client.ts) and its React pages (modules.ts) get the same answers.
 */
import { createElement, Fragment, type ReactNode } from 'react';

/** A docs version as Docusaurus's docs plugin gives it to the browser (its global data): paths with the base URL. */
export interface DocsVersionData {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  /** The doc at the version's root path, else its first doc. */
  mainDocId: string;
  docs: { id: string; path: string }[];
}

/** One docs plugin instance's global data: its route base and versions. */
export interface DocsGlobalData {
  path: string;
  versions: DocsVersionData[];
}

/** The docs plugin's name in Docusaurus's global data (`useGlobalData()['docusaurus-plugin-content-docs']`). */
export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** A doc as its MDX module gives it (front matter, headings), on the page that renders it: what `useDoc` reads beside the global data. */
export interface DocContent {
  frontMatter: Record<string, unknown>;
  /** Its file as `@site/...` (`metadata.source`). */
  source?: string;
  /** Its headings below the title, and the title's text when it has a `#` title. */
  headings: { depth: number; text: string; id: string }[];
  contentTitle?: string;
  /** Its description without one in front matter, as the build computes it (Docusaurus's excerpt of its text). */
  excerpt?(): string | undefined;
  /** What the doc's route gives once the sidebars are resolved (build/doc-route-renders.ts); absent on the first render. */
  route?: DocRoute;
  /** Records that the page read this part of its route's data, so that it renders again once that data exists. */
  needsRoute?(part: keyof DocRoute): void;
}

/** A doc's sidebar item as Docusaurus's docs plugin gives it to the page (its props.js: PropSidebarItem). */
export type PropSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string }
  | { type: 'html'; value: string; className?: string }
  | { type: 'category'; label: string; items: PropSidebarItem[]; collapsed: boolean; collapsible: boolean; href?: string; className?: string };

/** What a doc's route knows beyond its Markdown: the sidebar it is shown in (`useDocsSidebar()`), its edit URL and its previous and next pages (`useDoc().metadata`). */
export interface DocRoute {
  sidebar?: { name: string; items: PropSidebarItem[] };
  editUrl?: string;
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
  /** Its front matter's tags as Docusaurus's utils/tags.js normalizes an inline tag: the page under the version's tags path. */
  tags?: { label: string; permalink: string; description?: string; inline: boolean }[];
}

/** What the hooks read: every instance's data by plugin id, the page's pathname (with the base URL), and the doc it renders, on a doc's page. */
export type DocsRead = () => { all: Record<string, DocsGlobalData>; pathname: string; doc?: DocContent };

/** react-router's prefix match (`exact` for the whole path), a trailing slash either way. */
function matches(pathname: string, base: string, exact = false): boolean {
  const strip = (p: string) => p.replace(/\/+$/, '').toLowerCase() || '/';
  const [page, root] = [strip(pathname), strip(base)];
  return page === root || (!exact && (root === '/' || page.startsWith(`${root}/`)));
}

const latestVersion = (data: DocsGlobalData) => data.versions.find((version) => version.isLast)!;

function activeVersion(data: DocsGlobalData, pathname: string): DocsVersionData | undefined {
  // A version whose path holds another's is matched first, so that /docs/* does not take /docs/1.0/*.
  const sorted = [...data.versions].sort((a, b) => (a.path === b.path ? 0 : a.path.includes(b.path) ? -1 : b.path.includes(a.path) ? 1 : 0));
  return sorted.find((version) => matches(pathname, version.path));
}

function activeDocContext(data: DocsGlobalData, pathname: string) {
  const version = activeVersion(data, pathname);
  const doc = version?.docs.find((d) => matches(pathname, d.path, true));
  const alternateDocVersions: Record<string, DocsVersionData['docs'][number]> = {};
  if (doc) for (const v of data.versions) for (const d of v.docs) if (d.id === doc.id) alternateDocVersions[v.name] = d;
  return { activeVersion: version, activeDoc: doc, alternateDocVersions };
}

/**
 * `useDocsVersion()`: the metadata of the version of the doc being rendered, as Docusaurus's docs
 * page provides it (its banner: none for the last version, "unreleased" for the current one
 * above it, "unmaintained" for the older ones). Outside a docs page, an error, as Docusaurus's.
 */
function docsVersion(plugin: { pluginId: string; pluginData: DocsGlobalData } | undefined, pathname: string) {
  const version = plugin && activeVersion(plugin.pluginData, pathname);
  if (!plugin || !version) throw new Error('Hook useDocsVersion is called outside the <DocsVersionProvider>: it gives the version of a docs page.');
  const last = plugin.pluginData.versions.findIndex((v) => v.isLast);
  const banner = version.isLast ? null : plugin.pluginData.versions.indexOf(version) < last ? 'unreleased' : 'unmaintained';
  return { pluginId: plugin.pluginId, version: version.name, label: version.label, isLast: version.isLast, banner, badge: plugin.pluginData.versions.length > 1, noIndex: false, className: `docs-version-${version.name}`, docsSidebars: {} };
}

/** A heading's text as HTML, as a toc entry's value is (a `<div>` in inline code is text there). */
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));

/**
 * `useDoc()`: the doc being rendered, as Docusaurus's DocProvider gives it (plugin-content-docs
 * 3.10's client/doc.js: metadata, frontMatter, assets, contentTitle, toc): its id, permalink and
 * version from the global data, title and description from its front matter, else its `#` title
 * and its excerpt, its file as `source` (riverpod's links read the locale from it); the toc's values are HTML.
 * Outside a doc's page (a React page), the error Docusaurus's throws.
 */
function docContext(data: DocsGlobalData | undefined, pathname: string, doc: DocContent | undefined) {
  const { activeVersion: version, activeDoc } = data ? activeDocContext(data, pathname) : { activeVersion: undefined, activeDoc: undefined };
  if (!version || !activeDoc || !doc) throw new Error('Hook useDoc is called outside the <DocProvider>. ');
  const { frontMatter, headings, contentTitle } = doc;
  const text = (key: string) => (typeof frontMatter[key] === 'string' ? (frontMatter[key] as string) : undefined);
  const title = text('title') ?? contentTitle ?? activeDoc.id.split('/').pop()!;
  const metadata = { id: activeDoc.id, title, description: text('description') ?? doc.excerpt?.() ?? '', source: doc.source, permalink: activeDoc.path, version: version.name, frontMatter, unlisted: frontMatter.unlisted === true };
  // Known once the sidebars are resolved: reading them asks for a second render that has them (build/doc-route-renders.ts).
  const later = (part: keyof DocRoute, read: (route: DocRoute) => unknown = (route) => route[part]) => ({ enumerable: true, get: () => (doc.needsRoute?.(part), doc.route && read(doc.route)) });
  Object.defineProperties(metadata, { editUrl: later('editUrl'), sidebar: later('sidebar', (route) => route.sidebar?.name), previous: later('previous'), next: later('next'), tags: later('tags', (route) => route.tags ?? []) });
  return { metadata, frontMatter, assets: {}, contentTitle, toc: headings.filter((h) => h.depth > 1).map((h) => ({ value: escapeText(h.text), id: h.id, level: h.depth })) };
}

/**
 * `useDocsSidebar()`: the sidebar the doc is shown in, `{ name, items }` in Docusaurus's item
 * format, or null for a doc in no sidebar (plugin-content-docs 3.10's client/docsSidebar.js);
 * outside a doc's page, Docusaurus's error.
 */
function docsSidebar(data: DocsGlobalData | undefined, pathname: string, doc: DocContent | undefined) {
  if (!data || !activeDocContext(data, pathname).activeDoc || !doc) throw new Error('Hook useDocsSidebar is called outside the <DocsSidebarProvider>. ');
  doc.needsRoute?.('sidebar');
  return doc.route?.sidebar ?? null;
}

/** The module's hooks, each reading through `read` when called. */
export function docsClient(read: DocsRead): Record<string, unknown> {
  const docsData = (pluginId = 'default') => {
    const { all } = read();
    const data = all[pluginId];
    if (!data) throw new Error(`Docusaurus's docs plugin has no instance "${pluginId}" in this site. Pass the id of one of its docs instances (${Object.keys(all).join(', ') || 'none'}).`);
    return data;
  };
  const activePlugin = (options: { failfast?: boolean } = {}) => {
    const { all, pathname } = read();
    const entry = Object.entries(all)
      .sort((a, b) => b[1].path.localeCompare(a[1].path))
      .find(([, data]) => matches(pathname, data.path));
    if (!entry && options.failfast) throw new Error(`Can't find active docs plugin for "${pathname}" pathname.`);
    return entry && { pluginId: entry[0], pluginData: entry[1] };
  };
  const pathname = () => read().pathname;
  return {
    useAllDocsData: () => read().all,
    useDocsData: docsData,
    useActivePlugin: activePlugin,
    useActivePluginAndVersion(options?: { failfast?: boolean }) {
      const plugin = activePlugin(options);
      return plugin && { activePlugin: plugin, activeVersion: activeVersion(plugin.pluginData, pathname()) };
    },
    useVersions: (pluginId?: string) => docsData(pluginId).versions,
    useLatestVersion: (pluginId?: string) => latestVersion(docsData(pluginId)),
    useActiveVersion: (pluginId?: string) => activeVersion(docsData(pluginId), pathname()),
    useActiveDocContext: (pluginId?: string) => activeDocContext(docsData(pluginId), pathname()),
    useDocVersionSuggestions(pluginId?: string) {
      const data = docsData(pluginId);
      const latest = latestVersion(data);
      return { latestDocSuggestion: activeDocContext(data, pathname()).alternateDocVersions[latest.name], latestVersionSuggestion: latest };
    },
    useDocsVersion: () => docsVersion(activePlugin(), pathname()),
    useDoc: () => docContext(activePlugin()?.pluginData, pathname(), read().doc),
    useDocsSidebar: () => docsSidebar(activePlugin()?.pluginData, pathname(), read().doc),
    // The server render knows no reader's preference (Docusaurus's is kept in the browser's storage).
    useDocsPreferredVersion: () => ({ preferredVersion: null, savePreferredVersionName: () => undefined }),
    // The provider of that preference, which a swizzled Layout/Provider composes (kuizuo-blog's): its children.
    DocsPreferredVersionContextProvider: ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children),
  };
}
