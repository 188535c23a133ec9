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

/** A repository (`marker`: `.git`, a workspaces package.json, or none) with a site in website/, and a file beside the repository, outside it; `files`: more files of the site. */
function repository(name: string, marker: 'git' | 'workspaces' | 'none', docs: Record<string, string>, links: Record<string, string> = {}, files: Record<string, string> = {}) {
  const repo = path.join(temp, name, 'repo');
  if (marker === 'git') write(path.join(repo, '.git/HEAD'), 'ref: refs/heads/main\n');
  else if (marker === 'workspaces') write(path.join(repo, 'package.json'), JSON.stringify({ private: true, workspaces: ['packages/*', 'website'] }));
  const site = path.join(repo, 'website');
  write(path.join(repo, 'packages/suggestion-bot/docs/screenshot.png'), PNG);
  write(path.join(repo, 'logo-icon.svg'), LOGO);
  write(path.join(repo, 'scripts/i18n-export.js'), 'console.log("export");\n');
  write(path.join(temp, name, 'secret.png'), PNG);
  write(path.join(temp, name, 'outside/secret.json'), '{"token":"secret-json"}');
  write(path.join(temp, name, 'outside/secret.md'), 'The secret-partial text.\n');
  write(path.join(temp, name, 'outside/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>secret-svg</title></svg>\n');
  write(path.join(temp, name, 'outside/x.css'), '.secret-css{color:red}\n');
  write(path.join(temp, name, 'outside/img/secret.png'), PNG);
  write(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'Repository', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { blog: false, theme: { customCss: require('fs').existsSync(__dirname + '/src/css/custom.css') ? './src/css/custom.css' : [] } }]] };\n");
  for (const [rel, text] of Object.entries(docs)) write(path.join(site, 'docs', rel), text);
  for (const [rel, text] of Object.entries(files)) write(path.join(site, rel), text);
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
    expect(messages).toContainEqual(expect.stringMatching(/docs\/imported\.mdx:1: warning: the file "\.\.\/\.\.\/\.\.\/secret\.png" is not read: it lies outside the site's repository/));
    expect(existsSync(out)).toBe(false);
  }, 120_000);

  it('outside the repository are refused when MDX imports them: JSON, a Markdown partial, an SVG component and a stylesheet are each a warning at the import, and nothing of them is written', async () => {
    const { site, out } = repository('imports', 'git', {
      'intro.md': '# Intro\n',
      'imp.mdx': "import data from '../../../outside/secret.json';\nimport Secret from '../../../outside/secret.md';\nimport Logo from '../../../outside/logo.svg';\nimport '../../../outside/x.css';\n\n# Imports\n\n<Secret />\n\n<Logo />\n\n{JSON.stringify(data)}\n",
    });
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    const warnings = result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('warning'));
    for (const [line, file] of [[1, 'secret.json'], [2, 'secret.md'], [3, 'logo.svg'], [4, 'x.css']]) {
      expect(warnings).toContainEqual(`${path.relative(process.cwd(), site)}/docs/imp.mdx:${line}: warning: the file "../../../outside/${file}" is not read: it lies outside the site's repository (or in its .git folder), so the page is built without it. Move it into the repository.`);
    }
    expect(result.ok).toBe(true);
    const written = readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8')).join('\n');
    for (const secret of ['secret-json', 'secret-partial', 'secret-svg', 'secret-css']) expect(written).not.toContain(secret);
  }, 120_000);

  it('outside the repository are refused when a React page imports an image: a warning that names the page and the image', async () => {
    const { site, out } = repository('react-image', 'git', { 'intro.md': '# Intro\n' }, {}, {
      'src/pages/index.js': "import React from 'react';\nimport secret from '../../../../outside/img/secret.png';\n\nexport default function Home() {\n  return <main><img src={secret} alt=\"secret\" /></main>;\n}\n",
    });
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    expect(result.diagnostics.map(formatDiagnostic)).toContainEqual(expect.stringMatching(new RegExp(`src/pages/index\\.js: warning: the image \\S*outside/img/secret\\.png that this component imports is not published: it is outside ${repo.replace('outside', 'react-image')}`)));
    expect(filesIn(path.join(out, 'assets/images'))).toEqual([]);
  }, 120_000);

  it('outside the repository are refused through a symlinked folder of the site (judged by where it lands): an image there is an error at its line, a url() to it a warning', async () => {
    // Under docs/, content discovery stops at the link first (an error naming it); beside docs/, only the image and the url() reach it.
    const { site, out } = repository('linked-folder', 'git', { 'intro.md': '# Intro\n\n![A secret](../media/secret.png)\n' }, { media: '../../outside/img' }, { 'src/css/custom.css': '.hero { background: url(../../media/secret.png); }\n' });
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    expect(result.ok).toBe(false);
    const messages = result.diagnostics.map(formatDiagnostic);
    const where = repo.replace('outside', 'linked-folder');
    expect(messages).toContainEqual(expect.stringMatching(new RegExp(`docs/intro\\.md:3: error: image "\\.\\./media/secret\\.png" is outside ${where}`)));
    expect(existsSync(out)).toBe(false);
    // The stylesheet is read once the docs build.
    write(path.join(site, 'docs/intro.md'), '# Intro\n');
    const styled = await build({ root: ROOT, contentDir: site, outDir: out });
    expect(styled.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(new RegExp(`src/css/custom\\.css: warning: url\\(\\.\\./\\.\\./media/secret\\.png\\): \\S*media/secret\\.png is outside ${where}`))]);
    expect(filesIn(path.join(out, 'assets/css/files'))).toEqual([]);
  }, 120_000);

  it('without .git or a workspace root, are those of the site folder: a static symlink to src/ is published, and one that leads out says why', async () => {
    const { site, out } = repository('no-git', 'none', { 'intro.md': '# Intro\n' }, { 'static/img/logo.svg': '../../src/logo.svg' }, { 'src/logo.svg': LOGO });
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('error'))).toEqual([]);
    expect(readFileSync(path.join(out, 'img/logo.svg'), 'utf8')).toBe(LOGO);
    symlinkSync('../../../../secret.png', path.join(site, 'static/img/secret.png'));
    const refused = await build({ root: ROOT, contentDir: site, outDir: path.join(temp, 'no-git/out2') });
    expect(refused.diagnostics.map(formatDiagnostic)).toContainEqual(expect.stringMatching(/static\/img\/secret\.png: error: symlink leads outside \S*no-git\/repo\/website\/ \(to .*\); only files inside it are published\. Copy the file in or remove the link\. There is no \.git or workspace root above \S*website\/, so only the site folder is read: build from a clone, or copy the file in\./));
  }, 120_000);

  it('outside the repository are refused: a static symlink that leads out is an error that names it', async () => {
    const { site, out } = repository('outside-static', 'git', { 'intro.md': '# Intro\n' }, { 'static/img/secret.png': '../../../../secret.png' });
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(new RegExp(`static/img/secret\\.png: error: symlink leads outside ${repo.replace('outside', 'outside-static')} \\(to \\S*secret\\.png\\); only files inside it are published\\.`))]);
    expect(existsSync(out)).toBe(false);
  }, 120_000);
});
