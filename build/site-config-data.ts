/**
 * The site config as a site's own React pages and MDX code read it (`useDocusaurusContext().siteConfig`): a
 * Docusaurus site's config as its file wrote it, or this project's own, as plain data that a page
 * hydrated in the browser receives as it is (functions, classes and cycles left out). All of it, as
 * Docusaurus's `@generated/docusaurus.config` has it: a page may read its presets' options
 * (mikro-orm's versions page reads `presets[0][1].docs.onlyIncludeVersions`), with the defaults its
 * validation fills in.
 */
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../site/config-types.ts';
import { withDocusaurusDefaults } from './docusaurus/site-config-defaults.ts';
import type { SiteConfigData } from '../site/docusaurus/context.ts';

const MAX_DEPTH = 20;

/** `value` with only what JSON can carry; undefined for what it cannot. */
export function plainData(value: unknown, text: (s: string) => string = (s) => s, depth = 0, open = new Set<object>()): unknown {
  if (typeof value === 'string') return text(value);
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'object' || depth > MAX_DEPTH || open.has(value)) return undefined;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return undefined;
  open.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => plainData(item, text, depth + 1, open) ?? null);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const plain = plainData(item, text, depth + 1, open);
      if (plain !== undefined) out[key] = plain;
    }
    return out;
  } finally {
    open.delete(value);
  }
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * A path of this machine (what `require.resolve` gives the presets' options) as one relative to
 * the site's folder, so that the pages do not depend on where the site is checked out, nor show it.
 */
function siteRelative(siteDir: string): (text: string) => string {
  // A site folder reached through a link: `require.resolve` and `__dirname` give the real path, and what lies beside it is beside the real one.
  const real = realpathSync(siteDir);
  return (text) => (isMachinePath(text, siteDir, real) ? path.relative(text.startsWith(path.resolve(siteDir) + path.sep) ? siteDir : real, text).split(path.sep).join('/') : text);
}

/**
 * A file of the site or of its packages, or another file of this machine three folders deep or more
 * (a monorepo's `resolve(__dirname, '../src')`); not a route (`/docs`, `/`), which is absolute too.
 */
const isMachinePath = (text: string, siteDir: string, real: string) =>
  path.isAbsolute(text) && (text.startsWith(path.resolve(siteDir) + path.sep) || text.startsWith(real + path.sep) || text.includes(`${path.sep}node_modules${path.sep}`) || (text.split(path.sep).length > 3 && existsSync(text)));

/** `raw` is the Docusaurus config as loaded from `siteDir` (by Docusaurus `major`), or nothing for this project's own config. */
export function siteConfigData(config: SiteConfig, raw?: Record<string, unknown>, siteDir = '.', major?: number): SiteConfigData {
  const read = record(plainData(raw ?? {}, siteRelative(siteDir)));
  const plain = raw ? withDocusaurusDefaults(read, major) : read;
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
