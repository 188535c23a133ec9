/** Reading the parsed MDX tree: which nodes are MDX, where they are, and the text around them. */
import type { Nodes } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxFlowExpression, MdxTextExpression, MdxjsEsm } from 'mdast-util-mdx';
import { codeLines } from '../fences.ts';

export type Element = MdxJsxFlowElement | MdxJsxTextElement;
export type Expression = MdxFlowExpression | MdxTextExpression;
export type Place = Element | Expression;

export const isPlace = (node: Nodes): node is Place => /^mdx(JsxFlow|JsxText|FlowExpression|TextExpression)/.test(node.type);
export const isComment = (node: Expression) => (node.data?.estree?.body.length ?? 1) === 0;
export const start = (node: Nodes) => node.position!.start.offset!;
export const end = (node: Nodes) => node.position!.end.offset!;
export const newlines = (text: string) => text.split('\n').length - 1;

/**
 * A paragraph of nothing but JSX and expressions (`<summary>More</summary>` on its own line) is
 * not a paragraph: MDX unwraps it, so its elements stand as blocks.
 */
export const unwrapped = new WeakSet<Nodes>();
export function unwrap(node: Nodes): boolean {
  if (node.type !== 'paragraph' || !node.children.some(isPlace)) return false;
  if (!node.children.every((c) => isPlace(c) || (c.type === 'text' && !c.value.trim()))) return false;
  for (const child of node.children) if (isPlace(child)) unwrapped.add(child);
  return true;
}

/** The MDX nodes under `nodes` (ESM included), not looking inside them. */
export function* places(nodes: readonly Nodes[]): Generator<Place | MdxjsEsm> {
  for (const node of nodes) {
    if (unwrap(node)) yield* places((node as { children: Nodes[] }).children);
    else if (isPlace(node) || node.type === 'mdxjsEsm') yield node;
    else if ('children' in node) yield* places(node.children);
  }
}

/** Every MDX node, nested ones too, in document order. */
export function* allPlaces(nodes: readonly Nodes[]): Generator<Place> {
  for (const node of places(nodes)) {
    if (node.type === 'mdxjsEsm') continue;
    yield node;
    if ('children' in node) yield* allPlaces(node.children);
  }
}

/**
 * Whether the text can hold MDX at all: a tag, a brace or an import/export line outside code
 * (fenced or inline). Most Markdown cannot, and skips the parser, which is the slow part.
 */
export function mayHoldMdx(source: string): boolean {
  const lines = source.split('\n');
  const inCode = codeLines(lines);
  return lines.some((line, i) => !inCode[i] && (/<[A-Za-z/>]|[{}]/.test(line.replace(/`[^`]*`/g, '')) || /^(import|export)\s/.test(line)));
}

/** Lines after the first lose the indentation they share, so JSX nesting is not read as code. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const common = Math.min(...indents);
  return common > 0 && common !== Infinity ? lines.map((l) => l.slice(Math.min(common, /^[ \t]*/.exec(l)![0].length))).join('\n') : text;
}
