/**
 * Links of the docs sidebars (tests/fixtures/docusaurus-sidebar-links, a site under /docs/ with a
 * Japanese locale, as ionic-docs): a `link` item to no page is reported at the sidebars file, in
 * the locale where it leads nowhere, as Docusaurus's check reports it on the pages that show the
 * sidebar; a `pathname://` item or Markdown link is written as Docusaurus's Link writes it (the
 * path under the locale's base URL), not as an address no browser follows, and is not checked;
 * such an item and a URL open in a new tab, with the external-link icon, as in Docusaurus's sidebar,
 * and so do the navbar's and the footer's `pathname://` items. Docusaurus 3 checks links against
 * routes alone, so an item to a static file is reported as it is there, and so is a Markdown link to
 * a missing `/img/` file; a Markdown link to a file that exists is the file, not checked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
let messages: string[];
beforeAll(async () => {
  site = tempSite('');
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-sidebar-links'), outDir: site.out });
  messages = result.diagnostics.map(formatDiagnostic).map((m) => m.replace(/^.*?sidebars\.js:/, 'sidebars.js:'));
}, 120_000);
afterAll(() => site.cleanup());

const page = (rel: string) => readFileSync(path.join(site.out, rel), 'utf8');
const linkTo = (html: string, label: string) => new RegExp(`<a [^>]*>${label}<`).exec(html)?.[0];

describe('links of the sidebar', () => {
  it('reports an item to no page, in each locale where it leads nowhere, at its line of the sidebars file', () => {
    expect(messages.filter((m) => m.includes('broken link') && m.startsWith('sidebars.js')).sort()).toEqual([
      'sidebars.js:4: warning: broken link in sidebar item "Page B" (locale ja): no page at "/docs/b". Fix the link or create the page.',
      'sidebars.js:5: warning: broken link in sidebar item "Gone" (locale ja): no page at "/gone". Fix the link or create the page.',
      'sidebars.js:5: warning: broken link in sidebar item "Gone": no page at "/gone". Fix the link or create the page.',
      'sidebars.js:6: warning: broken link in sidebar item "A file" (locale ja): no page at "/files/sheet.pdf". Fix the link or create the page.',
      'sidebars.js:6: warning: broken link in sidebar item "A file": no page at "/files/sheet.pdf". Fix the link or create the page.',
      'sidebars.js:9: warning: broken link in sidebar item "Missing anchor" (locale ja): no page at "/docs/a". Fix the link or create the page.',
      'sidebars.js:9: warning: broken link in sidebar item "With a query" (locale ja): no page at "/docs/a". Fix the link or create the page.',
    ]);
    expect(messages).toContainEqual(expect.stringContaining('sidebars.js:9: warning: broken anchor in sidebar item "Missing anchor"'));
  });

  it('leaves alone an external URL, a pathname:// item, a page with a query and a sidebar no page shows', () => {
    expect(messages.filter((m) => /"(Elsewhere|Raw|Unshown|With a query)"/.test(m) && !m.includes('(locale ja)'))).toEqual([]);
  });

  it('reports a Markdown link to a missing /img/ file, not one to a static file that exists, which is published as a file', () => {
    expect(messages.filter((m) => /docs\/b\.md/.test(m))).toEqual([expect.stringMatching(/b\.md:3: warning: broken link: no page at "\/img\/missing\.png"/)]);
    expect(linkTo(page('b/index.html'), 'the sheet')).toMatch(/href="\/docs\/assets\/files\/sheet-[\w-]+\.pdf" target="_blank"/);
  });

  it('writes a pathname:// item as a path under the base URL of its locale', () => {
    expect(linkTo(page('a/index.html'), 'Raw')).toContain('href="/docs/raw"');
    expect(linkTo(page('ja/a/index.html'), 'Raw')).toContain('href="/docs/ja/raw"');
    expect(page('a/index.html')).not.toContain('pathname:');
  });

  it('opens a pathname:// item and an external URL in a new tab, with the external-link icon, as Docusaurus does; a route in the same tab', () => {
    for (const label of ['Raw', 'Elsewhere']) expect(page('a/index.html')).toMatch(new RegExp(`<a [^>]*target="_blank" rel="noopener noreferrer" class="menu__link">${label}<svg`));
    expect(linkTo(page('a/index.html'), 'Page B')).toBe('<a href="/docs/b/" class="menu__link">Page B<');
  });

  it("writes the navbar's and the footer's pathname:// items so too, with no trailing slash added (trailingSlash: true), in a new tab", () => {
    expect(linkTo(page('a/index.html'), 'API')).toBe('<a class="navbar__item navbar__link" href="/docs/api/v1" target="_blank" rel="noopener noreferrer">API<');
    expect(linkTo(page('ja/a/index.html'), 'API')).toContain('href="/docs/ja/api/v1"');
    expect(linkTo(page('a/index.html'), 'Old API')).toBe('<a class="footer__link footer__link-item" href="/docs/api/v0" target="_blank" rel="noopener noreferrer">Old API<');
    expect(linkTo(page('ja/a/index.html'), 'Old API')).toContain('href="/docs/ja/api/v0"');
    expect(linkTo(page('a/index.html'), 'Changes')).toContain('href="changes.html"');
  });

  it('writes a pathname:// Markdown link so, opened in a new tab as Docusaurus opens it', () => {
    expect(linkTo(page('a/index.html'), 'the sheet')).toBe('<a href="/docs/files/sheet.pdf" target="_blank" rel="noopener noreferrer">the sheet<');
    expect(linkTo(page('ja/a/index.html'), 'the sheet')).toContain('href="/docs/ja/files/sheet.pdf"');
  });
});
