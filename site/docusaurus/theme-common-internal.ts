/**
 * `@docusaurus/theme-common/internal` as a site's swizzled components import it: everything of
 * `@docusaurus/theme-common` (the package re-exports it there), the code-block helpers
 * (code-block-utils.ts), and what swizzled navbars, layouts and blog parts of corpus sites call
 * (kuizuo-blog, supertokens, apify, dyte, pan.dev: `useNavbarMobileSidebar` in four,
 * `splitNavbarItems` and `isSamePath` in three, the layout's providers, `useDateTimeFormat`...), as
 * Docusaurus 3.10's server render answers them (MIT): a swizzled navbar drawn by a React page shows
 * its closed mobile drawer and no secondary menu, as on the server; this build's own navbar and
 * drawer are what the pages' chrome uses. Also what a swizzled Tabs calls (`sanitizeTabsChildren`,
 * `useScrollPositionBlocker`: cartesi's ApiTabs), a breadcrumb's `useHomePageRoute`, a locale
 * menu's `useAlternatePageUtils`, a search page's `useSearchQueryString` (read after hydration, as
 * there), and 3.6's `useKeyboardNavigation` (internal-hooks.ts).
 */
import { createContext, createElement, Fragment, type ReactNode } from 'react';
import { internalHooks } from './internal-hooks.ts';
import * as codeBlock from './code-block-utils.ts';
import type { ThemeCommonHooks } from './theme-common.ts';
import { blogPostHooks, type BlogPostContext, type BlogPostValue } from './blog-post-context.ts';

export interface ThemeCommonInternalHooks extends ThemeCommonHooks {
  /** The page's pathname, with the base URL. */
  usePathname(): string;
  /** The runtime's context of the post a blog component draws (blog-post-context.ts); MDX's components (build/markdown/mdx/theme.tsx) have one of their own. */
  BlogPostContext?: BlogPostContext;
}

/** A provider of the classic theme's state: its children, as this build keeps that state its own way. */
const provider = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);

/** `[left, right]`: items without a position are on the left. */
function splitNavbarItems<T extends { position?: 'left' | 'right' }>(items: T[]): [T[], T[]] {
  const isLeft = (item: T) => (item.position ?? 'left') === 'left';
  return [items.filter(isLeft), items.filter((item) => !isLeft(item))];
}

/** Whether two pathnames are one page: a trailing slash and letter case aside. */
function isSamePath(path1: string | undefined, path2: string | undefined): boolean {
  const normalize = (pathname: string | undefined) => (!pathname || pathname.endsWith('/') ? pathname : `${pathname}/`)?.toLowerCase();
  return normalize(path1) === normalize(path2);
}

interface TOCItem {
  value: string;
  id: string;
  level: number;
}

interface TOCTreeNode extends TOCItem {
  children: TOCTreeNode[];
}

/** A flat table of contents as a tree: each heading under the last one above it of a lower level. */
function treeifyTOC(toc: readonly TOCItem[]): TOCTreeNode[] {
  const nodes: TOCTreeNode[] = toc.map((item) => ({ ...item, children: [] }));
  const parents: (TOCTreeNode | undefined)[] = Array(7).fill(undefined);
  const roots: TOCTreeNode[] = [];
  for (const node of nodes) {
    const parent = parents.slice(2, node.level).reverse().find(Boolean);
    if (parent) parent.children.push(node);
    else roots.push(node);
    parents[node.level] = node;
    parents.fill(undefined, node.level + 1);
  }
  return roots;
}

/** The tree without headings outside the levels; a heading left out gives its kept children to its parent. */
function filterTOC(nodes: readonly TOCTreeNode[], min: number, max: number): TOCTreeNode[] {
  return nodes.flatMap((node) => {
    const children = filterTOC(node.children, min, max);
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}

/** `common` is `@docusaurus/theme-common` as the caller provides it (theme-common.ts): taken, not built here, so that this module's own code stays small enough to load apart (lazy-modules.ts). */
export function themeCommonInternal(hooks: ThemeCommonInternalHooks, common: Record<string, unknown>): Record<string, unknown> {
  const useDateTimeFormat = (options: Intl.DateTimeFormatOptions = {}) => {
    const { i18n } = hooks.useDocusaurusContext() as { i18n: { currentLocale: string; localeConfigs?: Record<string, { calendar?: string }> } };
    return new Intl.DateTimeFormat(i18n.currentLocale, { calendar: i18n.localeConfigs?.[i18n.currentLocale]?.calendar, ...options });
  };
  const useNavbarMobileSidebar = () => ({ disabled: false, shouldRender: hooks.useWindowSize() === 'mobile', toggle: () => undefined, shown: false });
  const useLocalPathname = () => {
    const pathname = hooks.usePathname();
    const base = (hooks.useDocusaurusContext().siteConfig as { baseUrl?: string }).baseUrl ?? '/';
    return pathname.startsWith(base) ? pathname.replace(base, '/') : pathname;
  };
  return {
    ...common,
    ...codeBlock,
    ColorModeProvider: provider,
    AnnouncementBarProvider: provider,
    ScrollControllerProvider: provider,
    NavbarProvider: provider,
    PluginHtmlClassNameProvider: provider,
    TitleFormatterProvider: provider,
    useNavbarMobileSidebar,
    useNavbarSecondaryMenu: () => ({ shown: false, hide: () => undefined, content: undefined }),
    useHideableNavbar: () => ({ navbarRef: () => undefined, isNavbarVisible: true }),
    useLockBodyScroll: () => undefined,
    useAnnouncementBar: () => ({ isActive: false, close: () => undefined }),
    useScrollPosition: () => undefined,
    useTOCHighlight: () => undefined,
    useLocationChange: () => undefined,
    splitNavbarItems,
    isSamePath,
    useLocalPathname,
    useDateTimeFormat,
    ...internalHooks(hooks),
    ...blogPostHooks(hooks.BlogPostContext ?? createContext<BlogPostValue | null>(null)),
    useTreeifiedTOC: (toc: TOCItem[]) => treeifyTOC(toc),
    useFilteredAndTreeifiedTOC: ({ toc, minHeadingLevel, maxHeadingLevel }: { toc: TOCItem[]; minHeadingLevel: number; maxHeadingLevel: number }) => filterTOC(treeifyTOC(toc), minHeadingLevel, maxHeadingLevel),
  };
}
