/**
 * A Docusaurus site whose config lists remark-math (with rehype-katex) reads `$…$` and `$$` blocks
 * as TeX, in MDX and Markdown, and they are drawn at build time as MathML: braces in TeX are not
 * MDX expressions, and a formula KaTeX refuses is a warning at its line that shows its source.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../build/docusaurus/map-config.ts';
import { cliBuild } from '../helpers/fixture.ts';

const { out, printed } = cliBuild('docusaurus-math', 120_000);
const article = (route: string) => /<article[\s\S]*<\/article>/.exec(readFileSync(path.join(out, route, 'index.html'), 'utf8'))![0];

describe('math in a Docusaurus site with remark-math', () => {
  it('builds, with one warning: the formula KaTeX refuses, at its line', () => {
    expect(printed.stderr.trim().split('\n')).toEqual([expect.stringMatching(/docs\/formulas\.mdx:19: warning: math does not parse: .*Fix the TeX; until then the formula shows as its source\.$/)]);
  });

  it('draws inline and display formulas as MathML, in a list and an admonition too, and leaves \\$ as a dollar', () => {
    const html = article('docs/formulas');
    expect(html).toContain('<span class="math math-inline"><span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mover accent="true"><mi>x</mi>');
    expect(html).toMatch(/<div class="math math-display"><span class="katex"><math [^>]*display="block">[\s\S]*<mi mathvariant="bold-italic">T<\/mi>/);
    expect(html).toMatch(/<li>a list item with <span class="math math-inline">[\s\S]*<mo stretchy="false">\{<\/mo><mi>a<\/mi>/);
    expect(html).toMatch(/<div class="admonition__body"><p>Use <span class="math math-inline">[\s\S]*<mtext>mid<\/mtext>/);
    expect(html).toContain('the price is written $5 as plain text.');
    expect(html).toContain('<p>An expression still works: 2.</p>');
    expect(html).toContain('<p>A broken formula: <span class="math math-inline"><code>\\frac{1}{</code></span>.</p>');
    expect(html).not.toContain('$$');
    expect(article('docs/plain')).toContain('<p>Markdown too: <span class="math math-inline"><span class="katex"><math');
  });

  it('is on only when remark-math is listed, and then does not warn that the math plugins are ignored', () => {
    const plugin = (name: string) => new Proxy(function standIn() {}, { get: (_, key) => (key === Symbol.for('docusaurus-stand-in-package') ? name : undefined) });
    const map = (docs: object) => mapDocusaurusConfig({ title: 't', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs }]] }, '/site');
    const withMath = map({ remarkPlugins: [plugin('remark-math')], rehypePlugins: [[plugin('rehype-katex'), { strict: false }]] });
    expect(withMath.config.markdown?.math).toBe(true);
    expect(withMath.warnings.map((w) => w.message).filter((m) => m.includes('Plugins'))).toEqual([]);
    const other = map({ remarkPlugins: [plugin('remark-gfm')] });
    expect(other.config.markdown?.math).toBe(false);
    // Other remark plugins are run (docusaurus/remark-plugins.ts says which are not).
    expect(other.warnings.map((w) => w.message).filter((m) => m.includes('remarkPlugins'))).toEqual([]);
  });
});
