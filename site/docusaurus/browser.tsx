/**
 * Docusaurus's APIs that only the browser can answer: `useIsBrowser`, `BrowserOnly`,
 * `useColorMode`, `useWindowSize`, `ExecutionEnvironment`. On the server they answer as
 * Docusaurus's server render does (not a browser, the default colour mode, no window), and tell
 * the recorder that the page needs the browser, so that the build hydrates it; in the browser
 * they answer for real once the page has hydrated (the first render matches the server's).
 */
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { THEME_KEY } from '../../shared/storage-keys.ts';
import { writeStorage } from '../islands/storage.ts';
import { BROWSER_ONLY_REASON } from './config-on-read.ts';
import { BrowserContext, usePageData, useRecorder } from './context.ts';

/** Makes `useIsBrowser` true once the page's first render has been hydrated. */
export function BrowserProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <BrowserContext value={hydrated}>{children}</BrowserContext>;
}

export function useIsBrowser(): boolean {
  useRecorder()?.browser(BROWSER_ONLY_REASON);
  return useContext(BrowserContext);
}

export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const inBrowser = useIsBrowser();
  return inBrowser && typeof children === 'function' ? <>{children()}</> : (fallback ?? null);
}

type Mode = 'light' | 'dark';

const shownMode = (): Mode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** The colour mode on screen; follows the site's toggle, and `setColorMode` sets it (and remembers it) as the toggle does. */
export function useColorMode(): { colorMode: Mode; setColorMode: (mode: Mode) => void; isDarkTheme: boolean } {
  useRecorder()?.browser('useColorMode');
  const { defaultMode } = usePageData();
  const [colorMode, setMode] = useState<Mode>(defaultMode);
  useEffect(() => {
    setMode(shownMode());
    const observer = new MutationObserver(() => setMode(shownMode()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const setColorMode = (mode: Mode) => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.dataset.themeChoice = mode;
    writeStorage(THEME_KEY, mode);
  };
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/** Infima's breakpoint, as Docusaurus's hook: "ssr" until the page has hydrated. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const inBrowser = useIsBrowser();
  const [size, setSize] = useState<'desktop' | 'mobile'>('desktop');
  useEffect(() => {
    const measure = () => setSize(window.innerWidth > 996 ? 'desktop' : 'mobile');
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return inBrowser ? size : 'ssr';
}

const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};
