/**
 * An MDX expression in a heading, a comment's too, is part of the text Docusaurus slugs and lists
 * in the table of contents (mdx-loader's remark/headings reads the heading with mdast's toString,
 * which gives an expression's code): `## Plain {/* not an id *\/}` is `plain--not-an-id-`. Only a
 * comment that ends the heading and is its expression's one comment, naming `#id`, is an id. The
 * expected ids and texts are what Docusaurus 3.10.2 built of tests/fixtures/heading-expressions
 * (a scratch site, the excerpt as a doc); the heading itself shows the expression's value.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'heading-expressions');
const file = path.join(dir, 'headings.mdx');
const mdx = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true };
const rendered = () => renderSiteDoc(readFileSync(file, 'utf8'), file, dir, mdx);

describe('MDX expressions in headings', () => {
  it('are slugged and listed by their code, as Docusaurus 3.10.2 builds the excerpt', async () => {
    const { headings, warnings } = await rendered();
    expect(warnings).toEqual([]);
    expect(headings.map(({ id, text }) => [id, text])).toEqual([
      ['plain--not-an-id-', 'Plain /* not an id */'],
      ['locator-click', 'Click'],
      ['mid--x--dle', 'Mid /* #x */ dle'],
      ['hello-name', "Hello 'name'"],
      ['sum-1--1', 'Sum 1 + 1'],
      ['two--a---b-', 'Two /* #a */ /* #b */'],
      ['spaced', 'Spaced'],
      ['with-tag-text', 'With tag text'],
      ['custom-id', 'Custom'],
    ]);
  });

  it('show their value in the heading, a comment nothing, and a comment outside a heading is dropped', async () => {
    const { html } = await rendered();
    expect(html).toContain('<h2 id="plain--not-an-id-">Plain <a');
    expect(html).toContain('<h2 id="sum-1--1">Sum 2<a');
    expect(html).toContain('<h2 id="locator-click">Click<a');
    expect(html).toContain('<p>Text  here.</p>');
  });
});
