/**
 * A Markdown link to a `.md` file with a query string (`airgap.md?load=x#heading`) leads to the
 * file's page with the query and hash kept, as Docusaurus's resolveMarkdownLinks writes it (it tests
 * the extension on the path alone, then puts the query and hash back:
 * @docusaurus/mdx-loader 3.10.2, lib/remark/resolveMarkdownLinks): rke2-docs stopped on two such
 * links (tests/fixtures/docusaurus-md-link-query).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

describe('a Markdown link to a .md file with a query string', () => {
  it('leads to its page, query and hash kept, and is no broken link', async () => {
    const site = tempSite('docusaurus-md-link-query');
    sites.push(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('broken link'))).toEqual([]);
    expect(result.ok).toBe(true);
    const page = readFileSync(path.join(site.out, 'install/mirror.html'), 'utf8');
    const hrefs = [...page.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/install/airgap?load=Manually+Deploy+Images#prepare-the-images',
        '/install/airgap?load=registry',
        '/install/airgap#prepare-the-images',
        '/install/airgap?load=reference',
      ]),
    );
  }, 120_000);
});
