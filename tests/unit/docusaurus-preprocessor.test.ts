/**
 * Docusaurus 3's `markdown.preprocessor` (tests/fixtures/docusaurus-preprocessor) runs on each
 * Markdown and MDX file's whole text before it is parsed, as mdx-loader runs it: on the docs (in
 * the build's thread) and on the partials they import (in whichever thread renders the page). The
 * front matter stays as the file writes it; a function that throws is an error naming the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { workerRenderer } from '../../build/renderer.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

async function built(worker: boolean) {
  const site = tempSite('');
  sites.push(site);
  const renderer = worker ? await workerRenderer(1) : undefined;
  try {
    const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-preprocessor'), outDir: site.out, renderer });
    const page = (route: string) => readFileSync(path.join(site.out, route, 'index.html'), 'utf8');
    return { result, page };
  } finally {
    await renderer?.close();
  }
}

describe('markdown.preprocessor', () => {
  it('changes the text of each doc before it is parsed: its prose and its links, which are then checked', async () => {
    const { result, page } = await built(false);
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('error'))).toEqual([]);
    expect(result.ok).toBe(true);
    const node = page('docs/node');
    expect(node).toContain('The current release is 4.2.0.');
    expect(node).toMatch(/<a href="\/docs\/snapshots\/?"[^>]*>the snapshots page<\/a>/);
    expect(page('docs/snapshots')).toContain('Taken with release 4.2.0.');
    // What the page shows below its title (which comes from the front matter) holds no `@@` left unreplaced.
    expect([node, page('docs/snapshots')].map((html) => html.split('</header>')[1].includes('@@'))).toEqual([false, false]);
  }, 120_000);

  it('leaves the front matter as the file writes it, as mdx-loader reads it before the function runs', async () => {
    const { page } = await built(false);
    expect(page('docs/node')).toContain('<title>Running a node @@version=0.0.0@@ | Preprocessor</title>');
  }, 120_000);

  it('runs on a partial in the build thread and in a render thread, which loads the function from the config', async () => {
    for (const worker of [false, true]) {
      const { result, page } = await built(worker);
      expect(result.ok).toBe(true);
      expect(page('docs/node')).toContain('Install release 4.2.0 with the package manager.');
    }
  }, 120_000);

  it('that throws stops the build with an error naming the file and what the function said', async () => {
    const site = tempSite('docusaurus-preprocessor');
    sites.push(site);
    site.write('docs/later.md', '# Later\n\nSee @@nightly=x@@.\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([
      expect.stringMatching(/docs\/later\.md:1: error: the config's markdown\.preprocessor failed on this file: no value named nightly in later\.md\. Fix the function/),
    ]);
  }, 120_000);
});
