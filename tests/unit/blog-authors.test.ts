/** The blog's authors page and author pages, as Docusaurus 3's blog builds them from the authors file. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

it("lists every author of authors.yml in the file's order with their post count, and gives each with `page` a page even without posts", async () => {
  site = tempSite('');
  site.write('docs/intro.md', '# Intro\n');
  site.write('blog/authors.yml', 'zoe:\n  name: Zoe\nann:\n  name: Ann\n  page: true\nmo:\n  name: Mo\n  page: true\n');
  // Ann writes the newest post, so an order by posts would put her first.
  site.write('blog/2025-01-01-old.md', '---\ntitle: Old\nauthors: [zoe]\n---\nOld.\n');
  site.write('blog/2025-02-01-new.md', '---\ntitle: New\nauthors: [ann, zoe]\n---\nNew.\n');
  site.write('blog/2025-03-01-guest.md', '---\ntitle: Guest\nauthors: [{ name: Guest }]\n---\nBy a guest.\n');
  expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).diagnostics).toEqual([]);
  const page = (route: string) => readFileSync(path.join(site!.out, route, 'index.html'), 'utf8');
  const list = page('blog/authors');
  const main = list.slice(list.indexOf('<main'), list.indexOf('</main>'));
  expect([...main.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''))).toEqual(['Zoe', 'Ann', 'Mo']);
  expect([...main.matchAll(/<p>(\d+) posts?<\/p>/g)].map((m) => m[1])).toEqual(['2', '1', '0']);
  expect(page('blog/authors/mo')).toContain('Mo');
  expect(existsSync(path.join(site.out, 'blog/authors/zoe'))).toBe(false);
}, 60_000);
