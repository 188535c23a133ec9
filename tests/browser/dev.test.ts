/** `npm run dev`: an edit shows in the open page by itself; a broken file shows an overlay and the server survives. */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { globbySync } from 'globby';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../build/dev.ts';
import type { Preview } from '../../build/preview.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
let dev: Preview;
let browser: Browser;
const lines: string[] = [];
beforeAll(async () => {
  site = tempSite();
  dev = await startDevServer({ root: ROOT, contentDir: site.content, outDir: site.out, log: (line) => lines.push(line) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await dev?.close();
  site?.cleanup();
});

describe('dev server', () => {
  it('reloads an open page after an edit, overlays a build error and clears it once fixed', async () => {
    const page = await browser.newPage();
    await page.goto(dev.url + '/docs/intro');
    expect(await page.locator('main h1').textContent()).toBe('Introduction');
    await page.waitForFunction(() => [...document.scripts].some((s) => s.src.endsWith('/__dev/client.js')));

    site.write('docs/intro.md', '---\ndescription: Edited.\n---\n\n# Introduction\n\nFreshly edited text.\n');
    await page.getByText('Freshly edited text.').waitFor({ timeout: 15_000 });

    site.write('docs/intro.md', '---\ndescription: [broken\n---\n\n# Introduction\n\nBroken.\n');
    const overlay = page.getByRole('alertdialog', { name: 'Build error' });
    await overlay.waitFor({ timeout: 15_000 });
    expect(await overlay.textContent()).toMatch(/docs\/intro\.md:\d+: error: malformed front matter/);
    expect(lines.some((l) => /docs\/intro\.md:\d+: error: malformed front matter/.test(l))).toBe(true);
    expect((await fetch(dev.url + '/docs/intro')).status).toBe(200);

    site.write('docs/intro.md', '---\ndescription: Fixed.\n---\n\n# Introduction\n\nFixed again.\n');
    await page.getByText('Fixed again.').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.close();
  });

  it('shows an edited component under site/ without a restart, its compile error as an overlay, and an edited stylesheet', async () => {
    // A copy of the project, so the test can edit a component without touching the real one.
    const copy = mkdtempSync(path.join(tmpdir(), 'site-dev-root-'));
    for (const entry of ['build', 'shared', 'site', 'assets', 'package.json', 'tsconfig.json']) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
    const server = spawn(process.execPath, ['build/launch.mjs', 'dev.ts', '--content', site.content, '--out', path.join(copy, 'dist'), '--port', '0'], { cwd: copy, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      let output = '';
      server.stdout!.setEncoding('utf8').on('data', (text: string) => (output += text));
      while (!/Dev server at \S+/.test(output)) await once(server.stdout!, 'data');
      const url = /Dev server at (\S+)/.exec(output)![1];
      const page = await browser.newPage();
      await page.goto(url + '/docs/intro');
      await page.waitForFunction(() => [...document.scripts].some((s) => s.src.endsWith('/__dev/client.js')));
      const footer = path.join(copy, 'site/theme/Footer.tsx');
      writeFileSync(footer, readFileSync(footer, 'utf8').replace('{footer.copyright}', '{footer.copyright} Edited while serving.'));
      await page.getByText('Edited while serving.').waitFor({ timeout: 15_000 });

      const edited = readFileSync(footer, 'utf8');
      writeFileSync(footer, edited.replace('<footer className', '<footer <<< className'));
      const overlay = page.getByRole('alertdialog', { name: 'Build error' });
      await overlay.waitFor({ timeout: 15_000 });
      expect(await overlay.textContent()).toMatch(/site\/theme\/Footer\.tsx:\d+/);
      writeFileSync(footer, edited.replace('Edited while serving.', 'Fixed while serving.'));
      await page.getByText('Fixed while serving.').waitFor({ timeout: 15_000 });
      expect(await page.getByRole('alertdialog').count()).toBe(0);

      // A stylesheet edit shows after a reload and renders no page again.
      const css = path.join(copy, 'assets/css/site.css');
      writeFileSync(css, `${readFileSync(css, 'utf8')}\n.footer__copyright { outline: 3px solid rgb(1, 2, 3); }\n`);
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.footer__copyright')!).outlineColor === 'rgb(1, 2, 3)', undefined, { timeout: 15_000 });
      expect(output).toMatch(/\(0 rendered\)/);
      await page.close();
    } finally {
      server.kill();
      await once(server, 'exit');
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);

  it('never ships the live-reload client in a production build', async () => {
    // The dev server's pages load it ...
    const served = await (await fetch(dev.url + '/docs/intro')).text();
    expect(served).toContain('<script type="module" src="/__dev/client.js">');
    // ... and `npm run build` of the same content leaves it out of every file it writes.
    const other = tempSite();
    try {
      await promisify(execFile)('npm', ['run', '--silent', 'build', '--', '--content', site.content, '--out', other.out], { cwd: ROOT });
      const files = globbySync('**/*.{html,js,css}', { cwd: other.out });
      expect(files).toContain('docs/intro/index.html');
      expect(files.filter((file) => /__dev|EventSource/.test(readFileSync(path.join(other.out, file), 'utf8')))).toEqual([]);
    } finally {
      other.cleanup();
    }
  });
});
