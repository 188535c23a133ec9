/** Every page of a built site, from its sitemap plus the 404 page, as paths. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';

export function sitePages(out: string): string[] {
  const xml = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...paths, '/404.html'];
}

/** The route of every page a build wrote (its `index.html` files) in `out`, or in its folder `under`, sorted. */
export function routesIn(out: string, under = ''): string[] {
  return globbySync('**/index.html', { cwd: path.join(out, under) })
    .map((file) => '/' + file.replace(/\/?index\.html$/, ''))
    .sort();
}

/** The HTML of the page at `route` in `out`. */
export function pageHtml(out: string, route: string): string {
  return readFileSync(path.join(out, route.replace(/^\//, ''), 'index.html'), 'utf8');
}

/** The part of `html` from the first `start` to the `end` after it, both included. */
export const between = (html: string, start: string, end: string) => html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)) + end.length);

/** Each link of `html` as "label href", with " (active)" when its class says so. */
export const links = (html: string) => [...html.matchAll(/<a class="([^"]*)" href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[3]} ${m[2]}${m[1].includes('active') ? ' (active)' : ''}`);
