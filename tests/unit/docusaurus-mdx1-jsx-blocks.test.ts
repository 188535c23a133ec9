/**
 * MDX 1 (Docusaurus 2) read lines that start with a tag, up to the next blank line, as one JSX
 * block (remark-mdx 1.6.22's block.js) and compiled it as written: its text is JSX text, with no
 * Markdown, and its `{" "}` a space. graphile-worker's pricing page (a `<p className=…>` of several
 * lines) showed a `<p>` inside its `<p>` and `{" "}` as written. Markdown after a blank line in an
 * element, and `{…}` in a paragraph of text, stay as MDX 1 read them (Markdown; text).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const file = path.join(FIXTURES, 'mdx1-jsx-blocks/page.md');
const mdx1 = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true, mdx1: true };
const render = () => renderSiteDoc(readFileSync(file, 'utf8'), file, path.dirname(file), mdx1);
const squeezed = (html: string) => html.replace(/\s+/g, ' ');

describe('a JSX block on a Docusaurus 2 page', () => {
  it('holds JSX text: no paragraph in it, no Markdown, {" "} a space', async () => {
    const html = squeezed((await render()).html);
    expect(html).toContain('<p class="intro">The &ldquo;Team&rdquo; plan (<strong>Team+</strong>) adds a complimentary <a href="/support">support </a> contract and *two* seats_a_b.</p>');
    expect(html).toContain('<div><span>First</span> second line</div>');
    expect(html).toContain('<li>Name and logo <strong>featured</strong> (shown on `GitHub`)</li><li>Plain *li*</li>');
    expect(html).not.toContain('{&quot; &quot;}');
  });

  it('leaves Markdown after a blank line, and braces in a paragraph of text, as MDX 1 read them', async () => {
    const { html, warnings } = await render();
    expect(squeezed(html)).toContain('<div><p>Markdown after a blank line: <em>emphasis</em>.</p> </div>');
    expect(html).toContain('<p>A paragraph with {braces} in text, which MDX 1 shows as written.</p>');
    expect(warnings).toEqual([expect.stringMatching(/^10: read as MDX 1 \(Docusaurus 2\) reads it: \{braces\} in text/)]);
  });

  // bybit-exchange/docs (Docusaurus 2.1): every endpoint page docusaurus-plugin-openapi-docs 1.4 wrote stopped the build, 608 docs.
  it('may leave a tag open for a later block, when its line holds text too, as MDX 1 compiled the blocks together', async () => {
    const tabsFile = path.join(FIXTURES, 'mdx1-jsx-blocks/open-tabs.md');
    const { html, warnings } = await renderSiteDoc(readFileSync(tabsFile, 'utf8'), tabsFile, path.dirname(tabsFile), mdx1);
    expect(squeezed(html)).toContain('<summary><strong>Header Parameters</strong></summary><div class="details__body"><div><ul><li>apiKey &quot;a &gt; b&quot;</li></ul></div></div></details>');
    expect(squeezed(html)).toContain('<div class="tabs__panel" data-label="200" data-value="200" data-default=""><p class="tabs__label">200</p><div><p>successful operation</p> </div></div></div></div> <p>After the tabs.</p>');
    expect(warnings).toEqual([expect.stringMatching(/^8: read as MDX 1 \(Docusaurus 2\) reads it: the text of a JSX block that leaves <div> open for a later block/)]);
  });
});
