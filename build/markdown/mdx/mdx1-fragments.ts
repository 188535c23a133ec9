/**
 * Markdown inside a JSX fragment that JavaScript opens (`description: <>`, a blank line, Markdown,
 * a blank line, `</>`), as riverpod's Legend annotations write it on Docusaurus 2 (its translations
 * put a line of text after the `<>` too: the JSX block's, JSX text, up to the blank line). remark-mdx 1.6
 * (block.js) ends a JSX block at a blank line, so the lines between were Markdown blocks, and
 * @mdx-js/mdx 1.6 (mdx-hast-to-jsx.js) compiled the page by joining its nodes' JSX: the blocks'
 * `<p>`, lists and admonitions became the fragment's children. MDX 3 reads the fragment in its
 * expression as JavaScript, where Markdown is JSX text and a `<` in it (`Future<Activity>`) a tag.
 *
 * Here each such Markdown leaves the expression for a `<mdx1-fragment k="…" />` marker (its lines
 * kept, so the rest of the page keeps its line numbers) and is put at the end of the text inside
 * `<mdx1-fragment k="…">`, where it is read as any element's Markdown children (with the page's
 * imports and link definitions); extension.ts renders those children in place of the marker, and
 * nothing where they stand.
 */
import { codeLines } from '../fences.ts';
import type { Mdx1Repair } from './mdx1.ts';

export const FRAGMENT_TAG = 'mdx1-fragment';

/** A fragment opened where JavaScript is read (after `:`, `=`, `(`, `{`, `,`, `[`, `?`, `&&`, `return`), ending its line. */
const OPENS = /(?:[:=({,[?]|&&|\breturn)[ \t]*<>[ \t]*$/;
const CLOSES = /^[ \t]*<\/>/;
/** What a `</>` line may follow to start a block of its own in MDX 1 (it does not interrupt a paragraph): a blank line, an admonition's `:::`, a code fence's end. */
const ENDS_BLOCK = /^[ \t]*(?::{3,}|`{3,}|~{3,})?[ \t]*$/;
const blank = (line: string | undefined) => line !== undefined && !line.trim();

/** The text with each such fragment's Markdown moved out, and a repair for the warning of each; `counter.fragments` numbers the markers of a page's documents (its partials too). */
export function moveFragmentMarkdown(text: string, counter: { fragments?: number }): { text: string; repairs: Mdx1Repair[] } {
  if (!text.includes('<>')) return { text, repairs: [] };
  const first = counter.fragments ?? 0;
  const lines = text.split('\n');
  const inCode = codeLines(lines);
  const moved: string[] = [];
  const repairs: Mdx1Repair[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (inCode[i] || !OPENS.test(lines[i])) continue;
    // The lines up to the blank one are the JSX block's still, its text JSX text; unless the fragment closes there.
    let open = i + 1;
    while (open < lines.length && !blank(lines[open])) open++;
    if (open >= lines.length || lines.slice(i + 1, open).some((line) => line.includes('</>'))) continue;
    let close = open + 1;
    while (close < lines.length && !(CLOSES.test(lines[close]) && ENDS_BLOCK.test(lines[close - 1]) && !inCode[close])) close++;
    if (close >= lines.length) break;
    const markdown = lines.slice(open + 1, close).join('\n').trimEnd();
    if (!markdown.trim()) continue;
    const k = first + moved.length;
    moved.push(`<${FRAGMENT_TAG} k="${k}">\n\n${markdown}\n\n</${FRAGMENT_TAG}>`);
    repairs.push({ line: i + 1, what: 'Markdown in a JSX fragment of JavaScript (`<>` … `</>` around blank lines)' });
    for (let l = open; l < close; l++) lines[l] = '';
    lines[open] = `<${FRAGMENT_TAG} k="${k}" />`;
    i = close;
  }
  if (!moved.length) return { text, repairs };
  counter.fragments = first + moved.length;
  return { text: `${lines.join('\n')}\n\n${moved.join('\n\n')}\n`, repairs };
}

const MARKER = new RegExp(`<${FRAGMENT_TAG} k="(\\d+)"></${FRAGMENT_TAG}>`, 'g');

/** Rendered markup with each marker replaced by its fragment's Markdown, rendered. */
export function fillFragments(html: string, render: (k: string) => string | undefined): string {
  return html.includes(`<${FRAGMENT_TAG} `) ? html.replace(MARKER, (marker, k: string) => render(k) ?? marker) : html;
}
