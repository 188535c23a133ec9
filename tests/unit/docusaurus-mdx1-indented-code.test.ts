/**
 * Markdown indented code on a Docusaurus 2 page (tests/fixtures/mdx1-indented-code, written for
 * this test): MDX 1 (remark-parse 8) read four-space-indented lines after a blank line as code, as
 * Markdown does, where MDX 3 has no indented code and parses their `<` and `{` (rne's blog post
 * of 2018, imported from Medium, stopped the build on its `<Avatar ... ...`). The blocks are code;
 * a list item's indented paragraph stays one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const file = path.join(FIXTURES, 'mdx1-indented-code/page.md');
const site = { baseUrl: '/', siteConfig: {} };

describe('Markdown indented code on a Docusaurus 2 page', () => {
  it('is code, as MDX 1 read it, its JSX-looking lines shown as written', async () => {
    const { html } = await renderSiteDoc(readFileSync(file, 'utf8'), file, path.dirname(file), { site, isMdx: () => true, mdx1: true });
    const pres = [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    expect(pres[0]).toContain('renderItem = (item) =&gt; {');
    expect(pres[0]).toMatch(/&lt;Avatar\n +title=\{initials\.join\(&#x27;&#x27;\)\}\n +\.\.\.\n$/);
    expect(pres[1]).toContain('const config = { retries: 3 };');
    expect(html).toContain('<b>bold</b>');
  });
});
