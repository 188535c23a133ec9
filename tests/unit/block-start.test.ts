/**
 * A line that opens with an escaped marker (`\:::note`, `\[^1]:`, `\$$`) is a paragraph's text in
 * Docusaurus 3 (micromark reads `\:` as a character escape, so no directive starts there, and the
 * closing `\:::` is text too) and in CommonMark, where it used to be cut into a paragraph of its
 * backslash and the block the rest opened: rotorflight's release notes, whose escaped `\:::note
 * NOTE` became an admonition running to the end of the page (tests/fixtures/admonition-markers).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { blockStart } from '../../build/markdown/block-start.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'admonition-markers');
const file = path.join(dir, 'escaped.md');
const source = readFileSync(file, 'utf8');
const mdx3: MdxOptions = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true };
const text = (html: string) => html.replace(/\s+/g, ' ');

describe('a line opening with an escaped marker', () => {
  for (const [reading, mdx] of [['Docusaurus 3 MDX', mdx3], ['CommonMark', undefined]] as const) {
    it(`is text of its paragraph, and the page goes on (${reading})`, async () => {
      const { html, warnings } = await renderSiteDoc(source, file, dir, mdx);
      expect(html).not.toContain('admonition');
      expect(text(html)).toContain('<p>:::note NOTE Replace the path with yours.</p>');
      expect(text(html)).toMatch(/<p><code>xattr -cr (&quot;|")\/path\/to\/app\.dmg(&quot;|")<\/code> :::<\/p>/);
      expect(text(html)).toContain('<p>[^1]: not a footnote definition.</p>');
      expect(text(html)).toContain('<p>The end.</p>');
      expect(html).not.toMatch(/<p>\\<\/p>/);
      expect(warnings).toEqual([]);
    });
  }
});

describe('blockStart', () => {
  it('finds a marker only at the start of a later line of the paragraph', () => {
    // What marked passes: the paragraph less its first character.
    expect(blockStart(':::note x\ny', / {0,3}:{3,}[A-Za-z]/)).toBeUndefined();
    expect(blockStart('ext\n:::note x', / {0,3}:{3,}[A-Za-z]/)).toBe(4);
    expect(blockStart('ext\n\n:::note x', / {0,3}:{3,}[A-Za-z]/)).toBeUndefined();
  });
});
