/** Checks a site config and the sidebars its navbar opens, so mistakes stop the build with a message at their line. */
import path from 'node:path';
import { DEFAULT_DOCS_PLUGIN_ID, itemDocsPlugin } from '../shared/docs-plugin.ts';
import type { SidebarsConfig, SiteConfig } from '../site/config-types.ts';
import { siteConfigSchema } from '../site/config-schema.ts';
import { blogOptionsSchema, docsOptionsSchema } from '../site/content-options-schema.ts';
import { BuildError, lineAt, type Diagnostic } from './diagnostics.ts';

/** Whether a locale name is a BCP 47 language tag (`fr`, `zh-Hans`, `pt-BR`), as Docusaurus's `Intl.Locale` needs it. */
function isLanguageTag(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}

/**
 * Checks a config value. `file` and `source` (the config file's text) let errors point at a line.
 */
export function validateConfig(value: unknown, file: string, source = ''): SiteConfig {
  const problems: Diagnostic[] = [];
  const result = siteConfigSchema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      problems.push({ severity: 'error', file, line: lineOfKey(source, issue.path), message: `config \`${key}\`: ${issue.message}` });
    }
    throw new BuildError(problems);
  }
  const config = result.data;
  const { defaultLocale, locales } = config.i18n;
  const line = lineOfKey(source, ['i18n']);
  for (const locale of new Set([defaultLocale, ...locales])) {
    if (!isLanguageTag(locale)) problems.push({ severity: 'error', file, line, message: `config \`i18n\`: unknown locale "${locale}": a locale is a BCP 47 language tag such as "fr", "pt-BR" or "zh-Hans". Fix its name.` });
  }
  if (problems.length) throw new BuildError(problems);
  return config;
}

/** Checks the options of a docs plugin instance other than the default one; errors name it by its id. */
export function validateDocsPlugin(value: unknown, id: string, file: string, source = ''): SiteConfig['docs'] {
  const result = docsOptionsSchema.safeParse(value);
  if (result.success) return result.data;
  throw new BuildError(
    result.error.issues.map((issue) => ({ severity: 'error', file, line: lineOfKey(source, issue.path), message: `docs plugin "${id}" option \`${issue.path.join('.')}\`: ${issue.message}` })),
  );
}

/** One blog plugin instance's options (Docusaurus's `@docusaurus/plugin-content-blog` entries; this project's own config has one). */
export type BlogPlugin = SiteConfig['blog'] & {
  id: string;
  /** Listed after the site's pages plugin, so a page of src/pages on its list's path keeps that path (checks.ts). */
  afterPages?: boolean;
  /** Its content folder in a locale where a site's wrapper of the blog plugin passes another than `path` (docusaurus/wrapped-options.ts). */
  localePaths?: Record<string, string>;
};

/** The line of the last match of `pattern` (global) in `source`: the second of two entries that clash. */
function lineOfLast(source: string, pattern: RegExp): number | undefined {
  const last = [...source.matchAll(pattern)].at(-1);
  return last ? lineAt(source, last.index) : undefined;
}

/** Every blog plugin instance's options: the first is the config's `blog` (validated with it), the others are checked as it is; two with one id are an error. */
export function validateBlogPlugins(instances: { id: string; fields: unknown; afterPages?: boolean }[], first: SiteConfig['blog'], file: string, source: string): BlogPlugin[] {
  const plugins: BlogPlugin[] = [];
  for (const [i, { id, fields, afterPages }] of instances.entries()) {
    if (plugins.some((p) => p.id === id)) {
      const line = lineOfLast(source, new RegExp(`\\bid\\s*:\\s*['"\`]${id.replace(/[^\w-]/g, '\\$&')}['"\`]`, 'g'));
      throw new BuildError([{ severity: 'error', file, line, message: `two blog plugin instances have the id "${id}". Give each \`@docusaurus/plugin-content-blog\` entry its own \`id\` (one may go without, the "default" one).` }]);
    }
    const result = i === 0 ? { success: true as const, data: first } : blogOptionsSchema.safeParse(fields);
    if (!result.success) {
      throw new BuildError(result.error.issues.map((issue) => ({ severity: 'error', file, line: lineOfKey(source, issue.path), message: `blog plugin "${id}" option \`${issue.path.join('.')}\`: ${issue.message}` })));
    }
    plugins.push({ ...result.data, id, ...(afterPages && { afterPages }) });
  }
  return plugins;
}

