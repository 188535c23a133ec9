/**
 * What a real Docusaurus site's React pages import beyond Layout and Link
 * (tests/fixtures/docusaurus-pages-theme): the theme's content components (Admonition, Tabs,
 * CodeBlock, Details, Icon/ExternalLink) with this build's markup, the site's own theme folder as
 * `@theme/X` (and the built-in one as `@theme-original/X`), `classnames`, and packages the folder
 * does not have installed, which stand in (one warning each for the whole build) instead of
 * leaving the page out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliBuild } from '../helpers/fixture.ts';

const FIXTURE = 'docusaurus-pages-theme';
const { out, printed } = cliBuild(FIXTURE, 180_000);

const page = (route: string) => readFileSync(path.join(out, route.replace(/^\//, ''), 'index.html'), 'utf8');
const mainOf = (html: string) => html.slice(html.indexOf('<div id="main"'), html.indexOf('<footer'));
const warnings = () => printed.stderr.split('\n').filter((line) => line.includes('warning:'));

describe("React pages' theme components and packages", () => {
  it('every page renders (none left out) and the build says once which package stood in, naming the files', () => {
    expect(printed.stdout).toMatch(/^5 pages written/m);
    expect(printed.stderr).not.toContain('is left out');
    const missing = warnings().filter((line) => line.includes('is not installed in the site'));
    expect(missing.map((line) => /"([^"]+)" is not installed/.exec(line)![1]).sort()).toEqual(['@icons-pack/react-simple-icons', '@mdi/js', '@mdi/react', '@vanilla-extract/dynamic', 'framer-motion', 'styled-components']);
    const motion = missing.find((line) => line.includes('"framer-motion"'))!;
    expect(motion).toMatch(/^tests\/fixtures\/docusaurus-pages-theme\/src\/pages\/(counter|index)\.tsx: warning: /);
    expect(motion).toMatch(/\(and 1 other file: tests\/fixtures\/docusaurus-pages-theme\/src\/pages\/(counter|index)\.tsx\)/);
    expect(motion).toContain('npm install in the site folder');
  });

  it("a package that is not installed stands in: an element member renders that element with its class, a component renders its children's place", () => {
    const main = mainOf(page('/'));
    expect(main).toContain('<div class="hero-motion">Animated hero</div>');
    expect(main).toContain('<section class="panel">Styled panel</section>');
    expect(main).toContain('<p class="platform"> Linux</p>');
    // A named import beside the default one (which reads the module through esbuild's interop copy).
    expect(main).toContain('<p class="stacked">Stacked icons</p>');
    expect(main).not.toMatch(/initial=|animate=/);
  });

  it("a helper of a package that is not installed, called with an object (a style from `assignInlineVars(vars)`), gives a stand-in value, not an element: the page renders without that style", () => {
    // React calls a component with (props, a second argument); a call with one object is code's own, whose answer is a value (a style, kuizuo-blog's code block's Prism variables).
    expect(mainOf(page('/'))).toContain('<div class="themed">Themed box</div>');
  });

  it("draws Admonition, Tabs, CodeBlock, Details and Icon/ExternalLink as this build's Markdown draws them", () => {
    const main = mainOf(page('/'));
    expect(main).toMatch(/<div class="admonition admonition--tip theme-admonition theme-admonition-tip alert alert--success"><p class="admonition__title"><span class="admonition__icon"><svg [^>]*>.*?<\/svg><\/span>Good to know<\/p><div class="admonition__body">Pages get the theme&#x27;s admonitions.<\/div><\/div>/);
    expect(main).toContain('<div class="tabs" data-group-id="os"><div class="tabs__panel" data-label="Linux" data-value="linux" data-default=""><p class="tabs__label">Linux</p>Linux steps</div><div class="tabs__panel" data-label="macOS" data-value="mac"><p class="tabs__label">macOS</p>macOS steps</div></div>');
    // Highlighted at build time, with its title.
    expect(main).toContain('<div class="code-block theme-code-block" data-language="js"><div class="code-block__title">hello.js</div><pre class="code-block__pre prism-code" tabindex="0"><code class="hljs language-js"><span class="hljs-keyword">const</span> greeting');
    expect(main).toContain('<details class="details"><summary>More</summary><div class="details__body">Hidden details</div></details>');
    expect(main).toMatch(/Example <svg [^>]*class="iconExternalLink"><path/);
  });

  it("takes @theme/X from the site's own theme folder, and @theme-original/X as this build's", () => {
    const main = mainOf(page('/'));
    // src/theme/Banner.tsx, with classnames' rules.
    expect(main).toContain('<p class="banner banner--wide banner--site">From the site&#x27;s theme folder</p>');
    // src/theme/Admonition wraps the built-in one.
    expect(main).toMatch(/<div class="site-admonition"><div class="admonition admonition--tip /);
    const swizzled = warnings().filter((line) => line.includes('swizzled component'));
    expect(swizzled).toEqual([expect.stringMatching(/src\/theme\/Admonition\/index\.tsx: warning: swizzled component Admonition is used by the React pages that import it, and nowhere else/)]);
  });

  it('renders the Markdown a page imports from outside the content folders, as Docusaurus\'s fallback MDX loader compiles it (tests/unit/react-pages-markdown.test.ts covers more)', () => {
    expect(mainOf(page('/releases'))).toMatch(/<h1>Releases<\/h1><h2 id="release-notes">Release notes<a [^>]*>[^<]*<\/a><\/h2>\n<ul>\n<li>1\.0: the first release\.<\/li>/);
    expect(warnings().filter((w) => w.includes('releases'))).toEqual([]);
  });

  it("gives a hydrated page's browser render its code blocks as the build drew them", () => {
    const html = page('/counter');
    const props = /data-island="page" data-props="([^"]+)"/.exec(html)?.[1];
    expect(props).toBeDefined();
    const attribute = props!.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
    const data = JSON.parse(attribute).data as { codeBlocks: Record<string, { className: string; language: string; html: string }> };
    const blocks = Object.values(data.codeBlocks);
    expect(blocks).toHaveLength(1);
    const [block] = blocks;
    expect(block.language).toBe('js');
    expect(mainOf(html)).toContain(`<div class="${block.className}" data-language="js">${block.html}</div>`);
  });
});
