/** Reading the parsed MDX tree: which nodes are MDX, where they are, and the text around them. */
import type { Nodes } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxFlowExpression, MdxTextExpression, MdxjsEsm } from 'mdast-util-mdx';
import { codeLines } from '../fences.ts';
import { MAX_NESTING } from '../bounds.ts';
import { recentResults } from '../recent.ts';

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

/** Every `import`/`export` of the document, those written inside a JSX element too (a TabItem's `import CodeBlock`), which MDX hoists to the module. */
export function* allEsm(nodes: readonly Nodes[]): Generator<MdxjsEsm> {
  for (const node of places(nodes)) {
    if (node.type === 'mdxjsEsm') yield node;
    else if ('children' in node) yield* allEsm(node.children);
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
function mayHoldMdx(source: string): boolean {
  const lines = source.split('\n');
  const inCode = codeLines(lines);
  return lines.some((line, i) => !inCode[i] && (/<[A-Za-z/>]|[{}]/.test(line.replace(/`[^`]*`/g, '')) || /^(import|export)\s/.test(line)));
}

/** JSX tags and `{expressions}` a document may hold: each costs the parser, the code and React about a millisecond; the most real documents have are a few thousand. */
export const MAX_MDX_PLACES = 20_000;

export const PLACES_MESSAGE = `the file holds more than ${MAX_MDX_PLACES.toLocaleString('en')} JSX tags and {expressions}; the build renders at most that many per file, and this is where it stopped. Split the file into several pages.`;

/**
 * The 0-based line where the tags and braces outside code pass the limit, counted before parsing
 * (which is the slow part). A '…' or "…" string inside an `{expression}` is one value to the
 * parser, whatever it holds: openlineage's Python API page is one `<div
 * dangerouslySetInnerHTML={{__html: "…"}}>` whose 640 KB string of Sphinx HTML holds 30,000 `<`,
 * which Docusaurus builds. Such a string ends on its line, as in JavaScript.
 */
function tooManyPlaces(source: string): number | undefined {
  const lines = source.split('\n');
  const inCode = codeLines(lines);
  let count = 0;
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    if (inCode[i]) continue;
    const line = lines[i].replace(/`[^`]*`/g, '');
    let quote: string | undefined;
    for (let j = 0; j < line.length; j++) {
      const c = line[j];
      if (quote) {
        if (c === '\\') j++;
        else if (c === quote) quote = undefined;
      } else if (c === '{') {
        depth++;
        count++;
      } else if (c === '}') depth = Math.max(0, depth - 1);
      else if (c === '<' && /[A-Za-z/>]/.test(line[j + 1] ?? '')) count++;
      else if (depth > 0 && (c === '"' || c === "'")) quote = c;
    }
    if (count > MAX_MDX_PLACES) return i;
  }
  return undefined;
}

/** What a text's lines tell before it is parsed, kept by text: a versioned site has the same file in each version, and each copy asked again (1% of react-native's render threads). */
const recentScans = recentResults<{ mayHoldMdx: boolean; tooManyPlaces: number | undefined }>(256, 4_000_000);

/** `mayHoldMdx(text)`, and when it may, `tooManyPlaces(text)`. */
export function scanBeforeParse(text: string): { mayHoldMdx: boolean; tooManyPlaces: number | undefined } {
  return recentScans(text, () => {
    const may = mayHoldMdx(text);
    return { mayHoldMdx: may, tooManyPlaces: may ? tooManyPlaces(text) : undefined };
  });
}

/** Lines after the first lose the indentation they share, so JSX nesting is not read as code. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const common = Math.min(...indents);
  return common > 0 && common !== Infinity ? lines.map((l) => l.slice(Math.min(common, /^[ \t]*/.exec(l)![0].length))).join('\n') : text;
}

/** Nodes that nest one in another without limit: each counts as a level. */
const LEVELS = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'containerDirective', 'blockquote', 'list', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

/**
 * The first node nested more than MAX_NESTING levels deep, if any, found without recursion: the
 * passes over the tree that come next (and React) recurse once per level.
 */
export function tooDeep(tree: Nodes): Nodes | undefined {
  const stack: [Nodes, number][] = [[tree, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    const level = depth + (LEVELS.has(node.type) ? 1 : 0);
    if (level > MAX_NESTING) return node;
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], level]);
  }
  return undefined;
}
