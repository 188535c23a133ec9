/**
 * A partial a page imports twice: its headings get ids unique in the page, the second use's
 * numbered as any repeated heading is (`shared-heading-1`), and the table of contents leads to
 * each. This differs from Docusaurus on purpose (README, "Coming from Docusaurus"): Docusaurus
 * 3.10.2 gives both uses `shared-heading`, two elements of one id, which HTML forbids, and its table
 * of contents then leads twice to the first. A link to `#shared-heading` leads to the first use in both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'partial-twice');

describe('a partial imported twice', () => {
  it("gives the second use's headings ids of their own, which the table of contents leads to", async () => {
    const { html, headings, errors } = await renderMdxPage(dir, readFileSync(path.join(dir, 'page.mdx'), 'utf8'));
    expect([...html.matchAll(/<h2 id="([^"]*)"/g)].map((m) => m[1])).toEqual(['before', 'shared-heading', 'between', 'shared-heading-1']);
    expect(headings.map((h) => h.id)).toEqual(['before', 'shared-heading', 'between', 'shared-heading-1']);
    expect(errors).toEqual([]);
  });
});
