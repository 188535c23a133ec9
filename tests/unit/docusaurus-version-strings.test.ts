/**
 * What the site's own Docusaurus writes where 3.10 writes otherwise, compared with Docusaurus 2.4.3's
 * build of battlesnake (BattlesnakeOfficial/docs): its blog list pages link "Newer Entries" and
 * "Older Entries" (theme-classic's BlogListPaginator until 3.4; 3.5 writes "Newer entries"), and a page
 * titled as the site is "Battlesnake | Battlesnake" (theme-common's useTitleFormatter until 3.7; 3.8's
 * TitleFormatterFnDefault writes the site's title alone), and its archive lists the oldest year and post
 * first, under years without ids (2.4.3's BlogArchivePage; 3.0 turned both). The version is the site's package.json's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { pageHtml } from '../helpers/pages.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

async function built(core: string) {
  site = tempSite('docusaurus-blog-only');
  site.write('package.json', JSON.stringify({ name: 'notes', private: true, dependencies: { '@docusaurus/core': core } }));
  // A post titled as the site.
  site.write('blog/2024-05-06-field-notes.md', '---\ntitle: Field notes\n---\n\nThe notes about the notes.\n');
  site.write('blog/2023-11-12-before.md', '---\ntitle: Before\n---\n\nThe year before.\n');
  // A React page whose Layout gives no title: the site's alone in every version (milkv's product pages).
  site.write('src/pages/about.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function About() {\n  return <Layout><p>About the notes.</p></Layout>;\n}\n");
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  const list = pageHtml(site.out, '/page/2');
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(readFileSync(path.join(site.out, '2024/05/06/field-notes/index.html'), 'utf8'))![1];
  expect(/<title[^>]*>([^<]*)<\/title>/.exec(pageHtml(site.out, '/about'))![1]).toBe('Field notes');
  const archive = pageHtml(site.out, '/archive');
  const order = [...archive.matchAll(/<h2( id="\d+")?>(\d+)<\/h2>|> - ([^<]+)</g)].map((m) => (m[2] ? `${m[2]}${m[1] ? '#' : ''}` : m[3]));
  return { newer: /Newer [Ee]ntries/.exec(list)?.[0], older: /Older [Ee]ntries/.exec(list)?.[0], title, archive: order.join(', ') };
}

const NEWEST_FIRST = '2024#, Field notes, Second look, First light, 2023#, Before';

describe("the theme's words of the site's Docusaurus version", () => {
  it('are "Newer Entries", a repeated site title and the archive oldest first before 3.0', async () => {
    expect(await built('2.4.3')).toEqual({ newer: 'Newer Entries', older: 'Older Entries', title: 'Field notes | Field notes', archive: '2023, Before, 2024, First light, Second look, Field notes' });
  }, 120_000);

  it("are 3.5's paginator words and still the repeated title before 3.8", async () => {
    expect(await built('~3.7.0')).toEqual({ newer: 'Newer entries', older: 'Older entries', title: 'Field notes | Field notes', archive: NEWEST_FIRST });
  }, 120_000);

  it("are 3.10's from 3.8", async () => {
    expect(await built('^3.9.2')).toEqual({ newer: 'Newer entries', older: 'Older entries', title: 'Field notes', archive: NEWEST_FIRST });
  }, 120_000);
});
