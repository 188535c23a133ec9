/**
 * The sitemaps Docusaurus writes, which Docusaurus 2's link check finds: the classic preset's
 * unless its `sitemap` option is false, a `plugins` entry's, each at its `filename`, none under
 * `noIndex` (@docusaurus/plugin-sitemap 2.4.1 postBuild, preset-classic 2.4.1); another preset's
 * as its code, read (tests/fixtures/docusaurus-sitemap-presets), adds one.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetCodeIn, sitemapFiles } from '../../build/docusaurus/sitemap-files.ts';

const preset = (options: Record<string, unknown> = {}, name = '@docusaurus/preset-classic') => ({ name, options });
const siteDir = path.join(import.meta.dirname, '../fixtures/docusaurus-sitemap-presets');
const own = (file: string, options: Record<string, unknown> = {}) => sitemapFiles([preset(options, `./src/presets/${file}`)], [], false, presetCodeIn(siteDir));

describe('the sitemaps a Docusaurus site writes', () => {
  it("the classic preset's, unless its sitemap option is false", () => {
    expect(sitemapFiles([preset()], [], false)).toEqual(['sitemap.xml']);
    expect(sitemapFiles([preset({ sitemap: { changefreq: 'weekly' } })], [], false)).toEqual(['sitemap.xml']);
    expect(sitemapFiles([preset({ sitemap: false })], [], false)).toEqual([]);
  });

  it("a plugins entry's, with or without a preset, at its filename", () => {
    expect(sitemapFiles([], [], false)).toEqual([]);
    expect(sitemapFiles([], [{ name: '@docusaurus/plugin-sitemap', options: {} }], false)).toEqual(['sitemap.xml']);
    expect(sitemapFiles([preset({ sitemap: false })], [{ name: 'sitemap', options: { filename: 'pages.xml' } }], false)).toEqual(['pages.xml']);
  });

  it("another preset's as its code says: as classic where it calls the classic preset, the plugin's default where it adds the plugin, none where it adds neither", () => {
    expect(own('wraps-classic.js', { sitemap: { filename: 'map.xml' } })).toEqual(['map.xml']);
    expect(own('wraps-classic.js', { sitemap: false })).toEqual([]);
    expect(own('with-sitemap.js')).toEqual(['sitemap.xml']);
    expect(own('docs-only.js')).toEqual([]);
  });

  it("a preset's that cannot be read (not installed, or handing its work to another file of its own) as the classic preset's, so that no link to it is called broken", () => {
    expect(sitemapFiles([preset({}, 'not-installed-preset')], [], false, presetCodeIn(siteDir))).toEqual(['sitemap.xml']);
    expect(own('delegates.js', { sitemap: { filename: 'own.xml' } })).toEqual(['own.xml']);
  });

  it('none where the config says noIndex', () => {
    expect(sitemapFiles([preset()], [{ name: '@docusaurus/plugin-sitemap', options: {} }], true)).toEqual([]);
  });
});
