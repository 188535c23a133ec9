/**
 * A `<` and a name in the prose of a Docusaurus 2 page (MDX 1) that MDX 1 read as text: its
 * inline tags were those of remark-mdx 1's tag.js, whose attribute names are `[a-zA-Z_:]…`, so
 * `<Time Complexity : 시간복잡도>` in a link's text (coodingpenguin-devlog's algorithm notes) was
 * text there. MDX 3 reads the tag `<Time>` and stops: it is never closed. (Inside a link's text,
 * the development build of mdast-util-from-markdown, which vitest loads, stops on an assertion
 * before that error: the fixture has the tag in a list item's text.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite } from '../helpers/fixture.ts';

const site = tempSite('');
let messages: string[] = [];
let exit: unknown;
beforeAll(async () => {
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-mdx1-text-tags'), outDir: site.out });
  messages = result.diagnostics.map(formatDiagnostic);
  exit = result.ok;
}, 120_000);
afterAll(() => site.cleanup());

describe('a Docusaurus 2 page', () => {
  it('shows a "<" whose tag MDX 1 could not read as text, and keeps the tags it could', () => {
    expect(messages.filter((m) => m.includes(': error:'))).toEqual([]);
    expect(exit).toBe(true);
    const html = readFileSync(path.join(site.out, 'docs/references/index.html'), 'utf8');
    expect(html).toContain('<li>&lt;Time Complexity : 시간복잡도&gt; and a coding tip, <a href="https://example.com/time" target="_blank" rel="noopener noreferrer">from this post</a></li>');
    expect(html).toContain('<span style="color:red">red text</span>');
    expect(messages).toContainEqual(expect.stringMatching(/docs\/references\.mdx:3: warning: read as MDX 1 \(Docusaurus 2\) reads it: a "<" that starts no tag in MDX 1 \(<Time \.\.\.>\)/));
  });
});
