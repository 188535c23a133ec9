/**
 * The config with what the site's wrappers of a content plugin passed it (wrapped-options.ts): each
 * wrapper's entry of `plugins` with the options it computed, read again (map-config.ts), so the
 * instance is built from them as Docusaurus builds it. The config as written stays for the rest.
 */
import { mapDocusaurusConfig, type MappedConfig } from './map-config.ts';
import { obj, type Raw } from './option-values.ts';
import { pluginFile, wrappedContentKind } from './wrapped-content.ts';
import type { WrapperOptions } from './wrapped-options.ts';

/**
 * The entry of `plugins` a wrapper's instance comes from: its path wraps a content plugin of that
 * kind, and its options' id is the instance's.
 */
const isEntryOf = (entry: unknown, index: number, options: WrapperOptions, siteDir: string) => {
  const [plugin, given] = Array.isArray(entry) ? entry : [entry, {}];
  return (
    (options.entry === undefined || options.entry === index) &&
    wrappedContentKind(plugin, siteDir) === options.kind &&
    ((obj(given).id as string | undefined) ?? 'default') === options.id
  );
};

/**
 * `mapped` read again with what the wrappers changed of their options; `mapped` itself when none
 * changed any (its warnings are the first reading's, already told).
 */
export function withWrapperOptions(
  raw: Raw,
  mapped: MappedConfig,
  wrappers: WrapperOptions[],
  siteDir: string,
): MappedConfig {
  const changing = wrappers.filter((w) => Object.keys(w.changed).length);
  if (!changing.length || !Array.isArray(raw.plugins)) return mapped;
  const plugins = raw.plugins.map((entry: unknown, index: number) => {
    const own = changing.find((w) => isEntryOf(entry, index, w, siteDir));
    return own
      ? [Array.isArray(entry) ? entry[0] : entry, { ...obj(Array.isArray(entry) ? entry[1] : {}), ...own.changed }]
      : entry;
  });
  return { ...mapDocusaurusConfig({ ...raw, plugins }, siteDir), warnings: mapped.warnings };
}

/**
 * The content folder of a wrapped instance per locale where its wrapper gives another than the
 * default locale's; undefined for none.
 */
export function localePathsOf(
  wrappers: WrapperOptions[],
  kind: WrapperOptions['kind'],
  id: string,
): Record<string, string> | undefined {
  const paths = wrappers.find((w) => w.kind === kind && (w.changed.id ?? w.id) === id)?.localePaths;
  return paths && Object.keys(paths).length ? paths : undefined;
}

/**
 * A warning per wrapper whose call in another locale passed options this build does not take per
 * locale (wrapped-options.ts `localeOnly`), naming the wrapper's file: that locale is built with the
 * default locale's values of them, where Docusaurus builds it with the locale's own.
 */
export function localeOptionWarnings(
  raw: Raw,
  wrappers: WrapperOptions[],
  siteDir: string,
): { file?: string; message: string }[] {
  const entries: unknown[] = Array.isArray(raw.plugins) ? raw.plugins : [];
  return wrappers.flatMap((wrapper) => {
    const locales = Object.entries(wrapper.localeOnly ?? {});
    if (!locales.length) return [];
    const entry = entries.find((e, index) => isEntryOf(e, index, wrapper, siteDir));
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    const file = typeof plugin === 'string' ? pluginFile(plugin, siteDir) : undefined;
    const each = locales.map(([locale, keys]) => `in "${locale}" ${keys.map((k) => `\`${k}\``).join(', ')}`).join('; ');
    const taken =
      wrapper.kind === 'blog'
        ? "only the blog's `path` is taken per locale"
        : 'no option of a docs instance is taken per locale';
    return [
      {
        file,
        message:
          `the wrapper of @docusaurus/plugin-content-${wrapper.kind} (instance "${wrapper.id}") passes it ` +
          `other options in another locale than in the default one (${each}); ${taken} in this build, ` +
          "so those locales are built with the default locale's values of them. Have the wrapper pass " +
          'the same in every locale, or build with Docusaurus where the locales need their own.',
      },
    ];
  });
}
