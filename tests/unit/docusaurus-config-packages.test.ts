/**
 * A config that loads packages the site folder lacks (no node_modules here) still loads: each
 * package is a stand-in. `await import('remark-x')` of a stand-in resolves (it waited for ever:
 * seqera's config, and the build ended with exit code 13 and no word); a config that waits for
 * something that never comes is an error naming it; a config that a missing package writes says
 * which package to install.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../build/config.ts';
import { ROOT } from '../helpers/fixture.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => [dir, `${dir}-out`].forEach((d) => rmSync(d, { recursive: true, force: true }))));

/** A site folder holding `config` as docusaurus.config.mjs and one doc. */
function site(config: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'config-packages-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n');
  writeFileSync(path.join(dir, 'docusaurus.config.mjs'), config);
  return dir;
}
const load = (dir: string) => loadSiteConfig(path.join(ROOT, 'site'), ROOT, dir, false);
const errorOf = async (dir: string) => (await load(dir).then(() => undefined, (error: { diagnostics?: { file?: string; message: string }[] }) => error.diagnostics?.[0]));

describe('a config whose packages are not installed', () => {
  it('loads when it awaits an import() or a require() of them', async () => {
    const dir = site(`export default async function createConfig() {
  const plugins = [(await import('remark-not-installed')).default, (await require('rehype-not-installed')).default];
  return { title: 'Awaited ' + plugins.length, url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: plugins }, blog: false }]] };
}
`);
    expect((await load(dir)).config.title).toBe('Awaited 2');
  });

  it('names the package to install when the config is what that package makes', async () => {
    const dir = site(`import { createConfig } from '@acme/docusaurus-preset';
export default async function () {
  return createConfig({ title: 'Made by a package' });
}
`);
    expect(await errorOf(dir)).toMatchObject({ message: expect.stringMatching(/the package "@acme\/docusaurus-preset".*npm ci/) });
  });

  it("is read with that package once it is installed, as Docusaurus reads it (microsoft/docusaurus-plugins's website: module.exports = configure({...}) of @rise4fun/docusaurus-plugin-rise4fun)", async () => {
    const dir = site(`import { configure } from '@acme/docusaurus-configure';
export default configure({ title: 'Configured', url: 'https://example.com', baseUrl: '/' });
`);
    mkdirSync(path.join(dir, 'node_modules', '@acme', 'docusaurus-configure'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', '@acme', 'docusaurus-configure', 'package.json'), '{ "name": "@acme/docusaurus-configure", "version": "1.0.0", "main": "index.js" }\n');
    writeFileSync(path.join(dir, 'node_modules', '@acme', 'docusaurus-configure', 'index.js'), "exports.configure = (config) => ({ ...config, title: config.title + ' by a package', presets: [['classic', { docs: {}, blog: false }]] });\n");
    writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), '{}\n');
    expect((await load(dir)).config.title).toBe('Configured by a package');
  });

  // In a process of its own: the build notices the wait once nothing else is left to run, which never happens in the test runner's.
  it('is an error naming the config when it waits for a promise that never settles', async () => {
    const dir = site(`export default async function createConfig() {
  await new Promise(() => {});
  return { title: 'Never', url: 'https://example.com', baseUrl: '/' };
}
`);
    const run = await promisify(execFile)('node', ['build/launch.mjs', 'cli.ts', '--content', dir, '--out', `${dir}-out`], { cwd: ROOT }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/docusaurus\.config\.mjs: error: loading it failed: it waits for a promise that never settles/);
  }, 120_000);
});

