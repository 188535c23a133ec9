import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageRegistry } from '../../build/markdown/images.ts';
import { renderMarkdown } from '../../build/markdown/index.ts';
import { countWords, wordsOf } from '../../build/markdown/words.ts';
import { readingMinutes } from '../../build/routes/blog-views.ts';
import { summarize } from '../../build/routes/head.ts';
import type { SiteLocation } from '../../shared/url.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'md-test-'));
// A 3x2 PNG, so the renderer can read real dimensions.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEElEQVR4nGNgYGD4z8DAAAAEAAH/Cgj8AAAAAElFTkSuQmCC', 'base64');
writeFileSync(path.join(dir, 'pic.png'), PNG);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function render(source: string, bodyLine = 1, site: SiteLocation = { baseUrl: '/' }, asMdx = false, rootReads = false) {
  const warnings: string[] = [];
  const errors: string[] = [];
  const result = await renderMarkdown(source, {
    sourcePath: path.join(dir, 'page.md'),
    route: '/docs/page',
    pageUrl: 'https://example.com/docs/page',
    routeOfFile: (file) => (file === path.join(dir, 'other.md') ? '/docs/other' : undefined),
    staticDirs: [dir],
    contentDir: dir,
    site,
    images: createImageRegistry(),
    bodyLine,
    rootReads,
    mdx: asMdx ? { site: { baseUrl: site.baseUrl, siteConfig: {} }, isMdx: () => true } : undefined,
    warn: (line, message) => warnings.push(`${line}: ${message}`),
    brokenMarkdownLink: (line, message) => warnings.push(`${line}: ${message}`),
    error: (line, message) => errors.push(`${line}: ${message}`),
  });
  return { ...result, warnings, errors };
}

