/**
 * JSX that a Docusaurus 2 site (MDX 1) builds and MDX 3 refuses, read as Docusaurus 2 read it, with
 * one warning per case: an ```mdx-code-block fence never closed, which Markdown runs to the end of
 * the file and Docusaurus 2 unwrapped as any other (kusionstack's pages end in one, closing their
 * tabs), and JS comments between a tag's attributes, which Babel compiled (Docusaurus 2's TOCInline
 * example). A Docusaurus 3 site still gets MDX 3's errors.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { unwrapOpenMdxCodeBlock } from '../../build/markdown/mdx-code-block.ts';
import { FIXTURES, ROOT, tempSite } from '../helpers/fixture.ts';

const FIXTURE = 'docusaurus-mdx1-tags';
const site = tempSite('');
let messages: string[] = [];
beforeAll(async () => {
  messages = (await build({ root: ROOT, contentDir: path.join(FIXTURES, FIXTURE), outDir: site.out })).diagnostics.map(formatDiagnostic);
}, 120_000);
afterAll(() => site.cleanup());

const markdown = (route: string) => {
  const html = readFileSync(path.join(site.out, route, 'index.html'), 'utf8');
  const start = html.indexOf('<div class="theme-doc-markdown markdown">');
  return html.slice(start, html.indexOf('<footer', start));
};

describe('a Docusaurus 2 page', () => {
  it('that ends inside an mdx-code-block fence reads its content as MDX, closing the tabs it opened', () => {
    const html = markdown('docs/tabs');
    expect(html).toMatch(/<div class="tabs"><div class="tabs__panel" data-label="AWS"[^>]*><p class="tabs__label">AWS<\/p><p>Set the AWS keys\.<\/p>\n<\/div><div class="tabs__panel" data-label="Alicloud"[^>]*><p class="tabs__label">Alicloud<\/p><p>Set the Alicloud keys\.<\/p>\n<\/div><\/div>/);
    expect(html).not.toContain('&lt;/Tabs&gt;');
    expect(messages).toContainEqual(expect.stringMatching(/docs\/tabs\.md:22: warning: read as MDX 1 \(Docusaurus 2\) reads it: an ```mdx-code-block fence that is never closed, .* Close the fence\.$/));
  });

  it("with JS comments between a tag's attributes reads the tag without them", () => {
    const html = markdown('docs/toc');
    expect(html).toContain('<div class="toc-inline"><ul><li><a href="#first">First</a></li><li><a href="#second">Second</a></li></ul></div>');
    expect(html).not.toContain('Only the h2');
    expect(messages).toContainEqual(expect.stringMatching(/docs\/toc\.md:6: warning: read as MDX 1 \(Docusaurus 2\) reads it: a JS comment in a JSX tag \(and 1 more, at line 8\)/));
    expect(messages).toHaveLength(2);
  });

  it('leaves an mdx-code-block fence inside another code block, or closed, as it is', () => {
    const shown = ['````md', '```mdx-code-block', '</Tabs>', '````', ''].join('\n');
    expect(unwrapOpenMdxCodeBlock(shown)).toBeUndefined();
    expect(unwrapOpenMdxCodeBlock(['~~~mdx-code-block', '</Tabs>', '~~~~', 'text'].join('\n'))).toBeUndefined();
    expect(unwrapOpenMdxCodeBlock(['Text', '', '~~~ mdx-code-block', '</Tabs>'].join('\n'))).toEqual({ text: ['Text', '', '', '</Tabs>'].join('\n'), line: 2 });
  });
});

describe('a Docusaurus 3 page', () => {
  const three = tempSite(FIXTURE);
  afterAll(() => three.cleanup());

  it('gets MDX 3\'s errors for both, as Docusaurus 3 refuses them', async () => {
    three.write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '^3.9.2' } }));
    const result = await build({ root: ROOT, contentDir: three.content, outDir: three.out });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    expect(errors).toEqual([expect.stringMatching(/docs\/tabs\.md:\d+: error: MDX syntax error: Expected a closing tag for `<TabItem>`/), expect.stringMatching(/docs\/toc\.md:\d+: error: MDX syntax error: .*JS comments in JSX tags are not supported/)]);
  }, 120_000);
});
