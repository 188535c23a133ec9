/**
 * A client redirect from a page's old `.md` URL (tests/fixtures/docusaurus-redirect-twin), where
 * this build writes the page's Markdown twin: the redirect page is written and kept, the twin is
 * not, with a warning naming the page; the twins of other pages are written as always.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
let messages: string[];
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-redirect-twin'), outDir: fixture.out });
  messages = result.diagnostics.map(formatDiagnostic);
}, 120_000);
afterAll(() => fixture.cleanup());

const file = (rel: string) => path.join(fixture.out, rel);

describe("a redirect from a page's old .md URL", () => {
  it('does not stop the build', () => {
    expect(messages.filter((m) => m.includes('error'))).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('is written at that URL and leads to the page, for a post and a doc', () => {
    expect(readFileSync(file('blog/launch.md/index.html'), 'utf8')).toContain('/blog/launch');
    expect(readFileSync(file('docs/guide.md/index.html'), 'utf8')).toContain('/docs/guide');
  });

  it("takes the place of the page's Markdown twin, with a warning naming the page; other pages keep theirs", () => {
    expect(statSync(file('blog/launch.md')).isDirectory()).toBe(true);
    expect(messages.filter((m) => m.includes('Markdown twin')).sort()).toEqual([
      expect.stringMatching(/blog\/2024-01-02-launch\.md: warning: its Markdown twin is not written: the site's redirect from "\/blog\/launch\.md" \(plugin-client-redirects\) stands at blog\/launch\.md, and is kept\.$/),
      expect.stringMatching(/docs\/guide\.md: warning: its Markdown twin is not written: the site's redirect from "\/docs\/guide\.md" \(plugin-client-redirects\) stands at docs\/guide\.md, and is kept\.$/),
    ]);
    expect(existsSync(file('docs/intro.md')) && statSync(file('docs/intro.md')).isFile()).toBe(true);
  });
});
