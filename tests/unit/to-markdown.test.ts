/** The Markdown twin of a document: what an AI assistant reads instead of the HTML page. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageRegistry } from '../../build/markdown/images.ts';
import { renderMarkdown } from '../../build/markdown/index.ts';
import { prefixLines, writePrefixes } from '../../build/markdown/line-prefixes.ts';
import type { MdxEntry } from '../../build/markdown/mdx/state.ts';
import { restoreSource } from '../../build/markdown/mdx/restore.ts';
import { renderMarkdownJobs } from '../../build/render-jobs.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'md-twin-test-'));
// A 3x2 PNG, so the image resolves to a hashed asset URL.
writeFileSync(path.join(dir, 'pic.png'), Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEElEQVR4nGNgYGD4z8DAAAAEAAH/Cgj8AAAAAElFTkSuQmCC', 'base64'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAGE_URL = 'https://example.com/docs/guide/page';

async function twin(source: string): Promise<string> {
  return (await renderMarkdown(source, {
    sourcePath: path.join(dir, 'page.md'),
    route: '/docs/guide/page',
    pageUrl: PAGE_URL,
    site: { baseUrl: '/' },
    routeOfFile: (file) => (file === path.join(dir, 'other.md') ? '/docs/other' : undefined),
    staticDirs: [dir],
    contentDir: dir,
    images: createImageRegistry(),
    bodyLine: 1,
    warn: () => undefined,
    brokenMarkdownLink: () => undefined,
    error: () => undefined,
  })).markdown;
}

/** An .mdx document rendered as the build renders it (MDX parsed, its code run), without Mermaid. */
async function renderMdx(body: string) {
  const [output] = await renderMarkdownJobs(
    [{ path: path.join(dir, 'page.mdx'), display: 'page.mdx', body, bodyLine: 1, permalink: '/docs/page', url: 'https://example.com/docs/page', site: { baseUrl: '/' } }],
    { routeByFile: new Map(), staticDirs: [dir], contentDirs: [dir], docsDirs: [], siteDir: dir, onBrokenMarkdownLinks: 'warn', mermaid: false },
  );
  return output;
}

describe('Markdown twin', () => {
  it('leaves out the # title, which the twin file puts back from the page title', async () => {
    expect(await twin('# Title\n\nText.')).toBe('Text.');
  });

  it('keeps ordinary Markdown as the author wrote it', async () => {
    const source = 'Some *emphasis*, `code`, **strong** and ~~gone~~.\nA second line.\n\n## Section\n\n- one\n- two\n  - nested\n\n1. first\n2. second\n\n---\n\n> quoted';
    expect(await twin(source)).toBe(source);
  });

  it('makes links absolute: Markdown files become their page URL, relative and fragment links resolve against the page', async () => {
    expect(await twin('See [other](./other.md#setup), [near](../near), [root](/blog), [here](#top) and [ext](https://x.dev/a).')).toBe(
      'See [other](https://example.com/docs/other#setup), [near](https://example.com/docs/near), [root](https://example.com/blog), [here](https://example.com/docs/guide/page#top) and [ext](https://x.dev/a).',
    );
  });

  it('writes reference links inline and drops their definitions', async () => {
    expect(await twin('Read [the guide][g].\n\n[g]: ./other.md "Guide"')).toBe('Read [the guide](https://example.com/docs/other "Guide").');
  });

  it('gives images the absolute URL of their published file', async () => {
    expect(await twin('![A picture](./pic.png)')).toMatch(/^!\[A picture\]\(https:\/\/example\.com\/assets\/images\/pic-[0-9a-f]{8}\.png\)$/);
  });

  it('keeps a URL no parser reads as written, in raw HTML and in a link (the fuzzer found the twin failing on it)', async () => {
    expect(await twin('<a href=" http://example.com #">a</a> and [b](<http://[x>)')).toBe('<a href=" http://example.com #">a</a> and [b](http://[x)');
  });

  it('makes the URLs of raw HTML absolute', async () => {
    expect(await twin('<p><img src="/img/x.png" alt=""> <a href="../a">a</a></p>')).toBe('<p><img src="https://example.com/img/x.png" alt=""> <a href="https://example.com/docs/a">a</a></p>');
  });

  it('turns admonitions into blockquotes that name their type', async () => {
    expect(await twin(':::warning\nMind the **gap**.\n:::')).toBe('> **Warning**\n>\n> Mind the **gap**.');
    expect(await twin(':::tip Before you start\nRead this.\n:::')).toBe('> **Tip: Before you start**\n>\n> Read this.');
  });

  it('turns tabs into sections under their labels', async () => {
    expect(await twin(':::tabs\n@tab npm\n```bash\nnpm i\n```\n@tab Yarn\nUse yarn.\n:::')).toBe('**npm**\n\n```bash\nnpm i\n```\n\n**Yarn**\n\nUse yarn.');
  });

  it('reduces containers nested in lists, quotes and each other', async () => {
    expect(await twin('- item\n\n  :::note\n  In a list.\n  :::')).toBe('- item\n\n  > **Note**\n  >\n  > In a list.');
    expect(await twin(':::info\n:::tabs\n@tab A\nInside.\n:::\n:::')).toBe('> **Info**\n>\n> **A**\n>\n> Inside.');
  });

  it('keeps Mermaid diagrams and code as fenced source, without line-highlighting options', async () => {
    expect(await twin('```mermaid\ngraph TD\n  A --> B\n```')).toBe('```mermaid\ngraph TD\n  A --> B\n```');
    expect(await twin('```ts title="spec.ts" {1} showLineNumbers\nconst a = 1;\n```')).toBe('```ts title="spec.ts"\nconst a = 1;\n```');
  });

  it('drops heading ids and the excerpt marker', async () => {
    expect(await twin('Intro.\n\n<!-- truncate -->\n\n## Install {#install}\n\nText.')).toBe('Intro.\n\n## Install\n\nText.');
  });

  it('keeps tables and task lists, escaping pipes in cells', async () => {
    expect(await twin('| a | b |\n|:-|-:|\n| [x](./other.md) | `1 \\| 2` |\n\n- [x] done\n- [ ] to do')).toBe(
      '| a | b |\n| :-- | --: |\n| [x](https://example.com/docs/other) | `1 \\| 2` |\n\n- [x] done\n- [ ] to do',
    );
  });

  it('leaves out the MDX statements and JSX lines that the page leaves out', async () => {
    const output = await renderMdx("import Tabs from '@theme/Tabs';\n\nText.\n\n<Tabs>\n</Tabs>");
    expect(output.md.markdown).toBe('Text.');
  });

  it('shows an expression as written where MDX read it and Markdown reads code (the fuzzer found its placeholder in the twin)', async () => {
    // MDX has no indented code: it reads an indented comment, the fence line in it included, then the expression as text. Markdown reads indented code, then a fence around the expression.
    const body = 'Intro.\n\n    <!-- x\n```\n-->\n{1 + 1}\n```\n';
    const output = await renderMdx(body);
    expect(output.md.markdown).toContain('```\n-->\n{1 + 1}\n```');
    expect(output.md.html).toContain('--&gt;\n{1 + 1}\n</code>');
    expect(`${output.md.markdown}${output.md.html}`).not.toMatch(/[\uE000-\uE003]/);
  });
});

