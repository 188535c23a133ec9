/** A page's table of contents, from its rendered headings. */
import type { TocItem } from '../../site/types.ts';
import type { Heading } from '../markdown/index.ts';

/** h2–h3 (or the doc's own levels) as a nested table of contents. */
export function buildToc(headings: Heading[], min = 2, max = 3): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const h of headings.filter((h) => h.depth >= min && h.depth <= max)) {
    const item: TocItem = { id: h.id, text: h.text, depth: h.depth, children: [] };
    while (stack.length && stack.at(-1)!.depth >= h.depth) stack.pop();
    (stack.at(-1)?.children ?? root).push(item);
    stack.push(item);
  }
  return root;
}
