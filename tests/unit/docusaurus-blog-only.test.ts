/**
 * Docusaurus's blog-only mode (tests/fixtures/docusaurus-blog-only): the blog's `routeBasePath: '/'`
 * serves it at the site root, as Docusaurus does: the first list page is the home page, titled by
 * the site; posts, tags, archive, later list pages and feeds hang off the root, and the navbar's
 * links to `/tags` and `/archive` hold (mrpbennett's site stopped on its `/tags` link when the
 * blog was moved to /blog).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
let messages: string[];
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-blog-only'), outDir: fixture.out });
  messages = result.diagnostics.map(formatDiagnostic);
}, 120_000);
afterAll(() => fixture.cleanup());

const page = (rel: string) => readFileSync(path.join(fixture.out, rel), 'utf8');
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("a blog at the site root (routeBasePath '/')", () => {
  it('builds without errors or a warning that moves it, and writes nothing under /blog', () => {
    expect(messages.filter((m) => / error: |routeBasePath/.test(m))).toEqual([]);
    expect(result.ok).toBe(true);
    expect(existsSync(path.join(fixture.out, 'blog'))).toBe(false);
  });

  it('makes its first list page the home page, titled by the site, and its second /page/2', () => {
    const home = page('index.html');
    expect(title(home)).toBe('Field notes');
    expect(home).toContain('Second look');
    expect(home).toContain('href="/page/2"');
    expect(title(page('page/2/index.html'))).toBe('All the notes | Field notes');
    expect(page('page/2/index.html')).toContain('First light');
  });

  it('serves posts, tags and the archive from the root, and links posts there', () => {
    expect(title(page('2024/01/02/first-light/index.html'))).toBe('First light | Field notes');
    expect(page('2024/01/02/first-light/index.html')).toContain('href="/second-look"');
    expect(page('second-look/index.html')).toContain('The second note.');
    expect(page('tags/index.html')).toContain('href="/tags/ground"');
    expect(page('tags/sky/index.html')).toContain('2 posts tagged with');
    expect(page('archive/index.html')).toContain('href="/2024/01/02/first-light"');
  });

  it('writes its feeds at the root, linked from every page', () => {
    expect(page('rss.xml')).toContain('<link>https://notes.example.com/second-look</link>');
    expect(existsSync(path.join(fixture.out, 'atom.xml'))).toBe(true);
    expect(page('tags/index.html')).toContain('href="/rss.xml"');
  });
});

describe("a blog at the root of a site under a base URL (routeBasePath '/', baseUrl '/notes/')", () => {
  // The classic theme's BlogListPage titles a list page by the site when its permalink is '/'
  // (isBlogOnlyMode, theme-classic 3.3.2); under a base URL the first page's permalink is '/notes/',
  // so it keeps the blog's title there (s-tanoue-blog, baseUrl '/blog/': "Blog | 開発ブログ").
  const under = tempSite('docusaurus-blog-only');
  afterAll(() => under.cleanup());

  it("titles its first list page by the blog, as Docusaurus's build does", async () => {
    under.write('docusaurus.config.js', readFileSync(path.join(FIXTURES, 'docusaurus-blog-only/docusaurus.config.js'), 'utf8').replace("baseUrl: '/'", "baseUrl: '/notes/'"));
    const built = await build({ root: ROOT, contentDir: under.content, outDir: under.out });
    expect(built.ok).toBe(true);
    expect(title(readFileSync(path.join(under.out, 'index.html'), 'utf8'))).toBe('All the notes | Field notes');
  }, 120_000);
});
