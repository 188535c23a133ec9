/**
 * The sitemaps Docusaurus writes, which Docusaurus 2's link check finds: the classic preset's
 * unless its `sitemap` option is false, a `plugins` entry's, each at its `filename`, none under
 * `noIndex` (@docusaurus/plugin-sitemap 2.4.1 postBuild, preset-classic 2.4.1).
 */
import { describe, expect, it } from 'vitest';
import { sitemapFiles } from '../../build/docusaurus/sitemap-files.ts';

const preset = (options: Record<string, unknown> = {}) => ({ options });

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

  it('none where the config says noIndex', () => {
    expect(sitemapFiles([preset()], [{ name: '@docusaurus/plugin-sitemap', options: {} }], true)).toEqual([]);
  });
});
