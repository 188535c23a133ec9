/**
 * The locales of a site, as Docusaurus lays them out: the default locale at the site's `baseUrl`,
 * each other one at `baseUrl` plus `<locale>/` (or its own `localeConfigs` `baseUrl` and `url`),
 * its output in the folder its base URL names, its translations in `i18n/<path>/`. What a locale's
 * config leaves unset comes from its name, as Docusaurus infers it: the language's own name for
 * itself, its script's direction, its first calendar.
 */
import path from 'node:path';
import type { SiteConfig } from '../../site/config-types.ts';
import { BuildError } from '../diagnostics.ts';
import { calendarOf, directionOf, labelOf } from '../../shared/locale-defaults.ts';

export interface SiteLocale {
  locale: string;
  /** Its name in the locale dropdown ("Français"). */
  label: string;
  direction: 'ltr' | 'rtl';
  /** `<html lang>` and `hreflang`. */
  htmlLang: string;
  calendar: string;
  /** Where it is served: the origin and the path under it. */
  url: string;
  baseUrl: string;
  /** Its output folder relative to the site's output folder: '' for the default locale, `fr/` for another. */
  outSub: string;
  /** Its translations folder (absolute): `i18n/<path>/` in the site folder. */
  dir: string;
  /** That folder's `<path>` as the config names it (the locale's name without). */
  path: string;
  isDefault: boolean;
}

/** `/a/` + `b` -> `/a/b/`, with single slashes. */
const joinBase = (...parts: string[]) => ('/' + parts.join('/') + '/').replace(/\/{2,}/g, '/');

/** Every locale of the site, the default first, then the others in the order of `i18n.locales`; `configFile` names the config in errors. */
export function siteLocales(config: SiteConfig, siteDir: string, configFile: string): SiteLocale[] {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const names = [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
  const all = names.map((locale): SiteLocale => {
    const own = localeConfigs[locale] ?? {};
    const isDefault = locale === defaultLocale;
    const baseUrl = own.baseUrl !== undefined ? joinBase(own.baseUrl) : joinBase(config.baseUrl, isDefault ? '' : locale);
    // As Docusaurus: the output folder is the locale's base URL, less the site's.
    const outSub = (baseUrl.startsWith(config.baseUrl) ? baseUrl.slice(config.baseUrl.length) : baseUrl.slice(1)).replace(/\/$/, '');
    return {
      locale,
      label: own.label ?? labelOf(locale),
      direction: own.direction ?? directionOf(locale),
      htmlLang: own.htmlLang ?? locale,
      calendar: own.calendar ?? calendarOf(locale),
      url: (own.url ?? config.url).replace(/\/+$/, ''),
      baseUrl,
      outSub,
      dir: path.resolve(siteDir, config.i18n.path, own.path ?? locale),
      path: own.path ?? locale,
      isDefault,
    };
  });
  const taken = new Map<string, string>();
  for (const l of all) {
    const other = taken.get(l.outSub);
    if (other !== undefined) {
      throw new BuildError([{ severity: 'error', file: configFile, line: undefined, message: `locales "${other}" and "${l.locale}" would both be written to the output folder's ${l.outSub ? `${l.outSub}/` : 'root'} (base URL ${l.baseUrl}). Give one of them another \`baseUrl\` in i18n.localeConfigs.` }]);
    }
    taken.set(l.outSub, l.locale);
  }
  return all;
}

/** The locale the dev server serves (its `--locale`), which must be one of the site's. */
export function onlyLocale(all: SiteLocale[], locale: string, configFile: string): SiteLocale[] {
  const found = all.filter((l) => l.locale === locale);
  if (found.length) return found;
  throw new BuildError([{ severity: 'error', file: configFile, line: undefined, message: `--locale "${locale}" is not a locale of this site (${all.map((l) => l.locale).join(', ')}). Name one of them, or add it to i18n.locales.` }]);
}

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
export const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
export const THEME = 'docusaurus-theme-classic';

/** A plugin's translations in a locale's folder: `docusaurus-plugin-content-docs/`, or `docusaurus-plugin-content-docs-<id>/` for another instance than the default. */
export function pluginTranslations(localeDir: string, plugin: string, id = 'default', ...sub: string[]): string {
  return path.join(localeDir, id === 'default' ? plugin : `${plugin}-${id}`, ...sub);
}

/** A docs version's translations folder and file name: `current`, or `version-<name>` for a released one. */
export function versionFolder(version: string): string {
  return version === 'current' ? 'current' : `version-${version}`;
}
