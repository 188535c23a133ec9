/**
 * `robots.txt`: the site may be crawled; the sitemap says what there is. Crawlers read it only at
 * the root of a host, so a site under a base URL shares that host's file; this one names the site's paths.
 */
import type { SiteConfig } from '../site/config-types.ts';
import { absoluteHref } from '../shared/url.ts';

export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: ${config.baseUrl}\n\nSitemap: ${absoluteHref('/sitemap.xml', config)}\n`;
}
