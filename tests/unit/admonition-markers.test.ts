/**
 * `::: note`, a space between the colons and the name, is no admonition in Docusaurus 3
 * (micromark-extension-directive 3 reads the name right after the colons, and mdx-loader 3.10's
 * `admonitionTitleToDirectiveLabel` wants `:::note` too) nor in Docusaurus 2 (mdx-loader 2.4's
 * admonitions plugin matches `:::` then a keyword): its lines are text (tests/fixtures/admonition-markers).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'admonition-markers');
const file = path.join(dir, 'spaced.md');
const source = readFileSync(file, 'utf8');
const mdx3: MdxOptions = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true };
const mdx2: MdxOptions = { ...mdx3, mdx1: true };
const text = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/\s+/g, ' ');
const firstBlocks = '<p>::: note</p> <p>Spaced from its colons.</p> <p>:::</p>';

describe('`::: note`, spaced from its colons', () => {
  for (const [reading, mdx] of [['Docusaurus 3 MDX', mdx3], ['CommonMark', undefined], ['Docusaurus 2', mdx2]] as const) {
    it(`is text, its closing line too (${reading})`, async () => {
      const { html, warnings } = await renderSiteDoc(source, file, dir, mdx);
      expect(text(html).startsWith(firstBlocks)).toBe(true);
      expect(warnings).toEqual([]);
    });
  }

  it('opens nothing inside another container, so the `:::` after it closes that one (Docusaurus 3)', async () => {
    const { html } = await renderSiteDoc(source, file, dir, mdx3);
    expect(text(html)).toMatch(/Tip<\/p><div class="admonition__body"><p>Outer\.<\/p> <p>::: note Spaced inside\.<\/p> <\/div><\/div> <p>After the spaced line\.<\/p> <p>:::<\/p>/);
  });
});
