/**
 * An unlisted doc keeps its sidebar on its own page (tests/fixtures/docusaurus-unlisted-sidebar,
 * tella's shape: a generated sidebar over a folder holding unlisted docs), as Docusaurus shows it:
 * the page in its place, the categories above it open, its breadcrumbs, and no previous or next
 * link (getDocNavigation leaves unlisted docs out of the reading order). Every other page's sidebar,
 * the reading order and the sitemap still leave it out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
beforeAll(async () => {
  site = tempSite('');
  expect((await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-unlisted-sidebar'), outDir: site.out })).ok).toBe(true);
}, 120_000);
afterAll(() => site.cleanup());

const read = (file: string) => readFileSync(path.join(site.out, file), 'utf8');

/** A page's sidebar: each link's label and address (`*` marks the page's own), each category without a page as `label -`. */
function sidebarOf(route: string): string[] {
  const html = read(`${route}/index.html`);
  const at = html.indexOf('theme-doc-sidebar-container');
  if (at < 0) return [];
  const aside = html.slice(at, html.indexOf('</aside>', at));
  return [...aside.matchAll(/<a href="([^"]*)"([^>]*)>([^<]+)<|<summary[^>]*>([^<]+)</g)].map((m) => (m[4] ? `${m[4]} -` : `${m[3]} ${m[1]}${m[2].includes('aria-current="page"') ? ' *' : ''}`));
}

const crumbsOf = (route: string) => [...read(`${route}/index.html`).matchAll(/class="breadcrumbs__link"[^>]*>([^<]+)</g)].map((m) => m[1]);
const paginationOf = (route: string) => [...read(`${route}/index.html`).matchAll(/pagination-nav__link--(prev|next)" href="([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe("an unlisted doc's own page", () => {
  it('shows its sidebar with the page in its place and its category open, its breadcrumbs, and no previous or next', () => {
    expect(sidebarOf('docs/guide/secret')).toEqual(['Intro /docs/intro', 'guide -', 'Install /docs/guide/install', 'Secret /docs/guide/secret *', 'Configure /docs/guide/configure']);
    expect(read('docs/guide/secret/index.html')).toMatch(/<details class="menu__details" open=""><summary[^>]*>guide</);
    expect(crumbsOf('docs/guide/secret')).toEqual(['guide', 'Secret']);
    expect(paginationOf('docs/guide/secret')).toEqual([]);
  });

  it("shows a category whose docs are all unlisted, on those docs' pages only", () => {
    expect(sidebarOf('docs/incidents/ios-files')).toEqual(['Intro /docs/intro', 'guide -', 'Install /docs/guide/install', 'Configure /docs/guide/configure', 'Incidents -', 'iOS files /docs/incidents/ios-files *']);
    expect(sidebarOf('docs/incidents')).toEqual(['Intro /docs/intro', 'guide -', 'Install /docs/guide/install', 'Configure /docs/guide/configure', 'Incidents /docs/incidents/ *']);
  });
});

describe('the other pages', () => {
  it('list no unlisted doc in their sidebar or reading order', () => {
    expect(sidebarOf('docs/guide/install')).toEqual(['Intro /docs/intro', 'guide -', 'Install /docs/guide/install *', 'Configure /docs/guide/configure']);
    expect(paginationOf('docs/guide/install')).toEqual(['prev /docs/intro', 'next /docs/guide/configure']);
    expect(paginationOf('docs/guide/configure')).toEqual(['prev /docs/guide/install']);
    expect(read('sitemap.xml')).not.toMatch(/secret|incidents/);
  });
});
