/**
 * An MDX expression's text is gathered once as it is read (mdx/expression-gathering.ts), not again
 * at every `}` in it, and the trees are the ones micromark-extension-mdxjs gives, positions and
 * estree included: on a fixture written for it (attribute values, spreads, text and flow
 * expressions, strings holding braces, templates, comments, JSX, tabs, lists and block quotes) and
 * on a long prop as pan.dev's generated OpenAPI pages have them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Event, Token, TokenizeContext } from 'micromark-util-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { braceScanningParser } from '../../build/markdown/mdx/expression-parser.ts';
import { fresh, gatheringMdxjs, readOn } from '../../build/markdown/mdx/expression-gathering.ts';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';
import { FIXTURES } from '../helpers/fixture.ts';

const fixture = readFileSync(path.join(FIXTURES, 'mdx-expressions/long-expressions.mdx'), 'utf8');
const byDefault = (text: string) => fromMarkdown(text, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
const gathering = (text: string) => fromMarkdown(text, { extensions: [gatheringMdxjs()], mdastExtensions: [mdxFromMarkdown()] });

/** A response schema as the OpenAPI plugin writes it: `count` properties, each an object nested three deep; 8 braces a property. */
function schema(count: number): unknown {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) properties[`p${i}`] = { type: 'object', description: 'a { and a } in a string', properties: { a: { type: 'string', default: '}' }, b: { items: { type: 'integer' } } } };
  return { type: 'object', properties };
}

const longProp = (count: number, indent: number | string) => `# Endpoint\n\n<StatusCodes\n  responses={${JSON.stringify({ 200: schema(count) }, null, indent)}}\n/>\n\nText {${JSON.stringify(schema(count / 2))}.type}.\n`;

afterEach(() => vi.restoreAllMocks());

describe('MDX expressions gathered once', () => {
  it('give the trees the default syntax gives', () => {
    expect(gathering(fixture)).toEqual(byDefault(fixture));
    for (const indent of [0, 2, '\t']) {
      const text = longProp(12, indent);
      expect(gathering(text), String(indent)).toEqual(byDefault(text));
    }
    // Line endings of every kind, and an expression a line break ends in a string (refused alike).
    const crlf = fixture.replace(/\n/g, '\r\n');
    expect(gathering(crlf)).toEqual(byDefault(crlf));
    expect(() => gathering('<A b={{"a": "x\n}"}} />')).toThrow(/Could not parse expression with acorn/);
    expect(() => byDefault('<A b={{"a": "x\n}"}} />')).toThrow(/Could not parse expression with acorn/);
  });

  it('hand the JavaScript parser each long expression about once, not once per closing brace', () => {
    const parses = vi.spyOn(braceScanningParser, 'parseExpressionAt');
    const text = longProp(200, 0);
    const expressions = text.length;
    const parsed = parseMdx(text);
    expect('tree' in parsed).toBe(true);
    // 2,400 closing braces: gathered at each, the text handed over was about 1,200 times the prop.
    const handed = parses.mock.calls.reduce((sum, [input]) => sum + input.length, 0);
    expect(parses.mock.calls.length).toBeGreaterThan(800);
    expect(handed).toBeLessThan(2 * expressions);
  });

  it('join the tokens of a one-line prop into one chunk, not one per closing brace', () => {
    // The events the factory makes for a prop on one line (as micromark-extension-mdxjs 3 tokenizes
    // `<A b={…} />`): a chunk token ends at each `}`, and the next starts where it ends.
    const text = JSON.stringify(schema(500));
    const ends = [...text.matchAll(/}/g)].map((m) => m.index + 1);
    const context = { sliceStream: (token: Token) => [text.slice(token.start.offset, token.end.offset)] } as unknown as TokenizeContext;
    const at = (offset: number) => ({ line: 1, column: offset + 1, offset });
    const events: Event[] = [...ends, ...(ends.at(-1) === text.length ? [] : [text.length])].flatMap((end, i, all): Event[] => {
      const token = { type: 'mdxJsxTextTagAttributeValueExpressionValue', start: at(i ? all[i - 1] : 0), end: at(end) } as unknown as Token;
      return [['enter', token, context], ['exit', token, context]];
    });
    expect(ends.length).toBeGreaterThan(3000);
    const gathering = fresh(0);
    readOn(events, gathering);
    expect(gathering.joined).toHaveLength(1);
    expect(gathering.joined[0][1]).toMatchObject({ start: at(0), end: at(text.length) });
    expect(gathering.scan.depth).toBe(0);
  });
});

