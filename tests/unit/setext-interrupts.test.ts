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
