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

/** Where each run of lines between blank lines starts and ends, for the last text asked about: every expression of a page asks, so each finds its run by a binary search. */
let runsOf: { source: string; starts: number[]; ends: number[] } = { source: '', starts: [0], ends: [] };
function runs(source: string): { starts: number[]; ends: number[] } {
  if (runsOf.source !== source) {
    const starts = [0];
    const ends: number[] = [];
    for (const blank of source.matchAll(/\n[ \t]*(?=\n)/g)) {
      ends.push(blank.index);
      starts.push(blank.index + blank[0].length + 1);
    }
    runsOf = { source, starts, ends };
  }
  return runsOf;
}

/** The MDX 1 JSX block holding `offset` (its lines' run, from the blank line before to the one after, when it starts with a tag), as `[start, end]`. */
export function mdx1JsxBlockAt(source: string, offset: number): [number, number] | undefined {
  const { starts, ends } = runs(source);
  let low = 0;
  let high = starts.length - 1;
  // The last run start at or before the offset.
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  const end = ends[low] ?? source.length;
  return JSX_BLOCK_START.test(source.slice(starts[low], end)) ? [starts[low], end] : undefined;
}

/** Whether `node` lies whole in one MDX 1 JSX block of `source`: its lines' run, from the blank line before it, starts with a tag, and no blank line is in it. */
export function inMdx1JsxBlock(source: string, node: Located): boolean {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return false;
  const block = mdx1JsxBlockAt(source, start.offset);
  return block !== undefined && end.offset <= block[1];
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
