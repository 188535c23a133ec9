/**
 * The build parses a document's MDX with the blocks that cannot hold MDX blanked (mdx/plain-blocks.ts):
 * the MDX nodes it reads (where each JSX element, expression and import is, what it holds, which
 * stand as blocks, the first node nested too deep, the modules named) must be those of the whole
 * text, whatever the blanked blocks held. Each document below holds what could make them differ.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { describe, expect, it } from 'vitest';
import { allEsm, allPlaces, tooDeep, unwrapped } from '../../build/markdown/mdx/nodes.ts';
import { specifiers } from '../../build/markdown/mdx/module.ts';
import { masked, parseMdx } from '../../build/markdown/mdx/parse.ts';
import { blankPlainBlocks, kept } from '../../build/markdown/mdx/plain-blocks.ts';
import type { Root } from 'mdast';

/** What prepare.ts reads of a tree. */
function mdxNodes(tree: Root) {
  const at = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }) => [node.position!.start.offset, node.position!.end.offset];
  return {
    places: [...allPlaces(tree.children)].map((node) => ({
      type: node.type,
      at: at(node),
      name: 'name' in node ? node.name : undefined,
      value: 'value' in node ? node.value : undefined,
      attributes: 'attributes' in node ? JSON.stringify(node.attributes.map((a) => [a.type, 'name' in a ? a.name : '', typeof a.value === 'string' ? a.value : a.value?.value])) : undefined,
      block: unwrapped.has(node),
      holds: 'children' in node && node.children.length ? [at(node.children[0]), at(node.children.at(-1)!)] : undefined,
    })),
    esm: [...allEsm(tree.children)].map((node) => [at(node), node.value]),
    deep: tooDeep(tree)?.position?.start.offset,
    specifiers: specifiers(tree),
  };
}

function both(text: string, math = false) {
  const whole = parseMdx(text, { math });
  const blocks = parseMdx(text, { math, mdxNodesOnly: true });
  if ('message' in whole || 'message' in blocks) throw new Error('expected a document that parses');
  return { whole: whole.tree, blocks: blocks.tree };
}

const prose = 'Some prose with *emphasis*, `code`, a [link](./other.md) and a list:\n\n- one\n- two\n';

const documents: Record<string, string> = {
  'tabs with prose between their children': `import Tabs from '@theme/Tabs';\n\n<Tabs>\n<TabItem value="a">\n\n${prose}\nMore prose.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nThe last words.\n\n</TabItem>\n</Tabs>\n\n${prose}`,
  'a list before a blanked block, then a JSX element': `- item\n\n${prose}\n<Note>held</Note>\n\n  indented text\n`,
  'a fence with blank lines and a col-0 line inside': `<X />\n\n\`\`\`js\nconst a = 1;\n\nconst b = 2;\n\nplain code\n\`\`\`\n\n${prose}`,
  'a container directive around prose and JSX': `:::note\n\n${prose}\n<X a="1" />\n\nafter\n\n:::\n\n{1 + 1}\n`,
  'an expression across blank lines': `<X />\n\n{\n\n1 + 1\n\n}\n`,
  'an export across blank lines': `export const list = {\na: 1,\n\nb: 2,\n\n};\n\n${prose}\n{list.b}\n`,
  'a fence whose code holds a tag on a line of its own': `<X />\n\n\`\`\`jsx\nconst a = 1;\n\n<div />\n\`\`\`\n\n${prose}`,
  'a require in a code block': `<X />\n\n\`\`\`js\nx\n\nconst img = require('./a.png');\n\n\`\`\`\n`,
  'an element whose first and last children are prose': `<Box>\nfirst words\n\n${prose}\nlast words\n</Box>\n`,
};

