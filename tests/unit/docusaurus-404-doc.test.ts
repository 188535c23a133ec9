/**
 * A doc whose route is /404 (prysm's docs at the site root write their own "Page Not Found" as
 * docs/404.md) is the site's 404 page, as in Docusaurus: it renders 404.html as the route /404
 * (its client's normalizeLocation drops ".html" before matching routes; Docusaurus 2.4.3 built
 * prysm's 404.html from the doc). Fixture written for this test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

describe('a doc at /404', () => {
  it('is the 404 page, and links to it are not broken', async () => {
    site = tempSite('docusaurus-404-doc');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
    const html = readFileSync(path.join(site.out, '404.html'), 'utf8');
    expect(html).toContain('This page was moved.');
    expect(html).not.toContain('We could not find what you were looking for.');
  });
});
