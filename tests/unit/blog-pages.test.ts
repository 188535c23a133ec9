/** Blog pages as Docusaurus 3's blog builds them: the authors page and author pages from the authors file, posts' footnote ids. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

/** Builds a site of the given files (and a doc), then reads its pages by route. */
async function built(files: Record<string, string>): Promise<(route: string) => string> {
  site = tempSite('');
  site.write('docs/intro.md', '# Intro\n\nA note[^1].\n\n[^1]: In a doc.\n');
  for (const [rel, text] of Object.entries(files)) site.write(rel, text);
  expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).diagnostics).toEqual([]);
  return (route) => readFileSync(path.join(site!.out, route, 'index.html'), 'utf8');
}

it("lists every author of authors.yml in the file's order with their post count, and gives each with `page` a page even without posts", async () => {
  // Ann writes the newest post, so an order by posts would put her first.
  const page = await built({
    'blog/authors.yml': 'zoe:\n  name: Zoe\nann:\n  name: Ann\n  page: true\nmo:\n  name: Mo\n  page: true\n',
    'blog/2025-01-01-old.md': '---\ntitle: Old\nauthors: [zoe]\n---\nOld.\n',
    'blog/2025-02-01-new.md': '---\ntitle: New\nauthors: [ann, zoe]\n---\nNew.\n',
    'blog/2025-03-01-guest.md': '---\ntitle: Guest\nauthors: [{ name: Guest }]\n---\nBy a guest.\n',
  });
  const list = page('blog/authors');
  const main = list.slice(list.indexOf('<main'), list.indexOf('</main>'));
  expect([...main.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''))).toEqual(['Zoe', 'Ann', 'Mo']);
  expect([...main.matchAll(/<p>(\d+) posts?<\/p>/g)].map((m) => m[1])).toEqual(['2', '1', '0']);
  expect(page('blog/authors/mo')).toContain('Mo');
  expect(existsSync(path.join(site!.out, 'blog/authors/zoe'))).toBe(false);
}, 60_000);

it("puts an author's page at the key in lodash's kebab case, or at its page's permalink, as Docusaurus's authorsMap (opensauced's BekahHW at authors/bekah-hw)", async () => {
  const page = await built({
    'blog/authors.yml': 'BekahHW:\n  name: Bekah\n  page: true\nzoe:\n  name: Zoe\n  page:\n    permalink: /zoe-smith\n',
    'blog/2025-01-01-post.md': '---\ntitle: Post\nauthors: [BekahHW, zoe]\n---\nSee [Bekah](/blog/authors/bekah-hw/).\n',
  });
  expect(page('blog/authors/bekah-hw')).toContain('Bekah');
  expect(page('blog/authors/zoe-smith')).toContain('Zoe');
  expect(existsSync(path.join(site!.out, 'blog/authors/BekahHW'))).toBe(false);
  expect(page('blog/2025/01/01/post')).toContain('href="/blog/authors/bekah-hw"');
}, 60_000);

it('gives a tag only unlisted posts carry its page, empty and not indexed, left out of the tags list, as Docusaurus (opensauced)', async () => {
  const page = await built({
    'blog/2025-01-01-open.md': '---\ntitle: Open\ntags: [news]\n---\nOpen.\n',
    'blog/2025-01-02-hidden.md': '---\ntitle: Hidden\ntags: [news, kubernetes jobs]\nunlisted: true\n---\nHidden.\n',
  });
  const hidden = page('blog/tags/kubernetes-jobs');
  expect(hidden).toContain('noindex');
  expect(hidden).not.toContain('href="/blog/2025/01/02/hidden"');
  expect(page('blog/tags')).not.toContain('/blog/tags/kubernetes-jobs');
  expect(page('blog/tags/news')).not.toContain('noindex');
  expect(page('blog/2025/01/02/hidden')).toContain('href="/blog/tags/kubernetes-jobs"');
}, 60_000);

it("ends a post's footnote ids with a hash of its file in the blog folder, so two posts on one list page share none", async () => {
  const page = await built({
    'blog/2025-01-01-first.md': '---\ntitle: First\n---\nOne[^1].\n\n[^1]: The first note.\n',
    'blog/2025-01-02-second/index.md': '---\ntitle: Second\n---\nTwo[^1].\n\n[^1]: The second note.\n',
  });
  const suffix = (rel: string) => createHash('md5').update(rel).digest('hex').slice(0, 6);
  const first = suffix('2025-01-01-first.md');
  const second = suffix('2025-01-02-second/index.md');
  expect(page('blog/2025/01/01/first')).toContain(`<a href="#user-content-fn-1-${first}" id="user-content-fnref-1-${first}"`);
  expect(page('blog/2025/01/01/first')).toContain(`<li id="user-content-fn-1-${first}">`);
  const list = page('blog');
  expect(list).toContain(`<li id="user-content-fn-1-${first}">`);
  expect(list).toContain(`<li id="user-content-fn-1-${second}">`);
  // A doc is never shown beside another: its ids are remark's own.
  expect(page('docs/intro')).toContain('<li id="user-content-fn-1">');
}, 60_000);
