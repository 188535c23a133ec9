/**
 * A site's own `code` renders Markdown's inline code, as Docusaurus's MDX renders every element
 * through MDXComponents: react-native's turns `` `md ({nativeEvent: [PressEvent](pressevent)})` ``
 * into code with a link in it (138 of its pages showed the `md ` and the Markdown link as typed).
 * The site's own Code comes from its MDXComponents' import of `@theme/MDXComponents/Code`
 * (tests/fixtures/mdx-code-component, with its own `@theme/CodeInline`), or as a swizzled part
 * beside Docusaurus's MDXComponents (tests/fixtures/mdx-code-part); a site that keeps Docusaurus's
 * Code renders inline code as before (tests/fixtures/mdx-theme-parts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

async function render(fixture: string, markdown: string) {
  const siteDir = path.join(import.meta.dirname, '../fixtures', fixture);
  return renderSiteDoc(markdown, path.join(siteDir, 'docs/page.md'), path.join(siteDir, 'docs'), { site: { baseUrl: '/', siteConfig: {} }, siteDir, isMdx: () => true });
}

describe("a site's own inline code component (its Code, swizzled, and its CodeInline)", () => {
  it('renders inline code in Markdown: `md ` code gets its links, in prose, headings and table cells', async () => {
    const { html, title, warnings } = await render(
      'mdx-code-component',
      ['Call it with `md ({nativeEvent: [PressEvent](pressevent)})`.', '', '## The `md [Layout](layout-props)` prop', '', '| Type |', '|---|', '| `md [Style](style)` |', ''].join('\n'),
    );
    expect(warnings).toEqual([]);
    expect(title).toBeUndefined();
    expect(html).toContain('Call it with <code>({nativeEvent: <a href="/docs/pressevent">PressEvent</a>})</code>.');
    expect(html).toMatch(/<h2[^>]*>The <code><a href="\/docs\/layout-props">Layout<\/a><\/code> prop/);
    expect(html).toContain('<td><code><a href="/docs/style">Style</a></code></td>');
  });

  it('checks the links it renders with Link, at their line, as Docusaurus checks what a page renders', async () => {
    const { links } = await render('mdx-code-component', ['Intro.', '', 'See `md [PressEvent](pressevent)`.', ''].join('\n'));
    expect(links).toEqual([expect.objectContaining({ path: '/docs/pressevent', line: 3 })]);
  });

  it('leaves code without the prefix as the component draws it, and code blocks as this build draws them', async () => {
    const { html } = await render('mdx-code-component', ["Use `a < 'b'` here.", '', '```js', 'const a = 1;', '```', ''].join('\n'));
    expect(html).toContain('Use <code>a &lt; &#x27;b&#x27;</code> here.');
    expect(html).toMatch(/class="code-block[^"]*"[^]*const/);
  });

  it('that throws is reported at its line, and the code is shown as written', async () => {
    const { html, warnings } = await render('mdx-code-component', ['Intro.', '', 'See `md [the guide](guide.md)`.', ''].join('\n'));
    expect(warnings).toEqual([expect.stringMatching(/^3: the site's MDXComponents "code" could not render the inline code `md \[the guide\]\(guide\.md\)` \(link to a page, not a file: guide\.md\), so it is shown as plain code\. Fix that component\.$/)]);
    expect(html).toContain('See <code>md [the guide](guide.md)</code>.');
  });
});

describe("a site's swizzled src/theme/MDXComponents/Code beside Docusaurus's MDXComponents", () => {
  it("renders Markdown's inline code, with Docusaurus's CodeInline, and the site's other tags still apply", async () => {
    const { html, warnings } = await render('mdx-code-part', 'A `value` and a <Badge>new</Badge> one.\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('A <code data-site-code="">value</code> and a <span class="badge">new</span> one.');
  });
});

describe("a site that keeps Docusaurus's own Code", () => {
  it('renders inline code as this build does, without React', async () => {
    const { html } = await render('mdx-theme-parts', "Use `md a < 'b'` here.\n");
    expect(html).toContain('Use <code>md a &lt; &#39;b&#39;</code> here.');
  });
});
