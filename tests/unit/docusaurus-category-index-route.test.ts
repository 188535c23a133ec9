/**
 * A doc on the route of a sidebar category's generated index (`docs/llms/index.md` and the
 * category link's `slug: '/llms'`, as microsoft/TaskWeaver's website has them) keeps the route with
 * a warning, as in Docusaurus, whose docs' routes come before its categories' index routes
 * (tests/fixtures/docusaurus-category-index-route). It was an error naming "a tags page".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

describe('a doc on the route of a generated category index', () => {
  it('keeps the route, with one warning naming the category link', async () => {
    const site = tempSite('docusaurus-category-index-route');
    sites.push(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => m.includes('error'))).toEqual([]);
    expect(messages.filter((m) => m.includes('route'))).toEqual([expect.stringMatching(/docs\/llms\/index\.md: warning: duplicate route "\/docs\/llms\/": a sidebar category's generated index page has this path too/)]);
    expect(result.ok).toBe(true);
    const page = readFileSync(path.join(site.out, 'docs/llms/index.html'), 'utf8');
    expect(page).toContain('The list of providers.');
    expect(page).not.toContain('Models from several providers');
  }, 120_000);
});
