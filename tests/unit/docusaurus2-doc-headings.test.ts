/**
 * A Docusaurus 2 doc's headings as its mdx-loader reads them, against Docusaurus 3's (marathon's
 * runner docs, Docusaurus 2.4, compared with its build by scripts/docusaurus-diff.ts):
 * - A `#` heading after the first paragraph, the title in front matter. Docusaurus 2 takes a content
 *   title only from a `#` heading that opens the text (utils' parseMarkdownContentTitle), so the page
 *   draws the front matter's title as its h1 and keeps the late heading as an h1 of the text.
 *   Docusaurus 3's contentTitle plugin takes the first heading wherever it stands, when it is an h1:
 *   there the late heading is the title, and no other is drawn (mdx-loader 3.4 remark/contentTitle).
 * - `### analytics:usage`: Docusaurus 2 has no directives, so its id is `analyticsusage`; in
 *   Docusaurus 3, `:usage` is a text directive, left out of the id (`analytics`).
 * - `###` alone: Docusaurus 2's github-slugger gives "", so no anchor, and its toc plugin leaves
 *   a heading with no text out (mdx-loader 2.4.3 remark/headings and remark/toc, from the registry).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)</g)].map((m) => m[1]);
const h3Ids = (html: string) => [...html.matchAll(/<h3[^>]* id="([^"]*)"/g)].map((m) => m[1]);

async function siteOf(core: string): Promise<TempSite> {
  const site = tempSite('docusaurus-late-titles');
  site.write('package.json', `{ "name": "doc-headings", "private": true, "dependencies": { "@docusaurus/core": "${core}", "@docusaurus/preset-classic": "${core}" } }\n`);
  site.write('docusaurus.config.js', "module.exports = { title: 'Late titles', url: 'https://late-titles.example.com', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { docs: {}, blog: false }]] };\n");
  site.write('docs/vision.md', '---\ntitle: Vision\n---\n\nEvery project needs a vision.\n\n# Main priorities\n\nStability first.\n');
  site.write('docs/top.md', '---\ntitle: Front matter title\n---\n\n# Top heading\n\nText.\n');
  site.write('docs/imported.mdx', "---\ntitle: Front matter title\n---\n\nimport Admonition from '@theme/Admonition';\n\n# Heading after an import\n\nText.\n");
  site.write('docs/ids.md', '# Modules\n\n### analytics:usage\n\nTracks usage.\n');
  site.write('docs/empty.md', '# Empty\n\n###\nText under an empty heading.\n\n### Named\n\nMore.\n\n### Other\n\nLast.\n');
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.map(formatDiagnostic).filter((m) => / error: /.test(m))).toEqual([]);
  return site;
}

let d2: TempSite;
let d3: TempSite;
beforeAll(async () => {
  d2 = await siteOf('2.4.3');
  d3 = await siteOf('3.10.1');
}, 240_000);
afterAll(() => [d2, d3].forEach((site) => site?.cleanup()));
const page = (site: TempSite, route: string) => readFileSync(path.join(site.out, route, 'index.html'), 'utf8');

describe('a doc whose # heading comes after a paragraph', () => {
  it('is titled by its front matter on Docusaurus 2, the late heading an h1 of its text', () => {
    expect(h1s(page(d2, 'docs/vision'))).toEqual(['Vision', 'Main priorities']);
    expect(h1s(page(d2, 'docs/top'))).toEqual(['Top heading']);
    expect(h1s(page(d2, 'docs/imported'))).toEqual(['Heading after an import']);
  });

  it('is titled by the late heading on Docusaurus 3, and no other title is drawn', () => {
    expect(h1s(page(d3, 'docs/vision'))).toEqual(['Main priorities']);
    expect(h1s(page(d3, 'docs/top'))).toEqual(['Top heading']);
  });
});

describe('an empty heading (`###` alone)', () => {
  it('has no id, no anchor and no entry in the table of contents on Docusaurus 2 (github-slugger gives "")', () => {
    const html = page(d2, 'docs/empty');
    expect(html).toContain('<h3></h3>');
    expect(h3Ids(html)).toEqual(['named', 'other']);
    // The table of contents is drawn twice (the narrow screen's and the wide one's): each lists the same.
    expect([...new Set([...html.matchAll(/class="[^"]*table-of-contents__link[^"]*" href="#([^"]*)"/g)].map((m) => m[1]))]).toEqual(['named', 'other']);
  });
});

describe('a heading with a colon before a word', () => {
  it('keeps the word in its id on Docusaurus 2, which has no directives; Docusaurus 3 reads a text directive there', () => {
    expect(h3Ids(page(d2, 'docs/ids'))).toEqual(['analyticsusage']);
    expect(h3Ids(page(d3, 'docs/ids'))).toEqual(['analytics']);
  });
});
