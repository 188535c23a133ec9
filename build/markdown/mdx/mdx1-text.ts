/**
 * The text of an MDX 1 document's tree as MDX 1 gave it to a Docusaurus 2 site's remark plugins
 * (remark-parse.ts). What MDX 3 refuses and MDX 1 read as text (a `{` that is no expression, `{…}`
 * in prose, a `<` that starts no tag) is not shown to the parser (mdx1.ts blanks it), so a text node
 * there lacks those characters, or starts after them (a paragraph's leading blanks are not its
 * text). rise4fun's import-file plugin looks for a paragraph whose text is `{@import file}`, as MDX 1
 * gave it (devicescript's 109 generated clients pages). A text node that is its source as written,
 * but for those blanks, gets them back; any other (escapes, entities, several lines) is left.
 */
import type { Root } from 'mdast';
import type { Mdx1Repair } from './mdx1.ts';

type Point = { offset?: number; column: number };
type Node = { type: string; value?: string; children?: Node[]; position?: { start: Point; end: Point } };

/** Puts back, in `tree`'s text nodes, the characters of `source` that text repairs blanked. */
export function withMdx1Text(tree: Root, source: string, repairs: Mdx1Repair[]): void {
  const blanked = new Set<number>();
  for (const [from, to] of repairs.filter((r) => r.text).flatMap((r) => r.mask ?? [])) for (let at = from; at < to; at++) if (source[at] !== '\n') blanked.add(at);
  if (!blanked.size) return;
  const shown = (from: number, to: number) => {
    let text = '';
    for (let at = from; at < to; at++) text += blanked.has(at) ? ' ' : source[at];
    return text;
  };
  // A node that grows takes its parents with it (a paragraph starts at its text's first character), so that a plugin that empties one leaves none of it (remark-splice.ts).
  const grow = (node: Node, from: number, to: number) => {
    const { start, end } = node.position!;
    if (start.offset! > from) Object.assign(start, { offset: from, column: start.column - (start.offset! - from) });
    if (end.offset! < to) Object.assign(end, { offset: to, column: end.column + (to - end.offset!) });
  };
  const walk = (node: Node, parents: Node[]) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (node.type === 'text' && start !== undefined && end !== undefined && node.value === shown(start, end)) {
      let from = start;
      let to = end;
      while (blanked.has(from - 1)) from--;
      while (blanked.has(to)) to++;
      if (shown(from, to) !== source.slice(from, to)) {
        node.value = source.slice(from, to);
        // Blanks are never line endings: each node grows on its own lines.
        for (const grown of [node, ...parents]) if (grown.position?.start.offset !== undefined) grow(grown, from, to);
      }
    }
    node.children?.forEach((child) => walk(child, [node, ...parents]));
  };
  walk(tree as Node, []);
}
