/**
 * Docusaurus 3's `markdown.parseFrontMatter` (tests/fixtures/docusaurus-parse-front-matter) gives
 * each doc, post and page its front matter and body, as Docusaurus calls it in place of its own
 * reader: what it returns titles the page, labels it in the sidebar, turns its pagination off and
 * is the text rendered. A function that throws is an error naming the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

async function built() {
  const site = tempSite('');
  sites.push(site);
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-parse-front-matter'), outDir: site.out });
  return { result, page: (route: string) => readFileSync(path.join(site.out, route, 'index.html'), 'utf8') };
}

describe('markdown.parseFrontMatter', () => {
  it('gives each doc the front matter it returns: title, sidebar label, no pagination', async () => {
    const { result, page } = await built();
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const product = page('docs/reference/objects/product');
    expect(product).toContain('<title>Object: Product | Front Matter</title>');
    expect(product).toMatch(/<h1[^>]*>Object: Product<\/h1>/);
    // The sidebar labels it by its name, as the function keeps it in sidebar_label.
    expect(product).toMatch(/<a[^>]*href="\/docs\/reference\/objects\/product\/?"[^>]*>Product<\/a>/);
    expect(product).not.toContain('pagination-nav');
    // A doc the function leaves alone keeps its pagination.
    expect(page('docs/intro')).toContain('pagination-nav');
  }, 120_000);

  it('renders the content it returns, for posts too', async () => {
    const { page } = await built();
    const post = page('blog/2024/05/01/launch');
    expect(post).toContain('We launched the shop.');
    expect(post).not.toContain('DRAFT NOTE');
  }, 120_000);

  it('that throws stops the build with an error naming the file and what the function said', async () => {
    const site = tempSite('docusaurus-parse-front-matter');
    sites.push(site);
    site.write('docs/broken.md', '---\ntitle: Broken\nfail: true\n---\n\nText.\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([
      expect.stringMatching(/docs\/broken\.md:1: error: the config's markdown\.parseFrontMatter failed on this file: cannot read broken\.md\. Fix the function/),
    ]);
  }, 120_000);
});