/** How many levels of nodes a tree has below its root (`type`d objects, through arrays too). */
function depth(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(depth));
  if (!value || typeof value !== 'object') return 0;
  const below = Math.max(0, ...Object.entries(value).filter(([key]) => key !== 'loc').map(([, child]) => depth(child)));
  return typeof (value as { type?: unknown }).type === 'string' ? below + 1 : below;
}

/** The tree's MDX nodes, each without its `data` (its expression's tree). */
function mdxNodes(node: { type: string; children?: unknown[] }): unknown[] {
  const own = node.type.startsWith('mdx') ? [JSON.parse(JSON.stringify(node, (key, value: unknown) => (key === 'data' ? undefined : value)))] : [];
  return [...own, ...(node.children ?? []).flatMap((child) => mdxNodes(child as typeof node))];
}

/**
 * The Markdown stage reads no expression's tree (its code is the expression's text): its parse
 * (`mdxNodesOnly`) keeps each only as deep as the MDX syntax reads it, so that
 * micromark-util-events-to-acorn's walk over the tree, putting each node's position in the
 * document, does not visit every node of pan.dev's schema props (7.4% of its render threads).
 */
describe('MDX expressions parsed for their MDX nodes only', () => {
  const text = longProp(12, 2);
  const nodesOnly = parseMdx(text, { mdxNodesOnly: true });
  const whole = parseMdx(text);

  it('give the same nodes, values and positions, each expression tree cut below its root (a spread two levels below)', () => {
    if (!('tree' in nodesOnly) || !('tree' in whole)) throw new Error('a parse failed');
    expect(mdxNodes(nodesOnly.tree)).toEqual(mdxNodes(whole.tree));
    expect(mdxNodes(nodesOnly.tree)).toHaveLength(2);
    const element = nodesOnly.tree.children.find((node) => node.type === 'mdxJsxFlowElement')!;
    const attribute = (element as { attributes: { value: { data: { estree: unknown } } }[] }).attributes[0];
    const wholeElement = whole.tree.children.find((node) => node.type === 'mdxJsxFlowElement')!;
    // Program, statement and the object: below those, nothing.
    expect(depth(attribute.value.data.estree)).toBe(3);
    expect(depth((wholeElement as unknown as typeof element & { attributes: typeof attribute[] }).attributes[0].value.data.estree)).toBeGreaterThan(10);
  });

  it('keep an import whole, and a comment a comment', () => {
    const parsed = parseMdx("import A, { b as c } from './a.js';\n\n{/* note */}\n\nText.\n", { mdxNodesOnly: true });
    if (!('tree' in parsed)) throw new Error(parsed.message);
    const [esm, comment] = parsed.tree.children as { data: { estree: { body: unknown[]; comments: { value: string }[] } } }[];
    expect(esm.data.estree.body).toMatchObject([{ type: 'ImportDeclaration', source: { value: './a.js' }, specifiers: [{ local: { name: 'A' } }, { imported: { name: 'b' }, local: { name: 'c' } }] }]);
    expect(comment.data.estree.body).toEqual([]);
    expect(comment.data.estree.comments.map((c) => c.value)).toEqual([' note ']);
  });

  it('read an attribute spread as the whole parse does', () => {
    const source = '<A {...b} c={{ d: [1] }} />\n';
    const [nodesOnly, whole] = [parseMdx(source, { mdxNodesOnly: true }), parseMdx(source)];
    if (!('tree' in nodesOnly) || !('tree' in whole)) throw new Error('a parse failed');
    expect(mdxNodes(nodesOnly.tree)).toEqual(mdxNodes(whole.tree));
  });

  it('refuse an attribute spread that is not one spread alone, as the whole parse does', () => {
    for (const source of ['<A {...b, c} />\n', '<A {b} />\n', '<A {...b} {c: 1} />\n']) {
      expect(parseMdx(source, { mdxNodesOnly: true }), source).toEqual(parseMdx(source));
      expect(parseMdx(source, { mdxNodesOnly: true }), source).toMatchObject({ message: expect.stringMatching(/spread/) });
    }
  });
});
