/**
 * A Docusaurus site with no route at `/` (no src/pages/index, docs and blog elsewhere: caprover's
 * `pages: false`, a docs-only site) has no home page in Docusaurus's build, and its doc pages'
 * breadcrumbs start with no home icon: theme-classic's DocBreadcrumbs (3.10, and 2.4) draws
 * HomeBreadcrumbItem only when useHomePageRoute() finds a route at the base URL. So this build
 * writes none either; where a page, a doc or the blog is at `/`, the home icon stays. Written for this test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { startPreview } from '../../build/preview.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const HOME_CRUMB = 'breadcrumbs__home';

async function buildSite(docs: string, files: Record<string, string> = {}) {
  site = tempSite('');
  site.write('package.json', JSON.stringify({ name: 'no-home', private: true, dependencies: { '@docusaurus/core': '3.10.2' } }));
  site.write('docusaurus.config.js', `module.exports = { title: 'No home', url: 'https://nohome.example.com', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { docs: { ${docs} }, blog: false }]] };\n`);
  site.write('docs/intro.md', '# Intro\n\nStart here.\n');
  site.write('docs/guide/setup.md', '# Setup\n\nThen this.\n');
  for (const [file, text] of Object.entries(files)) site.write(file, text);
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const out = site.out;
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  return { out, read };
}

describe('a Docusaurus site with no page at /', () => {
  it('has no home page, no home breadcrumb, no home in its sitemap; / answers with the 404 page', async () => {
    const { out, read } = await buildSite('');
    expect(existsSync(path.join(out, 'index.html'))).toBe(false);
    const doc = read('docs/guide/setup/index.html');
    expect(doc).toContain('theme-doc-breadcrumbs');
    expect(doc).not.toContain(HOME_CRUMB);
    expect(read('sitemap.xml')).not.toContain('<loc>https://nohome.example.com/</loc>');
    const preview = await startPreview(out);
    try {
      const response = await fetch(`${preview.url}/`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
    } finally {
      await preview.close();
    }
  });

  it('docs at the site root with no doc at / have none either', async () => {
    const { out, read } = await buildSite("routeBasePath: '/'");
    expect(existsSync(path.join(out, 'index.html'))).toBe(false);
    expect(read('guide/setup/index.html')).not.toContain(HOME_CRUMB);
  });

  it('a Markdown page at / is the home page, and the breadcrumbs link it', async () => {
    const { read } = await buildSite('', { 'src/pages/index.md': '# Welcome\n\nThe home.\n' });
    expect(read('index.html')).toContain('The home.');
    expect(read('docs/guide/setup/index.html')).toContain(HOME_CRUMB);
  });

  it('a doc at / is the home page, and the breadcrumbs link it', async () => {
    const { read } = await buildSite("routeBasePath: '/'", { 'docs/intro.md': '---\nslug: /\n---\n# Intro\n\nStart here.\n' });
    expect(read('index.html')).toContain('Start here.');
    expect(read('guide/setup/index.html')).toContain(HOME_CRUMB);
  });
});
