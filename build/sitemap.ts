/** `sitemap.xml`: every page a search engine should know. */
import type { SiteConfig } from '../site/config-types.ts';
import { absoluteHref } from '../shared/url.ts';
import { localeAlternates, type LocaleSiteRef } from '../shared/locale-alternates.ts';
import type { Route } from './routes/index.ts';
import { escapeXml } from './xml.ts';

/** Not the 404 page, not unlisted (noindex) pages; with several locales, each page names itself in every one (and `x-default`). */
export function sitemap(config: SiteConfig, routes: Route[], locales: LocaleSiteRef[] = []): string {
  const alternates = (path: string) =>
    locales.length < 2
      ? ''
      : localeAlternates(locales, path, config.trailingSlash)
          .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hrefLang)}" href="${escapeXml(a.href)}"/>`)
          .join('');
  const urls = routes
    .filter((r) => r.file !== '404.html' && !r.props.head.noindex)
    .map((r) => `<url><loc>${escapeXml(absoluteHref(r.path, config))}</loc>${alternates(r.path)}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${locales.length < 2 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'}>
${urls}
</urlset>
`;
}
