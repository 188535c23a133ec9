/**
 * The docs plugin's `breadcrumbs` option: `false` (prysm's, memlab's, and 13 other corpus sites',
 * react-native's and prettier's among them) hides the breadcrumbs of every doc page of that
 * instance, and their BreadcrumbList data, as Docusaurus's DocBreadcrumbs draws none
 * (useSidebarBreadcrumbs gives null; Docusaurus 2.4.3's build of prysm has none). Written for this test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

async function docPage(breadcrumbs: string): Promise<string> {
  site = tempSite('');
  site.write('package.json', JSON.stringify({ name: 'crumbs', private: true, dependencies: { '@docusaurus/core': '2.4.3' } }));
  site.write('docusaurus.config.js', `module.exports = { title: 'Crumbs', url: 'https://crumbs.example.com', baseUrl: '/', presets: [['classic', { docs: { ${breadcrumbs} }, blog: false }]] };\n`);
  site.write('docs/intro.md', '# Intro\n\nStart here.\n');
  site.write('docs/guide/setup.md', '# Setup\n\nThen this.\n');
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.ok).toBe(true);
  return readFileSync(path.join(site.out, 'docs/guide/setup/index.html'), 'utf8');
}

describe("the docs plugin's breadcrumbs option", () => {
  it('shows breadcrumbs by default', async () => {
    const html = await docPage('');
    expect(html).toContain('theme-doc-breadcrumbs');
    expect(html).toContain('BreadcrumbList');
  });

  it('false: no breadcrumbs on its doc pages, nor their structured data', async () => {
    const html = await docPage('breadcrumbs: false');
    expect(html).not.toContain('theme-doc-breadcrumbs');
    expect(html).not.toContain('BreadcrumbList');
    expect(html).toContain('Then this.');
  });
});
