/**
 * Broken anchors are Docusaurus's from 3.1 (core's brokenLinks.js and its `onBrokenAnchors`,
 * default `warn`); 2.x and 3.0 check only paths (core 2.4.3's and 3.0.1's brokenLinks.js strip the
 * hash). A Docusaurus 2 or 3.0 site gets no anchor warning (tests/fixtures/docusaurus2-anchors), a
 * Docusaurus 3.1+ site one per missing id, and none under `onBrokenAnchors: 'ignore'`. The
 * installed `@docusaurus/core` decides (`^3.0.0` installs a later 3.x); without one, the range's lowest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

async function anchorWarnings(edit: (site: TempSite, read: (rel: string) => string) => void = () => undefined): Promise<string[]> {
  const site = tempSite('docusaurus2-anchors');
  sites.push(site);
  edit(site, (rel) => readFileSync(path.join(site.content, rel), 'utf8'));
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.ok).toBe(true);
  return result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('broken anchor'));
}

describe('broken anchors by Docusaurus version', () => {
  it('are not reported on a Docusaurus 2 site', async () => {
    expect(await anchorWarnings()).toEqual([]);
  }, 120_000);

  it('are warned of on a Docusaurus 3 site, and not under onBrokenAnchors ignore', async () => {
    const toThree = (site: TempSite, read: (rel: string) => string) => site.write('package.json', read('package.json').replaceAll('2.4.3', '3.10.0'));
    const warned = await anchorWarnings(toThree);
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatch(/docs\/intro\.md:3: warning: broken anchor: "\/docs\/setup#options-old"/);
    const ignored = await anchorWarnings((site, read) => {
      toThree(site, read);
      site.write('docusaurus.config.js', read('docusaurus.config.js').replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'throw',\n  onBrokenAnchors: 'ignore',"));
    });
    expect(ignored).toEqual([]);
  }, 120_000);

  it('are not reported on Docusaurus 3.0, as asked for or installed; a later 3.x installed for `^3.0.0` reports them', async () => {
    const range = (version: string) => (site: TempSite, read: (rel: string) => string) => site.write('package.json', read('package.json').replaceAll('2.4.3', version));
    const installed = (version: string) => (site: TempSite) => site.write('node_modules/@docusaurus/core/package.json', JSON.stringify({ name: '@docusaurus/core', version }));
    expect(await anchorWarnings(range('3.0.1'))).toEqual([]);
    expect(await anchorWarnings(range('^3.0.0'))).toEqual([]);
    expect(await anchorWarnings((site, read) => (range('^3.0.0')(site, read), installed('3.0.1')(site)))).toEqual([]);
    expect(await anchorWarnings((site, read) => (range('^3.0.0')(site, read), installed('3.5.2')(site)))).toHaveLength(1);
  }, 240_000);
});