describe('line prefixes (line-prefixes.ts)', () => {
  it('a container marks its text rather than copying it with each line prefixed: 100 levels cost their marks, and each line gets its 100 prefixes once', () => {
    const body = Array.from({ length: 1000 }, (_, i) => `line ${i}`).join('\n');
    let text = body;
    for (let level = 0; level < 100; level++) text = prefixLines(text, '> ');
    // Prefixed at each level, the text grew by 2 characters a line a level (200,000 here), and each level copied it.
    expect(text.length).toBeLessThan(body.length + 100 * 10);
    const lines = writePrefixes(text).split('\n');
    expect(lines).toHaveLength(1000);
    expect(lines.filter((line, i) => line !== `${'> '.repeat(100)}line ${i}`)).toEqual([]);
  });

  it('writes what prefixing each level in turn wrote: first and other lines, blank lines without trailing spaces, containers opening on one line', async () => {
    expect(await twin('> - a\n>\n>   > b\n>   >\n>   > c')).toBe('> - a\n>\n>   > b\n>   >\n>   > c');
    expect(await twin('- > quoted\n  > more\n- x')).toBe('- > quoted\n  > more\n- x');
    expect(await twin('1. - > a\n\n       b\n   - c')).toBe('1. - > a\n\n       b\n\n   - c');
    expect(await twin('9. nine\n10. ten\n\n    ```js\n    let a = 1;  \n\n    b\n    ```')).toBe('9. nine\n\n10. ten\n\n    ```js\n    let a = 1;  \n\n    b\n    ```');
    expect(await twin(':::tip[Title]\n- one\n\n  > quote\n  >\n  > more\n- two\n:::')).toBe('> **Tip: Title**\n>\n> - one\n>\n>   > quote\n>   >\n>   > more\n>\n> - two');
    expect(await twin('> :::note\n> \n> :::')).toBe('> > **Note**');
    expect(await twin('- \n- x')).toBe('-\n- x');
    expect(await twin('> line one  \n> line two')).toBe('> line one  \n> line two');
  });

  it("an MDX <Admonition> is prefixed the same way, inside a list and around a quote", async () => {
    const body = "import Admonition from '@theme/Admonition';\n\n- item\n\n  <Admonition type=\"tip\" title=\"Hey\">\n\n  Inside.\n\n  > quoted\n\n  </Admonition>\n";
    const output = await renderMdx(body);
    expect(output.md.markdown).toBe('- item\n\n  > **Tip: Hey**\n  >\n  > Inside.\n  >\n  > > quoted');
  });
});

describe('MDX flow elements in Markdown', () => {
  it('a flow element ends the paragraph before it, as MDX ends it (the fuzzer found its placeholder in the twin, in a paragraph)', async () => {
    const output = await renderMdx('Text before\n<details>\n<summary>Sum</summary>\n\n\n\n</details>\nText after\n');
    expect(output.md.html).toMatch(/^<p>Text before<\/p>\n<details class="details"><summary>Sum<\/summary>/);
    expect(output.md.markdown).toBe('Text before\n\n**Sum**\n\nText after');
  });
});

describe('placeholders back to their source (mdx/restore.ts)', () => {
  const entries = [{ source: '{a +\n b}' }, { source: '<X>\n</X>' }] as MdxEntry[];
  it('an inline one with its filler lines, a flow one with the line ends it stands for, the text\'s own line ends kept', () => {
    expect(restoreSource('x \uE0020\uE001\uE003\n y\n', entries)).toBe('x {a +\n b} y\n');
    expect(restoreSource('\uE0001\uE001\n\n\nz', entries)).toBe('<X>\n</X>\n\nz');
    expect(restoreSource('\uE0009\uE001 none such', entries)).toBe('\uE0009\uE001 none such');
  });
});
