/**
 * An installed preset runs as Docusaurus runs it (core's server/plugins/presets.js): its function
 * is called with the site's context and its options; the plugins and themes it returns take its
 * place, and what it writes into `context.siteConfig` is the site config. logos-playground's preset
 * (@acid-info/logos-docusaurus-preset) writes `onBrokenLinks: 'warn'` there: read as the classic
 * preset's options, the site stopped on a broken link Docusaurus only warns about. A preset that
 * is not installed, or that fails, is read from its options as before. tests/fixtures/docusaurus-installed-preset.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../build/config.ts';
import { ROOT } from '../helpers/fixture.ts';

const fixture = path.join(import.meta.dirname, '../fixtures/docusaurus-installed-preset/preset');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const CONFIG = `export default {
  title: 'Site', url: 'https://example.com', baseUrl: '/',
  presets: [['@acme/unit', { unit: 'Nimbus', docs: { path: 'docs' } }]],
};
`;

/** A site whose config (CONFIG unless `config` is given) lists the preset by its short name; `install` puts the fixture's preset (or `preset`'s text) in its node_modules. */
function site(install: boolean, preset?: string, config = CONFIG): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'installed-preset-'));
  dirs.push(dir);
  for (const folder of ['docs', 'handbook']) mkdirSync(path.join(dir, folder));
  writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n');
  writeFileSync(path.join(dir, 'handbook', 'welcome.md'), '# Welcome\n');
  writeFileSync(path.join(dir, 'docusaurus.config.mjs'), config);
  if (install) {
    const into = path.join(dir, 'node_modules', '@acme', 'docusaurus-preset-unit');
    cpSync(fixture, into, { recursive: true });
    if (preset) writeFileSync(path.join(into, 'index.js'), preset);
    writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), '{}\n');
  }
  return dir;
}
const load = (dir: string) => loadSiteConfig(path.join(ROOT, 'site'), ROOT, dir, false);
const messages = (loaded: Awaited<ReturnType<typeof load>>) => loaded.warnings.map((w) => w.message);

describe('an installed preset', () => {
  it('is run: what it writes into context.siteConfig is the site config, and its plugins are the docs instances', async () => {
    const loaded = await load(site(true));
    expect(loaded.config).toMatchObject({ title: 'Nimbus docs', onBrokenLinks: 'warn', staticDirectories: ['static', 'unit-static'], navbar: { title: 'Nimbus' } });
    expect(loaded.docsPlugins.map((p) => [p.id, p.routeBasePath])).toEqual([
      ['default', ''],
      ['handbook', 'handbook'],
    ]);
    expect(messages(loaded)).not.toContainEqual(expect.stringMatching(/preset "@acme\/unit" is not supported/));
    // The plugin it added to the site config's list is the config's, and the one it gives as a path is said not to run.
    expect(messages(loaded)).toContainEqual(expect.stringMatching(/plugin "acme-unit-analytics" is not supported/));
    expect(messages(loaded)).toContainEqual(expect.stringMatching(/preset "@acme\/unit": 1 plugin it gives as a function or a path is not run/));
  });

  // docusaurus-preset-shiki-twoslash (ts-node) adds its remark plugin to the classic preset's options in context.siteConfig.presets.
  it("changes the options of the presets it does not replace where it writes them, as Docusaurus's presets read them", async () => {
    const config = CONFIG.replace("presets: [", "presets: [['classic', { docs: { path: 'docs' }, blog: false }], ");
    const preset = "module.exports = (context) => { for (const [name, o] of context.siteConfig.presets) if (name === 'classic') o.docs.routeBasePath = 'guide'; return { themes: [] }; };\n";
    const dir = site(true, preset, config);
    // The site's @docusaurus/core validates the config into a copy, which is what the presets get (plugin-context.ts).
    const core = path.join(dir, 'node_modules', '@docusaurus', 'core');
    mkdirSync(path.join(core, 'lib', 'server'), { recursive: true });
    writeFileSync(path.join(core, 'package.json'), '{ "name": "@docusaurus/core", "version": "3.8.1" }\n');
    writeFileSync(path.join(core, 'lib', 'server', 'configValidation.js'), 'exports.validateConfig = (config) => JSON.parse(JSON.stringify(config));\n');
    const loaded = await load(dir);
    expect(loaded.docsPlugins.map((p) => [p.id, p.routeBasePath])).toEqual([['default', 'guide']]);
  });

  // logos-playground's preset writes its site config, then requires sharp, whose native module cannot be installed here.
  it('that fails is read from its options, what it wrote before it threw left out, with a warning saying why', async () => {
    const loaded = await load(site(true, "module.exports = (context) => { context.siteConfig.onBrokenLinks = 'warn'; require('sharp-not-built'); };\n"));
    expect(loaded.config).toMatchObject({ title: 'Site', onBrokenLinks: 'throw' });
    expect(messages(loaded)).toContainEqual(expect.stringMatching(/preset "@acme\/unit" could not be run \(Cannot find module 'sharp-not-built'\); the presets are read from their options instead/));
  });
  // Reproduced in review: the context's site config was a shallow copy (the config itself without @docusaurus/core), so what a preset wrote deep inside it stayed.
  it('that fails leaves no trace of what it wrote deep in the site config: customFields, headTags', async () => {
    const config = CONFIG.replace("baseUrl: '/',", "baseUrl: '/', customFields: { mine: 1 }, headTags: [], themeConfig: { navbar: { title: 'Mine' } },");
    const preset = "module.exports = (context) => { const c = context.siteConfig; c.customFields.theirs = 2; c.headTags.push({ tagName: 'script', attributes: { src: 'https://theirs.example/x.js' } }); c.themeConfig.navbar.title = 'Theirs'; require('sharp-not-built'); };\n";
    const loaded = await load(site(true, preset, config));
    expect(messages(loaded)).toContainEqual(expect.stringMatching(/preset "@acme\/unit" could not be run/));
    expect(loaded.siteConfigData?.customFields).toEqual({ mine: 1 });
    expect(loaded.localPlugins?.htmlTags).toBeUndefined();
    expect(loaded.config.navbar.title).toBe('Mine');
  });
});

describe('a preset that is not installed', () => {
  it('is read from its options, as before', async () => {
    const loaded = await load(site(false));
    expect(loaded.config).toMatchObject({ title: 'Site', onBrokenLinks: 'throw' });
    expect(loaded.docsPlugins.map((p) => p.id)).toEqual(['default']);
    expect(messages(loaded)).toContainEqual(expect.stringMatching(/preset "@acme\/unit" is not supported/));
  });
});
