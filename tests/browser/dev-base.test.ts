/**
 * `npm run dev` for a site with `baseUrl: '/sub/'`: the server answers under /sub/ only, every page,
 * asset and its own live-reload endpoints included, and in Chromium a click navigates on the client
 * without leaving /sub/, and an edit reloads the open page.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../build/dev.ts';
import type { Preview } from '../../build/preview.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { projectWith, type Project } from '../helpers/project.ts';

let project: Project;
let dev: Preview;
let browser: Browser;
beforeAll(async () => {
  // The fixture's own navbar and footer: the project's name SpecWeave pages the fixture does not have.
  project = projectWith(
    { baseUrl: '/sub/', navbar: { items: [{ label: 'Docs', position: 'left', to: '/docs/intro' }] }, footer: { style: 'dark', columns: [{ title: 'More', items: [{ label: 'About', to: '/about' }] }], copyright: 'c' } },
    'basic',
  );
  dev = await startDevServer({ root: project.root, contentDir: project.content, outDir: project.out, log: () => undefined });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await dev?.close();
  project?.cleanup();
});

describe('the dev server under a base URL', () => {
  it('serves pages, assets and its client under /sub/, and nothing outside it', async () => {
    expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sub$/);
    const page = await fetch(`${dev.url}/docs/intro`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const references = [...new Set([...html.matchAll(/\s(?:href|src)="(\/[^"/][^"]*)"/g)].map((m) => m[1]))];
    expect(references.length).toBeGreaterThan(5);
    expect(references.filter((ref) => !ref.startsWith('/sub/'))).toEqual([]);
    expect(references).toContain('/sub/__dev/client.js');
    const origin = new URL(dev.url).origin;
    for (const ref of references) expect([ref, (await fetch(origin + ref)).status]).toEqual([ref, 200]);
    expect((await fetch(`${origin}/docs/intro`)).status).toBe(404);
  });

  it('navigates on the client under /sub/ and reloads an open page after an edit', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('requestfailed', (r) => !r.url().includes('/__dev/events') && problems.push(`${r.url()} failed: ${r.failure()?.errorText}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.url()} answered ${r.status()}`));
    page.on('request', (r) => !new URL(r.url()).pathname.startsWith('/sub/') && problems.push(`${r.url()} is outside /sub/`));
    await page.goto(`${dev.url}/docs/intro`);
    await page.waitForFunction(() => window.__siteClientLoaded === true);
    // A full page load would lose this mark; a client-side navigation keeps it.
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    await page.locator('.doc-sidebar a', { hasText: 'Usage' }).click();
    await page.waitForURL(/\/sub\/docs\/guide\/usage$/);
    expect(await page.locator('main h1').textContent()).toBe('Usage');
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);

    writeFileSync(path.join(project.content, 'docs/guide/usage.md'), '---\nsidebar_position: 2\n---\n\n# Usage\n\nEdited under the base URL.\n');
    await page.getByText('Edited under the base URL.').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/sub/docs/guide/usage');
    expect(problems).toEqual([]);
    await context.close();
  });
});
