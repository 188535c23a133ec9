/**
 * The config with what the site's wrappers of a content plugin passed it (wrapped-options.ts): each
 * wrapper's entry of `plugins` with the options it computed, read again (map-config.ts), so the
 * instance is built from them as Docusaurus builds it. The config as written stays for the rest.
 */
import { mapDocusaurusConfig, type MappedConfig } from './map-config.ts';
import { obj, type Raw } from './option-values.ts';
import { wrappedContentKind } from './wrapped-content.ts';
import type { WrapperOptions } from './wrapped-options.ts';

/** The entry of `plugins` a wrapper's instance comes from: its path wraps a content plugin of that kind, and its options' id is the instance's. */
const isEntryOf = (entry: unknown, options: WrapperOptions, siteDir: string) => {
  const [plugin, given] = Array.isArray(entry) ? entry : [entry, {}];
  return wrappedContentKind(plugin, siteDir) === options.kind && ((obj(given).id as string | undefined) ?? 'default') === options.id;
};

/** `mapped` read again with what the wrappers changed of their options; `mapped` itself when none changed any (its warnings are the first reading's, already told). */
export function withWrapperOptions(raw: Raw, mapped: MappedConfig, wrappers: WrapperOptions[], siteDir: string): MappedConfig {
  const changing = wrappers.filter((w) => Object.keys(w.changed).length);
  if (!changing.length || !Array.isArray(raw.plugins)) return mapped;
  const plugins = raw.plugins.map((entry: unknown) => {
    const own = changing.find((w) => isEntryOf(entry, w, siteDir));
    return own ? [Array.isArray(entry) ? entry[0] : entry, { ...obj(Array.isArray(entry) ? entry[1] : {}), ...own.changed }] : entry;
  });
  return { ...mapDocusaurusConfig({ ...raw, plugins }, siteDir), warnings: mapped.warnings };
}

/** The content folder of a wrapped instance per locale where its wrapper gives another than the default locale's; undefined for none. */
export function localePathsOf(wrappers: WrapperOptions[], kind: WrapperOptions['kind'], id: string): Record<string, string> | undefined {
  const paths = wrappers.find((w) => w.kind === kind && w.id === id)?.localePaths;
  return paths && Object.keys(paths).length ? paths : undefined;
}
