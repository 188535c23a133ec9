/**
 * The site config as a site's own React pages read it (`useDocusaurusContext().siteConfig`): a
 * Docusaurus site's config as its file wrote it, or this project's own, as plain data that a page
 * hydrated in the browser receives as it is (functions, classes and cycles left out).
 */
import type { SiteConfig } from '../site/config-types.ts';
import type { SiteConfigData } from '../site/docusaurus/context.ts';

const MAX_DEPTH = 20;

/** `value` with only what JSON can carry; undefined for what it cannot. */
export function plainData(value: unknown, depth = 0, open = new Set<object>()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'object' || depth > MAX_DEPTH || open.has(value)) return undefined;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return undefined;
  open.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => plainData(item, depth + 1, open) ?? null);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const plain = plainData(item, depth + 1, open);
      if (plain !== undefined) out[key] = plain;
    }
    return out;
  } finally {
    open.delete(value);
  }
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** What a page has no use for: the build's plugins and their options (which hold the machine's paths, as `require.resolve` gives them). */
const BUILD_ONLY = ['presets', 'plugins', 'themes', 'clientModules', 'webpack', 'markdown'];

/** `raw` is the Docusaurus config as loaded, or nothing for this project's own config. */
export function siteConfigData(config: SiteConfig, raw?: Record<string, unknown>): SiteConfigData {
  const plain = record(plainData(Object.fromEntries(Object.entries(raw ?? {}).filter(([key]) => !BUILD_ONLY.includes(key)))));
  return {
    ...plain,
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
    customFields: record(plain.customFields),
    themeConfig: record(plain.themeConfig),
    i18n: { ...record(plain.i18n), defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales },
  };
}
