/**
 * `@docusaurus/theme-common` as a site's code imports it, one table for MDX components drawn at
 * build time (build/markdown/mdx/theme.tsx) and for React pages on the server and in the browser
 * (modules.ts): each side gives the hooks that read its own context (the colour mode, the site
 * config, the window), the rest is here. The context-free parts behave as the package's
 * (Docusaurus 3.10, MIT): a theme package's tabs destructure `useStorageSlot(key)` and check their
 * values with `duplicates` (docusaurus-theme-openapi-docs'); on the server a storage slot holds no
 * value and refuses to be used, effects do not run; in the browser it is the browser's storage.
 * Each missing one was a stand-in, which a component that destructures it cannot use.
 */
import { createElement, Fragment, useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { pluralForm } from '../../shared/translate.ts';
import { useRecorder } from './context.ts';

/** What each side answers from its own context. */
export interface ThemeCommonHooks {
  useColorMode(): { colorMode: string; isDarkTheme: boolean; setColorMode(mode: string): void };
  useWindowSize(): 'desktop' | 'mobile' | 'ssr';
  /** The site config (its `themeConfig`) and the locale the page is in. */
  useDocusaurusContext(): { siteConfig: { themeConfig?: Record<string, unknown> }; i18n: { currentLocale: string } };
  /** `@docusaurus/Head` of that side, which PageMetadata fills. */
  Head?: (props: { children?: ReactNode }) => ReactNode;
}

/** The values of `arr` that an earlier value equals (by `comparator`). */
function duplicates<T>(arr: T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return arr.filter((v, vIndex) => arr.findIndex((u) => comparator(u, v)) !== vIndex);
}

/** Whether a string matches a pattern given as text, as a navbar item's `activeBaseRegex` is (3.10's regexpUtils: case-insensitive). */
function isRegexpStringMatch(regexAsString: string | undefined, valueToTest: string | undefined): boolean {
  return regexAsString !== undefined && valueToTest !== undefined && new RegExp(regexAsString, 'gi').test(valueToTest);
}

function uniq<T>(arr: T[]): T[] {
  return Array.from(new Set(arr));
}

function groupBy<T>(items: T[], keySelector: (item: T, index: number) => string): Record<string, T[]> {
  const result: Record<string, T[]> = {};
  items.forEach((item, index) => (result[keySelector(item, index)] ??= []).push(item));
  return result;
}

/** Thrown by a hook used outside its provider; the hook's name is read from the stack, as theme-common does. */
class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? ''} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/** A stable callback calling the latest `callback`: updated after each render in the browser (a hydrated page), as theme-common's; the first on the server, where no effect runs. */
function useEvent<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const ref = useRef(callback);
  useLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: A) => ref.current(...args), []);
}

/** The value of the last render: none on the server, where a component renders once. */
function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: unknown) => void): () => void;
}

const NOOP_SLOT: StorageSlot = { get: () => null, set: () => undefined, del: () => undefined, listen: () => () => undefined };

const canUseStorage = () => typeof window !== 'undefined' && 'localStorage' in window;

/** A slot of the browser's storage: using it on the server is an error, as in Docusaurus; in the browser a change is told to this page's listeners too (a storage event reaches only other pages). */
function createStorageSlot(key: string): StorageSlot {
  if (!canUseStorage()) {
    const refuse = () => {
      throw new Error(`Illegal storage API usage for storage key "${key}".\nDocusaurus storage APIs are not supposed to be called on the server-rendering process.\nPlease only call storage APIs in effects and event handlers.`);
    };
    return { get: refuse, set: refuse, del: refuse, listen: refuse };
  }
  const storage = window.localStorage;
  const tell = (oldValue: string | null, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: storage }));
  return {
    get: () => storage.getItem(key),
    set: (value) => {
      const oldValue = storage.getItem(key);
      storage.setItem(key, value);
      tell(oldValue, value);
    },
    del: () => {
      const oldValue = storage.getItem(key);
      storage.removeItem(key);
      tell(oldValue, null);
    },
    listen: (onChange) => {
      const listener = (event: StorageEvent) => void (event.storageArea === storage && event.key === key && onChange(event));
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** `[value, slot]`: on the server, and in the browser's first render (hydration), no value (null); then the stored one. */
function useStorageSlot(key: string | null): [string | null, StorageSlot] {
  // A React page that reads the storage shows its value only once hydrated (MDX is drawn without a recorder).
  useRecorder()?.browser('useStorageSlot');
  const [slot] = useState(() => (key === null ? NOOP_SLOT : createStorageSlot(key)));
  const value = useSyncExternalStore(slot.listen, () => (canUseStorage() ? slot.get() : null), () => null);
  return [value, slot];
}

type Provider = ComponentType<{ children?: ReactNode }>;

/** One provider of `providers`, each wrapping the next (a swizzled Layout/Provider's). */
const composeProviders =
  (providers: Provider[]): Provider =>
  ({ children }) =>
    createElement(Fragment, null, providers.reduceRight<ReactNode>((element, P) => createElement(P, null, element), children));

/** Its children: an error below it is the build's to report. */
const ErrorCauseBoundary = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);

/** The class names Docusaurus's theme gives its parts, which theme packages reuse (a tabs container, a code block). */
const ThemeClassNames = {
  page: { blogListPage: 'blog-list-page', blogPostPage: 'blog-post-page', blogTagsListPage: 'blog-tags-list-page', blogTagPostListPage: 'blog-tags-post-list-page', blogAuthorsListPage: 'blog-authors-list-page', blogAuthorsPostsPage: 'blog-authors-posts-page', docsDocPage: 'docs-doc-page', docsTagsListPage: 'docs-tags-list-page', docsTagDocListPage: 'docs-tags-doc-list-page', mdxPage: 'mdx-page' },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated', backToTopButton: 'theme-back-to-top-button', codeBlock: 'theme-code-block', admonition: 'theme-admonition', unlistedBanner: 'theme-unlisted-banner', draftBanner: 'theme-draft-banner', admonitionType: (type: string) => `theme-admonition-${type}` },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: { container: 'theme-layout-navbar', containerLeft: 'theme-layout-navbar-left', containerRight: 'theme-layout-navbar-right', mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' } },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
    docCard: { container: 'theme-doc-card-container', heading: 'theme-doc-card-heading', icon: 'theme-doc-card-icon', title: 'theme-doc-card-title', description: 'theme-doc-card-description' },
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
};

