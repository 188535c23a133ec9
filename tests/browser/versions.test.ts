/**
 * The docs version dropdown in a browser: it opens from the keyboard and its entries are plain
 * links, with or without JavaScript; the version of each docs page shown (on load or after a
 * client-side route change) is stored as the preferred one under the plugin-id key.
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-versions'));
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(route: string, javaScriptEnabled = true): Promise<Page> {
  context = await site().browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(site().server.url + route);
  if (javaScriptEnabled) await page.waitForFunction(() => window.__siteClientLoaded === true);
  return page;
}

const preferred = (page: Page) => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));

describe('the docs version dropdown', () => {
  it('opens from the keyboard, and its entry leads to this page in that version, which becomes the preferred one', async () => {
    const page = await open('/docs/next/guide/install');
    expect(await preferred(page)).toBe('current');
    const menu = page.locator('.navbar__items--right .navbar__dropdown-menu');
    expect(await menu.isVisible()).toBe(false);
    await page.locator('.navbar__items--right .navbar__dropdown > a').focus();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('2.0');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/docs/guide/install');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Install (2.0)');
    expect(await preferred(page)).toBe('2.0');
    expect(await page.locator('.navbar__items--right .navbar__dropdown > a').textContent()).toBe('2.0');
  });

  it('works without JavaScript: keyboard focus opens it, and its entries are plain links', async () => {
    const page = await open('/docs/1.0/legacy', false);
    const menu = page.locator('.navbar__items--right .navbar__dropdown-menu');
    await page.locator('.navbar__items--right .navbar__dropdown > a').focus();
    // Polled: Infima fades the menu in, so it becomes visible at the transition's end.
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
    await Promise.all([page.waitForURL(/\/docs\/next\/intro$/), page.keyboard.press('Enter')]);
    expect(await page.locator('main h1').textContent()).toBe('Introduction (next)');
    expect(await page.locator('.doc-version-banner').textContent()).toContain('This is unreleased documentation for Versioned Next version.');
  });
});
