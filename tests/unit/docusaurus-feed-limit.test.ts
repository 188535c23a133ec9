/**
 * A blog's feeds hold its newest `feedOptions.limit` posts, as @docusaurus/plugin-content-blog 3's
 * feed.js slices them: 20 unless set, all of them with `false` or `null`. Docusaurus 2 (2.4) has no
 * such option and feeds every post. Its pages still list every post (tests/fixtures/docusaurus-feed-limit).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { blogFields } from '../../build/docusaurus/blog-options.ts';
import { ROOT, tempSite } from '../helpers/fixture.ts';

const site = tempSite('docusaurus-feed-limit');
afterAll(() => site.cleanup());
beforeAll(async () => {
  // 21 posts in each of the two blogs that show the default and no limit: one more than the default.
  for (let day = 1; day <= 20; day++) {
    const date = `2024-01-${String(day).padStart(2, '0')}`;
    site.write(`news/${date}-news.md`, `---\ntitle: News ${day}\n---\n\nNews of ${date}.\n`);
    site.write(`archive/${date}-archived.md`, `---\ntitle: Archived ${day}\n---\n\nArchived on ${date}.\n`);
  }
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
}, 120_000);

const read = (file: string) => readFileSync(path.join(site.out, file), 'utf8');
const rssTitles = (file: string) => [...read(file).matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);

describe("a blog's feeds", () => {
  it('hold the newest `feedOptions.limit` posts, in every feed type; the pages keep all of them', () => {
    expect(rssTitles('blog/rss.xml')).toEqual(['Post 03', 'Post 02']);
    expect([...read('blog/atom.xml').matchAll(/<entry>/g)]).toHaveLength(2);
    expect(JSON.parse(read('blog/feed.json')).items.map((item: { title: string }) => item.title)).toEqual(['Post 03', 'Post 02']);
    expect(existsSync(path.join(site.out, 'blog/2024/03/01/post/index.html'))).toBe(true);
  });

  it('hold the newest 20 when the limit is not set, and all of them with `limit: false`', () => {
    const news = rssTitles('news/rss.xml');
    expect(news).toHaveLength(20);
    expect(news).not.toContain('First news');
    const archive = rssTitles('archive/rss.xml');
    expect(archive).toHaveLength(21);
    expect(archive.at(-1)).toBe('First archived');
  });

  it('hold every post on a Docusaurus 2 site, which has no limit', () => {
    const warn = () => {};
    expect(blogFields({ feedOptions: { limit: 5 } }, 'T', warn, [2, 4]).feed?.limit).toBeUndefined();
    expect(blogFields({}, 'T', warn, [2, 4]).feed?.limit).toBeUndefined();
    expect(blogFields({ feedOptions: { limit: null } }, 'T', warn, [3, 0]).feed?.limit).toBeUndefined();
    expect(blogFields({}, 'T', warn, [3, 0]).feed?.limit).toBe(20);
  });
});
