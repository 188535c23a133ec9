/**
 * A `to` navbar item with `activeBasePath` or `activeBaseRegex` is marked active where Docusaurus's
 * NavbarNavLink marks it: the page's path (with the base URL) begins with useBaseUrl(activeBasePath),
 * or matches activeBaseRegex, in the place of its own route. Battlesnake's docs give Quickstart,
 * Starter Projects and API Reference `activeBasePath: '/dev/null'` so that no page marks them; this
 * build marked each on its own page (docusaurus-diff against Docusaurus 2.4.3's build: 11 pages).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { between, pageHtml } from '../helpers/pages.ts';

let site: TempSite;
const navbar = (route: string) =>
  [...between(pageHtml(site.out, route), 'class="navbar__items"', '</nav>').matchAll(/<a class="navbar__item navbar__link( navbar__link--active)?" href="([^"]*)"[^>]*>([^<]*)</g)]
    .map((m) => `${m[3]}${m[1] ? ' (active)' : ''}`)
    .filter((l) => /^(Blog|Never|Guide|Both)/.test(l));

beforeAll(async () => {
  site = tempSite('docusaurus-i18n');
  const items = [
    "{ to: '/blog', label: 'Blog', position: 'left' }",
    "{ to: '/blog', label: 'Never', activeBasePath: '/dev/null' }",
    "{ to: '/docs/intro', label: 'Guide', activeBasePath: 'docs/guide' }",
    "{ to: '/docs/intro', label: 'Both', activeBaseRegex: '^/(BLOG|docs/intro)', activeBasePath: '/nowhere' }",
    "{ type: 'dropdown', label: 'More', items: [{ to: '/blog', label: 'News' }, { to: '/docs/intro', label: 'Start' }] }",
  ].join(', ');
  const file = path.join(site.content, 'docusaurus.config.js');
  site.write('docusaurus.config.js', readFileSync(file, 'utf8').replace("{ to: '/blog', label: 'Blog', position: 'left' },", `${items},`));
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
}, 120_000);
afterAll(() => site.cleanup());

describe('a navbar item with activeBasePath or activeBaseRegex', () => {
  it('is marked on the pages whose path begins with its activeBasePath, not on its own route', () => {
    expect(navbar('/blog')).toEqual(['Blog (active)', 'Never', 'Guide', 'Both (active)']);
    expect(navbar('/docs/intro')).toEqual(['Blog', 'Never', 'Guide', 'Both (active)']);
    expect(navbar('/docs/guide/install')).toEqual(['Blog', 'Never', 'Guide (active)', 'Both']);
  });
});

// milkv's Products, Docs and Chips dropdowns beside Docusaurus 3.0.1's build: Docusaurus marked the entry of the page
// (dropdown__link--active), not the dropdown's label; this build marked the label too, on 202 of 228 pages.
describe("a dropdown's label", () => {
  const dropdown = (route: string) => {
    const html = between(pageHtml(site.out, route), 'class="navbar__items"', '</nav>');
    const label = /<a class="navbar__item navbar__link( navbar__link--active)?"[^>]*aria-haspopup="true"[^>]*>More</.exec(html);
    const entries = [...html.matchAll(/<a class="dropdown__link( dropdown__link--active)?" href="[^"]*"[^>]*>(News|Start)</g)].map((m) => `${m[2]}${m[1] ? ' (active)' : ''}`);
    return [`More${label?.[1] ? ' (active)' : ''}`, ...entries];
  };

  it("is not marked by the entry of the page, which is, as Docusaurus's DropdownNavbarItem marks them", () => {
    expect(dropdown('/blog')).toEqual(['More', 'News (active)', 'Start']);
    expect(dropdown('/docs/intro')).toEqual(['More', 'News', 'Start (active)']);
  });
});
