/**
 * MDX 1's JSX blocks (Docusaurus 2). remark-mdx 1.6.22 (block.js) reads a line that starts with a
 * tag (`<p`, `<div`, `<Card`, `</li>`: any name) as the start of a JSX block, which runs to the
 * next blank line, and MDX 1 compiles the block's text as written into the page's JSX: its text is
 * JSX text, with no Markdown (no paragraph, no emphasis, no code spans) and its `{…}` are
 * expressions (`{" "}` is a space). MDX 3 reads Markdown there, so graphile-worker's
 * `<p className=…>` of several lines showed a paragraph inside the `<p>` and `{" "}` as written.
 * An element or expression that lies whole in such a block is read so here (MDX 3 parses the rest).
 */
import type { Nodes } from 'mdast';
import { FLOW, TEXT } from './markers.ts';

/** The first line of a block MDX 1 read as JSX: a tag (or `<>`) after any spaces. */
const JSX_BLOCK_START = /^[ \t]*<\/?[A-Za-z>]/;

type Located = { type: string; position?: { start: { offset?: number }; end: { offset?: number } } };

/** Where each line after a blank line starts, for the last text asked about: every expression of a page asks, so each finds its block by a binary search. */
let blocksOf: { source: string; starts: number[] } = { source: '', starts: [0] };
function blockStarts(source: string): number[] {
  if (blocksOf.source !== source) {
    const starts = [0];
    for (const blank of source.matchAll(/\n[ \t]*(?=\n)/g)) starts.push(blank.index + blank[0].length + 1);
    blocksOf = { source, starts };
  }
  return blocksOf.starts;
}

/** Whether `node` lies whole in one MDX 1 JSX block of `source`: its lines' run, from the blank line before it, starts with a tag, and no blank line is in it. */
export function inMdx1JsxBlock(source: string, node: Located): boolean {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return false;
  const starts = blockStarts(source);
  let low = 0;
  let high = starts.length - 1;
  // The last block start at or before the node.
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= start.offset) low = mid;
    else high = mid - 1;
  }
  if (low + 1 < starts.length && starts[low + 1] <= end.offset) return false;
  return JSX_BLOCK_START.test(source.slice(starts[low], source.indexOf('\n', starts[low]) >>> 0));
}

/** Whether an element in such a block holds what MDX 3 reads as Markdown (a paragraph, its text, a list): MDX 1's JSX text. */
export function holdsJsxText(source: string, node: Nodes): boolean {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.children.some((child) => !child.type.startsWith('mdx')) && inMdx1JsxBlock(source, node);
}

/**
 * An element's children as prepared (prepare.ts: MDX nodes are placeholders) made into text that
 * marked's inline lexer shows as JSX text: its Markdown punctuation escaped (`[` of an image too),
 * no hard breaks nor indentation (JSX drops a line's leading and trailing spaces), and
 * nested flow elements' placeholders made inline ones, since the children are lexed inline.
 */
export function asJsxText(prepared: string): string {
  return prepared
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    // A `\*` or `\_` is kept: the repair of emphasis across a block's tags put it there (mdx1-jsx-text.ts).
    .replace(/\\[*_]|[\\`*_[\]~]/g, (found) => (found.length > 1 ? found : `\\${found}`))
    .replaceAll(FLOW, TEXT);
}