describe('a config that cannot be read with stand-ins', () => {
  it("is read with the site's installed packages, as Docusaurus reads it (trpc's config and sidebars parse process.env with zod and throw \"Can't happen\" on what a stand-in gives)", async () => {
    const config = `import { parseEnv } from 'site-env';
const { mode } = parseEnv(process.env);
if (mode !== 'production' && mode !== 'development') throw new Error("Can't happen");
export default { title: 'Mode ' + mode, url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: {}, blog: false }]] };
`;
    const dir = site(config);
    // Without the package installed, the first reading's error stands.
    expect((await errorOf(dir))?.message).toMatch(/loading it failed: Can't happen/);
    mkdirSync(path.join(dir, 'node_modules', 'site-env'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'site-env', 'package.json'), '{ "name": "site-env", "version": "1.0.0", "main": "index.js" }\n');
    writeFileSync(path.join(dir, 'node_modules', 'site-env', 'index.js'), "exports.parseEnv = (env) => ({ mode: env.SITE_MODE ?? 'development' });\n");
    // What npm writes as an install ends (install-stamp.ts): without it the bundle made before the install may be reused, when its config was written over a second before it was bundled (a loaded machine).
    writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), '{}\n');
    expect((await load(dir)).config.title).toBe('Mode development');
    // Its sidebars file too.
    writeFileSync(path.join(dir, 'sidebars.mjs'), `import { parseEnv } from 'site-env';\nif (parseEnv(process.env).mode !== 'development') throw new Error("Can't happen");\nexport default { guide: ['intro'] };\n`);
    writeFileSync(path.join(dir, 'docusaurus.config.mjs'), config.replace('docs: {}', "docs: { sidebarPath: './sidebars.mjs' }"));
    expect((await load(dir)).versions[0]!.sidebars).toMatchObject({ guide: [expect.anything()] });
  });
});

describe('a sidebars file whose items a package makes', () => {
  it("is read with the site's installed packages, as Docusaurus reads it (docusaurus-openapi-docs's versionSelector() gives an html item's value); without them, the error names the package", async () => {
    const dir = site(`export default { title: 'Selector', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.mjs' }, blog: false }]] };\n`);
    writeFileSync(path.join(dir, 'sidebars.mjs'), `import { versionSelector } from 'acme-openapi-docs';\nexport default { api: [{ type: 'html', value: versionSelector(['2.0', '1.0']), className: 'version-button' }, 'intro'] };\n`);
    expect(await errorOf(dir)).toMatchObject({ message: expect.stringMatching(/sidebar "api": its items are what the package "acme-openapi-docs" gives.*npm ci/) });
    mkdirSync(path.join(dir, 'node_modules', 'acme-openapi-docs'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'acme-openapi-docs', 'package.json'), '{ "name": "acme-openapi-docs", "version": "1.0.0", "main": "index.js" }\n');
    writeFileSync(path.join(dir, 'node_modules', 'acme-openapi-docs', 'index.js'), "exports.versionSelector = (versions) => '<select>' + versions.map((v) => '<option>' + v + '</option>').join('') + '</select>';\n");
    writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), '{}\n');
    expect((await load(dir)).versions[0]!.sidebars.api[0]).toMatchObject({ type: 'html', value: '<select><option>2.0</option><option>1.0</option></select>' });
  });

  it("counts the install of the workspace the site is in, at the workspace's root (docusaurus-openapi-docs's demo/, yarn workspaces)", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'config-packages-ws-'));
    dirs.push(root);
    writeFileSync(path.join(root, 'package.json'), '{ "private": true, "workspaces": ["demo"] }\n');
    const dir = path.join(root, 'demo');
    mkdirSync(path.join(dir, 'docs'), { recursive: true });
    writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n');
    writeFileSync(path.join(dir, 'docusaurus.config.mjs'), `export default { title: 'Workspace', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.mjs' }, blog: false }]] };\n`);
    writeFileSync(path.join(dir, 'sidebars.mjs'), `import { versionSelector } from 'acme-openapi-docs';\nexport default { api: [{ type: 'html', value: versionSelector(['3.0']) }, 'intro'] };\n`);
    mkdirSync(path.join(root, 'node_modules', 'acme-openapi-docs'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', 'acme-openapi-docs', 'package.json'), '{ "name": "acme-openapi-docs", "version": "1.0.0", "main": "index.js" }\n');
    writeFileSync(path.join(root, 'node_modules', 'acme-openapi-docs', 'index.js'), "exports.versionSelector = (versions) => '<select><option>' + versions[0] + '</option></select>';\n");
    writeFileSync(path.join(root, 'node_modules', '.yarn-integrity'), '{}\n');
    expect((await load(dir)).versions[0]!.sidebars.api[0]).toMatchObject({ type: 'html', value: '<select><option>3.0</option></select>' });
  });
});
