/**
 * The emphasis markers of an MDX 1 JSX block's text. MDX 1 (Docusaurus 2) read a block that starts
 * with a tag, up to the next blank line, as JSX: its text was JSX text, with no Markdown in it, so
 * `<code>deposit_data-*.json</code>` showed its `*`. MDX 3 reads Markdown there, and two such `*` in
 * one block pair into emphasis across the tags between them, which it then finds crossed (prysm's
 * status checklist: "Unexpected closing tag `</TabItem>`, expected corresponding closing tag for
 * `<code>`"). Escaped, each marker is the character MDX 1 showed.
 */
import { mdx1JsxBlockAt } from './mdx1-jsx-blocks.ts';

/** Where the tag starting at `from` ends: after its `>`, past quoted values and `{…}` attributes. */
function tagEnd(text: string, from: number, end: number): number {
  let depth = 0;
  for (let i = from + 1; i < end; i++) {
    const c = text[i];
    if (depth === 0 && (c === '"' || c === "'")) i = Math.max(i, text.indexOf(c, i + 1));
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '>' && depth === 0) return i + 1;
  }
  return end;
}

/** Where the `{…}` starting at `from` ends. */
function expressionEnd(text: string, from: number, end: number): number {
  let depth = 0;
  for (let i = from; i < end; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return end;
}

/**
 * The offsets of the `*` and `_` in the text of the JSX block around `offset`, outside its tags,
 * expressions and code spans (which MDX 3 shows as written), and not already escaped.
 */
export function jsxTextMarkers(text: string, offset: number): number[] {
  const block = mdx1JsxBlockAt(text, offset);
  if (!block) return [];
  const [start, end] = block;
  const markers: number[] = [];
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '<' && /[A-Za-z/]/.test(text[i + 1] ?? '')) i = tagEnd(text, i, end) - 1;
    else if (c === '{') i = expressionEnd(text, i, end) - 1;
    else if (c === '`') {
      const run = /^`+/.exec(text.slice(i, i + 64))![0];
      const close = text.indexOf(run, i + run.length);
      i = close < 0 || close > end ? i + run.length - 1 : close + run.length - 1;
    } else if (c === '*' || c === '_') markers.push(i);
  }
  return markers;
}
