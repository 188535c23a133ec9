/**
 * A Docusaurus site's further `@docusaurus/plugin-content-pages` instances (an `id` of their own):
 * each folder's Markdown and React pages are served under its `routeBasePath`, as the pages plugin
 * joins them (`normalizeUrl([baseUrl, routeBasePath, slug or path])`), a `slug` too. They were left
 * out with a warning, and signalwire's docusaurus-plugins website stopped on its navbar link into
 * /standalone-pages (tests/fixtures/docusaurus-pages-instances).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { builtFixture, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const { out } = builtFixture('docusaurus-pages-instances');
const read = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

describe('a second pages instance', () => {
  it("serves its Markdown pages under its route base, its index page at the base's own URL", () => {
    expect(read('standalone')).toContain('Standalone index');
    expect(read('standalone/guides/setup')).toContain('Setup guide');
    expect(existsSync(path.join(out, 'guides'))).toBe(false);
  });

  it('joins a page slug to its route base', () => {
    expect(read('standalone/moved')).toContain('Moved page');
    expect(existsSync(path.join(out, 'moved'))).toBe(false);
  });

  it('serves its React pages under its route base, beside the default instance at the root', () => {
    expect(read('standalone/hello')).toContain('Hello from a React page');
    expect(read('')).toContain('Home page');
  });
});

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

describe("the default pages instance's routeBasePath", () => {
  it('serves its pages under it, as the preset passes it to the pages plugin', async () => {
    site = tempSite('docusaurus-pages-instances');
    const config = path.join(site.content, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("presets: [['classic', { docs: false, blog: false }]]", "presets: [['classic', { docs: false, blog: false, pages: { routeBasePath: 'site' } }]]").replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'"));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    expect(readFileSync(path.join(site.out, 'site', 'index.html'), 'utf8')).toContain('Home page');
    expect(readFileSync(path.join(site.out, 'standalone', 'index.html'), 'utf8')).toContain('Standalone index');
  });
});

describe("a Docusaurus navbar item to '/'", () => {
  it('is active on every page, as react-router marks a NavLink that is not exact', () => {
    const active = (route: string) => [...read(route).matchAll(/<a [^>]*class="[^"]*navbar__link--active[^"]*"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(active('')).toContain('Home');
    expect(active('standalone/guides/setup')).toEqual(expect.arrayContaining(['Home', 'Standalone']));
  });
});
