/**
 * `@docusaurus/theme-common`'s context-free parts as its server render gives them, for the
 * components MDX imports and draws at build time (a theme package's, such as
 * docusaurus-theme-openapi-docs's tabs, which destructure `useStorageSlot(key)` and check their
 * values with `duplicates`). Their behaviour is the package's (Docusaurus 3.10, MIT): on the server
 * a storage slot holds no value and refuses to be used, the window's size is `'ssr'`, effects do
 * not run. Each missing one was a stand-in, which a component that destructures it cannot use.
 */
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { runtime } from './runtime.ts';

/** The values of `arr` that an earlier value equals (by `comparator`). */
function duplicates<T>(arr: T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return arr.filter((v, vIndex) => arr.findIndex((u) => comparator(u, v)) !== vIndex);
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

/** A stable callback calling the latest `callback` (on the server no effect runs, so the first). */
function useEvent<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const ref = useRef(callback);
  return useCallback((...args: A) => ref.current(...args), []);
}

/** The value of the last render: none on the server, where a component renders once. */
function usePrevious<T>(_value: T): T | undefined {
  return useRef<T | undefined>(undefined).current;
}

interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: unknown) => void): () => void;
}

const NOOP_SLOT: StorageSlot = { get: () => null, set: () => undefined, del: () => undefined, listen: () => () => undefined };

/** A slot of the browser's storage as the server render has it: using it is an error there, as in Docusaurus. */
function createStorageSlot(key: string): StorageSlot {
  const refuse = () => {
    throw new Error(`Illegal storage API usage for storage key "${key}".\nDocusaurus storage APIs are not supposed to be called on the server-rendering process.\nPlease only call storage APIs in effects and event handlers.`);
  };
  return { get: refuse, set: refuse, del: refuse, listen: refuse };
}

/** `[value, slot]`: on the server no value (null), and the slot (the no-op one when `key` is null). */
function useStorageSlot(key: string | null): [string | null, StorageSlot] {
  const [slot] = useState(() => (key === null ? NOOP_SLOT : createStorageSlot(key)));
  const value = useSyncExternalStore(() => () => undefined, () => null, () => null);
  return [value, slot];
}

const useWindowSize = () => 'ssr' as const;
const useThemeConfig = () => (runtime().siteConfig.themeConfig ?? {}) as Record<string, unknown>;

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

/** What `@docusaurus/theme-common` gives MDX code beyond the colour mode and Prism theme (theme.tsx). */
export const THEME_COMMON_UTILS: Record<string, unknown> = { duplicates, uniq, groupBy, ReactContextError, useEvent, usePrevious, createStorageSlot, useStorageSlot, useWindowSize, useThemeConfig, ThemeClassNames };