/**
 * `@docusaurus/theme-common`, answering from `hooks`. `usePrismTheme` is Docusaurus's: the Prism
 * theme of the colour mode shown, `themeConfig.prism.darkTheme` in dark mode when there is one, else
 * `prism.theme` (a live-code playground styles its editor with it: yoga's). A site that sets neither
 * gets Docusaurus's default, palenight, from prism-react-renderer, which this build does not carry:
 * an empty theme then, so its colours are the page's. `usePluralForm` picks the message of the plural
 * form `count` takes in the page's locale, from messages separated by `|`.
 */
export function themeCommon(hooks: ThemeCommonHooks): Record<string, unknown> {
  const { useColorMode, useWindowSize } = hooks;
  const useThemeConfig = () => (hooks.useDocusaurusContext().siteConfig.themeConfig ?? {}) as Record<string, unknown>;
  const usePrismTheme = (): unknown => {
    const prism = (useThemeConfig().prism ?? {}) as { theme?: unknown; darkTheme?: unknown };
    const { isDarkTheme } = useColorMode();
    return (isDarkTheme && prism.darkTheme) || prism.theme || { plain: {}, styles: [] };
  };
  const usePluralForm = () => {
    const locale = hooks.useDocusaurusContext().i18n.currentLocale;
    return { selectMessage: (count: number, messages: string): string => pluralForm(messages, count, locale) };
  };
  /** The classic theme's PageMetadata (3.10's metadataUtils.tsx): the title as the site formats it, description, keywords and image, in Head. */
  const PageMetadata = ({ title, description, keywords, image, children }: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode }) => {
    const site = hooks.useDocusaurusContext().siteConfig as { title?: string; titleDelimiter?: string; url?: string; baseUrl?: string };
    const Head = hooks.Head;
    if (!Head) return null;
    const trimmed = title?.trim();
    const formatted = !trimmed || trimmed === site.title ? site.title : `${trimmed} ${site.titleDelimiter ?? '|'} ${site.title}`;
    const base = site.baseUrl ?? '/';
    const pageImage = image && (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(image) ? image : new URL(image.startsWith(base) ? image : base + image.replace(/^\//, ''), site.url ?? 'http://localhost').href);
    const tags = [
      title && createElement('title', { key: 'title' }, formatted),
      title && createElement('meta', { key: 'og:title', property: 'og:title', content: formatted }),
      description && createElement('meta', { key: 'description', name: 'description', content: description }),
      description && createElement('meta', { key: 'og:description', property: 'og:description', content: description }),
      keywords && createElement('meta', { key: 'keywords', name: 'keywords', content: Array.isArray(keywords) ? keywords.join(',') : keywords }),
      pageImage && createElement('meta', { key: 'og:image', property: 'og:image', content: pageImage }),
      pageImage && createElement('meta', { key: 'twitter:image', name: 'twitter:image', content: pageImage }),
    ];
    return createElement(Head, null, ...tags, children);
  };
  // routesUtils' hook: public in Docusaurus 2's betas (ts-node's breadcrumbs import it so), internal since. The route at the base URL, as it finds it among the site's routes; this build gives each page its route alone, so the home page is taken to be there.
  const useHomePageRoute = () => {
    const baseUrl = String((hooks.useDocusaurusContext().siteConfig as { baseUrl?: string }).baseUrl ?? '/');
    return useMemo(() => ({ path: baseUrl, exact: true }), [baseUrl]);
  };
  return { PageMetadata, useHomePageRoute, useColorMode, useWindowSize, useThemeConfig, usePrismTheme, usePluralForm, duplicates, uniq, groupBy, isRegexpStringMatch, ReactContextError, useEvent, usePrevious, createStorageSlot, useStorageSlot, ThemeClassNames, composeProviders, ErrorCauseBoundary, SkipToContentFallbackId: '__docusaurus_skipToContent_fallback' };
}
