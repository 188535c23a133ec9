/**
 * A site's plugins read the content of Docusaurus's own blog and docs plugins in allContentLoaded,
 * in the shape their loadContent gives it (tests/fixtures/docusaurus-own-content: devsecops-blog's
 * latest posts on its home page, s-tanoue-blog's categories as global data).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
let home: string;
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-own-content'), outDir: fixture.out });
  home = readFileSync(path.join(fixture.out, 'index.html'), 'utf8').replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");
}, 120_000);
afterAll(() => fixture.cleanup());

describe("Docusaurus's own content in a site plugin's allContentLoaded", () => {
  it('is given, without a warning: the site builds', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("holds the blog's posts newest first, each with its id, metadata (under the base URL) and content, as plugin-content-blog 3.10's loadContent gives them", () => {
    expect(home).toContain('<p>Latest of 4 posts; tags: /site/blog/tags/news, /site/blog/tags/release, /site/blog/tags/guides</p>');
    expect(home).toContain(
      '<li><a href="/site/blog/2024/03/01/newest">The newest post</a><p>2024/03/01/newest | 2024-03-01 | What is new this month. | 0.05 min | news (/site/blog/tags/news), release (/site/blog/tags/release) | Ada Lovelace | updates | next /site/blog/2024/01/15/excerpt | 11 words</p></li>',
    );
  });

  it('titles a post by its opening heading and describes it by its excerpt where front matter does not, and leaves the unlisted post to the plugin to filter', () => {
    expect(home).toContain('<li><a href="/site/blog/2024/01/15/excerpt">Titled by its heading</a><p>2024/01/15/excerpt | 2024-01-15 | The first line of text is its description. | 0.07 min | guides (/site/blog/tags/guides) |  |  | next /site/blog/2023/12/01/oldest | 13 words</p></li>');
    expect(home).not.toContain('An unlisted post');
  });

  it("holds each docs version with its docs' metadata (id, title, permalink, source)", () => {
    expect(home).toContain('<h2>Docs index</h2>');
    expect(home).toContain('<li>guides/setup: Setting up at /site/docs/guides/setup from @site/docs/guides/setup.md</li>');
    expect(home).toContain('<li>intro: Introduction at /site/docs/intro from @site/docs/intro.md</li>');
  });
});

describe("a site's content plugin whose mdx-loader names each file's metadata (`metadataPath`)", () => {
  it("gives that file's Markdown module the metadata its createData wrote (bento's cookbooks: each list item's `metadata.keywords`)", () => {
    const page = readFileSync(path.join(fixture.out, 'cookbooks', 'index.html'), 'utf8').replaceAll('<!-- -->', '');
    expect(page).toContain('<section><h2>Joining streams</h2><p>Keywords: join, cache</p><p>Join two streams through a cache.</p>');
  });
});
