/**
 * The MDX parser's extensions are made once per thread and shared by every parse (mdx/parse.ts).
 * Documents parsed one after another, as a render thread parses them (the same imports in each,
 * with and without math, one that fails in between), give each the tree a parser made for that
 * document alone gives.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { gfmTable } from 'micromark-extension-gfm-table';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';

const alone = (text: string, withMath: boolean) =>
  fromMarkdown(text, {
    extensions: [mdxjs(), directive(), gfmTable(), ...(withMath ? [math()] : [])],
    mdastExtensions: [mdxFromMarkdown(), directiveFromMarkdown(), gfmTableFromMarkdown()],
  });

const api = (title: string) =>
  [
    'import Tabs from "@theme/Tabs";',
    'import TabItem from "@theme/TabItem";',
    '',
    `<Heading as={"h1"} children={${JSON.stringify(title)}}>`,
    '</Heading>',
    '',
    '<Schema {...require("./schema.json")} />',
    '',
    'Costs $x^{2}$ and {1 + 1}, :::note',
    '',
    '| a | b |',
    '|---|---|',
    '| `x` | {title} |',
    '',
  ].join('\n');

describe('MDX parses that share their extensions', () => {
  it('give each document the tree a parser of its own gives, whatever was parsed before', () => {
    const documents: [string, boolean][] = [
      [api('first'), false],
      [api('second'), true],
      ['import Tabs from "@theme/Tabs";\n\n<Broken a={1 +}>\n', false],
      [api('third'), false],
      [api('fourth'), true],
    ];
    for (const [text, withMath] of documents) {
      const parsed = parseMdx(text, { math: withMath });
      if ('message' in parsed) {
        expect(() => alone(text, withMath)).toThrow();
        continue;
      }
      expect(parsed.tree).toEqual(alone(text, withMath));
    }
  });

  it('read math only where the site asks for it', () => {
    // In math, braces are TeX's; elsewhere, an expression.
    const text = 'Costs $x^{2}$.\n';
    for (const withMath of [true, false, true, false]) expect(JSON.stringify(parseMdx(text, { math: withMath })).includes('mdxTextExpression')).toBe(!withMath);
  });
});
