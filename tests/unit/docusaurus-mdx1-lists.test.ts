/**
 * `1)` on a Docusaurus 2 page starts no list, as its parser, remark-parse 8 outside CommonMark
 * mode, reads it: the lines are a paragraph. The expected HTML is what remark-parse 8.0.3
 * (commonmark: false, gfm: true, as MDX 1.6 runs it) with remark-html made of
 * tests/fixtures/mdx1-lists/page.md, white space as a browser shows it; Docusaurus 3 and plain
 * Markdown keep CommonMark's `1)` lists.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const file = path.join(FIXTURES, 'mdx1-lists/page.md');
const site = { baseUrl: '/', siteConfig: {} };

/** The page's blocks, white space collapsed as a browser shows it. */
async function blocks(mdx?: MdxOptions): Promise<string> {
  const { html } = await renderSiteDoc(readFileSync(file, 'utf8'), file, path.dirname(file), mdx);
  return html.replace(/\s+/g, ' ').replace(/> /g, '>').replace(/ </g, '<');
}

describe('`1)` on a Docusaurus 2 page', () => {
  it('starts no list, as remark-parse 8 reads it', async () => {
    expect(await blocks({ site, isMdx: () => true, mdx1: true })).toBe(
      '<p>The collector gathers:</p><p>1) CPU, memory and other usage data</p><p>2) Graphs of usage over time</p>' +
        '<p>Modes:</p><p>1) internal: the broker runs inside. 2) external: the broker runs outside.</p>' +
        '<p>Numbered with dots:</p><ol><li>first</li><li>second</li></ol>' +
        '<ul><li>a bullet 1) in an item</li></ul>',
    );
  });

  it('starts a list on a Docusaurus 3 page, as CommonMark reads it', async () => {
    const shown = await blocks({ site, isMdx: () => true });
    expect(shown).toContain('<ol><li><p>CPU, memory and other usage data</p></li><li><p>Graphs of usage over time</p></li></ol>');
  });
});
