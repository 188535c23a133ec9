/**
 * The title of a Docusaurus blog post or Markdown page without one in its front matter: its `#`
 * heading only where that opens the text (parseMarkdownContentTitle), else, for a post, the text of
 * its file name (plugin-content-blog's parseBlogFileName), for a page none, its `<title>` the
 * site's alone (plugin-content-pages, PageMetadata). A post's late heading is removed from its
 * text by Docusaurus 3's contentTitle plugin, kept by Docusaurus 2's mdx-loader
 * (tests/fixtures/docusaurus-late-titles; 2.4 and 3.10 alike otherwise).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { builtFixture, ROOT, tempSite } from '../helpers/fixture.ts';

const { out } = builtFixture('docusaurus-late-titles');
const read = (dir: string, route: string) => readFileSync(path.join(dir, route, 'index.html'), 'utf8');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const postTitle = (html: string) => /<h1 class="post-title">([^<]*)</.exec(html)?.[1];

describe('a Docusaurus blog post without a title in its front matter', () => {
  it('is titled by a # heading that opens its text, else by the text of its file name', () => {
    expect(titleOf(read(out, 'blog/2024/03/02/top-heading'))).toBe('Top heading | Late titles');
    expect(titleOf(read(out, 'blog/2024/03/01/late-heading'))).toBe('late-heading | Late titles');
    expect(postTitle(read(out, 'blog/2024/03/01/late-heading'))).toBe('late-heading');
    expect(titleOf(read(out, 'blog/2024/03/03/no-heading'))).toBe('no-heading | Late titles');
  });

  it('loses its late # heading on Docusaurus 3, as the contentTitle plugin removes the first heading', () => {
    const late = read(out, 'blog/2024/03/01/late-heading');
    expect(late).toContain('Text after the heading.');
    expect(late).not.toContain('Late heading');
  });
});

describe('a Docusaurus Markdown page without a title in its front matter', () => {
  it('is titled by a # heading that opens its text, else its <title> is the site title alone', () => {
    expect(titleOf(read(out, 'top'))).toBe('Top page heading | Late titles');
    expect(titleOf(read(out, 'late'))).toBe('Late titles');
    expect(read(out, 'late')).toContain('<h1>Late page heading</h1>');
  });
});

describe('a Docusaurus 2 blog post', () => {
  const site = tempSite('docusaurus-late-titles');
  afterAll(() => site.cleanup());
  beforeAll(async () => {
    site.write('package.json', '{ "name": "late-titles-2", "private": true, "dependencies": { "@docusaurus/core": "2.4.1", "@docusaurus/preset-classic": "2.4.1" } }\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  }, 120_000);

  it('keeps its late # heading in its text (mdx-loader removes only one that opens it), titled by its file name', () => {
    const late = read(site.out, 'blog/2024/03/01/late-heading');
    expect(postTitle(late)).toBe('late-heading');
    expect(late).toMatch(/<h1>Late heading<\/h1>/);
    expect(postTitle(read(site.out, 'blog/2024/03/02/top-heading'))).toBe('Top heading');
    expect(read(site.out, 'blog/2024/03/02/top-heading')).not.toMatch(/<h1>Top heading/);
  });
});
