/**
 * Prefetches a same-site page's HTML when its link is hovered, touched or scrolled into view,
 * each URL once, and never on 2G or data-saver connections.
 */
import { internalTarget, isSamePage, pageKey } from './links.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export interface FetchedPage {
  status: number;
  html: string;
}

/** Bodies are read at once: an unread response would hold its connection open. */
const cache = new Map<string, Promise<FetchedPage>>();

function load(url: URL, init: RequestInit = {}): Promise<FetchedPage> {
  return fetch(url.href, { credentials: 'same-origin', ...init }).then(async (r) => ({ status: r.status, html: await r.text() }));
}

export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}

/** The page, from the prefetch cache when there is one. */
export function fetchPage(url: URL): Promise<FetchedPage> {
  const key = pageKey(url);
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    return cached;
  }
  return load(url);
}

export function prefetch(url: URL): void {
  const key = pageKey(url);
  if (cache.has(key) || isSamePage(url) || !canPrefetch()) return;
  const request = load(url, { priority: 'low' } as RequestInit);
  // A failed prefetch is forgotten, so a click fetches again.
  request.catch(() => cache.delete(key));
  cache.set(key, request);
}

function onIntent(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.('a');
  const url = anchor && internalTarget(anchor);
  if (url) prefetch(url);
}

let observer: IntersectionObserver | undefined;
const seen = new WeakSet<Element>();

/** Watches the links in `root` and prefetches those that come into view, in idle moments only. */
export function observeLinks(root: ParentNode): void {
  if (!canPrefetch() || !('IntersectionObserver' in window)) return;
  const pending = new Set<URL>();
  let scheduled = false;
  const schedule = () => {
    scheduled = true;
    (window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 50)))(flush);
  };
  // Starting requests costs the main thread (a sidebar's worth took 40-70 ms in one task on a
  // 4x-slowed CPU), so what is left when the idle moment ends waits for the next one.
  const flush = (deadline?: IdleDeadline) => {
    scheduled = false;
    for (const url of pending) {
      pending.delete(url);
      prefetch(url);
      if (deadline && deadline.timeRemaining() <= 0) break;
    }
    if (pending.size) schedule();
  };
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      const url = internalTarget(entry.target as HTMLAnchorElement);
      if (url) pending.add(url);
    }
    if (pending.size && !scheduled) schedule();
  });
  for (const anchor of root.querySelectorAll('a[href]')) {
    if (seen.has(anchor)) continue;
    seen.add(anchor);
    observer.observe(anchor);
  }
}

export function startPrefetching(): void {
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  observeLinks(document);
}
