/**
 * An MDX expression is parsed by acorn when it can be whole, not at every `}` in it
 * (mdx/expression-parser.ts): the MDX parser tries each `}` as the expression's end, and a JSON
 * prop of a generated OpenAPI page (pan.dev's `<StatusCodes responses={{…}} />`) holds thousands.
 * The trees, and the errors, are the ones the MDX parser's default parser gives.
 */
import { Parser } from 'acorn';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { gfmTable } from 'micromark-extension-gfm-table';
import { mdxjs } from 'micromark-extension-mdxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';
import { braceScanningParser } from '../../build/markdown/mdx/expression-parser.ts';
import { parseBody } from '../../build/markdown/remark-parse.ts';

const alone = (text: string) => fromMarkdown(text, { extensions: [mdxjs(), directive(), gfmTable()], mdastExtensions: [mdxFromMarkdown(), directiveFromMarkdown(), gfmTableFromMarkdown()] });

/** A response schema as the OpenAPI plugin writes it: `depth` objects nested, each with a sibling, so twice as many braces. */
function schema(depth: number, tag: string): unknown {
  let value: unknown = { type: 'string', description: `a { in ${tag}` };
  for (let i = 0; i < depth; i++) value = { properties: { [`p${i}`]: value, [`q${i}`]: { type: 'integer' } } };
  return value;
}

afterEach(() => vi.restoreAllMocks());

describe('MDX expressions with many braces', () => {
  it('are given to acorn a few times each, not once per closing brace', () => {
    const expressions = vi.spyOn(Parser, 'parseExpressionAt');
    const text = `# Get things\n\n<StatusCodes\n  responses={${JSON.stringify({ 200: schema(100, 'count') })}}\n>\n</StatusCodes>\n`;
    const parsed = parseMdx(text);
    // 204 closing braces in the prop; a parse per brace was 204.
    expect(expressions.mock.calls.length).toBeLessThanOrEqual(3);
    // The remark stage's parse (a site's remark plugins) likewise.
    const forPlugins = parseBody(text, {}, { mdx: true, math: false, mdx1: false, comments: false });
    expect(expressions.mock.calls.length).toBeLessThanOrEqual(6);
    expect('tree' in parsed && parsed.tree).toEqual(alone(text));
    expect(forPlugins?.tree).toEqual(alone(text));
  });

  it('end where the default parser ends them: braces in strings, templates, regular expressions, comments, JSX, spreads', () => {
    const texts = [
      `<A b={${JSON.stringify(schema(3, 'strings'))}} c={'}{\\'}'} />`,
      '<A b={{a: "\\"{", b: {c: 1}}} />\n\nText {{a: {b: "}"}}.a.b} after.',
      '<A b={`{${{a: 1}.a}`} c={/{/.source} d={{a: 1 /* { */, b: 2} // {\n} />',
      '<A {...{a: {b: 1}}} b={cond && <B c={{d: 1}}>{"{"}</B>} c={{d: <B>don\'t</B>, e: 1}} />',
      '- item <A b={{a: {\n  b: 1}}} />\n\n> quote {{a: {b: 1}}.a.b}',
      // A line break in a string: acorn refuses the string, and with it every end tried.
      '<A b={{\n  "a": "line }\n"}} />\n\n<A b={{"a": "line }\n"}} />',
    ];
    for (const text of texts) {
      const parsed = parseMdx(text);
      if ('message' in parsed) {
        expect(() => alone(text), text).toThrow(/Could not parse expression with acorn/);
        continue;
      }
      expect('tree' in parsed && parsed.tree, text).toEqual(alone(text));
      expect(parseBody(text, {}, { mdx: true, math: false, mdx1: false, comments: false })?.tree, text).toEqual(alone(text));
    }
  });

  it('fail at each closing brace with errors that take no stack trace (nothing reads it), and leave the limit as it was, parsed or refused', () => {
    const limits: number[] = [];
    const attempt = braceScanningParser.parseExpressionAt;
    vi.spyOn(braceScanningParser, 'parseExpressionAt').mockImplementation((...args) => (limits.push(Error.stackTraceLimit), attempt(...args)));
    const before = Error.stackTraceLimit;
    Error.stackTraceLimit = 12;
    const parsed = parseMdx(`# Stacks\n\n<StatusCodes responses={${JSON.stringify({ 200: schema(20, 'stacks') })}} />\n`);
    expect('tree' in parsed).toBe(true);
    // 44 closing braces: each an attempt, all but the last failing.
    expect(limits.length).toBeGreaterThanOrEqual(44);
    expect(new Set(limits)).toEqual(new Set([0]));
    expect(Error.stackTraceLimit).toBe(12);
    const refused = parseMdx('# Stacks\n\n<A b={{"a": {"c": 1}\n');
    expect(refused).toMatchObject({ message: expect.stringContaining('MDX syntax error') });
    expect(Error.stackTraceLimit).toBe(12);
    Error.stackTraceLimit = before;
  });

  it('never closed, are reported as the default parser reports them', () => {
    const text = '# Title\n\n<A b={{"a"\n1, "c": {"d":\n2}}\n';
    let expected: { line?: number; reason?: string } = {};
    try {
      alone(text);
    } catch (error) {
      expected = error as typeof expected;
    }
    const parsed = parseMdx(text);
    expect(parsed).toMatchObject({ line: expected.line, message: expect.stringContaining(expected.reason!) });
    expect(expected.line).toBe(4);
  });
});
