/**
 * A doc that lists its own cards gets those cards, as the classic theme draws them: DocCardList
 * the `items` it is given (credo's set-up guide, atmos's, port's, shellhub's and geyser's pages),
 * DocCard the one `item` (cartesi's get-started page); each card's description is the item's own,
 * else its doc's. Before, DocCardList showed the doc's siblings whatever it was given, and DocCard
 * was not provided: a stand-in that drew nothing (tests/fixtures/docusaurus-doc-cards-given).
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
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-doc-cards-given'), outDir: site.out });
  messages = result.diagnostics.map(formatDiagnostic);
  expect(result.ok).toBe(true);
}, 120_000);
afterAll(() => site.cleanup());

const page = () => readFileSync(path.join(site.out, 'docs/intro/index.html'), 'utf8');
/** Each card's link, title and description, in order. */
const cards = (html: string) =>
  [...html.matchAll(/class="theme-doc-card-container" href="([^"]+)">.*?theme-doc-card-title[^>]*>([^<]*)<\/span><\/h2>(?:<p [^>]*>([^<]*)<\/p>)?<\/a>/g)].map((m) => [m[1], m[2], m[3] ?? '']);

describe('cards a doc lists itself', () => {
  it('DocCardList draws the items it is given, with their own description, else their doc\'s, and a category\'s count', () => {
    const list = /<ul class="category-cards">([\s\S]*?)<\/ul>/.exec(page())?.[1] ?? '';
    expect(cards(list)).toEqual([
      ['./more/setup', 'Setup', 'Install and configure it.'],
      ['https://upstream.example.com/guide', 'Upstream', 'The upstream guide'],
      ['/docs/more/setup', 'More', '2 items'],
    ]);
  });

  it('DocCard draws the one item it is given', () => {
    const row = /<div class="row">([\s\S]*?)<\/div>\s*<\/div>/.exec(page())?.[1] ?? '';
    expect(cards(row)).toEqual([['/docs/more/tuning', 'Tuning', 'Make it fast']]);
  });

  it('lists the cards in the Markdown twin, and says nothing', () => {
    const twin = readFileSync(path.join(site.out, 'docs/intro.md'), 'utf8');
    expect(twin).toContain('- [Setup](https://example.com/docs/more/setup)');
    expect(twin).toContain('- [Tuning](https://example.com/docs/more/tuning)');
    expect(messages).toEqual([]);
  });
});
