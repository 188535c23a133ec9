/**
 * A Markdown tree that remark plugins changed, written back to MDX source: what they left alone is
 * the source's own text, byte for byte (so formatting, comments and heading ids stay, and lines
 * keep their numbers up to the first change); only a node they changed or added is written anew,
 * by mdast-util-to-markdown, indented as its place in a list or block quote needs.
 */
import type { Nodes, Root } from 'mdast';
import { directiveToMarkdown } from 'mdast-util-directive';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { hastAttributes } from './hast-attributes.ts';
import { programExpression } from './estree-literal.ts';

type Node = Nodes & { children?: Node[] };

interface Original {
  /** The node as it was (a copy the plugins did not see). */
  node: Node;
  /** Where its children were, in order. */
  children: [number, number][];
}

const key = (node: Node) => `${node.type}@${node.position?.start.offset}-${node.position?.end.offset}`;

/** Whether two values are the same data, as JSON has them (an undefined field is no field). */
function same(a: unknown, b: unknown, skip?: Set<string>): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined && !skip?.has(k));
  const ka = keys(a);
  if (ka.length !== keys(b).length) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
const OWN = new Set(['children', 'position']);

/** Every node of `copy` (the parsed tree as it was before any plugin ran) by type and place. */
export function originals(copy: Root): Map<string, Original> {
  const found = new Map<string, Original>();
  const walk = (node: Node) => {
    const children = (node.children ?? []).flatMap((c) => (c.position ? [[c.position.start.offset!, c.position.end.offset!] as [number, number]] : []));
    if (node.position?.start.offset !== undefined) found.set(key(node), { node, children });
    node.children?.forEach(walk);
  };
  walk(copy as Node);
  return found;
}

/** Nodes whose children are blocks (separated by blank lines), not phrasing. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'list', 'footnoteDefinition', 'mdxJsxFlowElement', 'containerDirective']);

/** Nodes written by MDX 1-era plugins (remark 12: `jsx`, `import`, `export`) and by remark-math, as the source they hold. */
const handlers: Options['handlers'] = {
  jsx: (node: { value: string }) => node.value,
  import: (node: { value: string }) => node.value,
  export: (node: { value: string }) => node.value,
  inlineMath: (node: { value: string }) => `$${node.value}$`,
  math: (node: { value: string }) => `$$\n${node.value}\n$$`,
} as unknown as Options['handlers'];

