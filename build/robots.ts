/** `robots.txt`: everything may be crawled; the sitemap says what there is. */
import type { SiteConfig } from '../site/config-types.ts';

export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', config.url).href}\n`;
}
