/**
 * Files of the site's repository outside the site folder (content/readable.ts): Docusaurus's webpack
 * bundles any file a doc or component names, wherever it is; this build publishes those of the
 * repository that holds the site (the nearest folder with `.git`, else a workspace root), under
 * hashed names, and refuses anything outside it with an error that names the file. rnx-kit's docs
 * show a screenshot from its monorepo's packages/, ts-node's static logo is a symlink to its
 * repository root, livecodes' and taskweaver's docs link files of their repositories.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT } from '../helpers/fixture.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEElEQVR4nGNgYGD4z8DAAAAEAAH/Cgj8AAAAAElFTkSuQmCC', 'base64');
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>\n';
const temp = mkdtempSync(path.join(tmpdir(), 'repository-files-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function write(file: string, text: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A repository (`marker`: `.git` or a workspaces package.json) with a site in website/, and a file beside the repository, outside it. */
function repository(name: string, marker: 'git' | 'workspaces', docs: Record<string, string>, links: Record<string, string> = {}) {
  const repo = path.join(temp, name, 'repo');
  if (marker === 'git') mkdirSync(path.join(repo, '.git'), { recursive: true });
  else write(path.join(repo, 'package.json'), JSON.stringify({ private: true, workspaces: ['packages/*', 'website'] }));
  const site = path.join(repo, 'website');
  write(path.join(repo, 'packages/suggestion-bot/docs/screenshot.png'), PNG);
  write(path.join(repo, 'logo-icon.svg'), LOGO);
  write(path.join(repo, 'scripts/i18n-export.js'), 'console.log("export");\n');
  write(path.join(temp, name, 'secret.png'), PNG);
  write(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'Repository', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { blog: false }]] };\n");
  for (const [rel, text] of Object.entries(docs)) write(path.join(site, 'docs', rel), text);
  for (const [rel, target] of Object.entries(links)) {
    mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    symlinkSync(target, path.join(site, rel));
  }
  return { site, out: path.join(temp, name, 'out') };
}

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe("files of the site's repository outside the site folder", () => {
  it('are published: an image, a linked file, an imported image, and a static symlink into the repository, under hashed names', async () => {
    const { site, out } = repository('inside', 'git', {
      'intro.md': '# Intro\n\n![The bot](../../packages/suggestion-bot/docs/screenshot.png)\n\n[`i18n-export`](../../scripts/i18n-export.js) extracts the texts.\n',
      'imported.mdx': "import shot from '../../packages/suggestion-bot/docs/screenshot.png';\n\n# Imported\n\n<img src={shot} alt=\"imported\" />\n",
    }, { 'static/img/logo-icon.svg': '../../../logo-icon.svg' });
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => /outside|not published|broken link/.test(m))).toEqual([]);
    expect(result.ok).toBe(true);
    const [image] = filesIn(path.join(out, 'assets/images'));
    expect(image).toMatch(/^screenshot-[0-9a-f]{8}\.png$/);
    expect(readFileSync(path.join(out, 'assets/images', image))).toEqual(PNG);
    const intro = readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(intro).toContain(`src="/assets/images/${image}"`);
    const [linked] = filesIn(path.join(out, 'assets/files'));
    expect(linked).toMatch(/^i18n-export-[0-9a-f]{8}\.js$/);
    expect(intro).toContain(`href="/assets/files/${linked}"`);
    expect(readFileSync(path.join(out, 'docs/imported/index.html'), 'utf8')).toContain(`src="/assets/images/${image}"`);
    expect(readFileSync(path.join(out, 'img/logo-icon.svg'), 'utf8')).toBe(LOGO);
  }, 120_000);

  it('are published from a workspace root where there is no .git', async () => {
    const { site, out } = repository('workspace', 'workspaces', { 'intro.md': '# Intro\n\n![The bot](../../packages/suggestion-bot/docs/screenshot.png)\n' });
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('error'))).toEqual([]);
    expect(filesIn(path.join(out, 'assets/images'))).toEqual([expect.stringMatching(/^screenshot-[0-9a-f]{8}\.png$/)]);
  }, 120_000);

  const repo = /the repository \S*outside\/repo\//.source;

  it('outside the repository are refused: an image is an error that names it, a linked file and an imported image warnings, and nothing of them is written', async () => {
    const { site, out } = repository('outside', 'git', {
      'intro.md': '# Intro\n\n![A secret](../../../secret.png)\n',
      'linked.md': '# Linked\n\n[The secret](../../../secret.png)\n',
      'imported.mdx': "import secret from '../../../secret.png';\n\n# Imported\n\n<img src={secret} alt=\"secret\" />\n",
    });
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    expect(result.ok).toBe(false);
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages).toContainEqual(expect.stringMatching(new RegExp(`docs/intro\\.md:3: error: image "\\.\\./\\.\\./\\.\\./secret\\.png" is outside ${repo}, so it is not published\\. Move the file there\\.`)));
    expect(messages).toContainEqual(expect.stringMatching(new RegExp(`docs/linked\\.md:3: warning: "\\.\\./\\.\\./\\.\\./secret\\.png" is a file outside ${repo}: Docusaurus publishes it`)));
    expect(messages).toContainEqual(expect.stringMatching(/docs\/imported\.mdx:1: warning: the file "\.\.\/\.\.\/\.\.\/secret\.png" is not published: it lies outside the site's repository/));
    expect(existsSync(out)).toBe(false);
  }, 120_000);

  it('outside the repository are refused: a static symlink that leads out is an error that names it', async () => {
    const { site, out } = repository('outside-static', 'git', { 'intro.md': '# Intro\n' }, { 'static/img/secret.png': '../../../../secret.png' });
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(new RegExp(`static/img/secret\\.png: error: symlink leads outside ${repo.replace('outside', 'outside-static')} \\(to \\S*secret\\.png\\); only files inside it are published\\.`))]);
    expect(existsSync(out)).toBe(false);
  }, 120_000);
});
