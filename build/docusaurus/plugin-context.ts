/** The `context` Docusaurus gives a site's plugin, as its server/site.js makes it, for the default locale. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteConfig } from '../../site/config-types.ts';
import { calendarOf, directionOf, labelOf } from '../../shared/locale-defaults.ts';
import { obj, type Raw } from './option-values.ts';

/**
 * `i18n.localeConfigs` with an entry for every locale, what the config leaves unset inferred, as
 * Docusaurus's loadI18n fills it: Docusaurus's own plugins look the current locale up there (a site's
 * wrapper of plugin-content-blog, as kuizuo/blog's, stops with "Can't find locale config" without it).
 */
function fullLocaleConfigs(config: SiteConfig, siteDir: string): Raw {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const joinBase = (...parts: string[]) => `/${parts.join('/')}/`.replace(/\/{2,}/g, '/');
  return Object.fromEntries(
    [defaultLocale, ...locales.filter((l) => l !== defaultLocale)].map((locale) => {
      const own = localeConfigs[locale] ?? {};
      const htmlLang = own.htmlLang ?? locale;
      const localePath = own.path ?? locale;
      const baseUrl = own.baseUrl !== undefined ? joinBase(own.baseUrl) : joinBase(config.baseUrl, locale === defaultLocale ? '' : locale);
      const entry = { label: own.label ?? labelOf(htmlLang), direction: own.direction ?? directionOf(htmlLang), htmlLang, calendar: own.calendar ?? calendarOf(htmlLang), path: localePath, translate: existsSync(path.resolve(siteDir, config.i18n.path, localePath)), url: own.url ?? config.url, baseUrl };
      return [locale, entry];
    }),
  );
}

/**
 * The site config as Docusaurus gives it to plugins: validated by the site's own @docusaurus/core,
 * which fills every default its plugins read (`staticDirectories`, `future.faster`,
 * `markdown.parseFrontMatter`: kuizuo/blog's wrapper of plugin-content-blog stopped on the first).
 * Without that package installed, or where it refuses the config, the config as written.
 */
function validatedSiteConfig(real: Raw, configPath: string, siteDir: string): Raw {
  try {
    const core = createRequire(path.join(siteDir, 'package.json'))('@docusaurus/core/lib/server/configValidation.js') as { validateConfig?: (config: Raw, file: string) => Raw };
    return core.validateConfig?.(real, configPath) ?? real;
  } catch {
    return real;
  }
}

/**
 * `value` with its plain objects and arrays copied, all the way down; functions, class instances
 * and the like by reference. What a plugin or preset writes into its context, however deep (a
 * preset pushing into `headTags`, setting `customFields.x`), then stays out of the config read.
 */
export function plainCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plainCopy) as T;
  if (value === null || typeof value !== 'object') return value;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainCopy(inner)])) as T;
}

/** The context, the site config in it a copy of `real` (plainCopy): it is the plugins' to write. */
export function pluginContext(real: Raw, config: SiteConfig, configPath: string, siteDir: string): Raw {
  const i18n = { ...plainCopy(obj(real.i18n)), ...plainCopy(config.i18n), localeConfigs: fullLocaleConfigs(config, siteDir), currentLocale: config.i18n.defaultLocale };
  const siteConfig = { baseUrl: config.baseUrl, presets: [], plugins: [], themes: [], customFields: {}, themeConfig: {}, ...plainCopy(validatedSiteConfig(real, configPath, siteDir)), i18n };
  return { siteDir, siteConfig, siteConfigPath: configPath, baseUrl: config.baseUrl, i18n, outDir: path.resolve(siteDir, 'build'), generatedFilesDir: path.resolve(siteDir, '.docusaurus'), localizationDir: path.resolve(siteDir, config.i18n.path, config.i18n.defaultLocale), codeTranslations: {}, siteStorage: { type: 'localStorage', namespace: '' }, currentBundler: { name: 'webpack' } };
}
