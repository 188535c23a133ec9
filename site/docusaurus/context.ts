/**
 * What Docusaurus's APIs read while a site's own React page renders: the page's data (the same
 * plain object on the server and, for a hydrated page, in the browser, so both render the same
 * markup) and, on the server only, a recorder that takes what the page says about itself (its
 * Layout props, its Head tags, its links, what it needs the browser for).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { CONFIG_ON_READ } from './config-on-read.ts';
import { DOCS_PLUGIN, type DocsGlobalData } from './docs-client.ts';
import type { LocaleConfig } from '../locale-view.ts';

/** A code block as the build drew it (site/docusaurus/code-block.tsx): its outer element's classes and language, and its inner HTML. */
export interface CodeBlockPart {
  className: string;
  language: string;
  html: string;
}

export interface PageData {
  /** The site config as `useDocusaurusContext().siteConfig` gives it: plain data. */
  siteConfig: SiteConfigData;
  /** The page's route (`/`, `/help`). */
  route: string;
  /** The colour mode a page shows before the browser says otherwise. */
  defaultMode: 'light' | 'dark';
  /** Messages by id for `Translate`/`translate`; a message without one shows its default. */
  codeTranslations?: Record<string, string>;
  /** The locale the page is built in; the default locale without. */
  currentLocale?: string;
  /** Every locale of the site by name, as `useDocusaurusContext().i18n.localeConfigs`; none without. */
  localeConfigs?: Record<string, LocaleConfig>;
  /** Its code blocks as the build drew them, by `codeBlockKey`, for a hydrated page's browser render. */
  codeBlocks?: Record<string, CodeBlockPart>;
  /** The props of the page's component: the data of a route a site's plugin adds. */
  props?: Record<string, unknown>;
  /** The modules of `props` that several routes share, left out of a hydrated page's data: each is its own JSON file, fetched and put in place before the page hydrates (shared-props.ts). */
  sharedProps?: SharedProp[];
  /** A theme component rather than a route's (the navbar's swizzled logo): rendered with `props` alone, without react-router's. */
  component?: boolean;
  /** What the site's plugins gave `setGlobalData`, by plugin name and instance id (`useGlobalData`); in a hydrated page's data only the plugins its render read. */
  globalData?: Record<string, Record<string, unknown>>;
  /** The docs plugin's global data, by instance id (`@docusaurus/plugin-content-docs/client`); in a hydrated page's data only when its render read it. */
  docs?: Record<string, DocsGlobalData>;
  /** The JSON files Docusaurus generates that a page may import, by name under `.docusaurus/` (generated.ts); in a hydrated page's data only those its code imported. */
  generated?: Record<string, unknown>;
}

/** A module of a page's props that is a file of its own: where it goes in the props (keys, and indexes of arrays) and the file's URL. */
export interface SharedProp {
  at: string[];
  url: string;
}

export interface SiteConfigData extends Record<string, unknown> {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
  i18n: { defaultLocale: string; locales: string[] };
}

