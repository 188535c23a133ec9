/**
 * Markdown in a JSX fragment that JavaScript opens, around blank lines (`description: <>`, a blank
 * line, Markdown, a blank line, `</>`): MDX 1 ended the JSX block at the blank line, read the lines
 * between as Markdown and joined their compiled JSX into the fragment (remark-mdx 1.6.22 block.js,
 * @mdx-js/mdx 1.6.22 mdx-hast-to-jsx.js), so the component got paragraphs, lists and admonitions.
 * MDX 3 reads it as JavaScript, and a `<` in it (`Future<Activity>`) as a tag: riverpod's
 * concepts2/providers.mdx and its 11 translations stopped the build. Written for this test, after
 * riverpod's Legend annotations.
 */
import { describe, expect, it } from 'vitest';
import { moveFragmentMarkdown } from '../../build/markdown/mdx/mdx1-fragments.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const site = { baseUrl: '/', siteConfig: {} };
const page = `export const Legend = (props) => <div className="legend">{props.annotations.map((a) => <section key={a.label}><h4>{a.label}</h4>{a.description}</section>)}</div>;
export const Pill = (props) => <b>{props.children}</b>;

<Legend
  annotations={[
    {
      label: "The variable",
        description: <>

This variable, a \`Future<Activity>\`, is *really* used.
See [Provider].

:::note
Do not be frightened.
:::
</>
    },
    {
      label: "Ref",
      description: <>
A line of the JSX block, <i>JSX text</i>.

- An object <Pill>used</Pill> to reach [other](https://example.com/other) providers.

</>
    },
  ]}
/>

After {the} legend.

[Provider]: https://example.com/provider
`;

describe('Markdown in a JSX fragment of an attribute on a Docusaurus 2 page', () => {
  it('is Markdown, rendered in the fragment, with one warning', async () => {
    const { html, warnings } = await renderSiteDoc(page, '/site/docs/page.mdx', '/site/docs', { site, isMdx: () => true, mdx1: true });
    const legend = /<div class="legend">[^]*?<\/div>\s*<p>After/.exec(html)?.[0] ?? '';
    expect(legend).toContain('<h4>The variable</h4><p>This variable, a <code>Future&lt;Activity&gt;</code>, is <em>really</em> used.');
    expect(legend).toContain('<a href="https://example.com/provider"');
    expect(legend).toMatch(/admonition--note[^]*<p>Do not be frightened.<\/p>[^]*<h4>Ref<\/h4>A line of the JSX block, <i>JSX text<\/i>.<ul>\n<li>An object <b>used<\/b> to reach <a href="https:\/\/example.com\/other"/);
    // Shown once, where the fragment is, and nothing after the page's text.
    expect(html.match(/Do not be frightened/g)).toHaveLength(1);
    expect(html).toMatch(/<p>After \{the\} legend.<\/p>\s*$/);
    expect(warnings).toEqual([expect.stringMatching(/^8: read as MDX 1 \(Docusaurus 2\) reads it: Markdown in a JSX fragment of JavaScript .*\(and 2 more, at lines 20, 30\)/)]);
  });

  it('stays an MDX 3 error on a Docusaurus 3 page', async () => {
    const { warnings } = await renderSiteDoc(page, '/site/docs/page.mdx', '/site/docs', { site, isMdx: () => true });
    expect(warnings).toEqual([expect.stringMatching(/MDX syntax error/)]);
  });

  it('keeps the lines of the text, and leaves code and fragments at a line start alone', () => {
    const text = '<A b={<>\n\nMarkdown\n\n</>} />\n\n<>\n\nflow\n\n</>\n\n```\nx = <>\n\ncode\n\n</>\n```\n\n<A b={<>\nclosed in its block</>} />\n';
    const moved = moveFragmentMarkdown(text, {}).text;
    expect(moved.split('\n').slice(0, text.split('\n').length - 1)).toEqual(['<A b={<>', '<mdx1-fragment k="0" />', '', '', '</>} />', ...text.split('\n').slice(5, -1)]);
    expect(moved.endsWith('\n<mdx1-fragment k="0">\n\nMarkdown\n\n</mdx1-fragment>\n')).toBe(true);
  });
});
