/**
 * Docusaurus 2's admonitions plugin closes an admonition at the first line that starts with as many
 * colons as opened it, whatever follows and even in a fenced code block (build/markdown/docusaurus2-admonitions.ts).
 * Each expected value is what Docusaurus 2.4.1 (MDX 1 with @docusaurus/mdx-loader 2.4.1's
 * admonitions plugin) made of the same file of tests/fixtures/docusaurus2-admonition-close.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'docusaurus2-admonition-close');
const mdx3: MdxOptions = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true };
const mdx2: MdxOptions = { ...mdx3, mdx1: true };

/** The page's blocks as text: an admonition is `[note: …]`, a code block `[code: …]`, a paragraph its text. */
async function blocks(name: string, mdx = mdx2): Promise<{ text: string; warnings: string[] }> {
  const file = path.join(dir, name);
  const { html, warnings } = await renderSiteDoc(readFileSync(file, 'utf8'), file, dir, mdx);
  const text = html
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<div class="admonition admonition--(\w+)[^"]*"><p class="admonition__title">.*?<\/p><div class="admonition__body">/g, '[$1: ')
    .replace(/<div class="code-block[^"]*"[^>]*><pre[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre><\/div>/g, (_, code: string) => `[code: ${code.trim()}]`)
    .replace(/<\/div><\/div>/g, ']')
    .replace(/<\/?p>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, warnings };
}

describe('a Docusaurus 2 admonition', () => {
  it('closes at a line of its colons followed by a name, which opens nothing (`:::tip` inside `:::note`)', async () => {
    expect(await blocks('named-line.md')).toEqual({ text: '[note: In the note. ] Tip body. ::: After.', warnings: [] });
  });

  it('closes at a line of its colons inside a fenced code block, which then runs on as Docusaurus 2 reads it', async () => {
    expect((await blocks('in-code.md')).text).toBe('[note: Code: [code: ] ] [code: rest ::: After.]');
  });

  it('holds a line of more colons than its own as text', async () => {
    expect((await blocks('more-colons.md')).text).toBe('[note: Outer. ::::: More colons. ] After.');
  });

  it('holds an indented line of its colons as text', async () => {
    expect((await blocks('indented.md')).text).toBe('[note: Outer. ::: Indented. ] After.');
  });

  it('holds a line of fewer colons as a level inside it, where its own colons are text, closed by the next such line', async () => {
    expect((await blocks('fewer-colons.md')).text).toBe('[note: Outer. ::: Inside, four colons are text: :::: ::: Still outer. ] After.');
  });

  it('opened indented less than its list item\'s text closes at a line of its colons indented alike', async () => {
    // Docusaurus 2 keeps the note in the inner item, where remark-parse 8 takes one space off each of its lines;
    // here it follows the inner list, in the outer item. Either way it is a note, and its closing line no text.
    const text = (await blocks('in-nested-list.md')).text.replace(/<\/?(ul|li)>/g, ' ').replace(/\s+/g, ' ').trim();
    expect(text).toBe('Outer. Inner. Inner text. [note: In the note. ] Next. After.');
  });

  it('closes at a line of its colons followed by a name inside JSX, which then closes after it (`:::info` closing `:::info`, as litho writes it)', async () => {
    expect(await blocks('named-line-in-jsx.md')).toEqual({ text: '<div class="internal">[info: In the note. ] </div> After.', warnings: [] });
  });

  // cotalker's untranslated Spanish pages: the import came after the closing line, and their images lost the src useBaseUrl gave them.
  it('titled, is followed by an import on the line after its closing colons, which is an import, as MDX 1 read it', async () => {
    const { text, warnings } = await blocks('import-after.md');
    // The `# Intro` after the note is no content title in Docusaurus 2 (only a heading that opens the text is): an h1 of the text (docusaurus2-doc-late-title.test.ts).
    expect(text).toBe('[caution: Esta página aún no se encuentra traducida al español. ] <h1>Intro</h1> <img loading="lazy" decoding="async" alt="Users" src="/img/users.png"/>');
    expect(warnings).toEqual([]);
  });

  it('is Docusaurus 2\'s alone: in Docusaurus 3 `:::tip Title` inside a note opens a tip there', async () => {
    const { text, warnings } = await blocks('named-line.md', mdx3);
    expect(text).toBe('[note: In the note. [tip: Tip body. ] After. ]');
    expect(warnings).toEqual(['1: ":::note" is never closed, so it runs to the end of the page. Add a line ":::" where it should end.']);
  });
});
