/**
 * A swizzled 3.x CodeBlock (tests/fixtures/docusaurus-swizzled-code-block) draws its code through
 * `@docusaurus/theme-common/internal`'s helpers, as Docusaurus 3.10's do: before they were here they
 * stood in and kuizuo-blog's friends page drew an empty code block (no code, no title). The helpers'
 * own rules (magic comments per language, metastring ranges, line numbers) are checked beside. A
 * hydrated page that imports them loads them apart from the runtime (tests/browser/react-pages-lazy.test.ts runs it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliBuild } from '../helpers/fixture.ts';
import { createCodeBlockMetadata, getLineNumbersStart, parseLines } from '../../site/docusaurus/code-block-utils.ts';
import { themeCommonInternal } from '../../site/docusaurus/theme-common-internal.ts';

const { out, printed } = cliBuild('docusaurus-swizzled-code-block', 180_000);
const home = () => {
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<main>'), html.indexOf('</main>'));
};
const HIGHLIGHT = [{ className: 'hl', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

describe('@docusaurus/theme-common/internal in a swizzled CodeBlock', () => {
  it('draws the code without its magic comment, the marked line, the title, the line numbers and the Prism colours', () => {
    const main = home();
    expect(main).toContain('<div class="title">site.js</div>');
    expect(main).toContain('<pre class="language-js" data-start="3"><code><span class="line">const site = {</span><span class="line theme-code-block-highlighted-line">  title: &#x27;Swizzled&#x27;,</span>');
    expect(main).not.toContain('highlight-next-line');
    expect(main).toContain('style="--prism-color:#393A34;--prism-background-color:#f6f8fa" data-numbered="true" data-wrap="false"');
    // A metastring range marks lines by the first magic comment's class.
    expect(main).toContain('<span class="line">a: 1</span><span class="line theme-code-block-highlighted-line">b: 2</span><span class="line">c: 3</span>');
    expect(printed.stderr).not.toContain('theme-common/internal');
  });

  it("fills the head with theme-common's PageMetadata, as a swizzled Layout does: the title as the site formats it, description, keywords, the image's absolute URL", () => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Code | Swizzled Code Block Fixture</title>');
    expect(head).toContain('<meta property="og:title" content="Code | Swizzled Code Block Fixture"/>');
    expect(head).toContain('<meta name="description" content="Blocks the site&#x27;s own CodeBlock draws"/>');
    expect(head).toContain('<meta name="keywords" content="code,blocks"/>');
    expect(head).toContain('<meta property="og:image" content="https://swizzled-code.example.com/img/logo.svg"/>');
    expect(head).toContain('<meta name="twitter:image" content="https://swizzled-code.example.com/img/logo.svg"/>');
    expect(printed.stderr).not.toContain('PageMetadata');
    // Nor do the providers it composes (composeProviders, theme-common/internal's, the docs client's) or ErrorCauseBoundary stand in.
    expect(printed.stderr).not.toMatch(/stands in|is not provided/);
  });

  it('loads on a hydrated page whose code imports it: the page names it, and the runtime loads it from beside itself', () => {
    const html = readFileSync(path.join(out, 'lines', 'index.html'), 'utf8');
    const props = JSON.parse(/data-island="page" data-props="([^"]+)"/.exec(html)![1].replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { runtime: string; code: string };
    const code = readFileSync(path.join(out, props.code), 'utf8');
    expect(code).toMatch(/const (\w+)=\["@docusaurus\/theme-common\/internal","@docusaurus\/plugin-content-docs\/client"\];export\{\w+ as default,\1 as lazy\}/);
    const runtime = readFileSync(path.join(out, props.runtime), 'utf8');
    const chunk = /"@docusaurus\/theme-common\/internal":function\(\)\{return import\("\.\/([^"]+)"\)\}/.exec(runtime)![1];
    const helpers = readFileSync(path.join(out, path.posix.dirname(props.runtime), chunk), 'utf8');
    for (const helper of ['useNavbarMobileSidebar', 'CodeBlockContextProvider']) {
      expect(helpers).toContain(helper);
      expect(runtime).not.toContain(helper);
    }
  });

  it("marks lines by each language's comment styles, as Docusaurus does, and strips the code's last line break", () => {
    expect(parseLines('a\n# highlight-next-line\nb\n', { language: 'py', magicComments: HIGHLIGHT })).toEqual({ code: 'a\nb', lineClassNames: { 1: ['hl'] } });
    // `//` is not a Python comment: the line stays.
    expect(parseLines('// highlight-next-line\nb', { language: 'py', magicComments: HIGHLIGHT }).code).toBe('// highlight-next-line\nb');
    expect(parseLines('x\n{/* highlight-start */}\ny\nz\n{/* highlight-end */}', { language: 'jsx', magicComments: HIGHLIGHT })).toEqual({ code: 'x\ny\nz', lineClassNames: { 1: ['hl'], 2: ['hl'] } });
    expect(parseLines('a\nb\nc\nd', { metastring: '{1,3-4}', language: 'js', magicComments: HIGHLIGHT }).lineClassNames).toEqual({ 0: ['hl'], 2: ['hl'], 3: ['hl'] });
    expect(getLineNumbersStart({ metastring: 'showLineNumbers=7' })).toBe(7);
    expect(createCodeBlockMetadata({ code: 'x', className: 'wide', magicComments: HIGHLIGHT, metastring: "title='t.txt'" })).toMatchObject({ language: 'text', className: 'wide language-text', title: 't.txt', lineNumbersStart: undefined });
  });

  it('answers the navbar and TOC helpers swizzled layouts call as the server render does', () => {
    const internal = themeCommonInternal({ useColorMode: () => ({ colorMode: 'light', isDarkTheme: false, setColorMode: () => undefined }), useWindowSize: () => 'ssr', useDocusaurusContext: () => ({ siteConfig: { baseUrl: '/docs/' } as never, i18n: { currentLocale: 'en' } }), usePathname: () => '/docs/guide/' }, {}) as Record<string, (...args: never[]) => unknown>;
    expect(internal.splitNavbarItems([{ position: 'right', id: 1 }, { id: 2 }] as never)).toEqual([[{ id: 2 }], [{ position: 'right', id: 1 }]]);
    expect(internal.isSamePath('/Docs/a' as never, '/docs/a/' as never)).toBe(true);
    expect(internal.useLocalPathname()).toBe('/guide/');
    expect(internal.useNavbarMobileSidebar()).toMatchObject({ shown: false, shouldRender: false });
    const toc = [{ value: 'A', id: 'a', level: 2 }, { value: 'B', id: 'b', level: 3 }, { value: 'C', id: 'c', level: 4 }];
    expect(internal.useFilteredAndTreeifiedTOC({ toc, minHeadingLevel: 2, maxHeadingLevel: 3 } as never)).toEqual([{ value: 'A', id: 'a', level: 2, children: [{ value: 'B', id: 'b', level: 3, children: [] }] }]);
  });
});