/** The node types the writer knows (mdast, GFM, MDX, directives, math, and MDX 1's above); a plugin's own types are not among them. */
const WRITTEN = new Set(['root', 'paragraph', 'heading', 'thematicBreak', 'blockquote', 'list', 'listItem', 'html', 'code', 'definition', 'footnoteDefinition', 'text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference', 'imageReference', 'footnoteReference', 'table', 'tableRow', 'tableCell', 'yaml', 'toml', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm', 'containerDirective', 'leafDirective', 'textDirective', ...Object.keys(handlers as object)]);

type HastData = { hName?: string; hProperties?: Record<string, unknown> };

/**
 * A node of a type of its own (remarkCodeSections' `div`s, ziti's theme), as remark-rehype turns it
 * into HTML (mdast-util-to-hast): the element its `data.hName` names, with `hProperties` as
 * attributes (hast-attributes.ts), else a `div` of its children, else its `value` as text. Written
 * as that JSX element.
 */
function asElement(node: Node, type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'): Node {
  const data = (node as { data?: HastData }).data ?? {};
  const value = (node as { value?: unknown }).value;
  if (!data.hName && !node.children && typeof value === 'string') return { type: 'text', value } as Node;
  return { type, name: data.hName ?? 'div', attributes: hastAttributes(data.hProperties ?? {}), children: node.children ?? [] } as unknown as Node;
}

/**
 * The node with each JSX flow element a plugin put among phrasing (supertokens' "Optional" badge in
 * a heading) made a text element: MDX compiles both to the same element, but written as a flow
 * element its tags take lines of their own, which would end the heading or paragraph around it.
 */
function phrasingJsxInline(node: Node, phrasing: boolean, known: Set<string> = WRITTEN): Node {
  if (!known.has(node.type)) return phrasingJsxInline(asElement(node, phrasing ? 'mdxJsxTextElement' : 'mdxJsxFlowElement'), phrasing, known);
  node = textAttributes(node);
  const type = phrasing && node.type === 'mdxJsxFlowElement' ? 'mdxJsxTextElement' : node.type;
  const children = node.children?.map((child) => phrasingJsxInline(child, !BLOCK_PARENTS.has(type), known));
  const changed = type !== node.type || children?.some((child, i) => child !== node.children![i]);
  return changed ? ({ ...node, type, children } as Node) : node;
}

type Attribute = { type: string; value?: unknown };
type ValueExpression = { type: string; value?: unknown; data?: { estree?: unknown } };
const notText = (a: Attribute) => a.type === 'mdxJsxAttribute' && a.value !== null && a.value !== undefined && typeof a.value !== 'object' && typeof a.value !== 'string';
/** An attribute whose expression has its estree alone, no text (Code Hike's `dangerouslySetInnerHTML`): written from the estree, when it is data (estree-literal.ts). */
const estreeOnly = (a: Attribute) => {
  const value = a.value as ValueExpression | undefined;
  return a.type === 'mdxJsxAttribute' && value?.type === 'mdxJsxAttributeValueExpression' && typeof value.value !== 'string' && programExpression(value.data?.estree) !== undefined;
};
const fromEstree = (value: ValueExpression) => ({ ...value, value: programExpression(value.data?.estree) });

/**
 * A JSX attribute a plugin gave a number or a boolean (eks-workshop's time.js: `totalTime`, a
 * number) is its text, as MDX's hast-util-to-estree makes it (`String(value)`); mdast-util-mdx-jsx
 * writes only strings, and stopped the build on it.
 */
function textAttributes(node: Node): Node {
  const attributes = (node as { attributes?: Attribute[] }).attributes;
  if (!Array.isArray(attributes) || !attributes.some((a) => notText(a) || estreeOnly(a))) return node;
  return { ...node, attributes: attributes.map((a) => (notText(a) ? { ...a, value: String(a.value) } : estreeOnly(a) ? { ...a, value: fromEstree(a.value as ValueExpression) } : a)) } as Node;
}

/** `toMarkdownExtensions` are what the site's plugins add (through `this.data()`), as with remark-stringify; `phrasing` when the node's place is inside a heading or paragraph. */
function written(node: Node, extensions: Options[], phrasing = false): string {
  const known = extensions.length ? new Set([...WRITTEN, ...extensions.flatMap((e) => Object.keys(e.handlers ?? {}))]) : WRITTEN;
  return toMarkdown(phrasingJsxInline(node, phrasing, known) as Nodes, { extensions: [mdxToMarkdown(), directiveToMarkdown(), gfmTableToMarkdown(), ...extensions], handlers }).replace(/\n$/, '');
}

/** Text written for a place inside a list item or block quote: each line after the first continues it, a blank one too (`>` keeps it in the quote). */
const indent = (text: string, prefix: string) => text.replace(/\n(?=([^\n]?))/g, (_, next: string) => `\n${next ? prefix : prefix.trimEnd()}`);

/** What continues a line of the source at `offset` on the next line: `> ` for a block quote, spaces for a list item's content. */
function prefixAt(source: string, offset: number): string {
  const start = source.lastIndexOf('\n', offset - 1) + 1;
  return source.slice(start, offset).replace(/[^>\s]/g, ' ');
}

/**
 * The source of `tree`, which plugins changed, with `copy` the tree as it was parsed. `source` is
 * the text the positions are in; `extensions` are the `toMarkdownExtensions` the plugins added.
 */
export function writeBack(tree: Root, copy: Root, source: string, extensions: Options[] = []): string {
  const before = originals(copy);
  const emit = (node: Node, prefix: string): string => {
    const original = node.position && before.get(key(node));
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? 0;
    if (original && same(original.node, node)) return source.slice(start, end);
    if (!original || !same(original.node, node, OWN) || !node.children) return indent(written(node, extensions), prefix);
    const block = BLOCK_PARENTS.has(node.type);
    const kept = new Set(node.children.flatMap((c) => (c.position && before.has(key(c)) ? [c.position.start.offset] : [])));
    // The text between two children the plugins kept, without the children they took out.
    const gap = (from: number, to: number) => {
      const removed = original.children.filter(([s, e]) => s >= from && e <= to && !kept.has(s));
      return removed.length ? source.slice(from, removed[0][0]) + source.slice(removed.at(-1)![1], to) : source.slice(from, to);
    };
    let out = '';
    let at = start;
    let lastStart = start;
    node.children.forEach((child, i) => {
      const place = child.position && before.get(key(child)) ? child.position : undefined;
      if (place && place.start.offset! >= at) {
        // Inside a paragraph or heading, a child's lines continue its parent's (a text after a link on a line does not start a column of its own).
        out += gap(at, place.start.offset!) + emit(child, block ? prefixAt(source, place.start.offset!) : prefix);
        lastStart = place.start.offset!;
        at = place.end.offset!;
        return;
      }
      const childPrefix = node.type === 'root' ? '' : block ? prefixAt(source, lastStart) : prefix;
      const text = indent(written(child, extensions, !block), childPrefix);
      // A node in the place of one the plugins took out takes its place in the text; another new block stands apart from its neighbours.
      const next = node.children!.slice(i + 1).find((c) => c.position && before.has(key(c)))?.position?.start.offset ?? end;
      const replaced = original.children.find(([s, e]) => s >= at && e <= next && !kept.has(s));
      if (replaced) {
        out += gap(at, replaced[0]) + text;
        at = replaced[1];
      } else out += block ? `${out && !/\n\n[ >]*$/.test(out) ? `\n\n${childPrefix}` : ''}${text}\n\n${childPrefix}` : text;
    });
    return out + gap(at, end);
  };
  return emit(tree as Node, '');
}
