/**
 * A page of src/pages on the path of a blog's list page (olake's src/pages/customer-stories/index.tsx
 * and the customer-stories blog it lists under `plugins`): Docusaurus warns of the duplicate route and
 * builds, and its router finds the route its sortRoutes puts first: by path, then in plugin order (the
 * preset's docs, blog and pages, then `plugins`). This build stopped on it as an error. Checked with
 * Docusaurus 3.7 on this fixture (tests/fixtures/docusaurus-page-on-blog-list): with
 * `trailingSlash: true` its /stories/ is the page.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

async function built(edit: (config: string) => string) {
  site = tempSite('docusaurus-page-on-blog-list');
  const config = path.join(site.content, 'docusaurus.config.js');
  writeFileSync(config, edit(readFileSync(config, 'utf8')));
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  const stories = result.ok ? readFileSync(path.join(site.out, 'stories', 'index.html'), 'utf8') : '';
  return { result, stories, warnings: result.diagnostics.filter((d) => d.severity === 'warning').map((d) => d.message) };
}

describe('a page of src/pages on the path of a blog list', () => {
  it('keeps the path when the blog is listed under plugins, after the preset pages plugin, with one warning', async () => {
    const { result, stories, warnings } = await built((c) => c);
    expect(result.ok).toBe(true);
    expect(stories).toContain('Customer stories page');
    expect(stories).not.toContain('First story');
    expect(warnings).toEqual([expect.stringContaining('duplicate route "/stories/": a blog\'s list page has this path too; this page keeps it')]);
  });

  it("leaves it to the list when the blog is the preset's, listed before its pages", async () => {
    const { result, stories, warnings } = await built((c) => c.replace("{ docs: false, blog: false }", "{ docs: false, blog: { path: 'stories', routeBasePath: 'stories' } }").replace(/\s*plugins: \[.*\],/, ''));
    expect(result.ok).toBe(true);
    expect(stories).toContain('First story');
    expect(stories).not.toContain('Customer stories page');
    expect(warnings).toEqual([expect.stringContaining('the list keeps it')]);
  });

  // From core's sortRoutes, not from a build: Docusaurus 3.7 failed this fixture without trailingSlash, with or
  // without the page ("Cannot destructure property 'title' of 'metadata'" rendering /, /stories and the post).
  it("leaves it to the list without trailingSlash, as the list's /stories sorts before the index page's /stories/", async () => {
    const { result, stories } = await built((c) => c.replace('  trailingSlash: true,\n', ''));
    expect(result.ok).toBe(true);
    expect(stories).toContain('First story');
  });
});
