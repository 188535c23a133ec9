/**
 * Strikethrough on a Docusaurus 2 page is read as its parser, remark-parse 8, reads it: `~~…~~`
 * only, with no space inside the markers; a single `~` is text (`2~3 components`). The expected
 * HTML is what remark-parse 8.0.3 (commonmark: false, gfm: true, as MDX 1.6 runs it) with
 * remark-html made of tests/fixtures/mdx1-strikethrough/page.md; Docusaurus 3 and plain Markdown
 * keep GFM's reading, where a single tilde strikes too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { deleteLength } from '../../build/markdown/mdx1-strikethrough.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const file = path.join(FIXTURES, 'mdx1-strikethrough/page.md');
const site = { baseUrl: '/', siteConfig: {} };

async function paragraphs(mdx?: MdxOptions): Promise<string[]> {
  const { html } = await renderSiteDoc(readFileSync(file, 'utf8'), file, path.dirname(file), mdx);
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]);
}

describe('strikethrough on a Docusaurus 2 page', () => {
  it('is read as remark-parse 8 reads it', async () => {
    expect(await paragraphs({ site, isMdx: () => true, mdx1: true })).toEqual([
      'Each application has 2~3 components and 5~6 resources.',
      'A <del>removed</del> word, and ~~ spaced~~ and ~~spaced ~~ markers.',
      'A ~single~ tilde, <del>~three</del> and <del>a ~~ b</del> c.',
      'Ranges 1~2 and <del>x</del>y<del>z</del>.',
    ]);
  });

  it('keeps GFM reading on a Docusaurus 3 page, where a single tilde strikes', async () => {
    const shown = await paragraphs({ site, isMdx: () => true });
    expect(shown[0]).toBe('Each application has 2<del>3 components and 5</del>6 resources.');
  });

  it('measures a deletion as remark-parse 8 does', () => {
    expect(deleteLength('~~a~~ b')).toBe(5);
    expect(deleteLength('~~ a~~')).toBeUndefined();
    expect(deleteLength('~~a ~~')).toBeUndefined();
    expect(deleteLength('~a~')).toBeUndefined();
    expect(deleteLength('~~~~')).toBe(4);
  });
});
