/**
 * An admonition that interrupts a paragraph ends it, and a `---` after its closing line is a rule,
 * as micromark reads it for Docusaurus 3: the paragraph is no setext heading over the admonition
 * (shoguns-wiki showed one heading holding the admonition's text and its `:::` lines, in the TOC
 * too). A paragraph with no block inside it and a `---` under it stays a heading.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'setext-interrupts');
const file = path.join(dir, 'rule-after.md');
const source = readFileSync(file, 'utf8');
const mdx3: MdxOptions = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true };
const text = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<a [^>]*class="hash-link"[^>]*>[^<]*<\/a>/g, '').replace(/\s+/g, ' ');

describe('a setext underline after an admonition that interrupts a paragraph', () => {
  for (const [reading, mdx] of [['MDX', mdx3], ['CommonMark', undefined]] as const) {
    it(`leaves the paragraph, the admonition and a rule (${reading})`, async () => {
      const { html } = await renderSiteDoc(source, file, dir, mdx);
      const shown = text(html);
      expect(shown).toMatch(/<p>No, only players of a similar or higher rank\. ?<\/p> <div class="admonition admonition--info/);
      expect(shown).toMatch(/Attack restriction<\/p><div class="admonition__body"><p>You cannot attack a player far below you\.<\/p> <\/div><\/div> <hr>/);
      expect(shown).not.toContain(':::');
      expect(shown).toMatch(/<h2 id="[^"]*">A paragraph with a second line<\/h2>/);
    });
  }
});

describe('a setext underline under a paragraph of several lines on a Docusaurus 2 page', () => {
  // battlesnake's 2020-04-07 post (Docusaurus 2.4.3 draws a paragraph, then the image as an <h2>); written for this test.
  const page = 'We firmly believe it helps.\n![](https://example.com/snake.png)\n---\n\nOne line\n===\n';
  const heading = (html: string) => text(html).match(/<h[12][^>]*>.*?<\/h[12]>/g);

  it('makes the last line alone the heading, as remark-parse 8 ends the paragraph there', async () => {
    const { html } = await renderSiteDoc(page, file, dir, { ...mdx3, mdx1: true });
    expect(text(html)).toMatch(/^<p>We firmly believe it helps\.<\/p> <h2[^>]*><img [^>]*src="https:\/\/example\.com\/snake\.png"/);
    expect(heading(html)).toHaveLength(2);
    expect(text(html)).toMatch(/<h1[^>]*>One line<\/h1>/);
  });

  it('stays one heading of both lines in Docusaurus 3 (micromark)', async () => {
    const { html } = await renderSiteDoc(page, file, dir, mdx3);
    expect(text(html)).toMatch(/^<h2 id="[^"]*">We firmly believe it helps\. ?<img /);
  });
});
