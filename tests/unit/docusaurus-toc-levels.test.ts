/**
 * `themeConfig.tableOfContents` sets the heading levels of every page's table of contents, as
 * Docusaurus's TOC reads it where the front matter sets none (tests/fixtures/docusaurus-toc-levels,
 * after timeplus-io/docs: levels 2 to 5): docs and blog posts; the front matter's levels and `hide_table_of_contents`
 * win, on docs, posts and Markdown pages alike.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
let messages: string[] = [];
/** The anchors the page's desktop table of contents links to. */
const tocTargets = (page: string) => {
  const html = readFileSync(path.join(site.out, page), 'utf8');
  const toc = /<nav class="toc theme-doc-toc-desktop[^"]*"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
};

beforeAll(async () => {
  site = tempSite('docusaurus-toc-levels');
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  messages = result.diagnostics.map(formatDiagnostic);
  if (!result.ok) throw new Error(messages.join('\n'));
}, 120_000);
afterAll(() => site?.cleanup());

/** The classes of the page's article. */
const articleClass = (page: string) => /<article class="([^"]*)"/.exec(readFileSync(path.join(site.out, page), 'utf8'))?.[1];

// pgtyped's docs side by side with Docusaurus 3.7's build: its Features page has no headings, and Docusaurus's article
// kept three quarters of the width (DocItem/Layout's docItemCol: `!docTOC.hidden`, the front matter's alone) where ours took it all.
describe("a doc's article width", () => {
  it("keeps the table of contents' column without headings, and not when the front matter hides it", () => {
    expect(articleClass('docs/plain/index.html')).toBe('doc-article doc-article--column');
    expect(articleClass('docs/functions/index.html')).toBe('doc-article doc-article--column');
    expect(articleClass('docs/wide/index.html')).toBe('doc-article');
  });
});

describe("the site's table-of-contents levels", () => {
  it('are read, not reported as unsupported', () => {
    expect(messages.filter((m) => m.includes('tableOfContents'))).toEqual([]);
  });

  it("list a doc's headings from level 2 to 5", () => {
    expect(tocTargets('docs/functions/index.html')).toEqual(['strings', 'searching', 'position', 'examples']);
  });

  it("give way to a doc's own toc_max_heading_level", () => {
    expect(tocTargets('docs/overview/index.html')).toEqual(['install', 'from-a-package']);
  });

  it("list a blog post's level-4 heading", () => {
    expect(tocTargets('blog/2025/01/02/release/index.html')).toEqual(['what-is-new', 'functions', 'geohash']);
  });
});

// graphql-java's security page (a Markdown page with `hide_table_of_contents: true`) beside Docusaurus 3.10's build: Docusaurus's
// MDXPage drew no table of contents, ours listed its four headings; pages and posts took no TOC levels of their own either.
describe("a Markdown page's and a blog post's own front matter", () => {
  it('hides a Markdown page\'s table of contents', () => {
    expect(tocTargets('security/index.html')).toEqual([]);
    expect(readFileSync(path.join(site.out, 'security/index.html'), 'utf8')).toContain('id="reporting-a-vulnerability"');
  });

  it("sets a Markdown page's and a post's levels", () => {
    expect(tocTargets('about/index.html')).toEqual(['history']);
    expect(tocTargets('blog/2025/02/03/notes/index.html')).toEqual(['faster-builds']);
  });
});
