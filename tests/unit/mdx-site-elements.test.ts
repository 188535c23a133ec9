/**
 * A site's own components for Markdown's elements draw them, as Docusaurus's MDX draws every
 * element of a page through MDXComponents: arbitrum's and react-native's `table` put each table in
 * a box of their own, supertokens' headings have no anchor, chaos-mesh's swizzled
 * `MDXComponents/Img` captions each image. Before, only `a` and `code` were the site's; every other
 * element kept this build's markup (tests/fixtures/mdx-site-elements, mdx-site-parts). A site that
 * lists Docusaurus's own parts draws exactly what this build draws (tests/fixtures/mdx-theme-parts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';
import { sortSwizzled } from '../../build/react-pages/swizzled.ts';

async function render(fixture: string | undefined, markdown: string) {
  const siteDir = path.join(import.meta.dirname, '../fixtures', fixture ?? 'mdx-site-elements');
  return renderSiteDoc(markdown, path.join(siteDir, 'docs/page.mdx'), path.join(siteDir, 'docs'), { site: { baseUrl: '/', siteConfig: {} }, siteDir: fixture && siteDir, isMdx: () => true });
}

describe("a site's MDXComponents for Markdown's elements", () => {
  it('draw its tables, headings, block quotes, rules, lists and images, with their content as this build draws it', async () => {
    const { html, warnings } = await render(
      'mdx-site-elements',
      ['## Setup', '', '| A | B |', '|---|:-:|', '| `1` | 2 |', '', '> Quoted.', '', '---', '', '1. one', '2. two', '', '- item', '', '![A dot](./a.png "The dot")', ''].join('\n'),
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="site-heading" id="setup">Setup</h2>');
    expect(html).toContain('<div class="site-table"><table><thead><tr><th>A</th>\n<th class="align-center">B</th>\n</tr></thead><tbody><tr><td><code>1</code></td>');
    expect(html).not.toContain('table-wrapper');
    expect(html).toContain('<blockquote class="site-quote">\n<p>Quoted.</p>\n</blockquote>');
    expect(html).toContain('<hr class="site-rule"/>');
    expect(html).toContain('<ol class="site-steps">\n<li data-item="">one</li>\n<li data-item="">two</li>\n</ol>');
    expect(html).toContain('<ul class="site-list">\n<li data-item="">item</li>\n</ul>');
    expect(html).toMatch(/<p><span class="site-zoom"><img alt="A dot" src="\/assets\/images\/a-[0-9a-f]+\.png" title="The dot" width="1" height="1" loading="lazy" decoding="async"\/><\/span><\/p>/);
  });

  it('draw the elements of a document read as CommonMark too (`.md` under `format: \'detect\'`), as Docusaurus compiles it through MDX', async () => {
    const siteDir = path.join(import.meta.dirname, '../fixtures/mdx-site-elements');
    const site = { site: { baseUrl: '/', siteConfig: {} }, siteDir, isMdx: () => false };
    const { html, warnings } = await renderSiteDoc('> Quoted.\n\n- item\n\n---\n', path.join(siteDir, 'docs/page.md'), path.join(siteDir, 'docs'), undefined, { siteComponents: site });
    expect(warnings).toEqual([]);
    expect(html).toContain('<blockquote class="site-quote">\n<p>Quoted.</p>\n</blockquote>');
    expect(html).toContain('<ul class="site-list">\n<li data-item="">item</li>\n</ul>');
    expect(html).toContain('<hr class="site-rule"/>');
  });

  it("that wraps Docusaurus's Heading draws the heading this build draws, anchor and all", async () => {
    const markdown = "Intro.\n\n### What's the `x` option\n";
    const own = await render('mdx-site-elements', markdown);
    const builds = await render(undefined, markdown);
    expect(own.html).toContain('<h3 id="whats-the-x-option">What&#39;s the <code>x</code> option<a href="#whats-the-x-option" class="hash-link" aria-label="Direct link to What&#39;s the x option"');
    expect(own.html).toBe(builds.html);
  });

  it('leave lower-case tags written in MDX the HTML they are, as MDX 3 does', async () => {
    const { html } = await render('mdx-site-elements', '<table><tbody><tr><td>cell</td></tr></tbody></table>\n\n<img src="https://example.com/x.png" alt="x" />\n');
    expect(html).not.toContain('site-table');
    expect(html).not.toContain('site-zoom');
    expect(html).toContain('<table><tbody><tr><td>cell</td></tr></tbody></table>');
  });

  it('that throws is reported at its line, and the element is shown as this build draws it', async () => {
    const { html, warnings } = await render('mdx-site-elements', 'Intro.\n\n![](./a.png)\n');
    expect(warnings).toEqual([`3: the site's MDXComponents "img" could not render this <img> (an image needs its alt text), so it is shown as this build draws it. Fix that component.`]);
    expect(html).toMatch(/<p><img src="\/assets\/images\/a-[0-9a-f]+\.png" alt="" width="1" height="1" loading="lazy" decoding="async"><\/p>/);
  });
});

describe("a site's swizzled parts of Docusaurus's MDXComponents, without MDXComponents of its own", () => {
  it("draw Markdown's images and headings, around Docusaurus's own (@theme-original), with their stylesheet", async () => {
    const { html, warnings, stylesheets } = await render('mdx-site-parts', '## Setup\n\n![A dot](./a.png)\n\n| A |\n|---|\n| 1 |\n');
    expect(warnings).toEqual([]);
    expect(html).toMatch(/<figure class="styles_figure"><img loading="lazy" decoding="async" src="\/assets\/images\/a-[0-9a-f]+\.png" alt="A dot" width="1" height="1"\/><figcaption>A dot<\/figcaption><\/figure>/);
    expect(html).toContain('<h2 data-site-heading="" id="setup">Setup<a href="#setup" class="hash-link"');
    expect(html).toContain('<div class="table-wrapper" tabindex="0"><table>');
    expect(stylesheets?.map((sheet) => sheet.css)).toEqual([expect.stringContaining('.styles_figure {')]);
  });

  it('are not reported as swizzled components this build does not use', () => {
    const themeDir = path.join(import.meta.dirname, '../fixtures/mdx-site-parts/src/theme');
    const { warnings } = sortSwizzled([{ name: 'MDXComponents/Img', file: path.join(themeDir, 'MDXComponents/Img/index.js') }, { name: 'MDXComponents/Heading', file: path.join(themeDir, 'MDXComponents/Heading.js') }], themeDir);
    expect(warnings).toEqual([]);
  });
});

describe("a site that lists Docusaurus's own parts again (react-native's, kaia's)", () => {
  it('draws every Markdown element exactly as this build draws it', async () => {
    const markdown = ['Intro.', '', '## Setup', '', '### Later', '', '- [x] done', '- plain', '', '![A](https://example.com/a.png)', '', '| A |', '|---|', '| 1 |', '', '> Quoted.', ''].join('\n');
    const listed = await render('mdx-theme-parts', markdown);
    const builds = await render(undefined, markdown);
    expect(listed.warnings).toEqual([]);
    expect(listed.html).toBe(builds.html);
  });
});

describe("a site's swizzled CodeBlock that wraps Docusaurus's (kysely's, flow's, pixijs')", () => {
  const fence = (language: string) => ['Intro.', '', '```' + language + ' title="a.js" {3}', '// highlight-next-line', 'const a = 1;', 'const b = 2;', '```', ''].join('\n');

  it("draws fenced code: its own box around the block this build draws, given the props MDX gives (language class, metastring, code as written)", async () => {
    const own = await render('mdx-site-codeblock', fence('js'));
    const builds = await render(undefined, fence('tsx'));
    const block = builds.html.slice(builds.html.indexOf('<div class="code-block'));
    expect(block).toContain('code-line--highlighted');
    expect(own.warnings).toEqual([]);
    expect(own.html).toBe(`<p>Intro.</p>\n<div data-weight="2">${block}</div>\n`);
  });

  it('is not reported as a swizzled component this build does not use', () => {
    const themeDir = path.join(import.meta.dirname, '../fixtures/mdx-site-codeblock/src/theme');
    expect(sortSwizzled([{ name: 'CodeBlock', file: path.join(themeDir, 'CodeBlock/index.js') }], themeDir).warnings).toEqual([]);
  });
});

describe("@docusaurus/router in a page's code", () => {
  it("answers useHistory as on the server, so a switch that reads the URL shows its default (supertokens' UI type: the prebuilt UI, its custom-UI text left out)", async () => {
    const source = [
      "import { useHistory, useLocation } from '@docusaurus/router';",
      '',
      "export function CustomOnly({ children }) { const history = useHistory(); const ui = new URLSearchParams(useLocation().search).get('ui') ?? 'prebuilt'; return ui === 'custom' ? children : <b>{ui} at {history.location.pathname}</b>; }",
      '',
      '<CustomOnly>Custom UI only: [a link](../custom-only)</CustomOnly>',
      '',
    ].join('\n');
    const { html, warnings } = await render(undefined, source);
    expect(warnings).toEqual([]);
    expect(html).toContain('<b>prebuilt at /docs/page</b>');
    expect(html).not.toContain('Custom UI only');
  });
});
