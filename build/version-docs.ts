/**
 * The sidebars stage: each docs version's rendered docs with its sidebars resolved, under its
 * docs plugin instance's category defaults, its own `sidebarItemsGenerator` run first where it
 * has one; generated index pages' card lists filled.
 */
import type { SiteConfig } from '../site/config-types.ts';
import type { LoadedConfig } from './config.ts';
import { pluginOf } from './content-layout.ts';
import type { DocMeta } from './content/types.ts';
import type { Reporter } from './diagnostics.ts';
import { fillDocCardLists } from './routes/doc-card-list.ts';
import type { Rendered, VersionDocs } from './routes/index.ts';
import { versionBase } from './routes/urls.ts';
import type { Messages } from '../shared/translate.ts';
import { runSidebarItemsGenerator } from './sidebar-items-generator.ts';
import { translateSidebars } from './sidebar-translations.ts';
import { resolveSidebars } from './sidebars.ts';

const labelOf = (d: { sidebarLabel?: string; title?: string; id: string }) => d.sidebarLabel ?? d.title ?? d.id.split('/').at(-1)!;

/** `messagesOf`: a version's sidebar translations in the locale built (`current.json`, `version-X.json`); `drafts`: the docs left out as drafts, which sidebars may name. */
export async function versionDocs(loaded: LoadedConfig, config: SiteConfig, docs: Rendered<DocMeta>[], reporter: Reporter, messagesOf: (version: LoadedConfig['versions'][number]) => Messages | undefined = () => undefined, drafts: Pick<DocMeta, 'pluginId' | 'version' | 'id'>[] = []): Promise<VersionDocs[]> {
  const byVersion = new Map<string, Rendered<DocMeta>[]>();
  for (const doc of docs) {
    const key = `${doc.meta.pluginId}/${doc.meta.version}`;
    byVersion.set(key, [...(byVersion.get(key) ?? []), doc]);
  }
  const all: VersionDocs[] = [];
  for (const version of loaded.versions) {
    const own = byVersion.get(`${version.pluginId}/${version.name}`) ?? [];
    const generator = loaded.sidebarGenerators?.[version.pluginId];
    const metas = own.map((d) => d.meta);
    const sidebars = generator ? await runSidebarItemsGenerator(generator, version.sidebars, metas, { name: version.name, docsDir: version.docsDir, siteDir: loaded.siteDir, configFile: loaded.configFile, labelOf }) : version.sidebars;
    const plugin = pluginOf(loaded, version.pluginId);
    const draftIds = new Set(drafts.filter((d) => d.pluginId === version.pluginId && d.version === version.name).map((d) => d.id));
    const options = { docsDir: version.docsDir, docsBase: versionBase(version), categoryDefaults: { collapsed: plugin.sidebarCollapsed, collapsible: plugin.sidebarCollapsible }, labelOf, sidebarsFile: version.sidebarsFile, sidebarsSource: version.sidebarsSource, legacyIdPrefix: version.legacyIdPrefix, baseUrl: config.baseUrl, draftIds };
    const resolved = translateSidebars(resolveSidebars(sidebars, metas, options, reporter), messagesOf(version) ?? {});
    fillDocCardLists(own, resolved, config, reporter);
    all.push({ version, docs: own, sidebars: resolved });
  }
  return all;
}

/** The last version of each docs plugin instance: what the navbar, search, llms.txt and the home page show, as Docusaurus's do. */
export function lastVersions(versions: VersionDocs[]): VersionDocs[] {
  return versions.filter((v) => v.version.isLast);
}
