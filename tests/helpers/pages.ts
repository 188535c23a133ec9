/** Every page of a built site, from its sitemap plus the 404 page, as paths. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function sitePages(out: string): string[] {
  const xml = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...paths, '/404.html'];
}
