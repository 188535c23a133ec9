/**
 * Hooks of `@docusaurus/theme-common/internal` that swizzled components call beyond the navbar's
 * and the code block's (theme-common-internal.ts), as Docusaurus's own (MIT) answer them:
 * `sanitizeTabsChildren` and `useScrollPositionBlocker` (3.10's tabsUtils and scrollUtils: a
 * swizzled Tabs keeps the tab clicked where it was on the screen), `useAlternatePageUtils` (the page's URL in another locale), `useSearchQueryString` (historyUtils'
 * `useQueryString('q')`: empty on the server and while hydrating, the URL's once hydrated, which its
 * setter changes without a reload), and `useKeyboardNavigation` (3.6, removed in 3.7: the body's
 * `navigation-with-keyboard` class while the keyboard moves the focus).
 */
import { Children, useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/** Docusaurus's `i18n.localeConfigs` entry of a locale, what these hooks read of it: where its pages are served. */
export interface LocaleUrls {
  url: string;
  baseUrl: string;
}

/** What these hooks read of the page's side: its site config (its `baseUrl` the current locale's), locale and pathname. */
export interface InternalHooksContext {
  useDocusaurusContext(): { siteConfig: Record<string, unknown>; i18n: { currentLocale: string; localeConfigs?: Record<string, LocaleUrls> } };
  /** The page's pathname, with the base URL. */
  usePathname(): string;
}

/** @docusaurus/utils-common's applyTrailingSlash: the site root and the base URL keep theirs; removeTrailingSlash takes one slash off. */
function applyTrailingSlash(path: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (path.startsWith('#') || trailingSlash === undefined) return path;
  const [pathname] = path.split(/[#?]/);
  if (pathname === '/' || pathname === baseUrl) return path;
  const changed = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return path.replace(pathname, changed);
}

const queryListeners = new Set<() => void>();

/** A change of the URL's query string, by this module's setter or the browser's back and forward. */
function subscribeToQuery(listener: () => void): () => void {
  queryListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    queryListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function internalHooks(hooks: InternalHooksContext): Record<string, unknown> {
  // 3.10's useAlternatePageUtils: the site config's baseUrl is the current locale's, which comes off the canonical pathname; each locale's own url and baseUrl go before what is left.
  const useAlternatePageUtils = () => {
    const { siteConfig, i18n } = hooks.useDocusaurusContext();
    const baseUrl = String(siteConfig.baseUrl ?? '/');
    const suffix = applyTrailingSlash(hooks.usePathname(), siteConfig.trailingSlash as boolean | undefined, baseUrl).replace(baseUrl, '');
    const createUrl = ({ locale, fullyQualified }: { locale: string; fullyQualified: boolean }) => {
      const config = i18n.localeConfigs?.[locale];
      if (!config) throw new Error(`useAlternatePageUtils: "${locale}" is not a locale of this site (${Object.keys(i18n.localeConfigs ?? {}).join(', ')}). Ask for one of i18n.locales.`);
      return `${fullyQualified ? config.url : ''}${config.baseUrl}${suffix}`;
    };
    return { createUrl };
  };
  const useSearchQueryString = () => {
    const search = useSyncExternalStore(subscribeToQuery, () => window.location.search, () => '');
    const value = new URLSearchParams(search).get('q') ?? '';
    const update = useCallback((newValue: string | null, options?: { push?: boolean }) => {
      const params = new URLSearchParams(window.location.search);
      if (newValue) params.set('q', newValue);
      else params.delete('q');
      const query = params.toString();
      window.history[options?.push ? 'pushState' : 'replaceState'](window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
      for (const listener of queryListeners) listener();
    }, []);
    return [value, update] as const;
  };
  return {
    sanitizeTabsChildren: (children: ReactNode) => Children.toArray(children).filter((child) => child !== '\n'),
    useScrollPositionBlocker,
    useAlternatePageUtils,
    useSearchQueryString,
    useKeyboardNavigation,
    keyboardFocusedClassName: KEYBOARD_FOCUSED,
  };
}

/** scrollUtils' blocker: the element clicked stays where it was on the screen after the next render (the tab list above a taller or shorter panel). */
function useScrollPositionBlocker() {
  const saved = useRef<{ element: Element; top: number } | undefined>(undefined);
  const blockElementScrollPositionUntilNextRender = useCallback((element: Element) => {
    saved.current = { element, top: element.getBoundingClientRect().top };
  }, []);
  // No layout on the server: the effect runs in the browser only (useIsomorphicLayoutEffect there).
  (typeof window === 'undefined' ? useEffect : useLayoutEffect)(() => {
    queueMicrotask(() => {
      const last = saved.current;
      saved.current = undefined;
      const moved = last && last.element.getBoundingClientRect().top - last.top;
      if (moved) window.scrollBy({ left: 0, top: moved });
    });
  });
  return { blockElementScrollPositionUntilNextRender };
}

const KEYBOARD_FOCUSED = 'navigation-with-keyboard';

/** 3.6's useKeyboardNavigation: the class on the body after Tab, off after a mouse press. */
function useKeyboardNavigation(): void {
  useEffect(() => {
    const handle = (event: Event) => {
      if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Tab') document.body.classList.add(KEYBOARD_FOCUSED);
      if (event.type === 'mousedown') document.body.classList.remove(KEYBOARD_FOCUSED);
    };
    document.addEventListener('keydown', handle);
    document.addEventListener('mousedown', handle);
    return () => {
      document.body.classList.remove(KEYBOARD_FOCUSED);
      document.removeEventListener('keydown', handle);
      document.removeEventListener('mousedown', handle);
    };
  }, []);
}
