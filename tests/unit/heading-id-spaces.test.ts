/**
 * `{#a b}`: an explicit heading id with a space, which Docusaurus takes as written (2.4's and 3.10's
 * parseMarkdownHeadingId: any characters but `}` and `{#`; 3.10 trims it, 2.4 does not), in MDX
 * too, where its escape of a heading's `{#` (escapeMarkdownHeadingIds) keeps MDX from reading it as
 * an expression. The expected ids and texts are those of Docusaurus 3.10.2 (MDX 3 with mdx-loader's
 * escape and headings plugin) and 2.4.1 (MDX 1 with its headings plugin) for
 * tests/fixtures/heading-id-spaces/ids.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'heading-id-spaces');
const file = path.join(dir, 'ids.md');
const mdx3: MdxOptions = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true };

/** Each heading as `id: text`, and the warnings. */
async function headings(mdx: MdxOptions | undefined) {
  const { html, warnings } = await renderSiteDoc(readFileSync(file, 'utf8'), file, dir, mdx);
  const found = [...html.matchAll(/<h[23] id="([^"]*)">(.*?)<a href/g)].map(([, id, text]) => `${id}: ${text.replace(/<[^>]+>/g, '')}`);
  return { found, warnings };
}

/** Docusaurus 3.10.2's ids and texts. */
const docusaurus3 = ['a b: Install it', 'c d: Spaced', 'x y: Part two', 'e f: Braces escaped', 'not-at-the-end-g-h-here: Not at the end {#g h} here'];

describe('an explicit heading id with a space', () => {
  it('is the id, trimmed, in a Docusaurus 3 MDX page, and a `{#` that ends no heading is text', async () => {
    expect(await headings(mdx3)).toEqual({ found: docusaurus3, warnings: [] });
  });

  it('is the id, trimmed, in CommonMark', async () => {
    expect(await headings(undefined)).toEqual({ found: docusaurus3, warnings: [] });
  });

  it('is the id as written, spaces around it kept, in a Docusaurus 2 page', async () => {
    const { found, warnings } = await headings({ ...mdx3, mdx1: true });
    // Docusaurus 2.4.1 shows the escaped `\{#e f\}` in the text too (MDX 1 splits the text there); this build takes it out.
    expect(found).toEqual(['a b: Install it', ' c d : Spaced', 'x y: Part two', 'e f: Braces escaped', 'not-at-the-end-g-h-here: Not at the end {#g h} here']);
    expect(warnings).toEqual([]);
  });
});
