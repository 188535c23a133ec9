/** `npm run dev`: an edit shows in the open page by itself; a broken file shows an overlay and the server survives. */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { startDevServer, type DevServer } from '../../build/dev.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
let dev: DevServer;
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

  it('never ships the live-reload client in a production build', async () => {
    const other = tempSite();
    await build({ root: ROOT, contentDir: other.content, outDir: other.out });
    expect(readFileSync(`${other.out}/docs/intro/index.html`, 'utf8')).not.toContain('__dev');
    other.cleanup();
  });
});
