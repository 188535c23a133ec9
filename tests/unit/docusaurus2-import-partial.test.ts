/**
 * A Docusaurus 2 site's remark plugin reads a document's tree as MDX 1 gave it, and parses text
 * with `this.parse()` (fixture `docusaurus2-import-partial`: a local plugin doing what
 * @rise4fun/docusaurus-remark-plugin-import-file does on devicescript's 109 generated clients
 * pages). `{@import ./partials/usage.mdp}` is a paragraph whose text is that, braces and all
 * (mdx/mdx1-text.ts: MDX 3 refuses it, so the parser was not shown its `{`); the plugin splices
 * in the partial's tree from the processor's `parse()` (remark-unified.ts), and empties an optional
 * one whose file is missing. Before, the plugin matched nothing and the pages showed `{@import …}`;
 * with its text matched, `parse` was missing and the plugin threw.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
let result: BuildResult;
beforeAll(async () => {
  site = tempSite('docusaurus2-import-partial');
  result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
}, 120_000);
afterAll(() => site.cleanup());

describe("a Docusaurus 2 site's remark plugin that imports partials", () => {
  it('builds without errors', () => {
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => / error: /.test(m))).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("replaces the import with the partial's content, parsed by the processor", () => {
    const html = readFileSync(path.join(site.out, 'intro/index.html'), 'utf8');
    expect(html).toMatch(/<h2[^>]*id="usage-from-the-partial"/);
    expect(html).toContain('<code>start()</code>');
    expect(html).not.toContain('@import');
  });

  it('keeps the text MDX 1 showed as written elsewhere', () => {
    expect(readFileSync(path.join(site.out, 'intro/index.html'), 'utf8')).toContain('Plain text with {braces} kept as written.');
  });
});
