/**
 * `@docusaurus/plugin-content-docs/client` as a site's own components read it in MDX: the docs
 * instances' versions and docs (Docusaurus's global data of the docs plugin) and which of them the
 * page being rendered belongs to, by the same matching of its pathname as Docusaurus's
 * docsClientUtils (a component linking "this page in the latest version" gets a real path, not a
 * stand-in's).
 */
import { runtime, type DocsGlobalData, type DocsVersionData } from './runtime.ts';

/** react-router's prefix match (`exact` for the whole path), a trailing slash either way. */
function matches(pathname: string, base: string, exact = false): boolean {
  const strip = (p: string) => p.replace(/\/+$/, '').toLowerCase() || '/';
  const [page, root] = [strip(pathname), strip(base)];
  return page === root || (!exact && (root === '/' || page.startsWith(`${root}/`)));
}

function pathname(): string {
  return runtime().route ?? '/';
}

function allDocsData(): Record<string, DocsGlobalData> {
  return runtime().docs ?? {};
}

function docsData(pluginId = 'default'): DocsGlobalData {
  const data = allDocsData()[pluginId];
  if (!data) throw new Error(`Docusaurus's docs plugin has no instance "${pluginId}" in this site. Pass the id of one of its docs instances (${Object.keys(allDocsData()).join(', ') || 'none'}).`);
  return data;
}

function activePlugin(options: { failfast?: boolean } = {}) {
  const entry = Object.entries(allDocsData())
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, data]) => matches(pathname(), data.path));
  if (!entry && options.failfast) throw new Error(`Can't find active docs plugin for "${pathname()}" pathname.`);
  return entry && { pluginId: entry[0], pluginData: entry[1] };
}

const latestVersion = (data: DocsGlobalData) => data.versions.find((version) => version.isLast)!;

function activeVersion(data: DocsGlobalData): DocsVersionData | undefined {
  // A version whose path holds another's is matched first, so that /docs/* does not take /docs/1.0/*.
  const sorted = [...data.versions].sort((a, b) => (a.path === b.path ? 0 : a.path.includes(b.path) ? -1 : b.path.includes(a.path) ? 1 : 0));
  return sorted.find((version) => matches(pathname(), version.path));
}

function activeDocContext(data: DocsGlobalData) {
  const version = activeVersion(data);
  const doc = version?.docs.find((d) => matches(pathname(), d.path, true));
  const alternateDocVersions: Record<string, DocsVersionData['docs'][number]> = {};
  if (doc) for (const v of data.versions) for (const d of v.docs) if (d.id === doc.id) alternateDocVersions[v.name] = d;
  return { activeVersion: version, activeDoc: doc, alternateDocVersions };
}

export const DOCS_CLIENT: Record<string, unknown> = {
  useAllDocsData: allDocsData,
  useDocsData: docsData,
  useActivePlugin: activePlugin,
  useActivePluginAndVersion(options?: { failfast?: boolean }) {
    const plugin = activePlugin(options);
    return plugin && { activePlugin: plugin, activeVersion: activeVersion(plugin.pluginData) };
  },
  useVersions: (pluginId?: string) => docsData(pluginId).versions,
  useLatestVersion: (pluginId?: string) => latestVersion(docsData(pluginId)),
  useActiveVersion: (pluginId?: string) => activeVersion(docsData(pluginId)),
  useActiveDocContext: (pluginId?: string) => activeDocContext(docsData(pluginId)),
  useDocVersionSuggestions(pluginId?: string) {
    const data = docsData(pluginId);
    const latest = latestVersion(data);
    return { latestDocSuggestion: activeDocContext(data).alternateDocVersions[latest.name], latestVersionSuggestion: latest };
  },
  // The server render knows no reader's preference (Docusaurus's is kept in the browser's storage).
  useDocsPreferredVersion: () => ({ preferredVersion: null, savePreferredVersionName: () => undefined }),
};
