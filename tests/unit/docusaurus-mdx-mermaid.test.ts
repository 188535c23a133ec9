/**
 * Docusaurus 2 sites drew Mermaid with the mdx-mermaid remark plugin before theme-mermaid (tauri's
 * v1 docs, kubevela): their ```mermaid blocks are diagrams in the browser there. The build draws
 * them as it draws a `markdown.mermaid` site's, rather than showing their source as code
 * (tests/fixtures/docusaurus-mdx-mermaid).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

describe('a site that lists mdx-mermaid', () => {
  it('draws its ```mermaid blocks as diagrams, keeps other code as code, and does not say the plugin is not run', async () => {
    const site = tempSite('docusaurus-mdx-mermaid');
    sites.push(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    const html = readFileSync(path.join(site.out, 'docs/events/index.html'), 'utf8');
    expect(html).not.toContain('Mermaid diagram source');
    expect(html).toMatch(/<svg[^>]*>[\s\S]*Frontend[\s\S]*<\/svg>/);
    expect(html).toContain('language-js');
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('mdx-mermaid'))).toEqual([]);
  }, 120_000);
});
