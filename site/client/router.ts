/**
 * Client-side route changes for plain same-site links: fetch the next page, swap the body and
 * the head's title, description and canonical, update history, move focus and announce the new
 * title, scroll, and hydrate the new page's islands. Any failure falls back to a full page load.
 */
import { addCopyButtons } from './enhance.ts';
import { hydrateIslands, REACT_MODULES, unmountIslands } from './islands.tsx';
import { normalizePathname } from '../../shared/pathname.ts';
import { internalTarget, isSamePage, pageKey } from './links.ts';
import { fetchPage, observeLinks } from './prefetch.ts';
import { startProgress } from './progress.ts';
import { smoothScrollTo } from './scroll.ts';
import { restoreCategories } from './sidebar-state.ts';
import { rememberDocsVersion } from './version.ts';

/** The live code blocks' module's name beside the client's files (build/assets.ts defines it), and what it exports once handed React's modules. */
declare const LIVE_CODE_MODULE: string;
type LiveCodeModule = { default: (react: unknown[]) => typeof import('./live-code.tsx') };

interface HistoryState {
  scrollY?: number;
}

/** Whatever a new page needs once its HTML is in place. */
export function setUpPage(root: ParentNode): Promise<unknown> {
  const hydrated = hydrateIslands(root);
  addCopyButtons(root);
  // Tabs a React page draws get their tab list once it has hydrated: added before, the list is markup the page did not render, React renders the page again, and its new tabs have none (redux-saga's home page).
  if (root.querySelector('.tabs:not([data-enhanced])')) void (root.querySelector('[data-island] .tabs') ? hydrated.catch(() => undefined) : Promise.resolve()).then(() => import('./tabs.ts')).then((tabs) => tabs.enhanceTabs(root));
  observeLinks(root);
  if (root.querySelector('.diagram--client')) void import('./diagrams.ts').then((m) => m.drawDiagrams(root));
  // Live code blocks load their editor (react-live: live-code.tsx, built apart with React left out) on the pages that have one, and start as they near the screen.
  if (root.querySelector('[data-live-code]')) void import(/* @vite-ignore */ LIVE_CODE_MODULE).then((m: LiveCodeModule) => m.default(REACT_MODULES).startLiveCode(root));
  markTocOnScroll(root);
  restoreCategories(root);
  rememberDocsVersion(root);
  return hydrated;
}

/** The table of contents' current-section marking loads with the first scroll of a page that has one. */
function markTocOnScroll(root: ParentNode): void {
  if (!root.querySelector('.toc__link')) return;
  const load = () => void import('./toc-highlight.ts').then((toc) => toc.highlightToc(document));
  if (window.scrollY > 0) load();
  else window.addEventListener('scroll', load, { once: true, passive: true });
}

function announce(text: string): void {
  let region = document.getElementById('route-announcer');
  if (!region) {
    region = document.createElement('div');
    region.id = 'route-announcer';
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
  }
  document.body.append(region);
  region.textContent = text;
}

/** The classes the page gave `<html>` (a Docusaurus site's `docs-wrapper plugin-docs ...`), not those the scripts add (`js`, the keyboard marker). */
const pageClasses = (doc: Document) => [...doc.documentElement.classList].filter((c) => !/^(?:no-js|js|navigation-with-keyboard)$/.test(c));
let shownClasses = pageClasses(document);

function syncHead(next: Document): void {
  document.title = next.title;
  document.documentElement.classList.remove(...shownClasses);
  document.documentElement.classList.add(...(shownClasses = pageClasses(next)));
  // The Markdown twin's link is on docs, posts and Markdown pages only, so it may come or go.
  for (const selector of ['meta[name="description"]', 'link[rel="canonical"]', 'link[type="text/markdown"]', 'meta[property="og:url"]', 'meta[property="og:title"]', 'meta[property="og:description"]']) {
    const incoming = next.head.querySelector(selector);
    document.head.querySelector(selector)?.remove();
    if (incoming) document.head.append(incoming.cloneNode(true));
  }
  // A React page's own `<style>`s (its Head's, on a Docusaurus site) go and come with it.
  document.head.querySelectorAll('style[data-page-style]').forEach((style) => style.remove());
  next.head.querySelectorAll('style[data-page-style]').forEach((style) => document.head.append(style.cloneNode(true)));
}

const stylesheets = (doc: Document) => [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/**
 * Loads the stylesheets the next page links and this one does not (its components' or React page's
 * CSS) before it shows, so that it never shows unstyled; returns what removes those it does not link.
 */
async function loadStylesheets(next: Document): Promise<() => void> {
  const wanted = stylesheets(next).map((link) => link.getAttribute('href'));
  const shown = stylesheets(document);
  const missing = wanted.filter((href) => !shown.some((link) => link.getAttribute('href') === href));
  await Promise.all(
    missing.map(
      (href) =>
        new Promise((done) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href!;
          link.onload = link.onerror = done;
          document.head.append(link);
        }),
    ),
  );
  return () => shown.forEach((link) => wanted.includes(link.getAttribute('href')) || link.remove());
}

