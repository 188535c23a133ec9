/**
 * A page in each of the site's locales: its route under each locale's `url` and `baseUrl`, as
 * Docusaurus lays locales out (every locale has the same routes). The page heads' hreflang links,
 * the sitemap's and the locale dropdown all name them so.
 */
import { absoluteHref, href } from './url.ts';

export interface LocaleSiteRef {
  locale: string;
  htmlLang: string;
  url: string;
  baseUrl: string;
  isDefault: boolean;
}

/** `hreflang` and absolute URL of `route` in every locale, then `x-default`: the default locale's. */
export function localeAlternates(locales: LocaleSiteRef[], route: string, trailingSlash: boolean | undefined): { hrefLang: string; href: string }[] {
  const urls = locales.map((l) => ({ hrefLang: l.htmlLang, href: absoluteHref(route, { url: l.url, baseUrl: l.baseUrl, trailingSlash }) }));
  const fallback = locales.findIndex((l) => l.isDefault);
  return fallback < 0 ? urls : [...urls, { hrefLang: 'x-default', href: urls[fallback].href }];
}

/** The href of `route` in `locale` from a page of `from`: a path on the same origin, else the absolute URL. */
export function localeHref(locale: LocaleSiteRef, from: Pick<LocaleSiteRef, 'url'> | undefined, route: string, trailingSlash: boolean | undefined): string {
  const site = { url: locale.url, baseUrl: locale.baseUrl, trailingSlash };
  return from && from.url === locale.url ? href(route, site) : absoluteHref(route, site);
}
