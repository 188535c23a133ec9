/**
 * An author's root-relative `image_url` on a site with a base URL: from Docusaurus 3.1 the blog
 * plugin puts it under the base URL (@docusaurus/plugin-content-blog 3.1.0 lib/authors.js,
 * normalizeImageUrl: normalizeUrl([baseUrl, imageURL])); 3.0.0 and 2.x write it as given, so Docusaurus 2
 * sites write the base URL into it themselves (bluelanm: `/my-website/img/logo.svg`). A relative
 * image is written as given in every version. The site's version is the one its package.json asks for.
 * The authors list and an author's page (`page: true`) exist from 3.5 only (plugin-content-blog 3.5.0
 * routes.js createAuthorsRoutes; 3.4.0 has none).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const FIXTURE = 'docusaurus-pages';
let site: TempSite | undefined;
afterEach(() => site?.cleanup());

/** The avatars' src on a post, and on its author's page (its header's first, then its post's). */
async function avatarsAt(core: string): Promise<{ post: string[]; authorPage: string[]; authorsList: boolean }> {
  const s = (site = tempSite(FIXTURE));
  s.write('package.json', JSON.stringify({ name: 'fixture-pages', private: true, dependencies: { '@docusaurus/core': core } }));
  const config = readFileSync(path.join(ROOT, 'tests/fixtures', FIXTURE, 'docusaurus.config.js'), 'utf8');
  s.write('docusaurus.config.js', config.replace('blog: false,', 'blog: {},').replace("baseUrl: '/',", "baseUrl: '/my-site/',"));
  s.write('blog/authors.yml', 'ana:\n  name: Ana\n  image_url: /my-site/img/a.png\n  page: true\nbo:\n  name: Bo\n  image_url: img/b.png\n');
  s.write('blog/2024-05-01-hello.md', '---\ntitle: Hello\nauthors: [ana, bo]\n---\n\nHello.\n');
  const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
  expect(result.ok, result.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
  const avatars = (route: string) => [...readFileSync(path.join(s.out, route, 'index.html'), 'utf8').matchAll(/<img class="[^"]*avatar" src="([^"]*)"/g)].map((m) => m[1]);
  const authorPage = existsSync(path.join(s.out, 'blog/authors/ana/index.html')) ? avatars('blog/authors/ana') : [];
  return { post: avatars('blog/2024/05/01/hello'), authorPage, authorsList: existsSync(path.join(s.out, 'blog/authors/index.html')) };
}

describe("a blog author's root-relative image_url", () => {
  it('is written as given before Docusaurus 3.1 (2.x, 3.0)', async () => {
    for (const core of ['2.3.1', '3.0.0']) {
      const { post } = await avatarsAt(core);
      expect(post).toEqual(['/my-site/img/a.png', 'img/b.png']);
      site?.cleanup();
    }
  }, 240_000);

  it("is under the base URL in 3.4, which makes no authors' pages (3.5's createAuthorsRoutes; battlesnake's 2.4 blog has no /blog/authors)", async () => {
    expect(await avatarsAt('3.4.0')).toEqual({ post: ['/my-site/my-site/img/a.png', 'img/b.png'], authorPage: [], authorsList: false });
  }, 120_000);

  it('is put under the base URL from Docusaurus 3.1, as its blog plugin does, on the author\'s page too (3.5 on)', async () => {
    const { post, authorPage } = await avatarsAt('^3.5.0');
    expect(post).toEqual(['/my-site/my-site/img/a.png', 'img/b.png']);
    expect(authorPage[0]).toBe('/my-site/my-site/img/a.png');
  }, 120_000);
});
