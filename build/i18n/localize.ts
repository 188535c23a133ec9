/**
 * One locale's view of the site: the config served at the locale's `url` and `baseUrl`, and what
 * its pages say about the locale and the site's others (`<html lang>`, `dir`, alternates, the
 * locale dropdown). The config is loaded once; each locale is a plain function of it.
 */
import { existsSync } from 'node:fs';
import type { LocaleView } from '../../site/locale-view.ts';
import type { LoadedConfig } from '../config.ts';
import type { Messages } from '../../shared/translate.ts';
import { translateBlog, translateFooter, translateNavbar, translateThemeConfig } from './apply-translations.ts';
import { BLOG_PLUGIN, DOCS_PLUGIN, pluginTranslations, THEME, versionFolder, type SiteLocale } from './locales.ts';
import { themeMessages } from './theme-messages.ts';
import { codeTranslations, readTranslations } from './translations.ts';

export interface LocaleSite {
  locale: SiteLocale;
  /** The config as this locale serves it. */
  loaded: LoadedConfig;
  /** What its pages know of it and of the site's other locales. */
  view: LocaleView;
  /** Each docs version's sidebar labels in this locale (its `current.json` or `version-X.json`), keyed `<docs plugin id>/<version name>`. */
  sidebarMessages: Map<string, Messages>;
}

/** One locale of the site, its translation files read; a malformed one is a BuildError naming it. */
export function localizeSite(loaded: LoadedConfig, locale: SiteLocale, all: SiteLocale[]): LocaleSite {
  // The site's own messages win over the interface strings Docusaurus ships.
  // Under them, the English strings of the site's own Docusaurus where they differ from 3.10's.
  const messages = { ...loaded.config.themeStrings, ...themeMessages(locale.locale), ...codeTranslations(locale.dir) };
  const theme = (file: string) => readTranslations(pluginTranslations(locale.dir, THEME, undefined, file));
  const { config } = loaded;
  const sidebarMessages = new Map(loaded.versions.map((v) => [`${v.pluginId}/${v.name}`, readTranslations(pluginTranslations(locale.dir, DOCS_PLUGIN, v.pluginId, `${versionFolder(v.name)}.json`))]));
  const versions = loaded.versions.map((v) => ({ ...v, label: sidebarMessages.get(`${v.pluginId}/${v.name}`)!['version.label'] ?? v.label }));
  // Each blog instance's title, description and sidebar title, from its own folder's options.json.
  const blogPlugins = loaded.blogPlugins.map((blog) => ({ ...translateBlog(blog, readTranslations(pluginTranslations(locale.dir, BLOG_PLUGIN, blog.id, 'options.json'))), id: blog.id }));
  return {
    locale,
    loaded: {
      ...loaded,
      versions,
      blogPlugins,
      siteConfigData: { ...loaded.siteConfigData, url: locale.url, baseUrl: locale.baseUrl, themeConfig: translateThemeConfig(loaded.siteConfigData.themeConfig, theme('navbar.json'), theme('footer.json')) },
      config: {
        ...config,
        url: locale.url,
        baseUrl: locale.baseUrl,
        navbar: translateNavbar(config.navbar, theme('navbar.json')),
        footer: translateFooter(config.footer, theme('footer.json')),
        // `config.blog` is the first instance (config.ts).
        blog: blogPlugins[0] ?? config.blog,
      },
    },
    sidebarMessages,
    view: {
      locale: locale.locale,
      htmlLang: locale.htmlLang,
      direction: locale.direction,
      calendar: locale.calendar,
      all: all.map((l) => ({ locale: l.locale, label: l.label, htmlLang: l.htmlLang, url: l.url, baseUrl: l.baseUrl, isDefault: l.isDefault })),
      localeConfigs: Object.fromEntries(all.map((l) => [l.locale, { label: l.label, direction: l.direction, htmlLang: l.htmlLang, calendar: l.calendar, path: l.path, translate: existsSync(l.dir), url: l.url, baseUrl: l.baseUrl }])),
      messages,
    },
  };
}