describe('headings', () => {
  it('takes the first # heading as the title and leaves it out of the body', async () => {
    const r = await render('# My Page\n\nText.');
    expect(r.title).toBe('My Page');
    expect(r.html).not.toContain('<h1');
  });

  it("takes a # heading as the title only when it is the first heading, above any ---, as Docusaurus's contentTitle does; a later one is an h1 of the text", async () => {
    const later = await render('Intro.\n\n## Setup\n\n# Setup\n\nText.\n\n## Setup');
    expect(later.title).toBeUndefined();
    // Drawn without id or anchor, as Docusaurus's Heading draws an h1; its slug is still taken.
    expect(later.html).toContain('<h1>Setup</h1>');
    expect(later.headings.map((h) => `${h.depth} ${h.id}`)).toEqual(['2 setup', '2 setup-2']);
    // Not a section of its own in search: no anchor to go to.
    expect(later.sections.map((s) => s.id)).toEqual([undefined, 'setup', 'setup-2']);
    const afterBreak = await render('Intro.\n\n---\n\n# After the break');
    expect(afterBreak.title).toBeUndefined();
    expect(afterBreak.html).toContain('<h1>After the break</h1>');
    const first = await render('Intro.\n\n# The title\n\n## Part\n\n# Another');
    expect(first.title).toBe('The title');
    // After text, it stays where it stands, in a header, as Docusaurus's contentTitle leaves it (docusaurus-content-title.test.ts).
    expect([first.titleInPlace, first.html.match(/^<p>Intro\.<\/p>\s*<header><h1>The title<\/h1><\/header>/) !== null]).toEqual([true, true]);
    expect(first.html).toContain('<h1>Another</h1>');
    const opening = await render('# The title\n\nText.');
    expect([opening.title, opening.titleInPlace, opening.html]).toEqual(['The title', undefined, '<p>Text.</p>\n']);
  });

  it('gives GitHub-style unique ids and a "Direct link" anchor', async () => {
    const r = await render('## Hello World\n\n## Hello World\n\n### Using `init` & more!');
    expect(r.headings.map((h) => h.id)).toEqual(['hello-world', 'hello-world-1', 'using-init--more']);
    expect(r.html).toContain('<h2 id="hello-world">Hello World<a href="#hello-world" class="hash-link" aria-label="Direct link to Hello World" title="Direct link to Hello World">');
  });

  it('honours {#custom-id} and keeps it out of the text', async () => {
    const r = await render('## Install it {#install}\n\n## Install it');
    expect(r.headings).toEqual([
      { depth: 2, text: 'Install it', id: 'install' },
      { depth: 2, text: 'Install it', id: 'install-it' },
    ]);
    expect(r.html).not.toContain('{#install}');
  });

  it('honours {#custom-id} with its braces escaped, as MDX pages write it, after a link too', async () => {
    const r = await render('## Escaped \\{#escaped\\}\n\n#### [`CODE`](#code) \\{#code\\}');
    expect(r.headings).toEqual([
      { depth: 2, text: 'Escaped', id: 'escaped' },
      { depth: 4, text: 'CODE', id: 'code' },
    ]);
    expect(r.html).not.toContain('#escaped\\}');
    expect(r.html).not.toMatch(/[{}]/);
  });

  it('takes an id from a comment ending the heading, as Docusaurus 3.10 does: {/* #id */} in MDX; <!-- #id --> only where comments are HTML (docusaurus-comments-option.test.ts)', async () => {
    const mdx = await render('### click {/* #locator-click */}\n\n### plain {/* not an id */}\n\n### mid {/* #x */} dle\n\nText {/* #no-heading */} here.', 1, undefined, true);
    expect(mdx.headings).toEqual([
      { depth: 3, text: 'click', id: 'locator-click' },
      { depth: 3, text: 'plain /* not an id */', id: 'plain--not-an-id-' },
      { depth: 3, text: 'mid /* #x */ dle', id: 'mid--x--dle' },
    ]);
    expect(mdx.html).toContain('<h3 id="locator-click">click<a href="#locator-click"');
    expect(mdx.html).toContain('<p>Text  here.</p>');
    // Docusaurus's comment syntax (on by default) drops the comment, and the space before it is in the slug.
    const md = await render('## Install <!-- #setup -->\n\n## Other <!-- note -->');
    expect(md.headings).toEqual([
      { depth: 2, text: 'Install', id: 'install-' },
      { depth: 2, text: 'Other', id: 'other-' },
    ]);
  });

  it("takes any first word of an id comment as the id, as Docusaurus 3.10's remark/headings does, and so `{#id}` as its parseMarkdownHeadingId does (tests/fixtures/heading-comments/id-characters.mdx)", async () => {
    const source = readFileSync(path.join(FIXTURES, 'heading-comments/id-characters.mdx'), 'utf8');
    const { headings, html } = await render(source, 1, undefined, true);
    expect(headings.map((h) => [h.text, h.id])).toEqual([
      ['Locator', 'page.locator(selector)?'],
      ['Versioned', 'api/v2'],
      ['Accented', 'café'],
      ['Starred', 'a*b*c'],
      ['Linked', '[x](y)'],
      ['Classic', 'api/v3'],
    ]);
    expect(html).toContain('<h2 id="api/v2">Versioned<a href="#api/v2"');
    expect(html).not.toMatch(/[{}\\]/);
  });

  it('reads a comment ending a setext heading as part of it, as an ATX heading\'s: its code is in the slug, or it names the id (tests/fixtures/heading-comments/setext.mdx)', async () => {
    const source = readFileSync(path.join(FIXTURES, 'heading-comments/setext.mdx'), 'utf8');
    const { headings, html } = await render(source, 1, undefined, true);
    expect(headings.map((h) => [h.text, h.id])).toEqual([
      ['Setext /* note */', 'setext--note-'],
      ['Setext id', 'setext-id'],
    ]);
    expect(html).toContain('<p>Paragraph  text.</p>');
    expect(html).toMatch(/<li>Item ?<\/li>\n<\/ul>\n<hr>/);
  });

  it('gives a heading of symbols only a stable, non-empty id', async () => {
    const first = await render('## ???\n\n## !!!');
    expect(first.headings.map((h) => h.id)).toEqual(['section', 'section-1']);
    expect((await render('## ???\n\n## !!!')).headings).toEqual(first.headings);
  });

  it('escapes HTML in heading text inside the anchor label', async () => {
    const r = await render('## Use `<script>` tags');
    expect(r.html).toContain('aria-label="Direct link to Use &lt;script&gt; tags"');
    expect(r.html).not.toContain('<script>');
  });
});

