/**
 * Braces in a bare URL of an MDX page's text are the URL's, as Docusaurus 3's remark-gfm reads
 * them (its autolink literal takes `https://host/{network}/` before MDX reads a `{` there);
 * nethermind's configuration reference wrote one, which this build read as the expression
 * `{network}`, left out of the URL with a warning (Docusaurus's would have stopped on it, a name
 * not defined, without remark-gfm). What Docusaurus shows was checked with @mdx-js/mdx 3 and
 * remark-gfm 4 (url-braces.ts). Fixture written for this test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const file = path.join(FIXTURES, 'mdx-url-braces/page.mdx');
const mdx = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true };
const expressions = (source: string) => {
  const parsed = parseMdx(source);
  const found: string[] = [];
  const walk = (node: { type: string; value?: string; children?: unknown[] }) => {
    if (node.type === 'mdxTextExpression') found.push(node.value ?? '');
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  if ('tree' in parsed) walk(parsed.tree as never);
  return 'tree' in parsed ? found : 'error';
};

describe('braces in a bare URL of an MDX page', () => {
  it('are the link\'s, with no warning, where an expression after a space or in a link\'s text stays one', async () => {
    const { html, warnings } = await renderSiteDoc(readFileSync(file, 'utf8'), file, path.dirname(file), mdx);
    // Only the address and the text are this test's: an external link's target and rel are the link's own (markdown/links.ts).
    const text = html.replace(/\s+/g, ' ').replace(/ (?:target|rel)="[^"]*"/g, '');
    expect(text).toContain('(e.g. <a href="https://data.example.io/erae/{network}/">https://data.example.io/erae/{network}/</a>).');
    expect(text).toContain('<a href="https://okteto.{YOUR_DOMAIN}/auth/callback">https://okteto.{YOUR_DOMAIN}/auth/callback</a>, and <a href="http://localhost:6333/service/v1/{endpoint}"');
    expect(text).toContain('After a space the braces are an expression, and in a <a href="https://example.com">link&#39;s text https://x.io/expression</a> too.');
    expect(warnings).toEqual([]);
  });

  it('start no URL after a letter, nor where the host would start with them, as remark-gfm reads them', () => {
    expect(expressions('(https://x.io/{a}) and **https://x.io/{b}{c}**')).toEqual([]);
    expect(expressions('ahttps://x.io/{a} and https://{b}.io/ and `https://x.io/`{c} and https://x.io/ {d}')).toEqual(['a', 'b', 'c', 'd']);
  });
});
