/**
 * The site config a site's React pages read is all of it, as Docusaurus gives it, but the paths of
 * this machine its options hold (`require.resolve`, `__dirname`) are made relative to the site
 * folder, also where the folder is reached through a link (a corpus site's) or the path leaves it
 * (a monorepo's `resolve(__dirname, '../src')`): they would show where the site was built.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteConfigData } from '../../build/site-config-data.ts';
import type { SiteConfig } from '../../site/config-types.ts';

const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'site-config-data-')));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the site config given to React pages', () => {
  it("has the site's and the machine's paths relative to the site folder, routes as they are", () => {
    mkdirSync(path.join(dir, 'repo/website'), { recursive: true });
    mkdirSync(path.join(dir, 'repo/src'));
    writeFileSync(path.join(dir, 'repo/website/sidebars.js'), 'module.exports = {};\n');
    const linked = path.join(dir, 'linked');
    symlinkSync(path.join(dir, 'repo/website'), linked);
    const raw = { presets: [['classic', { docs: { sidebarPath: path.join(dir, 'repo/website/sidebars.js') } }]], customFields: { source: path.join(dir, 'repo/src'), home: '/', docs: '/docs/intro' } };
    const config = { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'] } } as unknown as SiteConfig;
    const data = siteConfigData(config, raw, linked);
    expect(data.presets).toEqual([['classic', { docs: { sidebarPath: 'sidebars.js' } }]]);
    expect(data.customFields).toEqual({ source: '../src', home: '/', docs: '/docs/intro' });
    expect(JSON.stringify(data)).not.toContain(dir);
  });
});
