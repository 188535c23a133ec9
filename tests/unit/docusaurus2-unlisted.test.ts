/**
 * `unlisted: true` in front matter on a Docusaurus 2 site: Docusaurus 3.0 added the key, and
 * @docusaurus/plugin-content-docs, -blog, theme-classic and plugin-sitemap 2.4.1 do not know it (no
 * `unlisted` in their lib/), so Docusaurus 2 lists such a doc or post like any other: in its
 * sidebar, the blog list and the sitemap, with no noindex. devicescript's generated clients pages
 * (21 of them) set it; Docusaurus 2.4.1's build lists them (scripts/docusaurus-diff.ts over its
 * build and ours). The same site for Docusaurus 3 leaves them out, as unlisted.test.ts shows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

async function siteOf(core: string): Promise<TempSite> {
  const site = tempSite('');
  site.write('package.json', `{ "name": "unlisted", "private": true, "dependencies": { "@docusaurus/core": "${core}", "@docusaurus/preset-classic": "${core}" } }\n`);
  site.write('docusaurus.config.js', "module.exports = { title: 'Unlisted', url: 'https://unlisted.example.com', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { docs: {}, blog: {} }]] };\n");
  site.write('docs/intro.md', '# Intro\n\nThe first doc.\n');
  site.write('docs/deprecated.md', '---\nunlisted: true\n---\n\n# Deprecated service\n\nNot supported.\n');
  site.write('blog/2024-05-01-quiet.md', '---\ntitle: Quiet post\nunlisted: true\n---\n\nWhisperwords.\n');
  expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).ok).toBe(true);
  return site;
}

let d2: TempSite;
let d3: TempSite;
beforeAll(async () => {
  [d2, d3] = await Promise.all([siteOf('^2.4.1'), siteOf('^3.10.0')]);
}, 120_000);
afterAll(() => {
  d2?.cleanup();
  d3?.cleanup();
});

const read = (site: TempSite, file: string) => readFileSync(path.join(site.out, file), 'utf8');

describe('a Docusaurus 2 doc or post whose front matter says unlisted: true', () => {
  it('is listed: in the sidebar, the blog list and the sitemap', () => {
    expect(read(d2, 'docs/intro/index.html')).toContain('href="/docs/deprecated"');
    expect(read(d2, 'blog/index.html')).toContain('Quiet post');
    expect(read(d2, 'sitemap.xml')).toContain('/docs/deprecated');
    expect(read(d2, 'sitemap.xml')).toContain('/blog/2024/05/01/quiet');
  });

  it('has no noindex', () => {
    expect(read(d2, 'docs/deprecated/index.html')).not.toContain('noindex');
  });

  it('is unlisted on the same site written for Docusaurus 3', () => {
    expect(read(d3, 'docs/intro/index.html')).not.toContain('href="/docs/deprecated"');
    expect(read(d3, 'blog/index.html')).not.toContain('Quiet post');
    expect(read(d3, 'sitemap.xml')).not.toContain('/docs/deprecated');
    expect(read(d3, 'docs/deprecated/index.html')).toContain('noindex');
  });
});
