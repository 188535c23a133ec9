/**
 * A doc whose `#` heading comes after its first paragraph, its title in front matter (marathon's
 * runner docs, Docusaurus 2.4). Docusaurus 2's mdx-loader takes a content title only from a `#`
 * heading that opens the text (utils' parseMarkdownContentTitle), so the page draws the front
 * matter's title as its h1 and keeps the late heading as an h1 of the text. Docusaurus 3's
 * contentTitle plugin takes the first heading wherever it stands, when it is an h1: there the
 * late heading is the title, and no other is drawn (mdx-loader 3.4 remark/contentTitle).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)</g)].map((m) => m[1]);

async function siteOf(core: string): Promise<TempSite> {
  const site = tempSite('docusaurus-late-titles');
  site.write('package.json', `{ "name": "late-doc-title", "private": true, "dependencies": { "@docusaurus/core": "${core}", "@docusaurus/preset-classic": "${core}" } }\n`);
  site.write('docusaurus.config.js', "module.exports = { title: 'Late titles', url: 'https://late-titles.example.com', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { docs: {}, blog: false }]] };\n");
  site.write('docs/vision.md', '---\ntitle: Vision\n---\n\nEvery project needs a vision.\n\n# Main priorities\n\nStability first.\n');
  site.write('docs/top.md', '---\ntitle: Front matter title\n---\n\n# Top heading\n\nText.\n');
  site.write('docs/imported.mdx', "---\ntitle: Front matter title\n---\n\nimport Admonition from '@theme/Admonition';\n\n# Heading after an import\n\nText.\n");
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.map(formatDiagnostic).filter((m) => / error: /.test(m))).toEqual([]);
  return site;
}

const sites: TempSite[] = [];
afterAll(() => sites.forEach((site) => site.cleanup()));
const page = (site: TempSite, route: string) => readFileSync(path.join(site.out, route, 'index.html'), 'utf8');

describe('a doc whose # heading comes after a paragraph', () => {
  it("is titled by its front matter on Docusaurus 2, the late heading an h1 of its text", async () => {
    const site = await siteOf('2.4.3');
    sites.push(site);
    expect(h1s(page(site, 'docs/vision'))).toEqual(['Vision', 'Main priorities']);
    expect(h1s(page(site, 'docs/top'))).toEqual(['Top heading']);
    expect(h1s(page(site, 'docs/imported'))).toEqual(['Heading after an import']);
  }, 120_000);

  it('is titled by the late heading on Docusaurus 3, and no other title is drawn', async () => {
    const site = await siteOf('3.10.1');
    sites.push(site);
    expect(h1s(page(site, 'docs/vision'))).toEqual(['Main priorities']);
    expect(h1s(page(site, 'docs/top'))).toEqual(['Top heading']);
  }, 120_000);
});
