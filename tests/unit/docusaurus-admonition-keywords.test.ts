/**
 * Admonition names a site adds with its content plugins' `admonitions.keywords`
 * (tests/fixtures/docusaurus-admonition-keywords, as cartesi/docs adds `goal` and `troubleshoot`):
 * mdx-loader 3 makes each an admonition (its keywords extend the defaults), titled as its own are,
 * and theme-classic's Admonition draws a type it has no component for as Info (3.9, read).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { markdownOptions } from '../../build/docusaurus/markdown-options.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let messages: string[];
const page = (route: string) => readFileSync(path.join(fixture.out, route, 'index.html'), 'utf8').replace(/<svg[\s\S]*?<\/svg>/g, '');
beforeAll(async () => {
  fixture = tempSite('');
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-admonition-keywords'), outDir: fixture.out });
  messages = result.diagnostics.map(formatDiagnostic);
}, 120_000);
afterAll(() => fixture.cleanup());

describe("a site's own admonition keywords", () => {
  it('make `:::troubleshoot Title` an admonition with that title, drawn as Info, its markers gone', () => {
    const html = page('docs/intro');
    expect(html).toContain('<div class="admonition admonition--troubleshoot admonition--info theme-admonition theme-admonition-info alert alert--info"><p class="admonition__title"><span class="admonition__icon"></span>Troubleshooting common errors</p><div class="admonition__body"><p>Run the build again.</p>');
    expect(html).not.toContain(':::');
  });

  it("are read from every docs instance's options: the second instance's `:::goal[Your goal]`", () => {
    expect(page('guide/start')).toContain('<div class="admonition admonition--goal admonition--info theme-admonition theme-admonition-info alert alert--info"><p class="admonition__title"><span class="admonition__icon"></span>Your goal</p>');
  });

  it('leave a name no instance lists a directive whose content shows, with its warning', () => {
    expect(page('docs/intro')).toContain('<div><p>Only its content shows.</p>');
    expect(messages).toEqual([expect.stringMatching(/docs\/intro\.md:9: warning: ":::unknown" is not an admonition/)]);
  });

  it("are the names beyond mdx-loader's own, none for a Docusaurus 2 site", () => {
    const raw = { presets: [] };
    expect(markdownOptions(raw, [3, 9], [{ admonitions: { keywords: ['note', 'goal', 'not a name'] } }, false], [{ admonitions: { keywords: ['goal', 'troubleshoot'] } }])?.admonitionKeywords).toEqual(['goal', 'troubleshoot']);
    expect(markdownOptions(raw, [2, 4], [{ admonitions: { keywords: ['goal'] } }])?.admonitionKeywords).toEqual([]);
  });
});
