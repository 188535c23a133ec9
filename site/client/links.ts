/**
 * Which links the client may prefetch and follow itself: pages of this site, under its base URL
 * (`<html data-base-url>`); everything else stays a plain page load.
 */
import { normalizePathname } from '../../shared/pathname.ts';
import { routeOf } from '../../shared/url.ts';

export function pageKey(url: URL): string {
  return url.origin + normalizePathname(url.pathname) + url.search;
}

/** A same-site page link that a plain click would open in this tab. */
export function internalTarget(anchor: HTMLAnchorElement): URL | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || anchor.dataset.noroute !== undefined) return undefined;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (routeOf(url.pathname, document.documentElement.dataset.baseUrl ?? '/') === undefined) return undefined;
  if (/\.(md|xml|json|txt|png|jpe?g|svg|ico|pdf|zip)$/i.test(url.pathname)) return undefined;
  return url;
}

export function isSamePage(url: URL): boolean {
  return pageKey(url) === pageKey(new URL(location.href));
}
