/**
 * `<DocCardList />` in a doc that no sidebar category links to shows the doc's siblings, as
 * Docusaurus 3's DocCardList does (useCurrentSidebarSiblings): the sidebar's top items for a doc at
 * its top (recyclarr's guide/index.mdx), the items of the category holding it otherwise
 * (tests/fixtures/docusaurus-doc-card-siblings). Before, both showed nothing, with a warning.
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
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-doc-card-siblings'), outDir: site.out });
  messages = result.diagnostics.map(formatDiagnostic);
  expect(result.ok).toBe(true);
}, 120_000);
afterAll(() => site.cleanup());

/** The links of the page's cards, in order. */
const cards = (route: string) => {
  const html = readFileSync(path.join(site.out, route, 'index.html'), 'utf8');
  const list = /<ul class="category-cards">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/class="theme-doc-card-container" href="([^"]+)"/g)].map((m) => m[1]);
};

describe('a DocCardList in a doc that is no category page', () => {
  it("shows the sidebar's top items for a doc at the top of its sidebar, itself and a category included", () => {
    expect(cards('docs/guide')).toEqual(['/docs/guide/', '/docs/guide/install', '/docs/guide/usage/basics']);
  });

  it('shows the items of the category that holds the doc', () => {
    expect(cards('docs/guide/usage/basics')).toEqual(['/docs/guide/usage/basics', '/docs/guide/usage/advanced']);
  });

  it('says nothing', () => {
    expect(messages.filter((m) => m.includes('DocCardList'))).toEqual([]);
  });
});
