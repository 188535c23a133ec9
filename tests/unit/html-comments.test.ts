/**
 * HTML comments as Docusaurus reads them. Docusaurus 3 (mdx-loader with its default
 * `markdown.mdx1Compat.comments`) parses `<!-- … -->` with @slorber/remark-comment in MDX and in
 * Markdown: a comment at the start of a line is a block of its own, so it ends a list before it, as
 * any block in the first column after a blank line does. The expected structure is what
 * Docusaurus 3.10.2 built of tests/fixtures/html-comments (a scratch site, `docusaurus build`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { runRemark } from '../../build/markdown/remark-run.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

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
