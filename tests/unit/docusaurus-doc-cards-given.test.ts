/**
 * A doc that lists its own cards gets those cards, as the classic theme draws them: DocCardList
 * the `items` it is given (credo's set-up guide, atmos's, port's, shellhub's and geyser's pages),
 * DocCard the one `item` (cartesi's get-started page); each card's description is the item's own,
 * else its doc's. Before, DocCardList showed the doc's siblings whatever it was given, and DocCard
 * was not provided: a stand-in that drew nothing (tests/fixtures/docusaurus-doc-cards-given). The
 * cards' links get the checks Markdown links get.
 */
import { readdirSync, readFileSync } from 'node:fs';
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

  it('draws the cards a blog post or a src/pages page gives, everywhere the page goes, and leaves no marker in any file', () => {
    const read = (rel: string) => readFileSync(path.join(site.out, rel), 'utf8');
    expect(cards(read('blog/2024/01/02/cards/index.html'))).toEqual([['/docs/more/setup', 'Setup', 'Set it up']]);
    expect(cards(read('blog/index.html'))).toEqual([['/docs/more/setup', 'Setup', 'Set it up']]);
    expect(cards(read('cards/index.html'))).toEqual([['/docs/more/tuning', 'Tuning', 'Make it fast']]);
    const marked = readdirSync(site.out, { recursive: true, encoding: 'utf8' }).filter((rel) => /\.(html|md|txt|xml|json)$/.test(rel) && read(rel).includes('<!--DocCards'));
    expect(marked).toEqual([]);
  });

  /** The fixture with one more doc whose DocCardList gives `items`, built: whether it built, and what it said. */
  async function withCards(items: string): Promise<{ ok: boolean; messages: string[] }> {
    const extra = tempSite('docusaurus-doc-cards-given');
    extra.write('docs/given.mdx', `# Given\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList items={${items}} />\n`);
    try {
      const result = await build({ root: ROOT, contentDir: extra.content, outDir: extra.out });
      return { ok: result.ok, messages: result.diagnostics.map(formatDiagnostic) };
    } finally {
      extra.cleanup();
    }
  }

  it("checks the cards' links as Markdown links: one that runs code is an error at the component's line", async () => {
    const { ok, messages: said } = await withCards(`[{ type: 'link', label: 'Run', href: 'javascript:alert(document.cookie)' }]`);
    expect(ok).toBe(false);
    expect(said).toEqual([expect.stringMatching(/docs\/given\.mdx:5: error: link target "javascript:alert\(document\.cookie\)" runs code \(javascript:\)/)]);
  }, 120_000);

  it("records the cards' internal links for the broken-link check", async () => {
    const { ok, messages: said } = await withCards(`[{ type: 'link', label: 'Nowhere', href: '/docs/nowhere' }, { type: 'link', label: 'Setup', href: '/docs/more/setup' }]`);
    expect(ok).toBe(false);
    expect(said.join('\n')).toMatch(/docs\/given\.mdx.*\/docs\/nowhere/);
    expect(said.join('\n')).not.toMatch(/\/docs\/more\/setup/);
  }, 120_000);
});
