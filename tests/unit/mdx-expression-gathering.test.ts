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
