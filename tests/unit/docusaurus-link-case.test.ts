/**
 * A link naming a page in another case than its route (tests/fixtures/docusaurus-link-case):
 * Docusaurus's check matches routes ignoring case, as its router does, so it is not an error even
 * with `onBrokenLinks: 'throw'`; a static host tells case apart, so it is a warning saying how to
 * write it.
 */
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
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-link-case'), outDir: fixture.out });
  messages = result.diagnostics.map(formatDiagnostic);
}, 120_000);
afterAll(() => fixture.cleanup());

describe('a link to a page in another case', () => {
  it('does not stop a site with onBrokenLinks "throw", as Docusaurus finds the page', () => {
    expect(messages.filter((m) => m.includes('error'))).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("is a warning at its line naming the page's route, and the link written in the page's case is none", () => {
    expect(messages.filter((m) => m.includes('broken link'))).toEqual([
      expect.stringMatching(/docs\/intro\.md:3: warning: broken link: no page at "\/docs\/API\/export" on a static host, which tells case apart; Docusaurus's router finds "\/docs\/api\/export" for it\. Write the link as "\/docs\/api\/export"\.$/),
    ]);
  });
});
