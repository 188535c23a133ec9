/**
 * A site's PostCSS config file (Tailwind 4's `postcss.config.cjs` with `@tailwindcss/postcss`:
 * lingui, pan.dev, flathub) runs on the custom CSS as Docusaurus's postcss-loader runs it: found
 * from the stylesheet's folder up, its plugins by package name (called with their options) before
 * those of `configurePostCss` (@docusaurus/bundler 3.10.0 loaders/styleLoader.js, @docusaurus/core
 * 3.10.0 webpack/configure.js, postcss-loader 7.3.4 dist/utils.js loadConfig and getPostcssOptions,
 * read). Fixture: tests/fixtures/docusaurus-postcss-config.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

const customCss = (out: string) => {
  const dir = path.join(out, 'assets/css');
  return readFileSync(path.join(dir, readdirSync(dir).find((f) => f.startsWith('custom.'))!), 'utf8');
};

/** The fixture with `postcss` linked into its node_modules, and its plugin package unless `withPlugin` is false. */
function installedSite(withPlugin = true): TempSite {
  const site = tempSite('docusaurus-postcss-config');
  sites.push(site);
  mkdirSync(path.join(site.content, 'node_modules'));
  symlinkSync(path.join(ROOT, 'node_modules/postcss'), path.join(site.content, 'node_modules/postcss'));
  if (withPlugin) symlinkSync(path.join(site.content, 'plugins/postcss-utilities'), path.join(site.content, 'node_modules/postcss-utilities'));
  return site;
}

describe("a site's PostCSS config file", () => {
  it("runs its plugins, with their options, before configurePostCss's", async () => {
    const site = installedSite();
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const css = customCss(site.out);
    expect(css).toContain('.x-hero-grid{display:grid}');
    // Renamed by the configurePostCss plugin, which runs after the config's.
    expect(css).toContain('.x-hero-pad-late{padding:4rem}');
    expect(css).not.toContain('@tailwind');
  }, 120_000);

  it('is one warning naming the config when a plugin it lists is not installed', async () => {
    const site = installedSite(false);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => m.includes('PostCSS'))).toEqual([expect.stringMatching(/postcss\.config\.cjs: warning: the PostCSS config .* is not read: its PostCSS plugin "postcss-utilities" cannot be loaded/)]);
  }, 120_000);
  it("without a config file, is one warning naming the site's config when configurePostCss names a plugin that is not installed", async () => {
    const site = installedSite();
    rmSync(path.join(site.content, 'postcss.config.cjs'));
    const config = path.join(site.content, 'docusaurus.config.js');
    site.write('docusaurus.config.js', readFileSync(config, 'utf8').replace("postcssOptions.plugins.push(require('./plugins/late.js'));", "postcssOptions.plugins.push('postcss-not-installed');"));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => m.includes('PostCSS'))).toEqual([expect.stringMatching(/docusaurus\.config\.js: warning: the site's PostCSS plugins are not run: its PostCSS plugin "postcss-not-installed" cannot be loaded/)]);
  }, 120_000);
});
