/** Footnotes of blog posts: ids of their own, so that a list page showing posts whole keeps them apart (Docusaurus's footnoteIDFixer). */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

it("ends a post's footnote ids with a hash of its file in the blog folder, so two posts on one list page share none", async () => {
  site = tempSite('');
  site.write('docs/intro.md', '# Intro\n\nA note[^1].\n\n[^1]: In a doc.\n');
  site.write('blog/2025-01-01-first.md', '---\ntitle: First\n---\nOne[^1].\n\n[^1]: The first note.\n');
  site.write('blog/2025-01-02-second/index.md', '---\ntitle: Second\n---\nTwo[^1].\n\n[^1]: The second note.\n');
  expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).diagnostics).toEqual([]);
  const page = (route: string) => readFileSync(path.join(site!.out, route, 'index.html'), 'utf8');
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
