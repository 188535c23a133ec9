/**
 * Reading on a phone (390 px, 320 px) and on a desktop (1280 px): nothing scrolls sideways, the
 * hero and navbar fit, the drawer never outlives the mobile layout, a client-side 404 keeps its
 * address, and a crashed island's error page is laid out as page content.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../helpers/pages.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite();
let pages: string[];
beforeAll(() => {
  pages = sitePages(site().out);
});
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(path: string, width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  context = await site().browser.newContext({ viewport: { width, height: 800 }, colorScheme });
  const page = await context.newPage();
  await page.goto(site().server.url + path);
  await page.waitForFunction(() => window.__siteClientLoaded === true);
  return page;
}

type Box = { top: number; bottom: number; left: number; right: number; width: number };
const box = (page: Page, selector: string): Promise<Box> =>
  page.locator(selector).first().evaluate((el) => {
    const { top, bottom, left, right, width } = el.getBoundingClientRect();
    return { top, bottom, left, right, width };
  });

describe('at 390 and 320 px', () => {
  for (const width of [390, 320]) {
    it(`no page scrolls sideways at ${width} px`, async () => {
      const page = await open('/', width);
      const wide: string[] = [];
      for (const path of pages) {
        await page.goto(site().server.url + path);
        const [scrollWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        if (scrollWidth > viewport) wide.push(`${path}: ${scrollWidth} px`);
      }
      expect(wide).toEqual([]);
    }, 120_000);
  }

  it('fits the hero terminal card at 320 px without a scrollbar of its own', async () => {
    const page = await open('/', 320);
    const code = await page.locator('.hero__code').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(code.scroll).toBeLessThanOrEqual(code.client);
    const panel = await box(page, '.hero__panel');
    expect(panel.right).toBeLessThanOrEqual(320);
    expect(await page.locator('.hero__files li').last().textContent()).toContain('test strategy and coverage');
  });

  for (const width of [390, 320]) {
    it(`shows the site title in the mobile navbar at ${width} px, and the search opens across it`, async () => {
      const page = await open('/docs/overview/introduction', width);
      const title = page.locator('.navbar__title');
      expect(await title.isVisible()).toBe(true);
      const brand = await box(page, '.navbar__title');
      const search = await box(page, '#search-input');
      expect(brand.right).toBeLessThanOrEqual(search.left);
      await page.locator('#search-input').click();
      const expanded = await box(page, "#search-input");
      expect(expanded.width).toBeGreaterThan(width * 0.8);
      await page.keyboard.type('spec');
      await page.locator('.search__result').first().waitFor();
    });
  }
});

describe('mobile drawer and desktop layout', () => {
  it('closes a drawer opened at 996 px when the window grows to 997 px', async () => {
    const page = await open('/docs/overview/introduction', 996);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
    await page.setViewportSize({ width: 997, height: 800 });
    await page.waitForFunction(() => !document.getElementById('mobile-drawer'));
    expect(await page.evaluate(() => document.documentElement.classList.contains('drawer-open'))).toBe(false);
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(true);
  });
});

describe('client-side not found', () => {
  it('keeps the address asked for when an in-site link leads to a missing page', async () => {
    const page = await open('/docs/overview/introduction', 1280);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs/no-such-page';
      link.textContent = 'missing';
      link.id = 'missing-link';
      document.querySelector('main')!.prepend(link);
      (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
    });
    await page.locator('#missing-link').click();
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    // The page was swapped by the client router, not loaded by the browser.
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/docs/no-such-page');
    await page.goBack();
    await page.getByRole('heading', { name: 'What is SpecWeave?' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/no-such-page');
  });
});

describe('a crashed island', () => {
  for (const width of [1280, 390]) {
    it(`shows its error page as full-width page content under the navbar at ${width} px`, async () => {
      context = await site().browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.route('**/docs/overview/introduction', async (route) => {
        const response = await route.fetch();
        // A later duplicate key wins in JSON.parse: the menu gets `links: null` and throws while rendering.
        const html = (await response.text()).replace(/(data-island="MobileMenu" data-props="\{[^"]*)\}"/, '$1,&quot;links&quot;:null}"');
        await route.fulfill({ response, body: html });
      });
      await page.goto(site().server.url + '/docs/overview/introduction');
      const alert = page.locator('.error-page');
      await alert.waitFor();
      expect(await alert.evaluate((el) => Boolean(el.closest('.navbar')))).toBe(false);
      const error = await box(page, '.error-page');
      const heading = await box(page, '.error-page h2');
      const navbar = await box(page, '.navbar');
      const content = await box(page, '.main-wrapper');
      expect(error.top).toBeGreaterThanOrEqual(navbar.bottom);
      expect(heading.top).toBeGreaterThanOrEqual(error.top);
      expect(heading.bottom).toBeLessThanOrEqual(error.bottom);
      expect(error.width).toBeGreaterThan(content.width - 40);
      if (width === 1280) expect((await box(page, '.doc-sidebar')).top).toBeGreaterThanOrEqual(error.bottom);
      expect(await page.locator('main h1').textContent()).toBe('What is SpecWeave?');
      await alert.getByRole('button', { name: 'Try again' }).waitFor();
    });
  }
});
