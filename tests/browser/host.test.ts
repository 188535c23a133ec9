/**
 * The SpecWeave site built with `baseUrl: '/sub/'` and served only under /sub/ by a plain static
 * host, in Chromium, for each `trailingSlash` setting: a docs link, the search and the colour mode
 * work, and no request fails or leaves /sub/. A site built for `/` but served under /sub/ shows
 * the banner that explains a wrong baseUrl, and suggests the right one.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { projectWith, type Project } from '../helpers/project.ts';
import { serveUnderPrefix, type StaticHost } from '../helpers/static-host.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function served(overrides: Record<string, unknown>): Promise<{ project: Project; host: StaticHost }> {
  const project = projectWith(overrides);
  const result = await project.build();
  if (!result.ok) throw new Error(result.messages.join('\n'));
  return { project, host: await serveUnderPrefix(project.out, '/sub/') };
}

/** A page that records every request that fails, answers 400 or more, or leaves /sub/. */
async function openPage(url: string): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('requestfailed', (r) => problems.push(`${r.url()} failed: ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.url()} answered ${r.status()}`));
  page.on('request', (r) => !new URL(r.url()).pathname.startsWith('/sub/') && problems.push(`${r.url()} is outside /sub/`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(url);
  await page.waitForFunction(() => window.__siteClientLoaded === true);
  return { page, problems };
}

describe.each([
  ['unset', undefined],
  ['true', true],
  ['false', false],
] as const)('served under /sub/ with trailingSlash %s', (_, trailingSlash) => {
  let site: { project: Project; host: StaticHost };
  beforeAll(async () => {
    site = await served({ baseUrl: '/sub/', trailingSlash });
  });
  afterAll(async () => {
    await site?.host.close();
    site?.project.cleanup();
  });

  it('follows a docs link, searches, switches colour mode, and no request fails', async () => {
    const { page, problems } = await openPage(site.host.url);
    expect(await page.locator('#base-url-banner').isVisible()).toBe(false);

    await page.locator('.navbar__desktop a', { hasText: 'Docs' }).first().click();
    await page.waitForURL(/\/sub\/docs\/overview\/introduction/);
    expect(await page.locator('main h1').textContent()).toBe('What is SpecWeave?');
    expect(new URL(page.url()).pathname).toBe(`/sub/docs/overview/introduction${trailingSlash ? '/' : ''}`);

    await page.locator('#search-input').fill('quickstart');
    const result = page.locator('.search__result').first();
    await result.waitFor();
    expect(await result.getAttribute('href')).toMatch(/^\/sub\/docs\//);
    await result.click();
    await page.waitForURL(/\/sub\/docs\/guides\/getting-started\/quickstart/);
    expect(await page.locator('main h1').textContent()).toContain('Quickstart');

    // The first click leaves system mode for light, the second switches to dark.
    await page.locator('.color-mode-toggle').click();
    await page.locator('.color-mode-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    await page.reload();
    await page.waitForFunction(() => window.__siteClientLoaded === true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the baseUrl banner', () => {
  let site: { project: Project; host: StaticHost };
  beforeAll(async () => {
    site = await served({ baseUrl: '/' });
  });
  afterAll(async () => {
    await site?.host.close();
    site?.project.cleanup();
  });

  it('appears on the home page of a site built for / but served under /sub/, suggesting /sub/', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site.host.url);
    const banner = page.locator('#base-url-banner');
    await banner.waitFor({ state: 'visible' });
    const text = await banner.textContent();
    expect(text).toContain('This site did not load properly.');
    expect(text).toContain('baseUrl: "/"');
    expect(text).toContain('"/sub/"');
    await context.close();
  });
});