describe('the MDX parse with plain blocks blanked', () => {
  for (const [name, text] of Object.entries(documents)) {
    it(`reads the MDX nodes of the whole text: ${name}`, () => {
      const { whole, blocks } = both(text);
      expect(mdxNodes(blocks)).toEqual(mdxNodes(whole));
    });
  }

  it('blanks the prose of the documents it can (the build reads such a tree)', () => {
    const { whole, blocks } = both(documents['tabs with prose between their children']);
    expect(blankPlainBlocks(masked(documents['tabs with prose between their children'], [])).spans.length).toBeGreaterThan(0);
    expect(JSON.stringify(whole)).toContain('"type":"table"');
    expect(JSON.stringify(blocks)).not.toContain('"type":"table"');
  });

  it('finds the node nested too deep where the whole text has it: a list deeper than the limit in a plain block', () => {
    const text = `<X />\n\n${'- '.repeat(101)}x\n`;
    const { whole, blocks } = both(text);
    expect(mdxNodes(whole).deep).toBeDefined();
    expect(mdxNodes(blocks)).toEqual(mdxNodes(whole));
  });

  it('finds the node nested too deep where the whole text has it: a plain block deep inside JSX elements', () => {
    const text = `${'<X>\n'.repeat(97)}a\n\n${'- '.repeat(5)}b\n\nz\n${'</X>\n'.repeat(97)}`;
    const { whole, blocks } = both(text);
    expect(mdxNodes(whole).deep).toBeDefined();
    expect(mdxNodes(blocks)).toEqual(mdxNodes(whole));
  });

  it('finds the node nested too deep where the whole text has it: a definition that makes a reference a link', () => {
    const text = `${'<b>'.repeat(99)}[<i>x</i>][d]${'</b>'.repeat(99)}\n\nprose\n\n[d]: /u\n`;
    const { whole, blocks } = both(text);
    expect(mdxNodes(whole).deep).toBeDefined();
    expect(mdxNodes(blocks)).toEqual(mdxNodes(whole));
  });

  it('finds the node nested too deep where the whole text has it: an indented line after a blanked block is no list item', () => {
    const text = `- a {1}\n\nprose\n\n  ${'<b>'.repeat(100)}x${'</b>'.repeat(100)}\n`;
    const { whole, blocks } = both(text);
    expect(mdxNodes(blocks)).toEqual(mdxNodes(whole));
  });

  it('finds the node nested too deep where the whole text has it: a container directive is a level', () => {
    const text = `:::note\n\n${'<b>'.repeat(100)}x${'</b>'.repeat(100)}\n\n:::\n`;
    const { whole, blocks } = both(text);
    expect(mdxNodes(whole).deep).toBeDefined();
    expect(mdxNodes(blocks)).toEqual(mdxNodes(whole));
  });

  it('blanks a block of many list items and marks (a changelog), whose own nodes nest two levels', () => {
    // moderne's changelogs: 1,900 items; a block was refused for holding over MAX_NESTING marks in all, and the text parsed twice.
    const text = `<X />\n\n## v1.2.0\n\n${'* Fix the `a.b()` call in [the parser](./parser.md), as *before*.\n'.repeat(40)}\nThe end.\n`;
    const { whole, blocks } = both(text);
    expect(mdxNodes(blocks)).toEqual(mdxNodes(whole));
    expect(JSON.stringify(whole)).toContain('"type":"list"');
    expect(JSON.stringify(blocks)).not.toContain('"type":"list"');
  });

  const nestedTooDeep: Record<string, string> = {
    'lists nested by indentation, one a line': Array.from({ length: 101 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n'),
    'emphasis nested over the lines of one paragraph': `${'*a\n'.repeat(101)}x${'\nb*'.repeat(101)}`,
    'emphasis nested over lines that hold a bullet but no item (an empty one cannot end a paragraph)': `${'*a\n* \n'.repeat(101)}x${'\nb*\n* '.repeat(101)}`,
    'emphasis in lists, neither over the limit alone': `${'- '.repeat(51)}${'*a '.repeat(50)}x${' b*'.repeat(50)}`,
  };
  for (const [name, deep] of Object.entries(nestedTooDeep)) {
    it(`finds the node nested too deep where the whole text has it: ${name}, in a plain block`, () => {
      const text = `<X />\n\n${deep}\n\nafter\n`;
      const { whole, blocks } = both(text);
      expect(mdxNodes(whole).deep).toBeDefined();
      expect(mdxNodes(blocks)).toEqual(mdxNodes(whole));
    });
  }

  it('reads the MDX nodes of the whole text: a math block (remark-math) with blank lines', () => {
    const text = `<X />\n\n$$\nx\n\n<div />\n$$\n\n${prose}`;
    const { whole, blocks } = both(text, true);
    expect(mdxNodes(blocks)).toEqual(mdxNodes(whole));
  });

  it('refuses a tree where a blanked block was an element’s first or last child, and keeps one between them', () => {
    const text = '<Box>\n\nfirst\n\nmiddle\n\nlast\n\n</Box>\n';
    const block = (word: string) => ({ from: text.indexOf(word), to: text.indexOf(word) + word.length + 2, levels: 0 });
    const blanked = (span: { from: number; to: number }) => fromMarkdown(text.slice(0, span.from) + ' '.repeat(span.to - span.from - 2) + text.slice(span.to - 2), { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
    for (const word of ['first', 'last']) expect(kept(blanked(block(word)), [block(word)])).toBe(false);
    expect(kept(blanked(block('middle')), [block('middle')])).toBe(true);
  });

  it('does not blank the block just after an opening tag or just before a closing one', () => {
    const text = '<Box>\n\nfirst\n\nmiddle\n\nlast\n\n</Box>\n\nafter\n';
    const spans = blankPlainBlocks(text).spans.map((span) => text.slice(span.from, span.to).trim());
    expect(spans).toEqual(['middle', 'after']);
  });
});
