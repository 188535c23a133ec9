/**
 * The locale dropdown in a browser: it opens from the keyboard with or without JavaScript, and
 * its entries lead to the same page in another locale, loaded whole, so that the page's language
 * and direction are that locale's (the client router keeps to one locale).
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-i18n'));
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

const TOGGLE = '.navbar__items--right .navbar__dropdown > a';
const MENU = '.navbar__items--right .navbar__dropdown-menu';
const langAndDir = (page: Page) => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`);

describe('the locale dropdown', () => {
  it('works without JavaScript: keyboard focus opens it, and its entry is the same page in that locale', async () => {
    const page = await open('/zh-Hans/docs/guide/configure', false);
    expect(await page.locator(MENU).isVisible()).toBe(false);
    await page.locator(TOGGLE).focus();
    await expect.poll(() => page.locator(MENU).isVisible()).toBe(true);
    expect(await page.locator(`${MENU} a`).allTextContents()).toEqual(['English', '简体中文', 'العربية']);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('العربية');
    await Promise.all([page.waitForURL(/\/ar\/docs\/guide\/configure$/), page.keyboard.press('Enter')]);
    expect(await langAndDir(page)).toBe('ar rtl');
    expect(await page.locator(TOGGLE).textContent()).toBe('العربية');
  });

  it('loads the page of another locale whole, with its language and direction, where the client router would keep the old <html>', async () => {
    const page = await open('/docs/intro');
    expect(await langAndDir(page)).toBe('en ltr');
    await page.locator(TOGGLE).hover();
    await Promise.all([page.waitForURL(/\/zh-Hans\/docs\/intro$/), page.locator(`${MENU} a`, { hasText: '简体中文' }).click()]);
    await page.waitForFunction(() => window.__siteClientLoaded === true);
    expect(await langAndDir(page)).toBe('zh-Hans ltr');
    expect(await page.locator('main h1').textContent()).toBe('简介');
    await page.locator(TOGGLE).hover();
    await Promise.all([page.waitForURL(/\/ar\/docs\/intro$/), page.locator(`${MENU} a`, { hasText: 'العربية' }).click()]);
    await page.waitForFunction(() => window.__siteClientLoaded === true);
    expect(await langAndDir(page)).toBe('ar rtl');
    // Within a locale, links stay with the client router: the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.doc-sidebar summary', { hasText: 'Guide' }).click();
    await page.locator('.doc-sidebar a', { hasText: 'Installation' }).click();
    await page.waitForURL(/\/ar\/docs\/guide\/install$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});