/** The props of `@theme/Layout` that this build honours. */
export interface LayoutProps {
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

/** Takes, during the server render, what the page says about itself; absent in the browser. */
export interface Recorder {
  layout(props: LayoutProps): void;
  head(children: ReactNode): void;
  /** A link the page shows (`to` as written), for the build's link checks. */
  link(target: string): void;
  /** The page needs the browser: `reason` names what (`useState`, `onClick`, `BrowserOnly`). */
  browser(reason: string): void;
  redirect(to: string): void;
  /** A code block the build drew (site/docusaurus/code-block.tsx). */
  codeBlock(key: string, part: CodeBlockPart): void;
  /** The page read the docs plugin's data, which its hydration then needs too. */
  docs(): void;
  /** The page read `key` of the site config, one of `CONFIG_ON_READ`, which its hydration then needs too. */
  config(key: string): void;
  /** The page read the global data of the plugin `name` (not the docs plugin's: `docs`), which its hydration then needs too. */
  globalData(name: string): void;
  /** The page read `i18n.localeConfigs` of the context, which its hydration then needs too. */
  localeConfigs(): void;
  /** The page's code imported the generated file `name` (generated.ts), which its hydration then needs too. */
  generated(name: string): void;
}

const watchedData = new WeakMap<Recorder, PageData>();

/** `data` whose site config tells `recorder` when the page reads one of `CONFIG_ON_READ` (a spread of it too); the same object for each render of one recorder, as a page's renders compare it. */
export function withWatchedConfig(data: PageData, recorder: Recorder): PageData {
  const kept = watchedData.get(recorder);
  if (kept) return kept;
  const siteConfig = { ...data.siteConfig };
  for (const key of CONFIG_ON_READ) {
    if (!(key in siteConfig)) continue;
    const value = siteConfig[key];
    Object.defineProperty(siteConfig, key, { enumerable: true, get: () => (recorder.config(key), value) });
  }
  const watched = { ...data, siteConfig };
  watchedData.set(recorder, watched);
  return watched;
}

export const PageDataContext = createContext<PageData | undefined>(undefined);
export const RecorderContext = createContext<Recorder | undefined>(undefined);
/** True once the page has hydrated in the browser (Docusaurus's `useIsBrowser`). */
export const BrowserContext = createContext(false);

export function usePageData(): PageData {
  const data = useContext(PageDataContext);
  if (!data) throw new Error("a Docusaurus API was used outside a site's React page");
  return data;
}

export const useRecorder = () => useContext(RecorderContext);

/**
 * The global data of the site's own plugins, and the docs plugin's, whose reading the recorder is
 * told of, plugin by plugin: a hydrated page's data holds a plugin's only when its render read it (a
 * site's blog plugin that sets every post as global data gave each of kuizuo-blog's React pages 97 KB).
 */
function watchedGlobalData(globalData: Record<string, Record<string, unknown>>, docs: PageData['docs'], recorder: Recorder | undefined): Record<string, Record<string, unknown>> {
  const all = docs ? { ...globalData, [DOCS_PLUGIN]: docs } : globalData;
  if (!recorder) return all;
  const watched = {};
  for (const [name, value] of Object.entries(all)) Object.defineProperty(watched, name, { enumerable: true, get: () => (name === DOCS_PLUGIN && docs ? recorder.docs() : recorder.globalData(name), value) });
  return watched;
}

/**
 * The context with an `i18n` that tells the recorder when it is read: a hydrated page's data holds
 * every locale's config (about 170 bytes a locale) only when its render took `i18n`. Taking `i18n`
 * is what counts, not reading its `localeConfigs` during the render: a component that takes it may
 * read them later, in an effect or a handler (a locale picker's onClick), where the browser's data
 * must have them too.
 */
function watchedI18n<T extends { i18n: unknown }>(context: T, recorder: Recorder | undefined): T {
  if (!recorder) return context;
  const { i18n } = context;
  return Object.defineProperty(context, 'i18n', { enumerable: true, get: () => (recorder.localeConfigs(), i18n) });
}

/** `useDocusaurusContext()`: the site config, the locale, the global data of the site's own plugins and of the docs plugin. */
export function useDocusaurusContext() {
  const { siteConfig, codeTranslations, currentLocale, localeConfigs, globalData, docs } = usePageData();
  const { defaultLocale, locales } = siteConfig.i18n;
  const recorder = useRecorder();
  return watchedI18n({
    siteConfig,
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: watchedGlobalData(globalData ?? {}, docs, recorder),
    i18n: { defaultLocale, locales, currentLocale: currentLocale ?? defaultLocale, localeConfigs: localeConfigs ?? {}, path: 'i18n' },
    codeTranslations: codeTranslations ?? {},
  }, recorder);
}

export const useThemeConfig = () => usePageData().siteConfig.themeConfig;

/** `@docusaurus/useGlobalData`, as Docusaurus's client gives it: the data of every plugin, of one plugin's instances, of one instance. */
export const useGlobalData = () => useDocusaurusContext().globalData;

export function useAllPluginInstancesData(name: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const data = useGlobalData()[name];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${name}" plugin.`);
  return data;
}

export function usePluginData(name: string, id = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(name)?.[id];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${name}" plugin with id "${id}".`);
  return data;
}
