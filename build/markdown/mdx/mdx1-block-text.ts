/**
 * The text between the tags of an MDX 1 JSX block (mdx1-jsx-blocks.ts), for a block MDX 3 reads
 * as a paragraph: a line of tags that holds text (`<summary><strong>Header Parameters</strong>`)
 * is one there, and a tag the line leaves open, to close in a later block, then stops the parse
 * (docusaurus-plugin-openapi-docs 1's `...</details><div><ApiTabs><TabItem ...><div>`, the
 * response's text after a blank line, then `</div></TabItem></ApiTabs></div>`). MDX 1 compiled
 * the block as JSX, its text as JSX text: written as string expressions, the same text, the
 * block's lines hold only tags and expressions, which MDX 3 reads as JSX too.
 */
import { mdx1JsxBlockAt } from './mdx1-jsx-blocks.ts';

/** The index after the `{…}` starting at `from` (strings in it skipped), or -1 when it does not close. */
function braceEnd(text: string, from: number, end: number): number {
  let depth = 0;
  for (let i = from; i < end; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < end && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The index after the tag starting at `from` (`<x a="…" b={…}>`, `</x>`), or -1 when it is no tag. */
function tagEnd(text: string, from: number, end: number): number {
  if (!/^<\/?[A-Za-z]/.test(text.slice(from, from + 3))) return -1;
  for (let i = from + 1; i < end; i++) {
    const c = text[i];
    if (c === '>') return i + 1;
    if (c === '"' || c === "'") i = text.indexOf(c, i + 1);
    else if (c === '{') i = braceEnd(text, i, end) - 1;
    if (i < 0) return -1;
  }
  return -1;
}

/**
 * The spans of text between the tags and expressions of the MDX 1 JSX block holding `offset`, each
 * within one line; undefined when it is no such block, or holds what a string cannot stand for
 * (an entity, a `<` that starts no tag, text over several lines).
 */
export function jsxBlockText(text: string, offset: number): [number, number][] | undefined {
  const block = mdx1JsxBlockAt(text, offset);
  // A block of HTML only is HTML to MDX 1 (mdx1.ts's htmlSpan).
  if (!block || !/<[A-Z]/.test(text.slice(...block))) return undefined;
  const [start, end] = block;
  const spans: [number, number][] = [];
  for (let i = start; i < end; ) {
    if (/\s/.test(text[i])) i++;
    else if (text[i] === '<' || text[i] === '{') {
      i = text[i] === '<' ? tagEnd(text, i, end) : braceEnd(text, i, end);
      if (i < 0) return undefined;
    } else {
      const stop = /[<{]/.exec(text.slice(i, end));
      const to = stop ? i + stop.index : end;
      const words = text.slice(i, to).trimEnd();
      if (/[\n&]/.test(words)) return undefined;
      spans.push([i, i + words.length]);
      i = to;
    }
  }
  return spans;
}
