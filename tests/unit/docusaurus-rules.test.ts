/**
 * Docusaurus's rules for what a docs page shows, each on a doc of tests/fixtures/docusaurus-rules,
 * read from the built page as scripts/docusaurus-diff.ts reads both builds. The expected values are
 * what Docusaurus 3.9 builds from the same folder (checked with `npx docusaurus build` on a copy):
 * labels (`sidebar_label` over the item's label over the title), which sidebar a doc shows (its
 * `displayed_sidebar`, else the last sidebar that lists it), breadcrumbs (only with a sidebar:
 * home, categories, the sidebar label), previous/next (`pagination_label`; docs and category
 * pages only), heading ids (the title's slug first; text directives left out), the navbar's
 * current item and "Last updated" in Docusaurus's date format.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { readPage } from '../../scripts/parity/page-view.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'site-rules-'));
const out = path.join(dir, 'dist');
beforeAll(async () => {
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-rules'), outDir: out });
  expect(result.ok).toBe(true);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const view = (route: string) => readPage(readFileSync(path.join(out, route, 'index.html'), 'utf8'));

describe("Docusaurus's rules for a docs page", () => {
  it("labels a doc by its sidebar_label, else its sidebar item's label, else its title", () => {
    expect(view('docs/intro').sidebar).toEqual(['Intro label → /docs/intro', 'Elsewhere → https://example.com/', 'Paged → /docs/paged', 'Both → /docs/both']);
    expect(view('docs/labelled').sidebarCurrent).toBe('Item label only');
  });

  it('shows the last sidebar that lists a doc, or the one its displayed_sidebar names, or none; the navbar marks that sidebar', () => {
    const both = view('docs/both');
    expect(both.sidebar[0]).toBe('Both → /docs/both');
    expect(both.sidebarCurrent).toBe('Both');
    expect(both.navbarCurrent).toEqual(['Second']);
    const pinned = view('docs/pinned');
    expect(pinned.sidebar[0]).toBe('Intro label → /docs/intro');
    expect(pinned.sidebarCurrent).toBe('');
    expect(pinned.navbarCurrent).toEqual(['First']);
    expect([pinned.previous, pinned.next]).toEqual(['', '']);
    const alone = view('docs/alone');
    expect(alone.sidebar).toEqual([]);
    // A doc item is current on its own doc, sidebar or not.
    expect(alone.navbarCurrent).toEqual(['Alone']);
  });

  it('gives breadcrumbs only with a sidebar: home, the categories (links when they have a page), the sidebar label', () => {
    expect(view('docs/auto/guides/one').breadcrumbs).toEqual(['⌂ → /', 'Auto', 'Guides label → /docs/auto/guides', 'One']);
    expect(view('docs/intro').breadcrumbs).toEqual(['⌂ → /', 'Intro label']);
    // Shown with a sidebar that does not list it: home alone.
    expect(view('docs/pinned').breadcrumbs).toEqual(['⌂ → /']);
    expect(view('docs/alone').breadcrumbs).toEqual([]);
  });

  it("orders and labels a generated category as Docusaurus: positions, then names by code unit; a folder's index doc names and places it", () => {
    expect(view('docs/auto/guides/one').sidebar.slice(3)).toEqual([
      '▾ Auto',
      '  ▾ Guides label → /docs/auto/guides',
      '    One → /docs/auto/guides/one',
      '  ▸ 2021-11-notes',
      '  Zebra → /docs/auto/Zebra',
      '  Apple → /docs/auto/apple',
      '  Ten → /docs/auto/page-10',
      '  Two → /docs/auto/page-2',
    ]);
  });

  it("goes through docs and categories' pages in sidebar order, by pagination_label, else sidebar label", () => {
    expect(view('docs/intro').next).toBe('Paged label → /docs/paged');
    expect(view('docs/paged').previous).toBe('Intro label → /docs/intro');
    expect(view('docs/paged').next).toBe('Both → /docs/both');
    const one = view('docs/auto/guides/one');
    expect([one.previous, one.next]).toEqual(['Guides label → /docs/auto/guides', 'Note → /docs/auto/2021-11-notes/note']);
  });

  it("numbers a heading that repeats the title (`introduction-1`), and leaves text directives out of ids and the table of contents", () => {
    const intro = view('docs/intro');
    expect(intro.headingIds).toEqual(['#introduction-1 Introduction', '#run-tool-now Run /tool:costs now']);
    expect(intro.toc).toEqual(['Introduction #introduction-1', 'Run /tool now #run-tool-now']);
  });

  it("serves a folder's index doc at the folder: index, README or the folder's name, number prefixes and all, whatever its id", () => {
    const routes = ['docs/prefixed/prefixed', 'docs/numbered', 'docs/with-id'];
    expect(routes.map((route) => view(route).h1)).toEqual([['Prefixed'], ['Numbered'], ['With id']]);
  });

  it('writes "Last updated" from last_update front matter, the date as Docusaurus formats it for the locale', () => {
    expect(view('docs/intro').lastUpdated).toBe('Last updated on Nov 22, 2025 by Ann Author');
  });
});