/** Checks that every sidebar the navbar opens in docs plugin instance `pluginId` exists. Doc ids are checked once the docs are read. */
export function validateSidebars(config: SiteConfig, sidebars: SidebarsConfig, file: string, pluginId = DEFAULT_DOCS_PLUGIN_ID): void {
  const problems: Diagnostic[] = [];
  for (const item of config.navbar.items) {
    if (item.sidebarId && itemDocsPlugin(item) === pluginId && !sidebars[item.sidebarId]) {
      problems.push({
        severity: 'error',
        file,
        line: undefined,
        message: `navbar item "${item.label}" opens sidebar "${item.sidebarId}", which ${path.basename(file)} does not define. Known sidebars: ${Object.keys(sidebars).join(', ')}.`,
      });
    }
  }
  if (problems.length) throw new BuildError(problems);
}

/** The line of the navbar item in `source` that `pattern` finds in an object literal holding no `docsPluginId` when `named` is false, or one naming it. */
function lineOfItem(source: string, pattern: RegExp, named: boolean): number | undefined {
  for (const match of source.matchAll(pattern)) {
    const literal = source.slice(source.lastIndexOf('{', match.index) + 1, source.indexOf('}', match.index));
    if (/\bdocsPluginId\b/.test(literal) === named) return lineAt(source, match.index);
  }
  return undefined;
}

const quoted = (value: string) => `['"\`]${value.replace(/[^\w-]/g, '\\$&')}['"\`]`;

/**
 * Checks that every navbar item leading into a docs plugin instance (a sidebar, a doc, the main doc, the
 * version dropdown) leads into one the site has: the one its `docsPluginId` names, or "default" without
 * one, as Docusaurus's `useDocsData` reads it (a site whose instances all have an id fails to render
 * such an item).
 */
export function validateNavbarDocsPlugins(config: SiteConfig, ids: string[], file: string, source: string): void {
  const known = ids.map((id) => `"${id}"`).join(', ') || 'none';
  for (const item of config.navbar.items.flatMap((i) => [i, ...(i.items ?? [])])) {
    const id = itemDocsPlugin(item);
    if (ids.includes(id)) continue;
    if (item.docsPluginId !== undefined) {
      throw new BuildError([{ severity: 'error', file, line: lineOfItem(source, new RegExp(`\\bdocsPluginId\\s*:\\s*${quoted(id)}`, 'g'), true), message: `navbar item "${item.label}" names docs plugin "${id}", which this site does not have (${known}). Name one of them.` }]);
    }
    // With none at all, the docs plugin is off, which loadSiteConfig reports as such.
    if (!ids.length || !(item.sidebarId || item.docId || item.mainDoc || ('versionDropdown' in item && item.versionDropdown))) continue;
    const pattern = item.sidebarId ? `\\bsidebarId\\s*:\\s*${quoted(item.sidebarId)}` : item.docId ? `\\bdocId\\s*:\\s*${quoted(item.docId)}` : `\\btype\\s*:\\s*${quoted(item.mainDoc ? 'docsVersion' : 'docsVersionDropdown')}`;
    const what = `navbar item${item.label ? ` "${item.label}"` : ''} (${item.sidebarId ? `sidebar "${item.sidebarId}"` : item.docId ? `doc "${item.docId}"` : item.mainDoc ? 'docsVersion' : 'docsVersionDropdown'})`;
    throw new BuildError([{ severity: 'error', file, line: lineOfItem(source, new RegExp(pattern, 'g'), false), message: `${what} names no docsPluginId, so it leads into the "${DEFAULT_DOCS_PLUGIN_ID}" docs plugin instance, which this site does not have: its instances are ${known}. Add \`docsPluginId: '${ids[0]}'\` (or the id of another of them) to the item.` }]);
  }
}

/** The line of a config file where the last key of `keyPath` is set, found by its name. */
export function lineOfKey(source: string, keyPath: PropertyKey[]): number | undefined {
  const last = [...keyPath].reverse().find((k) => typeof k === 'string');
  if (!source || typeof last !== 'string') return undefined;
  const at = source.search(new RegExp(`\\b${last}\\s*:`));
  return at < 0 ? undefined : lineAt(source, at);
}
