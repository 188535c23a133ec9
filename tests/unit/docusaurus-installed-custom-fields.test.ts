/**
 * A config that fills `customFields` with its installed packages (prettier's users and editors,
 * parsed from YAML with the `yaml` package), which its React pages read: with the packages
 * installed, the pages get the values Docusaurus computes, not the stand-ins the first reading of
 * the config (every package standing in) gives. prettier's users page failed on `users.map`.
 * They come from the one import of the config with the packages that its redirects and remark
 * plugins use too: a config creator is called there once, as Docusaurus calls it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT } from '../helpers/fixture.ts';

const dirs: string[] = [];
// A build stages its output in a hidden folder beside it (`.<out>.builds`), which goes too.
const staging = (out: string) => path.join(path.dirname(out), `.${path.basename(out)}.builds`);
afterAll(() => dirs.flatMap((dir) => [dir, staging(dir)]).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Installed = false | 'works' | 'throws';

/** The site; with the package installed, each call of the config creator with it appends a line to calls.txt, and the package may throw as it loads. */
function site(installed: Installed): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'installed-custom-fields-'));
  dirs.push(dir);
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  write('docs/intro.md', '# Intro\n');
  write('data/users.txt', 'Ada\nGrace\n');
  write(
    'docusaurus.config.js',
    `const fs = require('node:fs');
const path = require('node:path');
const { parseList } = require('list-parser');
module.exports = async function createConfig() {
  const users = parseList(fs.readFileSync(path.join(__dirname, 'data/users.txt'), 'utf8'));
  if (Array.isArray(users)) fs.appendFileSync(path.join(__dirname, 'calls.txt'), 'called\\n');
  return {
    title: 'Users', url: 'https://example.com', baseUrl: '/',
    customFields: { users, site: 'plain' },
    presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
    plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/people', to: parseList('/users\\n')[0] }] }]],
  };
};
`,
  );
  write(
    'src/pages/users.js',
    `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Users() {
  const { users, site } = useDocusaurusContext().siteConfig.customFields;
  return <main><h1>Users of the {site} site</h1><ul>{users.map((user) => <li key={user}>{user}</li>)}</ul></main>;
}
`,
  );
  if (installed) {
    write('node_modules/list-parser/package.json', JSON.stringify({ name: 'list-parser', version: '1.0.0', main: 'index.js' }));
    const loads = installed === 'throws' ? "throw new Error('list-parser needs Node 99');\n" : '';
    write('node_modules/list-parser/index.js', `${loads}exports.parseList = (text) => text.split('\\n').filter(Boolean);\n`);
    write('node_modules/.package-lock.json', JSON.stringify({ name: 'site', lockfileVersion: 3, packages: {} }));
  }
  return dir;
}

describe('customFields a config computes with its installed packages', () => {
  it('reach the React pages as Docusaurus computes them, from the one call of the config creator with the packages', async () => {
    const dir = site('works');
    const result = await build({ root: ROOT, contentDir: dir, outDir: `${dir}-out` });
    dirs.push(`${dir}-out`);
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => /users|left out/.test(m))).toEqual([]);
    const html = readFileSync(path.join(`${dir}-out`, 'users/index.html'), 'utf8');
    expect(html).toContain('<li>Ada</li><li>Grace</li>');
    expect(html).toContain('Users of the plain site');
    // The redirects, which also need the packages, come from the same call.
    expect(readFileSync(path.join(`${dir}-out`, 'people/index.html'), 'utf8')).toContain('/users');
    expect(readFileSync(path.join(dir, 'calls.txt'), 'utf8')).toBe('called\n');
  }, 120_000);

  it('when the config fails with its packages, say so, naming the config and the error', async () => {
    const dir = site('throws');
    const result = await build({ root: ROOT, contentDir: dir, outDir: `${dir}-out` });
    dirs.push(`${dir}-out`);
    const warning = result.diagnostics.find((d) => /customFields/.test(d.message));
    expect(warning?.file).toMatch(/docusaurus\.config\.js$/);
    expect(warning?.message).toMatch(/list-parser needs Node 99/);
  }, 120_000);

  it('without the packages installed, leave the page out with a warning, as before', async () => {
    const dir = site(false);
    const result = await build({ root: ROOT, contentDir: dir, outDir: `${dir}-out` });
    dirs.push(`${dir}-out`);
    expect(result.diagnostics.map(formatDiagnostic)).toContainEqual(expect.stringMatching(/the React page for "\/users" is left out/));
  }, 120_000);
});
