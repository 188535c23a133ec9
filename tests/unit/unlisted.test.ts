/** Unlisted docs and posts: built, marked noindex, and in no list (build/listed.ts decides it once). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
const read = (file: string) => readFileSync(path.join(site.out, file), 'utf8');
const searchChunks = () => {
  const folder = JSON.parse(read('search/index.json')).base.slice(1);
  return readdirSync(path.join(site.out, folder)).filter((f) => f.startsWith('d-')).map((f) => read(path.join(folder, f))).join('\n');
};

beforeAll(async () => {
  site = tempSite();
  site.write('docs/guide/secret.md', '---\ntitle: Secret doc\nunlisted: true\ntags: [internal]\n---\nHushwords inside.\n');
  site.write('docs/guide/open.md', '---\ntitle: Open doc\ntags: [internal]\n---\nPlain words.\n');
  site.write('blog/2025-03-01-quiet.md', '---\ntitle: Quiet post\nunlisted: true\ntags: [news]\n---\nWhisperwords inside.\n');
  expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).ok).toBe(true);
});
afterAll(() => site.cleanup());

describe('unlisted docs and posts', () => {
  it('are built, marked noindex', () => {
    for (const file of ['docs/guide/secret/index.html', 'blog/2025/03/01/quiet/index.html']) expect(read(file)).toContain('<meta name="robots" content="noindex"/>');
    expect(read('docs/guide/open/index.html')).not.toContain('noindex');
  });

  it('are in no list: sidebar, tag pages, blog list, archive, feeds, sitemap, search', () => {
    // The generated sidebar lists the folder's other docs, not the unlisted one.
    expect(read('docs/guide/open/index.html')).toContain('href="/docs/guide/usage"');
    expect(read('docs/guide/open/index.html')).not.toContain('/docs/guide/secret');
    expect(read('docs/tags/internal/index.html')).toContain('Open doc');
    expect(read('docs/tags/internal/index.html')).not.toContain('Secret doc');
    for (const file of ['blog/index.html', 'blog/archive/index.html', 'blog/tags/news/index.html', 'blog/rss.xml', 'blog/atom.xml']) expect(read(file), file).not.toContain('Quiet post');
    expect(read('sitemap.xml')).not.toMatch(/secret|quiet/);
    expect(searchChunks()).toContain('Plain words');
    expect(searchChunks()).not.toMatch(/Hushwords|Whisperwords/);
  });
});
