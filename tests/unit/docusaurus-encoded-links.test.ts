/**
 * A link whose path is written percent-encoded (`/docs/Getting%20Started/setup-local-env`) leads to
 * the page whose route holds the decoded characters, as Docusaurus's broken-link check reads it
 * (core 3.x `brokenLinks.ts` tries the path as written and through `decodeURI`): from the navbar,
 * the footer and a doc (tests/fixtures/docusaurus-encoded-links). A misspelt folder stays broken.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

describe('a percent-encoded link to a route with a space', () => {
  it('is no broken link from the navbar, the footer or a doc, and its anchor is checked on that page; a wrong one still is', async () => {
    const site = tempSite('docusaurus-encoded-links');
    sites.push(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => /broken (link|anchor)/.test(m))).toEqual([expect.stringMatching(/intro\.md:3: error: broken link: no page at "\/docs\/Getting Startd\/setup-local-env"/)]);
    expect(result.ok).toBe(false);
  }, 120_000);
});
