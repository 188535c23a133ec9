/**
 * What a document's code is made of, read from its parsed tree: the `import`/`export` nodes, and
 * one thunk of JavaScript per `{expression}` and two per JSX element (its component, then its
 * attributes), in document order. The same for every copy of a text, whose tree parse.ts parses
 * once and shares: kept with the tree, as walking it again for each copy was about 1% of
 * react-native's render threads.
 */
import type { Nodes, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
import { attributesCode, componentCode } from './module.ts';
import { allEsm, allPlaces, isComment, tooDeep, type Place } from './nodes.ts';

export type TreeCode =
  /** The first node nested deeper than the limit: nothing else is read of such a tree (its walks would recurse past the stack). */
  | { deep: Nodes }
  | { deep: undefined; esm: MdxjsEsm[]; thunks: string[]; thunkOf: Map<Place, number> };

const kept = new WeakMap<Root, TreeCode>();

function readTree(tree: Root): TreeCode {
  const deep = tooDeep(tree);
  if (deep) return { deep };
  const thunks: string[] = [];
  const thunkOf = new Map<Place, number>();
  for (const node of allPlaces(tree.children)) {
    thunkOf.set(node, thunks.length);
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') thunks.push(isComment(node) ? 'undefined' : node.value);
    else thunks.push(componentCode(node.name), attributesCode(node.attributes));
  }
  return { deep: undefined, esm: [...allEsm(tree.children)], thunks, thunkOf };
}

/** The tree's code, read once per tree; its users only read it, as they read the tree. */
export function treeCode(tree: Root): TreeCode {
  let code = kept.get(tree);
  if (!code) kept.set(tree, (code = readTree(tree)));
  return code;
}
