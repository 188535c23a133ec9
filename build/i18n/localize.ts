/**
 * One locale's view of the site: the config served at the locale's `url` and `baseUrl`, and what
 * its pages say about the locale and the site's others (`<html lang>`, `dir`, alternates, the
 * locale dropdown). The config is loaded once; each locale is a plain function of it.
 */
import type { LocaleView } from '../../site/types.ts';
import type { LoadedConfig } from '../config.ts';
import type { SiteLocale } from './locales.ts';
import { codeTranslations } from './translations.ts';

export interface LocaleSite {
  locale: SiteLocale;
  /** The config as this locale serves it. */
  loaded: LoadedConfig;
  /** What its pages know of it and of the site's other locales. */
  view: LocaleView;
}

/** One locale of the site, its translation files read; a malformed one is a BuildError naming it. */
export function localizeSite(loaded: LoadedConfig, locale: SiteLocale, all: SiteLocale[]): LocaleSite {
  const messages = codeTranslations(locale.dir);
  return {
    locale,
    loaded: { ...loaded, config: { ...loaded.config, url: locale.url, baseUrl: locale.baseUrl } },
    view: {
      locale: locale.locale,
      htmlLang: locale.htmlLang,
      direction: locale.direction,
      all: all.map((l) => ({ locale: l.locale, label: l.label, htmlLang: l.htmlLang, url: l.url, baseUrl: l.baseUrl, isDefault: l.isDefault })),
      messages,
    },
  };
}
