/**
 * A plugin the config names by its resolved file (`require.resolve('@docusaurus/plugin-client-redirects')`,
 * as pelican's and halo's configs do, which Docusaurus loads as it loads the name) is that package:
 * its redirects are written and a plugin whose job this build does has no warning. Before, the path
 * matched no name, and pelican's navbar links to its redirects were broken links.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../build/docusaurus/map-config.ts';
import { packageName } from '../../build/docusaurus/package-name.ts';

const site = mkdtempSync(path.join(tmpdir(), 'plugin-path-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Writes a package under `modules` (a node_modules folder) with its main file and others; returns its folder. */
function pkg(modules: string, name: string, main: string, others: string[] = []): string {
  const dir = path.join(modules, name);
  for (const file of [main, ...others]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'module.exports = () => ({});\n');
  }
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, main }));
  return dir;
}

const modules = path.join(site, 'node_modules');
const redirects = path.join(pkg(modules, '@docusaurus/plugin-client-redirects', 'lib/index.js'), 'lib/index.js');
// pnpm's layout: the real folder is under node_modules/.pnpm/<id>/node_modules.
const lunr = path.join(pkg(path.join(modules, '.pnpm/docusaurus-lunr-search@3.6.0/node_modules'), 'docusaurus-lunr-search', 'src/index.js'), 'src/index.js');
const sass = path.join(pkg(modules, 'docusaurus-plugin-sass', 'index.js'), 'index.js');
const preset = path.join(pkg(modules, 'docusaurus-plugin-internaldocs-fb', 'index.js', ['docusaurus-preset.js']), 'docusaurus-preset.js');

describe('a plugin named by its resolved file', () => {
  it("is its package's name when the file is the package's main module, in npm's and pnpm's layouts", () => {
    expect([packageName(redirects), packageName(lunr), packageName(sass)]).toEqual(['@docusaurus/plugin-client-redirects', 'docusaurus-lunr-search', 'docusaurus-plugin-sass']);
  });

  it('keeps the subpath of another file of the package, as the bare name would name it', () => {
    expect(packageName(preset)).toBe('docusaurus-plugin-internaldocs-fb/docusaurus-preset');
  });

  it('leaves names and files outside node_modules as they are', () => {
    expect([packageName('@docusaurus/plugin-ideal-image'), packageName('./src/plugins/tailwind.js'), packageName(path.join(site, 'plugins/x.js'))]).toEqual(['@docusaurus/plugin-ideal-image', './src/plugins/tailwind.js', path.join(site, 'plugins/x.js')]);
  });

  it("gives the redirects plugin's options, and no warning for a plugin whose job this build does", () => {
    const mapped = mapDocusaurusConfig(
      {
        title: 'T',
        url: 'https://t.example',
        presets: [['classic', { docs: false, blog: false }]],
        plugins: [[redirects, { redirects: [{ from: '/discord', to: 'https://discord.example' }] }], sass, lunr],
      },
      site,
    );
    expect(mapped.redirects).toEqual([{ redirects: [{ from: '/discord', to: 'https://discord.example' }] }]);
    expect(mapped.warnings.map((w) => w.message)).toEqual(['plugin "docusaurus-lunr-search" is not supported and is not run; the build goes on without it.']);
  });
});
