/**
 * HTML comments as Docusaurus reads them. Docusaurus 3 (mdx-loader with its default
 * `markdown.mdx1Compat.comments`) parses `<!-- … -->` with @slorber/remark-comment in MDX and in
 * Markdown: a comment at the start of a line is a block of its own, so it ends a list before it, as
 * any block in the first column after a blank line does. Docusaurus leaves comments out of its
 * HTML, in MDX and in Markdown (rehype-raw's comments become JSX comments), and so did Docusaurus
 * 2 (MDX 1 compiled them to JSX comments). The expected structure and text are what Docusaurus
 * 3.10.2 built of tests/fixtures/html-comments (a scratch site, `docusaurus build`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { withoutComments } from '../../build/markdown/html-comments.ts';
import { runRemark } from '../../build/markdown/remark-run.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderMdxPage, renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'html-comments');
const fixture = (name: string) => readFileSync(path.join(dir, name), 'utf8');

describe('a comment line after a list', () => {
  it("ends the list, so the `</TabItem>` under it closes its tab (cardano's style guide)", async () => {
    const { html, errors } = await renderMdxPage(dir, fixture('list-end.mdx'), 'list-end.mdx');
    expect(errors).toEqual([]);
    const panels = [...html.matchAll(/<div class="tabs__panel" data-label="(\w+)"[\s\S]*?<\/p>([\s\S]*?)<\/div>/g)].map((m) => [m[1], m[2].replace(/<!--[\s\S]*?-->/g, '').replace(/\s+/g, '')]);
    expect(panels).toEqual([
      ['Ordered', '<ol><li>Plan</li><li>Build</li></ol><ul><li>Ship</li></ul>'],
      ['After', '<p>Textofthesecondtab.</p>'],
    ]);
    expect(html).toContain('<p>After the tabs.</p>');
  });

  it("ends the list in the tree the site's remark plugins get, Markdown or MDX", async () => {
    const seen: string[][] = [];
    const record = { name: 'record', plugin: () => (tree: Root) => void seen.push(tree.children.map((node) => node.type)), options: undefined };
    const body = '- item\n\n<!-- -->\n  indented, after the comment\n';
    for (const mdx of [false, true]) {
      const result = await runRemark({ path: '/site/docs/a.md', display: 'docs/a.md', body, bodyLine: 1, frontMatter: {} }, { before: [], after: [record] }, { mdx, math: false, mdx1: false });
      expect(result).toEqual({ body, diagnostics: [] });
    }
    expect(seen).toEqual([
      ['list', 'paragraph'],
      ['list', 'paragraph'],
    ]);
  });
});

const site = { baseUrl: '/', siteConfig: {} };
const readings: [string, MdxOptions | undefined][] = [
  ['MDX', { site, isMdx: () => true }],
  ['Markdown', undefined],
  ['MDX 1 (Docusaurus 2)', { site, isMdx: () => true, mdx1: true }],
];
const shownText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&#8203;/g, '').replace(/\s+/g, ' ').trim();

describe('HTML comments', () => {
  for (const [reading, mdx] of readings) {
    it(`are left out of the page's HTML, and of the checks of what it would run, read as ${reading}`, async () => {
      const file = path.join(dir, 'hidden.md');
      const { html, warnings } = await renderSiteDoc(fixture('hidden.md'), file, dir, mdx);
      expect(html).not.toContain('<!--');
      expect(shownText(html)).toBe('Shown heading Shown paragraph goes on. Shown item Shown last paragraph.');
      // The commented-out <script> and javascript: link are not published: no warning, no error.
      expect(warnings).toEqual([]);
    });
  }

  for (const [reading, mdx] of readings) {
    it(`are left out of the page's Markdown twin (its .md and llms-full.txt), as out of its HTML, read as ${reading}`, async () => {
      const { markdown } = await renderSiteDoc(fixture('hidden.md'), path.join(dir, 'hidden.md'), dir, mdx);
      expect(markdown).not.toContain('<!--');
      expect(markdown).not.toMatch(/note|aside|Draft/);
      expect(markdown).toMatch(/^## Shown heading\n\nShown paragraph {2}goes on\.\n\n- Shown item\n\nShown last paragraph\.\n?$/);
    });
  }

  it('are left out of an HTML block of a Markdown page', async () => {
    const { html, warnings } = await renderSiteDoc(fixture('hidden-html.md'), path.join(dir, 'hidden-html.md'), dir);
    expect(warnings).toEqual([]);
    expect(html).not.toContain('<!--');
    expect(shownText(html)).toBe('Shown summary Shown detail.');
  });

  it('are found as HTML finds them: not in a script or an attribute value; `<!-->` is one, and one never closed runs to the end', () => {
    expect(withoutComments('<script>if (a <!-- b) go();</script><p title="<!-- x -->">a<!-- c -->b</p>')).toBe('<script>if (a <!-- b) go();</script><p title="<!-- x -->">ab</p>');
    expect(withoutComments('a<!-->b<!--->c<!-- d --!>e<!-- never closed')).toBe('abce');
  });
});

describe('text after a comment that starts a line', () => {
  for (const [reading, mdx] of readings.slice(0, 2)) {
    it(`is a block of its own, the character after \`-->\` taken for the line's end (ozone's TODO comments), read as ${reading}`, async () => {
      const { html, warnings } = await renderSiteDoc(fixture('text-after.md'), path.join(dir, 'text-after.md'), dir, mdx);
      expect(warnings).toEqual([]);
      expect(html.replace(/<h2[\s\S]*?<\/h2>/, '<h2 />').replace(/\n+/g, '')).toBe(
        '<h2 /><p>The text after the comment is a <em>paragraph</em>.</p><p>!-- two --&gt;</p><p>A paragraph on the next line.</p>',
      );
    });
  }
});
