/**
 * Bare URLs on a Docusaurus 2 page are read as its parser, remark-parse 8, reads them: a domain
 * without a dot (`http://localhost:3000`) or with `_` in its last two parts is text, not a link.
 * The expected HTML is what remark-parse 8.0.3 (commonmark: false, gfm: true, as MDX 1.6 runs it)
 * with remark-html made of tests/fixtures/mdx1-autolinks/page.md; Docusaurus 3 and plain Markdown
 * keep GFM's reading, where `http://localhost:3000` is a link.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { unlinkedUrlLength } from '../../build/markdown/mdx1-autolinks.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const file = path.join(FIXTURES, 'mdx1-autolinks/page.md');
const site = { baseUrl: '/', siteConfig: {} };

/** Each paragraph, its links' attributes but `href` left out. */
async function paragraphs(mdx?: MdxOptions): Promise<string[]> {
  const { html } = await renderSiteDoc(readFileSync(file, 'utf8'), file, path.dirname(file), mdx);
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1].replace(/<a (?:[^>]*? )?(href="[^"]*")[^>]*>/g, '<a $1>'));
}

describe('bare URLs on a Docusaurus 2 page', () => {
  it('are read as remark-parse 8 reads them', async () => {
    expect(await paragraphs({ site, isMdx: () => true, mdx1: true })).toEqual([
      'Open http://localhost:3000 in a browser, or HTTP://localhost:8080/admin.',
      'The dashboard is at <a href="http://127.0.0.1:9090/graph">http://127.0.0.1:9090/graph</a> and www.intranet stays text.',
      'Read <a href="https://example.com/docs">https://example.com/docs</a>, <a href="http://www.example.com">www.example.com</a> and <a href="http://sub_domain.example.com">http://sub_domain.example.com</a>.',
      'But http://ex_ample.com and www.example.c_m are text.',
    ]);
  });

  it('keep GFM reading on a Docusaurus 3 page, where a localhost URL is a link', async () => {
    const shown = await paragraphs({ site, isMdx: () => true });
    expect(shown[0]).toContain('<a href="http://localhost:3000">http://localhost:3000</a>');
  });

  it('measure the start remark-parse 8 leaves as text', () => {
    expect(unlinkedUrlLength('http://localhost:3000/x')).toBe('http://localhost'.length);
    expect(unlinkedUrlLength('https://example.com')).toBeUndefined();
    expect(unlinkedUrlLength('www.example.com.')).toBeUndefined();
    expect(unlinkedUrlLength('www.intranet. Next')).toBe('www.intranet'.length);
    expect(unlinkedUrlLength('WWW.intranet')).toBeUndefined();
  });
});
