/**
 * A partial's link to a file that is not a page (a JSON collection, a PDF) names the file from the
 * partial's folder, as Docusaurus's transformLinks reads it when it compiles the partial: the file
 * is published and the page that shows the partial links it. It was resolved from the page's route,
 * so besu-docs (onBrokenLinks: 'throw') stopped on "no page at
 * /private-networks/assets/postman/postman_collection.json".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const site = path.join(FIXTURES, 'docusaurus-partial-file-link');
let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: site, outDir: fixture.out });
}, 120_000);
afterAll(() => fixture.cleanup());

describe("a partial's link to a file", () => {
  it("publishes the file beside the partial and links it from the page, with no broken link", () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const html = readFileSync(path.join(fixture.out, 'networks', 'tutorials', 'quickstart.html'), 'utf8');
    const href = /<a [^>]*href="([^"]+)"[^>]*>download the collection<\/a>/.exec(html)?.[1];
    expect(href).toMatch(/^\/assets\/files\/collection-[\w-]+\.json$/);
    expect(readFileSync(path.join(fixture.out, href!))).toEqual(readFileSync(path.join(site, 'docs/assets/collection.json')));
  });
});
