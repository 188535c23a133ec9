/** Markdown's indented code blocks, which MDX 1 read as code and MDX 3 does not have (mdx1.ts shows them to the parser as code). */
import { codeLines } from '../fences.ts';

const INDENTED = /^(?: {4}|\t)/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])(?:\s|$)/;

/**
 * The indented code blocks of the text (lines indented four spaces after a blank line, outside
 * fences, not a list item's or a tag's lines) as line ranges [first, last], 0-based. MDX 1 read
 * them as code, as Markdown does; MDX 3 has none and parses their `<` and `{`.
 */
export function indentedBlocks(lines: string[]): [number, number][] {
  const inFence = codeLines(lines);
  const blocks: [number, number][] = [];
  let context = '';
  for (let i = 0; i < lines.length; i++) {
    const blank = !lines[i].trim();
    if (inFence[i] || blank || !INDENTED.test(lines[i]) || (i > 0 && lines[i - 1].trim()) || LIST_ITEM.test(context) || /^\s*</.test(context) || /^\s/.test(context)) {
      if (!blank && !INDENTED.test(lines[i])) context = lines[i];
      continue;
    }
    let last = i;
    for (let j = i + 1; j < lines.length && !inFence[j] && (!lines[j].trim() || INDENTED.test(lines[j])); j++) if (lines[j].trim()) last = j;
    blocks.push([i, last]);
    i = last;
  }
  return blocks;
}
