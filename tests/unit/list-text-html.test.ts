/**
 * A list item's text goes on past a line that is only an HTML tag of CommonMark's seventh kind
 * (`<br/>`, `<img …/>`): the lines after it stay Markdown, as remark-parse 11 with remark-directive
 * (Docusaurus 3 reading `.md` as CommonMark) reads them (tests/fixtures/list-text-html). A `<div>`
 * line still opens an HTML block.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'list-text-html');
const file = path.join(dir, 'items.md');
const text = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/\s+/g, ' ');

describe('an HTML tag line in a list item read as CommonMark', () => {
  it('leaves the lines after it Markdown: an admonition, a link, strong text', async () => {
    const { html, warnings } = await renderSiteDoc(readFileSync(file, 'utf8'), file, dir);
    const page = text(html);
    expect(page).toContain('<li><strong>Delete</strong> - Delete the dataset. <br/><div class="admonition admonition--warning');
    // Its body is a paragraph, as a container directive's is in Docusaurus even in a tight item (remark-rehype unwraps only the item's own).
    expect(page).toContain('<div class="admonition__body"><p>You cannot undo the deletion.</p>');
    expect(page).toContain('<img src="/img/move.svg" alt="Move" /> to <a href="/projects">another project</a> with <strong>one click</strong>.</li>');
    expect(page).not.toMatch(/:::|\*\*|\]\(/);
    expect(warnings).toEqual([]);
  });

  it('still opens an HTML block at a `<div>` line, whose content is not Markdown', async () => {
    const { html } = await renderSiteDoc(readFileSync(file, 'utf8'), file, dir);
    expect(text(html)).toContain('<li>First step<div> a *block* of HTML </div></li>');
  });
});
