/**
 * A `\` at the end of a line on a Docusaurus 2 page is text, as its parser, remark-parse 8 outside
 * CommonMark mode, reads it; two spaces still break the line. The expected HTML is what
 * remark-parse 8.0.3 (commonmark: false, gfm: true, as MDX 1.6 runs it) with remark-html made of
 * tests/fixtures/mdx1-breaks/page.md; Docusaurus 3 and plain Markdown keep CommonMark's break.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const file = path.join(FIXTURES, 'mdx1-breaks/page.md');
const site = { baseUrl: '/', siteConfig: {} };

async function paragraph(mdx?: MdxOptions): Promise<string> {
  const { html } = await renderSiteDoc(readFileSync(file, 'utf8'), file, path.dirname(file), mdx);
  return /<p>([\s\S]*?)<\/p>/.exec(html)![1].replace(/<br\/?>\n?/g, '<br>');
}

describe('a backslash at the end of a line on a Docusaurus 2 page', () => {
  it('is text, as remark-parse 8 reads it', async () => {
    expect(await paragraph({ site, isMdx: () => true, mdx1: true })).toBe('Line one\\\nline two, and two spaces<br>end a line; a \\ escaped backslash\\\nand <code>code\\</code> stay.');
  });

  it('breaks the line on a Docusaurus 3 page, as CommonMark reads it', async () => {
    expect(await paragraph({ site, isMdx: () => true })).toMatch(/^Line one<br>\n?line two/);
  });
});
