/**
 * What a doc page shows about its docs version, as Docusaurus shows it: the version dropdown of
 * its docs plugin instance (each version links to this doc in it, else to its main doc), the
 * "Version: X" badge, and the unreleased/unmaintained banner pointing to this doc in the
 * instance's last version.
 */
import { itemDocsPlugin } from '../../shared/docs-plugin.ts';
import type { SiteConfig } from '../../site/config-types.ts';
import type { DocVersionView, VersionMenu, VersionNav } from '../../site/types.ts';
import type { DocMeta } from '../content/types.ts';
import type { DocsVersion } from '../docusaurus/versions.ts';
import { firstLink, flatten } from '../sidebar-tree.ts';
import type { VersionDocs } from './types.ts';
import { versionBase } from './urls.ts';

/** Docusaurus's main doc of a version: the doc at the version's root, else the first doc of its first sidebar, else its first doc. */
export function mainDocPath({ version, docs, sidebars }: VersionDocs): string | undefined {
  const atRoot = docs.find((d) => d.meta.permalink === `${versionBase(version)}/`);
  const [first] = sidebars.sidebars.values();
  return atRoot?.meta.permalink ?? (first && flatten(first).find((l) => l.docId)?.href) ?? docs[0]?.meta.permalink;
}

export interface VersionViews {
  /** The dropdown of pages outside an instance's docs: every version's main doc, the last version's label. */
  menu(pluginId: string): VersionMenu;
  /** The dropdown and version details of one doc page, and where its instance's navbar doc and sidebar items lead when not to the last version. */
  of(doc: DocMeta): { menu: VersionMenu; view: DocVersionView; nav?: VersionNav };
  /** How many versions the doc's instance has: one needs no dropdown. */
  count(pluginId: string): number;
}

/**
 * Docusaurus's navbar follows the page's version: a `doc` item opens that doc in it, a
 * `docSidebar` item that sidebar's first page in it. The items of `config` (those of the
 * version's own docs plugin instance) a version can answer.
 */
function navTargets(config: SiteConfig, version: VersionDocs & { byId: Map<string, string> }): VersionNav {
  const main = mainDocPath(version);
  const nav: VersionNav = main ? { main } : {};
  for (const item of config.navbar.items.flatMap((i) => [i, ...(i.items ?? [])])) {
    if (itemDocsPlugin(item) !== version.version.pluginId) continue;
    const doc = item.docId && version.byId.get(item.docId);
    const first = item.sidebarId && firstLink(version.sidebars.sidebars.get(item.sidebarId) ?? []);
    if (doc) nav[`doc:${item.docId}`] = doc;
    else if (first) nav[`sidebar:${item.sidebarId}`] = first.href;
  }
  return nav;
}

/** The versions of every docs plugin instance: each instance's dropdown lists its own versions. */
export function versionViews(versions: VersionDocs[], config: SiteConfig): VersionViews {
  const key = (pluginId: string, name: string) => `${pluginId}/${name}`;
  const byVersion = new Map(versions.map((v) => [key(v.version.pluginId, v.version.name), { ...v, main: mainDocPath(v), byId: new Map(v.docs.map((d) => [d.meta.id, d.meta.permalink])), nav: undefined as VersionNav | undefined }]));
  const ofPlugin = (pluginId: string) => versions.filter((v) => v.version.pluginId === pluginId);
  const lastOf = (pluginId: string) => ofPlugin(pluginId).find((v) => v.version.isLast) ?? ofPlugin(pluginId)[0];
  const linkTo = (version: DocsVersion, id?: string) => {
    const v = byVersion.get(key(version.pluginId, version.name))!;
    return (id !== undefined && v.byId.get(id)) || v.main || `${versionBase(v.version)}/`;
  };
  /** `active` undefined: no version is the page's own (outside the instance's docs), and the last one labels the dropdown. */
  const menuOf = (pluginId: string, active: DocsVersion | undefined, id?: string): VersionMenu => ({
    pluginId,
    label: (active ?? lastOf(pluginId).version).label,
    main: linkTo(active ?? lastOf(pluginId).version),
    links: ofPlugin(pluginId).map(({ version }) => ({ label: version.label, href: linkTo(version, id), active: version.name === active?.name })),
  });
  return {
    menu: (pluginId) => menuOf(pluginId, undefined),
    count: (pluginId) => ofPlugin(pluginId).length,
    of(doc) {
      const own = byVersion.get(key(doc.pluginId, doc.version))!;
      const { version } = own;
      const last = lastOf(doc.pluginId).version;
      const view: DocVersionView = { pluginId: version.pluginId, name: version.name, ...(version.badge ? { badge: version.label } : {}) };
      if (version.banner !== 'none') {
        view.banner = { kind: version.banner, siteTitle: config.title, label: version.label, latestLabel: last.label, latestHref: linkTo(last, doc.id) };
      }
      return { menu: menuOf(doc.pluginId, version, doc.id), view, ...(version.isLast ? {} : { nav: (own.nav ??= navTargets(config, own)) }) };
    },
  };
}
