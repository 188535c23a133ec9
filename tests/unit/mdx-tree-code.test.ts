/**
 * What a document's code is made of (mdx/tree-code.ts): its import/export nodes and a thunk per
 * expression and two per element, in document order; nothing for a tree nested past the limit;
 * read once per parsed tree, which every copy of a text shares.
 */
import { describe, expect, it } from 'vitest';
import { MAX_NESTING } from '../../build/markdown/bounds.ts';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';
import { treeCode } from '../../build/markdown/mdx/tree-code.ts';

function treeOf(text: string) {
  const parsed = parseMdx(text);
  if ('message' in parsed) throw new Error(parsed.message);
  return parsed.tree;
}

describe("a document's code", () => {
  it('is its imports, then one thunk per expression and two per element, nested ones after their parent', () => {
    const code = treeCode(treeOf("import X from './x';\n\nText {a + 1} and {/* note */}.\n\n<X b=\"1\" {...c}>\n  <Y on />\n</X>\n"));
    if (code.deep) throw new Error('not deep');
    expect(code.esm.map((n) => n.value)).toEqual(["import X from './x';"]);
    expect(code.thunks).toEqual([
      'a + 1',
      'undefined',
      "typeof X === 'undefined' ? undefined : X",
      '({"b": "1", ...c})',
      "typeof Y === 'undefined' ? undefined : Y",
      '({"on": true})',
    ]);
    expect([...code.thunkOf.values()]).toEqual([0, 1, 2, 4]);
  });

  it('is nothing for a tree nested past the limit, which names the node where it passed it', () => {
    const deep = `${'<div>\n'.repeat(MAX_NESTING + 2)}text\n${'</div>\n'.repeat(MAX_NESTING + 2)}`;
    const code = treeCode(treeOf(deep));
    expect(code.deep?.type).toBe('mdxJsxFlowElement');
    expect('thunks' in code).toBe(false);
  });

  it('is read once per tree, and for each tree its own', () => {
    const one = treeOf('{1}\n');
    const two = treeOf('{2}\n');
    expect(treeCode(one)).toBe(treeCode(one));
    expect([treeCode(one), treeCode(two)].map((code) => ('thunks' in code ? code.thunks : []))).toEqual([['1'], ['2']]);
  });
});
