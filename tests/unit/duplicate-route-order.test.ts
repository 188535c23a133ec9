/**
 * Two docs on one route: the one Docusaurus keeps keeps it. Docusaurus (2.3 and 3.10) sorts a
 * version's docs by `id.localeCompare` (plugin-content-docs' addDocNavigation), creates their
 * routes in that order, and its router finds the first: `db/index` comes before `db/README` there,
 * where code points put README first. Docusaurus 2.3.1's build of CodeYourFuture's syllabus wrote
 * /db/ from db/index.md; ours wrote db/README.md's page (tests/fixtures/docusaurus-readme-index-route).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

describe('README.md and index.md in one folder', () => {
  it('give the folder route to index.md, with a warning naming README.md', async () => {
    const site = tempSite('docusaurus-readme-index-route');
    sites.push(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(result.ok).toBe(true);
    expect(messages).toEqual([expect.stringMatching(/docs\/db\/README\.md: warning: duplicate route "\/db\/": .*docs\/db\/index\.md also produces it and keeps it/)]);
    const content = /<div class="theme-doc-markdown markdown">([\s\S]*?)<\/div>/.exec(readFileSync(path.join(site.out, 'db/index.html'), 'utf8'))?.[1];
    expect(content).toContain('<h1>Databases (SQL)</h1>');
    expect(content).toContain('The module overview.');
    expect(content).not.toContain('CYF-DB-Module');
  }, 120_000);
});

describe('index.md and index.mdx in one folder', () => {
  // Docusaurus renders the route's first doc on its path and the other on none, so the other's links are never collected nor checked (formancehq/docs: docs/archive/index.mdx links `connectors` beside index.md, under onBrokenLinks 'throw').
  it("check the links of the doc that keeps the route only, as Docusaurus's link check does", async () => {
    const site = tempSite('docusaurus-duplicate-route-links');
    sites.push(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages).toEqual([expect.stringMatching(/docs\/archive\/index\.mdx: warning: duplicate route "\/archive\/": .*docs\/archive\/index\.md also produces it and keeps it/)]);
    expect(result.ok).toBe(true);
    expect(readFileSync(path.join(site.out, 'archive/index.html'), 'utf8')).toContain('The page the folder');
  }, 120_000);
});