describe('code blocks', () => {
  it('highlights at build time for every required language', async () => {
    for (const lang of ['bash', 'typescript', 'javascript', 'yaml', 'json', 'markdown', 'python', 'go', 'rust', 'java', 'csharp']) {
      const sample = lang === 'markdown' ? '# Title\n\n**bold**' : 'const x = "a"; // c';
      const r = await render('```' + lang + '\n' + sample + '\n```');
      expect(r.html, lang).toContain('class="hljs language-' + lang + '"');
      expect(r.html, lang).toMatch(/<span class="hljs-/);
    }
  });

  it('shows a title, highlights the lines named and numbers lines on request', async () => {
    const r = await render('```ts title="spec.ts" {1,3-4} showLineNumbers\na\nb\nc\nd\ne\n```');
    expect(r.html).toContain('<div class="code-block__title">spec.ts</div>');
    expect(r.html).toContain('code-block--numbered');
    const lines = [...r.html.matchAll(/<span class="code-line( code-line--highlighted theme-code-block-highlighted-line)?">/g)].map((m) => Boolean(m[1]));
    expect(lines).toEqual([true, false, true, true, false]);
  });

  it('keeps each line well-formed when a highlighted token spans lines', async () => {
    const r = await render('```ts {2}\n/* one\ntwo */ const a = 1;\n```');
    const second = r.html.split('<span class="code-line')[2];
    expect(second.startsWith(' code-line--highlighted theme-code-block-highlighted-line"><span class="hljs-comment">two */</span>')).toBe(true);
  });

  // hkawa90/Dotsubo writes ``` title="IPv4" with no language (6 files), taichi ```python{2}: Docusaurus
  // takes the first word of the info string as the language and reads title and ranges from the rest.
  it('reads a title or line range that opens the info string as the language, as Docusaurus does', async () => {
    const titled = await render('``` title="Ethernet II frame"\n| Preamble |\n```');
    expect(titled.html).not.toContain('code-block__title');
    expect(titled.html).toContain('class="hljs language-title=&quot;ethernet"');
    expect(titled.warnings).toEqual([expect.stringContaining('unknown code language "title="ethernet": the block is shown without highlighting. Docusaurus reads the first word')]);
    const glued = await render('```python{2}\na = 1\nb = 2\n```');
    expect(glued.html).not.toContain('code-line--highlighted');
    expect(glued.warnings).toEqual([expect.stringContaining('then a space, then title="..." or {1,3}')]);
    const spaced = await render('```python title="a.py" {2}\na = 1\nb = 2\n```');
    expect(spaced.html).toContain('<div class="code-block__title">a.py</div>');
    expect(spaced.html).toContain('code-line--highlighted');
    expect(spaced.warnings).toEqual([]);
  });

  it('escapes code in unknown languages', async () => {
    expect((await render('```nolang\n<b>x</b>\n```')).html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('admonitions and tabs', () => {
  it('renders each admonition type with a default or custom title', async () => {
    for (const kind of ['note', 'tip', 'info', 'warning', 'danger']) {
      const r = await render(`:::${kind}\nBody **text**.\n:::`);
      const alert = { note: 'secondary', tip: 'success', info: 'info', warning: 'warning', danger: 'danger' }[kind];
      expect(r.html).toMatch(new RegExp(`<div class="admonition admonition--${kind} theme-admonition theme-admonition-${kind} alert alert--${alert}"><p class="admonition__title"><span class="admonition__icon"><svg [^>]*>.*?</svg></span>${kind[0].toUpperCase() + kind.slice(1)}</p>`));
      expect(r.html).toContain('<strong>text</strong>');
    }
    expect((await render(':::tip Start small\nx\n:::')).html).toMatch(/<p class="admonition__title"><span class="admonition__icon">.*?<\/span>Start small<\/p>/);
  });

  it("read a backslash in a title's brackets as an escape, as remark-directive does: `\\]` does not close the title", async () => {
    // kaia-docs' translations write `:::info[Prometheus 구성\]`: Docusaurus shows that line, the body and the closing `:::` as text.
    const open = await render(':::info[Setup\\]\n\nBody.\n\n:::');
    expect(open.html).toBe('<p>:::info[Setup]</p>\n<p>Body.</p>\n<p>:::</p>\n');
    const escaped = await render(':::tip[a \\] b]\n\nBody.\n\n:::');
    expect(escaped.html).toMatch(/admonition--tip[^]*<\/span>a \] b<\/p><div class="admonition__body"><p>Body\.<\/p>/);
  });

  it('keeps ::: lines inside code fences as code', async () => {
    const r = await render(':::note\n```markdown\n:::tip\nnot a tip\n:::\n```\n:::');
    expect(r.html).not.toContain('admonition--tip');
    expect(r.html).toContain('admonition--note');
  });

  it('splits tabs at @tab lines', async () => {
    const r = await render(':::tabs\n@tab npm\n```bash\nnpm i\n```\n@tab yarn\nyarn add\n:::');
    expect(r.html).toMatch(/<div class="tabs"><div class="tabs__panel" data-label="npm"><p class="tabs__label">npm<\/p>.*npm i.*<div class="tabs__panel" data-label="yarn">/s);
  });

  it('stop at the nesting limit: an error at its line, and nothing more of the page rendered', async () => {
    const r = await render('# Deep\n\n' + ':::note\n'.repeat(2000) + 'deep\n');
    expect(r.errors).toEqual([expect.stringMatching(/^103: Markdown nests more than 100 levels deep here/)]);
    // The build stops at the error. Rendered, the text past the limit was copied at each of the 100 levels around it, its twin with ever longer prefixes (90,000 unclosed admonitions: 7.8 s of CPU time, 2.6 s without).
    expect({ html: r.html, markdown: r.markdown }).toEqual({ html: '', markdown: '' });
  });
});

describe('GitHub-flavoured Markdown', () => {
  it('renders tables, task lists, strikethrough and autolinks', async () => {
    const r = await render('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] open\n\n~~old~~ https://example.com');
    expect(r.html).toContain('<table><thead><tr><th>a</th>');
    expect(r.html).toContain('<input type="checkbox" disabled checked aria-label="Done">');
    expect(r.html).toContain('<del>old</del>');
    expect(r.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a>');
  });
});

describe('footnotes', () => {
  // As remark-gfm and mdast-util-to-hast render them in Docusaurus (checked on jellyfin.org's build).
  const source = 'Over 400[^one] requests[^2], again[^one], and [^missing].\n\n[^one]: See [the list](https://example.com/l).\n[^2]: Git comparison\n    with a note[^3].\n\n    Second paragraph.\n[^3]: Third.\n[^unused]: Never shown.';

  it('numbers references in order of first use, with remark\'s ids, and leaves an undefined one as text', async () => {
    const r = await render(source);
    const refs = [...r.html.matchAll(/<sup><a href="#([^"]+)" id="([^"]+)" data-footnote-ref aria-describedby="footnote-label">(\d+)<\/a><\/sup>/g)].map((m) => m.slice(1).join(' '));
    expect(refs).toEqual([
      'user-content-fn-one user-content-fnref-one 1',
      'user-content-fn-2 user-content-fnref-2 2',
      'user-content-fn-one user-content-fnref-one-2 1',
      'user-content-fn-3 user-content-fnref-3 3',
    ]);
    expect(r.html).toContain(', and [^missing].</p>');
  });

  it('lists the definitions at the end under a "Footnotes" h2, with a link back to each reference', async () => {
    const r = await render(source);
    const section = r.html.slice(r.html.indexOf('<section data-footnotes class="footnotes">'));
    expect(section).toMatch(/^<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes<a href="#footnote-label" class="hash-link"/);
    expect([...section.matchAll(/<li id="([^"]+)">/g)].map((m) => m[1])).toEqual(['user-content-fn-one', 'user-content-fn-2', 'user-content-fn-3']);
    expect(section).toContain('<p>See <a href="https://example.com/l" target="_blank" rel="noopener noreferrer">the list</a>. <a href="#user-content-fnref-one" data-footnote-backref aria-label="Back to reference 1" class="data-footnote-backref">↩</a> <a href="#user-content-fnref-one-2" data-footnote-backref aria-label="Back to reference 1-2" class="data-footnote-backref">↩<sup>2</sup></a></p>');
    expect(section).toContain('<p>Second paragraph. <a href="#user-content-fnref-2"');
    expect(r.html).not.toContain('Never shown');
    expect(r.html).not.toContain('[^one]:');
    // Not a heading of the text: the table of contents leaves it out.
    expect(r.headings).toEqual([]);
  });

  it('writes them back as GFM footnotes in the Markdown twin, the definitions after the text', async () => {
    const r = await render(source);
    expect(r.markdown).toBe('Over 400[^one] requests[^2], again[^one], and [^missing].\n\n[^one]: See [the list](https://example.com/l).\n[^2]: Git comparison\n    with a note[^3].\n\n    Second paragraph.\n[^3]: Third.');
  });
});

describe('tables', () => {
  it('aligns columns with a class, never the obsolete align attribute', async () => {
    const r = await render('| l | c | r | n |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |');
    expect(r.html).toContain('<th class="align-left">l</th>\n<th class="align-center">c</th>\n<th class="align-right">r</th>\n<th>n</th>');
    expect(r.html).toContain('<td class="align-left">1</td>\n<td class="align-center">2</td>\n<td class="align-right">3</td>\n<td>4</td>');
    expect(r.html).not.toContain('align=');
  });
});

describe('links', () => {
  it('turns links to .md files into the target route, keeping the anchor', async () => {
    const r = await render('See [other](./other.md#part).');
    expect(r.html).toContain('<a href="/docs/other#part">other</a>');
    expect(r.links).toEqual([{ path: '/docs/other', hash: 'part', line: 1 }]);
  });

  it('warns with the line about a .md link to no page', async () => {
    const r = await render('Intro.\n\nSee [gone](./gone.md).', 10);
    expect(r.warnings).toEqual([expect.stringMatching(/^12: broken link: "\.\/gone\.md"/)]);
  });

  it('records route and same-page links for the link checker', async () => {
    expect((await render('[a](/blog) [b](#x) [c](../other)')).links).toEqual([
      { path: '/blog', hash: '', line: 1 },
      { path: '/docs/page', hash: 'x', line: 1 },
      // A relative link that climbs above the root has no path read from it (next test).
      { path: '/other', hash: '', line: 1 },
    ]);
  });

  it("gives a relative link its path read from the site root, where Docusaurus 2's check reads it, unless the path climbs above the root", async () => {
    const links = (await render('[a](other/x) [b](a/../y) [c](../z) [d](a/../../w) [e](..)', 1, undefined, false, true)).links;
    expect(links.map((link) => [link.path, link.rootRead])).toEqual([
      ['/docs/other/x', '/other/x'],
      ['/docs/y', '/y'],
      // Docusaurus 2 joins these to its output folder (`${outDir}/../z`), outside it: no file of the output answers them.
      ['/z', undefined],
      ['/w', undefined],
      ['/', undefined],
    ]);
  });

  it('gives no path read from the root where the check does not read one (any site but a Docusaurus 2 one)', async () => {
    const links = (await render('[a](other/x) [b](a/../y)')).links;
    expect(links.map((link) => [link.path, link.rootRead])).toEqual([
      ['/docs/other/x', undefined],
      ['/docs/y', undefined],
    ]);
  });

  it('opens external links in a new tab, noopener noreferrer, as Docusaurus\'s Link writes every address with a protocol', async () => {
    // Checked against Docusaurus 3.3.2's build: `[link](https://example.com/x)` is `<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">`.
    expect((await render('[x](https://example.com)')).html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect((await render('[mail](mailto:team@example.com)')).html).toContain('<a href="mailto:team@example.com" target="_blank" rel="noopener noreferrer">mail</a>');
    expect((await render('[page](/docs/intro)')).html).not.toContain('target=');
  });
});

describe('images', () => {
  it('publishes local images under a hashed URL with their size', async () => {
    const r = await render('![A picture](./pic.png)');
    expect(r.html).toMatch(/<img src="\/assets\/images\/pic-[0-9a-f]{8}\.png" alt="A picture" width="3" height="2"/);
  });

  it('reports a missing image as an error with its line', async () => {
    const r = await render('Text\n\n![x](./missing.png)', 5);
    expect(r.errors).toEqual([expect.stringMatching(/^7: image "\.\/missing\.png" not found/)]);
  });

  it('shows themed images in one colour mode only', async () => {
    const r = await render('![l](./pic.png#gh-light-mode-only) ![d](./pic.png#gh-dark-mode-only)');
    expect(r.html).toContain('class="themed-image themed-image--light"');
    expect(r.html).toContain('class="themed-image themed-image--dark"');
  });
});

describe('excerpts and text', () => {
  it('cuts the excerpt at <!-- truncate -->', async () => {
    const r = await render('Opening.\n\n<!-- truncate -->\n\nRest of the post.');
    expect(r.excerptHtml).toContain('Opening.');
    expect(r.excerptHtml).not.toContain('Rest');
    expect(r.html).toContain('Rest of the post.');
  });

  it('gives the first paragraph as plain text', async () => {
    expect((await render('# T\n\nA *short* [intro](https://x.dev).\n\nMore.')).firstParagraph).toBe('A short intro.');
  });

  it('gives no first paragraph for one without text, so that the page gets its fallback description (summarize), not an empty one', async () => {
    expect((await render('# T\n\n![](pic.png)\n\nMore.')).firstParagraph).toBeUndefined();
    expect([summarize(undefined, 'Tagline'), summarize('', 'Tagline')]).toEqual(['Tagline', '']);
  });

  it('counts the words below the title, headings, lists, tables and code included', async () => {
    const r = await render('# Not counted\n\nOne *two*\n\n## Three four\n\n- five\n- six\n\n#### Seven\n\n| eight | nine |\n|---|---|\n| ten | eleven |\n\n```js\ntwelve();\n```');
    expect(wordsOf(r)).toBe(12);
    // 200 words a minute, as Docusaurus reads.
    expect(readingMinutes(wordsOf(await render(`# Post\n\n${'word '.repeat(400)}`)))).toBe(2);
    expect(readingMinutes(wordsOf(await render(`# Post\n\n## More\n\n${'word '.repeat(400)}`)))).toBe(3);
  });

  it('counts words between every kind of white space, as splitting on \\s does', () => {
    const spaces = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter((c) => /\s/.test(c));
    // Each white space between two letters, then all of them together before letters that are not split (U+200B and U+0085 are no white space to `\s`).
    const text = `a${spaces.join('a')}a${spaces.join('')}b\u200bc\u0085d`;
    expect(countWords(text)).toBe(text.split(/\s+/).filter(Boolean).length);
    expect(countWords(text)).toBe(spaces.length + 2);
    expect(countWords('')).toBe(0);
  });
});

describe('links and images under a base URL', () => {
  it('puts Markdown-file links, route links and images under the base URL with the trailing slash, and checks them as routes', async () => {
    const { html, links, errors } = await render('[a](other.md#x) [b](/docs/api) [c](/sub/docs/api) [d](https://e.org/) [e](#top)\n\n![p](pic.png) ![q](/pic.png)', 1, { baseUrl: '/sub/', trailingSlash: true });
    expect(errors).toEqual([]);
    expect(html).toContain('<a href="/sub/docs/other/#x">a</a>');
    expect(html).toContain('<a href="/sub/docs/api/">b</a>');
    expect(html).toContain('<a href="/sub/docs/api">c</a>');
    expect(html).toContain('<a href="https://e.org/" target="_blank" rel="noopener noreferrer">d</a>');
    expect(html).toContain('<a href="#top">e</a>');
    expect(html).toMatch(/<img src="\/sub\/assets\/images\/pic-[0-9a-f]+\.png"/);
    expect(html).toContain('<img src="/sub/pic.png"');
    expect(links.map((l) => l.path)).toEqual(['/docs/other', '/docs/api', '/docs/api', '/docs/page']);
  });

  it("resolves a relative link from the page's URL, with the trailing slash the site gives it", async () => {
    const slash = await render('[up](../api/) [beside](./other/)', 1, { baseUrl: '/sub/', trailingSlash: true });
    expect(slash.links.map((l) => l.path)).toEqual(['/docs/api/', '/docs/page/other/']);
    // Written resolved, as Docusaurus's Link writes it: the same page whether or not the server adds a slash to the URL.
    expect(slash.html).toContain('<a href="/sub/docs/api/">up</a> <a href="/sub/docs/page/other/">beside</a>');
    const none = await render('[up](../api/?v=2#top) [beside](./other/)', 1, { baseUrl: '/sub/', trailingSlash: false });
    expect(none.links.map((l) => l.path)).toEqual(['/api/', '/docs/other/']);
    expect(none.html).toContain('<a href="/sub/api?v=2#top">up</a> <a href="/sub/docs/other">beside</a>');
  });

  it("gives useBaseUrl's relative path the base URL, as Docusaurus's useBaseUrl does", async () => {
    const source = "import useBaseUrl from '@docusaurus/useBaseUrl';\n\n<img src={useBaseUrl('img/stack.png')} alt=\"a\" /> <img src={useBaseUrl('/img/b.png')} alt=\"b\" /> <img src={useBaseUrl('https://e.org/c.png')} alt=\"c\" />\n";
    const { html, errors } = await render(source, 1, { baseUrl: '/sub/' }, true);
    expect(errors).toEqual([]);
    expect([...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1])).toEqual(['/sub/img/stack.png', '/sub/img/b.png', 'https://e.org/c.png']);
  });

  it("gives useBaseUrl's options and a path already under the base URL what Docusaurus's useBaseUrl gives (base URL /docs/)", async () => {
    const calls = ["'/docs/x'", "'/docs'", "'docs/x'", "'/x', { absolute: true }", "'/docs/x', { forcePrependBaseUrl: true }"];
    const source = `import useBaseUrl from '@docusaurus/useBaseUrl';\n\n${calls.map((call) => `<a href={useBaseUrl(${call})}>l</a>`).join(' ')}\n`;
    const site = { baseUrl: '/docs/', siteConfig: { url: 'https://example.com', baseUrl: '/docs/' } };
    const { html, warnings } = await renderSiteDoc(source, path.join(dir, 'page.mdx'), dir, { site, isMdx: () => true });
    expect(warnings).toEqual([]);
    expect([...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual(['/docs/x', '/docs/', '/docs/docs/x', 'https://example.com/docs/x', '/docs/docs/x']);
  });

  it('puts an image an MDX file imports under the base URL', async () => {
    const { html, errors } = await render("import pic from './pic.png';\n\n<img src={pic} alt=\"p\" />\n", 1, { baseUrl: '/sub/' }, true);
    expect(errors).toEqual([]);
    expect(html).toMatch(/<img [^>]*src="\/sub\/assets\/images\/pic-[0-9a-f]+\.png"/);
  });
});