/** A new page appears at its place at once; only anchor clicks within a page scroll smoothly. */
function scrollAfterSwap(url: URL, scrollY: number | undefined): void {
  if (scrollY !== undefined) return window.scrollTo({ top: scrollY, behavior: 'instant' });
  const target = url.hash && document.getElementById(decodeURIComponent(url.hash.slice(1)));
  if (target) target.scrollIntoView({ behavior: 'instant' });
  else window.scrollTo({ top: 0, behavior: 'instant' });
}

let current = 0;
/** The page on screen, so a history step within it (a hash change) only scrolls. */
let shownPage = '';

async function navigate(url: URL, mode: 'push' | 'pop', scrollY?: number): Promise<void> {
  const id = ++current;
  const done = startProgress();
  try {
    const { status, html } = await fetchPage(url);
    if (status >= 500) throw new Error(`HTTP ${status}`);
    if (id !== current) return;
    const next = new DOMParser().parseFromString(html, 'text/html');
    if (!next.body.querySelector('#main')) throw new Error('not a page of this site');
    // A page of another locale (its own base URL, language and direction) is loaded whole, so that <html> is its own.
    if (next.documentElement.getAttribute('data-base-url') !== document.documentElement.getAttribute('data-base-url')) throw new Error('a page of another locale');
    const [dropStylesheets] = await Promise.all([loadStylesheets(next), loadPageCode(next)]);
    if (id !== current) return;
    unmountIslands();
    document.body.replaceChildren(...[...next.body.childNodes].map((n) => document.adoptNode(n)));
    dropStylesheets();
    syncHead(next);
    // A page shows under its canonical path (/a/ as /a); the not-found page keeps the address asked for.
    const canonical = status === 404 ? undefined : next.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    const shown = new URL(url.href);
    if (canonical) shown.pathname = new URL(canonical).pathname;
    if (mode === 'push') history.pushState({} satisfies HistoryState, '', shown.href);
    else history.replaceState(history.state, '', shown.href);
    shownPage = pageKey(shown);
    void setUpPage(document);
    scrollAfterSwap(url, scrollY);
    document.getElementById('main')?.focus({ preventScroll: true });
    announce(document.title);
  } catch {
    // Whatever went wrong, the browser's own page load is the safe answer.
    window.location.assign(url.href);
  } finally {
    done();
  }
}

/**
 * The code of the next page's own React page (page-runtime.tsx: the runtime, the page's module and
 * the modules the runtime loads apart for it: build/assets.ts's `preload`), loaded before the page
 * shows, as its stylesheets are: hydration then starts as it is swapped in, and a press on it is
 * not lost while its code loads.
 */
function loadPageCode(next: Document): Promise<unknown> {
  const islands = [...next.querySelectorAll<HTMLElement>('[data-island]')].map((element) => JSON.parse(element.dataset.props ?? '{}') as { runtime?: string; code?: string });
  return Promise.all(
    islands.flatMap((props) => {
      if (!props.runtime || !props.code) return [];
      const runtime = import(/* @vite-ignore */ props.runtime) as Promise<{ preload(props: object): Promise<unknown> }>;
      return [runtime.then((m) => m.preload(props)), import(/* @vite-ignore */ props.code)];
    }),
  );
}

function rememberScroll(): void {
  history.replaceState({ ...(history.state as HistoryState | null), scrollY: window.scrollY } satisfies HistoryState, '');
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a');
  const url = anchor && internalTarget(anchor);
  if (!url) return;
  if (isSamePage(url)) {
    if (!url.hash) return;
    const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) return;
    event.preventDefault();
    rememberScroll();
    history.pushState({}, '', url.href);
    smoothScrollTo(target.getBoundingClientRect().top + window.scrollY - (document.querySelector('.navbar')?.clientHeight ?? 0));
    return;
  }
  event.preventDefault();
  rememberScroll();
  void navigate(url, 'push');
}

function onPopState(): void {
  const url = new URL(location.href);
  const state = history.state as HistoryState | null;
  if (pageKey(url) === shownPage) {
    if (state?.scrollY !== undefined) window.scrollTo({ top: state.scrollY, behavior: 'instant' });
    return;
  }
  void navigate(url, 'pop', state?.scrollY);
}

export function startRouter(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  // The bare path is the canonical one: /a/index.html and /a.html show as /a.
  const bare = normalizePathname(location.pathname);
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const canonicalPath = canonical ? new URL(canonical.href).pathname : bare;
  if (normalizePathname(canonicalPath) === bare && location.pathname !== canonicalPath) {
    history.replaceState(history.state, '', canonicalPath + location.search + location.hash);
  }
  shownPage = pageKey(new URL(location.href));
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
}
