/**
 * Markdown that a site's component imports (MDX through Docusaurus's loader) is a partial: where
 * the page's MDX uses it as a tag, as an export of the component's module or through the site's
 * MDXComponents, it renders there. It was a module esbuild could not load ("No loader is configured
 * for .mdx files"), so the whole component was a stand-in: moodle/devdocs' ComponentFileSummary
 * (85 pages), cypress's MDXComponents map of partials. Rendered inside the component's own code it
 * still shows nothing, which is a warning naming the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
let html: string;
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-component-markdown'), outDir: fixture.out });
  html = readFileSync(path.join(fixture.out, 'guide', 'index.html'), 'utf8');
}, 120_000);
afterAll(() => fixture.cleanup());

describe('Markdown imported by a component', () => {
  it('renders where the page uses it as a tag: exported by the module, or mapped by MDXComponents', () => {
    expect(html).toContain('Run <code>widget install</code> first.');
    expect(html).toContain('A tip from the <strong>MDXComponents</strong> map.');
  });

  it("leaves the component's own rendering whole, without the Markdown inside it, and says so", () => {
    expect(html).toContain('<p>The summary of the guide.</p>');
    expect(html).not.toContain('A note shown inside the summary.');
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/docs\/guide\.mdx:1: warning: "@site\/src\/components\/Shared" imports _note\.mdx, Markdown that shows where MDX uses it as a tag but not inside the component's own rendering/),
    ]);
  });
});
