/**
 * What Docusaurus's docs plugin gives the browser as its global data (`@docusaurus/plugin-content-docs/client`
 * reads it): each instance's route base, and each version's label, path and docs, every path
 * under the base URL. The site's components in MDX read it (markdown/mdx/docs-client.ts).
 */
import type { DocsGlobalData } from '../site/docusaurus/docs-client.ts';
import type { DocMeta } from './content/types.ts';
import type { DocsPlugin, LoadedVersion } from './config.ts';

/**
 * `/docs/next` from `/` and `docs/next/`: one slash between parts, none at the end but the base
 * URL's own, as Docusaurus's normalizeUrl([baseUrl, routeBasePath, '']) keeps it: docs at the root
 * of `baseUrl: '/monaco/'` are at `/monaco/` (monaco's versions page links there; `/monaco` was no page).
 */
function join(baseUrl: string, path: string): string {
  const joined = `/${baseUrl}/${path}`.replace(/\/{2,}/g, '/');
  const base = `/${baseUrl}/`.replace(/\/{2,}/g, '/');
  return joined === base ? base : joined.replace(/(.)\/$/, '$1');
}

export function docsGlobalData(plugins: DocsPlugin[], versions: LoadedVersion[], docs: DocMeta[], baseUrl: string): Record<string, DocsGlobalData> {
  const byVersion = new Map<string, DocMeta[]>();
  for (const doc of docs) {
    const key = `${doc.pluginId}/${doc.version}`;
    const list = byVersion.get(key);
    if (list) list.push(doc);
    else byVersion.set(key, [doc]);
  }
  return Object.fromEntries(
    plugins.map((plugin) => [
      plugin.id,
      {
        path: join(baseUrl, plugin.routeBasePath),
        versions: versions
          .filter((version) => version.pluginId === plugin.id)
          .map((version) => {
            const path = join(baseUrl, version.routeBase);
            const own = (byVersion.get(`${plugin.id}/${version.name}`) ?? []).map((doc) => ({ id: doc.id, path: join(baseUrl, doc.permalink) }));
            return { name: version.name, label: version.label, isLast: version.isLast, path, mainDocId: (own.find((doc) => doc.path === path) ?? own[0])?.id ?? '', docs: own };
          }),
      },
    ]),
  );
}
