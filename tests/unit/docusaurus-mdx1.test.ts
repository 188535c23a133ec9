/**
 * A Docusaurus 2 site (its package.json asks for @docusaurus/core 2.x) is read as MDX 1 read it
 * where MDX 3 refuses its Markdown: autolinks, a "<" or "{" in prose, HTML tags left open, a
 * closing tag indented into the list before it; and `{…}` in its text is text, as MDX 1 showed it. One warning per file says what Docusaurus 3
 * would refuse; a Docusaurus 3 site still gets MDX 3's error.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusVersion } from '../../build/docusaurus/docusaurus-major.ts';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';
import { cliBuild, FIXTURES } from '../helpers/fixture.ts';

const { out, printed } = cliBuild('docusaurus-mdx1', 120_000);
const article = (route: string) => /<article[\s\S]*<\/article>/.exec(readFileSync(path.join(out, route, 'index.html'), 'utf8'))![0];
const source = readFileSync(path.join(FIXTURES, 'docusaurus-mdx1/docs/intro.md'), 'utf8').replace(/^---[\s\S]*?---\n/, '');

describe('a Docusaurus 2 site', () => {
  it('builds, with one warning for the file MDX 3 refuses, at its first line that MDX 3 refuses, naming the others', () => {
    const lines = printed.stderr.trim().split('\n');
    // Line 16's object and its `{}` on line 17 are one repair: the braces to its matching "}".
    expect(lines).toEqual([expect.stringMatching(/docs\/intro\.md:10: warning: read as MDX 1 \(Docusaurus 2\) reads it: an autolink <https:\/\/mdx1\.example\.com\/guide> \(and 12 more, at lines 12, 14, 16, 19, 21, 36, 44\), which Docusaurus 3 refuses or reads otherwise\./)]);
  });

  it('shows autolinks as links, and "<" and "{" in prose as text', () => {
    const html = article('docs/intro');
    expect(html).toContain('<a href="https://mdx1.example.com/guide" target="_blank" rel="noopener noreferrer">https://mdx1.example.com/guide</a>');
    expect(html).toContain('<a href="mailto:team@mdx1.example.com" target="_blank" rel="noopener noreferrer">team@mdx1.example.com</a>');
    expect(html).toContain('The delay is 0 &lt;= delay &lt;= 1');
    expect(html).toContain('<em>(Map&lt;SocketId, Socket&gt;)</em>');
    expect(html).toContain('<p>Fill in {Your name} in the mail.</p>');
    expect(html).toContain('<p>{&quot;status&quot;:200,');
  });

  it('keeps HTML tags left open as the HTML they are, the braces of its text as text (MDX 1 compiled text to template literals), and expressions in JSX as expressions', () => {
    const html = article('docs/intro');
    expect(html).toContain('<p>A line<br>break, and an image: <img src="/img/logo.png" alt="Logo"></p>');
    expect(html).toContain("<h2> Bug\n</h2>\n<ul>\n    <li>[<a href='https://example.com/ISSUE-2'>ISSUE-2</a>] - Tests fail with");
    expect(html).toContain('<p>Still {1 + 1} is text, and http://{host}/{node} too.</p>');
    expect(html).toContain('data-label="ES modules"');
  });

  it('closes a tag where it stands when it is indented into the list before it, as MDX 1 did', () => {
    const html = article('docs/intro');
    expect(html).toMatch(/<div class="tabs__panel" data-label="CommonJS"[^>]*><p class="tabs__label">CommonJS<\/p><ul>\n<li>first<\/li>\n<li>second<\/li>\n<\/ul>\n<\/div><div class="tabs__panel" data-label="ES modules"/);
  });

  it('leaves a file MDX 3 reads without a warning', () => {
    expect(article('docs/modern')).toContain('<strong>6</strong>');
  });
});

describe('which sites are read as MDX 1', () => {
  it('those whose package.json asks for @docusaurus/core 2', () => {
    expect(docusaurusVersion(path.join(FIXTURES, 'docusaurus-mdx1'))?.[0]).toBe(2);
    expect(docusaurusVersion(path.join(FIXTURES, 'docusaurus-math'))).toBeUndefined();
  });

  it("a workspace's website/ whose own package.json names no @docusaurus/core, by the nearest one above that does, within the repository (graphile/worker's root holds 2.4.3)", () => {
    const top = mkdtempSync(path.join(tmpdir(), 'workspace-core-'));
    try {
      const write = (rel: string, text: string) => (mkdirSync(path.dirname(path.join(top, rel)), { recursive: true }), writeFileSync(path.join(top, rel), text));
      write('package.json', JSON.stringify({ devDependencies: { '@docusaurus/core': '3.9.2' } }));
      write('repo/.git/HEAD', 'ref: refs/heads/main\n');
      write('repo/package.json', JSON.stringify({ workspaces: ['website'], devDependencies: { '@docusaurus/core': '2.4.3' } }));
      write('repo/website/package.json', JSON.stringify({ name: 'website', private: true }));
      expect(docusaurusVersion(path.join(top, 'repo/website'))).toEqual([2, 4]);
      // Not above the repository's top: a folder that holds the checkout is not the site's.
      write('repo/package.json', JSON.stringify({ workspaces: ['website'] }));
      expect(docusaurusVersion(path.join(top, 'repo/website'))).toBeUndefined();
      // Without .git, the workspace root is the top (content/readable.ts's rule), as an unpacked monorepo has it.
      rmSync(path.join(top, 'repo/.git'), { recursive: true });
      expect(docusaurusVersion(path.join(top, 'repo/website'))).toBeUndefined();
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });

  it('a Docusaurus 3 site gets MDX 3 error at the line', () => {
    expect(parseMdx(source)).toEqual({ line: 14, message: expect.stringMatching(/^MDX syntax error: Unexpected lazy line in expression in container/) });
  });
});

describe('bounded repairs', () => {
  it('every "<" that starts no tag is read as text in one parse more, however many there are', () => {
    const result = parseMdx('a <= b, c <3 d\n'.repeat(20_000), { mdx1: true });
    expect(result).toMatchObject({ repairs: [{ line: 1, what: 'a "<" that starts no tag' }] });
  });

  it('a file that needs one parse more per repair ends as an error after 100 repairs, or when its repairs would parse it too often', () => {
    const acorn = /^MDX syntax error: Could not parse expression with acorn/;
    expect(parseMdx('x {a b} y\n'.repeat(300), { mdx1: true })).toEqual({ line: 101, message: expect.stringMatching(acorn) });
    // 45 KB: 25 parses of itself (1.13 MB, more than 1 MB) make 25 repairs, and the 26th brace stands.
    expect(parseMdx('x {a b} y\n'.repeat(30) + 'text\n'.repeat(9_000), { mdx1: true })).toEqual({ line: 26, message: expect.stringMatching(acorn) });
    // About 10 s of CPU: 58 s at a load average of 11 on 2 cores, near vitest's default of 60.
  }, 240_000);

  // veramo's API reference (api-extractor's Markdown): a TypeScript type written out in a table cell, 124 braces in one cell.
  it('the braces of a "{" that is no expression, to its matching "}", are text in one parse more, however many', () => {
    const type = `{ ${'a: { b: string; }; '.repeat(150)}}`;
    const result = parseMdx(`| Property | Type |\n| --- | --- |\n| schema | ${type} |\n\nthen {a b} and {c d}\n`, { mdx1: true });
    expect(result).toMatchObject({ repairs: [{ line: 3, what: 'a "{" that is not an expression' }, { line: 5 }, { line: 5 }] });
    expect((result as { repairs: unknown[] }).repairs).toHaveLength(3);
  });

  // alaya's JS SDK reference (181 KB, eleven `{filter: {myNumber: [12,13]}}` in its prose) stopped when 1 MB was parsed, after five.
  it('a long page gets as many repairs as a short one', () => {
    const page = 'x {a b} y\n\n'.concat('text\n'.repeat(1_900), '\n').repeat(11);
    expect(page.length).toBeGreaterThan(100_000);
    const result = parseMdx(page, { mdx1: true });
    expect(result).toMatchObject({ repairs: expect.any(Array) });
    expect((result as { repairs: unknown[] }).repairs).toHaveLength(11);
  }, 240_000);
});
