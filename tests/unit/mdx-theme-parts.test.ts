/**
 * A site's own MDXComponents that imports Docusaurus's parts one by one (`@theme/MDXComponents/Code`,
 * `/Ul`, `/Img`...) to list them again, as react-native's does: the tags they serve keep their markup.
 * Without the parts, react-native's appendix showed `<code>Array&lt;T&gt;</code>` in a table as bare
 * text, `Array<T>`, on each of its 12 versions.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const siteDir = path.join(import.meta.dirname, '../fixtures/mdx-theme-parts');

const render = (markdown: string) => renderSiteDoc(markdown, path.join(siteDir, 'docs/page.mdx'), path.join(siteDir, 'docs'), { site: { baseUrl: '/', siteConfig: {} }, siteDir, isMdx: () => true });

describe("Docusaurus's MDX components, listed again by a site's own MDXComponents", () => {
  it('keep the markup of the tags they serve: code in a table cell, lists, headings, images', async () => {
    const { html, warnings } = await render(
      [
        '| Type | Nullable |',
        '|---|---|',
        '| <code>Array&lt;T&gt;</code> | <code>?Array&lt;T&gt;</code> |',
        '',
        '<ul><li>first</li></ul>',
        '',
        '<h3 id="later">Later</h3>',
        '',
        '<img src="https://example.com/a.png" alt="A" />',
        '',
        'A <Badge>new</Badge> one.',
        '',
      ].join('\n'),
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<td><code>Array&lt;T&gt;</code></td>\n<td><code>?Array&lt;T&gt;</code></td>');
    expect(html).toContain('<ul><li>first</li></ul>');
    expect(html).toContain('<h3 id="later">Later</h3>');
    expect(html).toContain('<img loading="lazy" decoding="async" src="https://example.com/a.png" alt="A"/>');
    expect(html).toContain('A <span class="badge">new</span> one.');
  });

  it('leave code written as JSX tags (`<pre><code>`) the HTML it is, as MDX 3 draws a lower-case tag whatever MDXComponents map it to', async () => {
    const { html } = await render('<pre><code>{`first\nsecond`}</code></pre>\n');
    expect(html).toContain('<pre><code>first\nsecond</code></pre>');
    expect(html).not.toContain('code-block');
  });
});
