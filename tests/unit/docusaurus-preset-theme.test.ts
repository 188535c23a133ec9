/**
 * A preset's themes, as Docusaurus adds what a preset returns: bottom-sheet's
 * `@gorhom/docusaurus-preset` (a 404 on the registry) returns `@gorhom/docusaurus-theme`, whose
 * `@theme/Video` its 27 guides draw; this build knew no such theme, and the video rendered nothing.
 * A theme package the site depends on is the preset's when its module names it, or when the preset
 * cannot be read; and a theme whose plugin Node cannot load (ESM syntax importing `./inlineScripts`
 * without an extension, as that theme's lib/index.js does; Docusaurus's loader takes it) gives the
 * folder its `getThemePath()` returns as written. An installed preset's themes are looked up from
 * its own folder (redocusaurus's docusaurus-theme-redoc is its dependency); a package only named
 * like a theme (theme-ui) is none, and one the config lists under plugins is not the preset's (its
 * folder is taken there, as Docusaurus takes a theme, with the plugin's warning).
 * tests/fixtures/docusaurus-preset-theme.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../build/docusaurus/map-config.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const fixture = path.join(import.meta.dirname, '../fixtures/docusaurus-preset-theme');
const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A site depending on the preset and the theme; the theme installed, the preset as `preset` says;
 * with `nested`, the theme is the preset's own dependency (in its node_modules), not the site's.
 */
function site(preset?: 'named-preset' | 'other-preset', nested = false): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'preset-theme-'));
  sites.push(dir);
  const theme = nested ? {} : { '@acme/docusaurus-theme': '1.0.0' };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies: { '@docusaurus/core': '3.7.0', 'acme-preset': '1.0.0', ...theme, 'theme-ui': '0.16.0' } }));
  cpSync(path.join(fixture, 'theme'), path.join(dir, nested ? 'node_modules/acme-preset/node_modules/@acme/docusaurus-theme' : 'node_modules/@acme/docusaurus-theme'), { recursive: true });
  // A package named like a theme that is no Docusaurus theme.
  mkdirSync(path.join(dir, 'node_modules/theme-ui'), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules/theme-ui/package.json'), JSON.stringify({ name: 'theme-ui', version: '0.16.0', main: 'index.js' }));
  writeFileSync(path.join(dir, 'node_modules/theme-ui/index.js'), 'module.exports = { ThemeUIProvider: () => null };\n');
  if (preset) cpSync(path.join(fixture, preset), path.join(dir, 'node_modules/acme-preset'), { recursive: true });
  return dir;
}

const map = (dir: string, themes: unknown[] = [], plugins: unknown[] = []) => mapDocusaurusConfig({ title: 'T', url: 'https://t.example', presets: [['acme-preset', { theme: {} }]], themes, plugins }, dir);
const themeWarnings = (dir: string, plugins: unknown[] = []) => map(dir, [], plugins).warnings.map((w) => w.message).filter((m) => m.startsWith('theme '));
const themeFolder = (dir: string) => path.join(dir, 'node_modules/@acme/docusaurus-theme/lib/theme');

describe("a preset's theme package", () => {
  it('is found where the preset cannot be read, its folder read from its getThemePath()', () => {
    const dir = site();
    const mapped = map(dir);
    expect(mapped.themeDirs).toEqual([themeFolder(dir)]);
    expect(mapped.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^theme "@acme\/docusaurus-theme": its components are drawn where MDX imports them/));
  });

  it("is found where the preset's module names it, not where it names another, and once where themes lists it too", () => {
    const named = site('named-preset');
    expect(map(named).themeDirs).toEqual([themeFolder(named)]);
    expect(map(named, ['@acme/docusaurus-theme']).themeDirs).toEqual([themeFolder(named)]);
    expect(map(site('other-preset')).themeDirs).toEqual([]);
  });

  it('is no package merely named like a theme (theme-ui), and not the preset\'s where the config lists it under plugins: it is a theme there, once', () => {
    for (const dir of [site(), site('named-preset')]) {
      expect(themeWarnings(dir)).toEqual([expect.stringMatching(/^theme "@acme\/docusaurus-theme": its components are drawn/)]);
      expect(themeWarnings(dir, ['@acme/docusaurus-theme'])).toEqual([]);
      expect(map(dir, [], ['@acme/docusaurus-theme']).themeDirs).toEqual([themeFolder(dir)]);
    }
  });

  it("is found in an installed preset's own dependencies, from the preset's folder", () => {
    const dir = site('named-preset', true);
    expect(map(dir).themeDirs).toEqual([path.join(dir, 'node_modules/acme-preset/node_modules/@acme/docusaurus-theme/lib/theme')]);
  });

  it('draws its component where MDX imports it', async () => {
    const dir = site();
    const { html, warnings } = await renderSiteDoc('import Video from "@theme/Video";\n\n<Video title="Preview" url="/video/preview.mp4" />\n', path.join(dir, 'docs/page.mdx'), path.join(dir, 'docs'), { site: { baseUrl: '/', siteConfig: {} }, siteDir: dir, isMdx: () => true, themeDirs: map(dir).themeDirs });
    expect(warnings).toEqual([]);
    expect(html).toMatch(/<video muted="" loop="" autoplay="" playsinline="" title="Preview" width="100%"><source src="\/video\/preview.mp4" type="video\/mp4"\/><\/video>/i);
  });
});
