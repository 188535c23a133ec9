/** `sitemap.xml`: every page a search engine should know. */
import type { SiteConfig } from '../site/config-types.ts';
import { absoluteHref } from '../shared/url.ts';
import type { Route } from './routes/index.ts';
import { escapeXml } from './xml.ts';

/** Not the 404 page, not unlisted (noindex) pages. */
export function sitemap(config: SiteConfig, routes: Route[]): string {
  const urls = routes
    .filter((r) => r.file !== '404.html' && !r.props.head.noindex)
    .map((r) => `<url><loc>${escapeXml(absoluteHref(r.path, config))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}
