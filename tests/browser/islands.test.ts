/** The interactive chrome, hydrated as islands: colour mode, announcement bar, mobile drawer, search, errors. */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { useBuiltSite, type BuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'basic'));
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(path: string, options: Parameters<BuiltSite['browser']['newContext']>[0] = {}): Promise<{ page: Page; errors: string[] }> {
  context = await site().browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(site().server.url + path);
  await page.waitForFunction(() => window.__siteClientLoaded === true);
  return { page, errors };
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const toggle = (page: Page) => page.locator('.color-mode-toggle');
/** The toggle's accessible name: the stylesheet shows the label of the choice on <html>. */
const toggleName = (page: Page) => page.locator('.color-mode-label').evaluateAll((labels) => labels.filter((label) => getComputedStyle(label).display !== 'none').map((label) => label.textContent).join(''));

describe('colour mode', () => {
  it('defaults to light and, with the system preference respected, follows a dark OS', async () => {
    expect(await theme((await open('/docs/intro', { colorScheme: 'light' })).page)).toBe('light');
    await context!.close();
    expect(await theme((await open('/docs/intro', { colorScheme: 'dark' })).page)).toBe('dark');
  });

  it('cycles light, dark, system; stores the choice under "theme", system as no value', async () => {
    const { page } = await open('/docs/intro', { colorScheme: 'light' });
    await expect(toggleName(page)).resolves.toBe('Switch to light mode (currently system mode)');
    await toggle(page).click();
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await expect(toggleName(page)).resolves.toBe('Switch to dark mode (currently light mode)');
    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle(page).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(await page.evaluate(() => document.documentElement.dataset.themeChoice)).toBe('system');
  });

  it('follows a change of the OS preference live in system mode', async () => {
    const { page } = await open('/docs/intro', { colorScheme: 'light' });
    expect(await theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  });

  it('is dark before any script of the bundle runs after a reload in dark mode', async () => {
    const { page } = await open('/docs/intro', { colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => window.__siteClientLoaded)).toBeUndefined();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(27, 27, 29)');
  });

  it('keeps working when localStorage throws', async () => {
    context = await site().browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => {
      const fail = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: fail });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(site().server.url + '/docs/intro');
    await page.waitForFunction(() => window.__siteClientLoaded === true);
    expect(await theme(page)).toBe('light');
    await toggle(page).click();
    expect(await theme(page)).toBe('light');
    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    expect(errors).toEqual([]);
  });

  it('shows the icon of the stored choice from the first paint, before the client bundle runs', async () => {
    context = await site().browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(site().server.url + '/docs/intro');
    const shown = () => page.locator('.color-mode-toggle svg').evaluateAll((icons) => icons.filter((icon) => icon.checkVisibility()).map((icon) => icon.classList[1]));
    expect(await shown()).toEqual(['color-mode-icon--dark']);
    expect(await theme(page)).toBe('dark');
  });

  it('keeps two open tabs in step', async () => {
    const { page } = await open('/docs/intro', { colorScheme: 'light' });
    const other = await context!.newPage();
    await other.goto(site().server.url + '/blog');
    await other.waitForFunction(() => window.__siteClientLoaded === true);
    await toggle(page).click();
    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await expect(toggleName(other)).resolves.toBe('Switch to system mode (currently dark mode)');
  });
});

describe('loading', () => {
  it('requests the client bundle only once the page has painted its content, then hydrates the islands', async () => {
    const { page, errors } = await open('/docs/intro');
    const [painted, requested] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      performance.getEntriesByType('resource').find((entry) => /\/assets\/js\/entry\./.test(entry.name))?.startTime,
    ]);
    expect(painted).toBeGreaterThan(0);
    expect(requested).toBeGreaterThanOrEqual(painted!);
    await toggle(page).click();
    expect(await page.evaluate(() => document.documentElement.dataset.themeChoice)).toBe('light');
    expect(errors).toEqual([]);
  });
});

describe('announcement bar', () => {
  it('closes, stays closed on later loads without flashing, and shows again for a new id', async () => {
    const { page } = await open('/docs/intro');
    const bar = page.locator('.announcement-bar');
    await expect(bar.textContent()).resolves.toContain('If you like SpecWeave, give it a star on GitHub!');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await bar.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('announcement-dismissed'))).toBe('announcement-bar');
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    await page.evaluate(() => localStorage.setItem('announcement-dismissed', 'an-older-bar'));
    await page.reload();
    expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
  });
});

describe('mobile drawer', () => {
  it('opens below 996 px with the main menu and the docs sidebar as a secondary menu', async () => {
    const { page } = await open('/docs/intro', { viewport: { width: 390, height: 800 } });
    const button = page.getByRole('button', { name: 'Open navigation menu' });
    expect(await page.locator('.navbar__desktop').first().isVisible()).toBe(false);
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    expect(await drawer.getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).toBe('page');
    expect(await drawer.getByRole('link', { name: 'Setup' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await drawer.getByRole('link', { name: 'Blog' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await drawer.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open navigation menu');
  });

  it('traps focus while open', async () => {
    const { page } = await open('/blog', { viewport: { width: 390, height: 800 } });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const inDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-drawer')));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await inDrawer()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inDrawer()).toBe(true);
  });

  it('closes when the viewport returns to desktop width (1280 -> 800 -> 1280)', async () => {
    const { page } = await open('/docs/intro', { viewport: { width: 1280, height: 800 } });
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 800, height: 800 });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(() => !document.getElementById('mobile-drawer')!.matches(':popover-open'));
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
  });
});

describe('search', () => {
  it('loads the index on first focus only, and works with the keyboard alone', async () => {
    context = await site().browser.newContext();
    const page = await context.newPage();
    const indexRequests: string[] = [];
    page.on('request', (r) => /\/search\/|search-engine/.test(new URL(r.url()).pathname) && indexRequests.push(new URL(r.url()).pathname));
    await page.goto(site().server.url + '/docs/intro');
    await page.waitForFunction(() => window.__siteClientLoaded === true);
    expect(indexRequests).toEqual([]);
    // The shortcut works once the island has hydrated; until then the key does nothing.
    await expect
      .poll(async () => {
        await page.keyboard.press('/');
        return page.evaluate(() => document.activeElement?.id);
      })
      .toBe('search-input');
    await page.keyboard.type('install');
    const first = page.locator('.search__result').first();
    await first.waitFor();
    expect(await first.locator('mark').first().textContent()).toMatch(/^install$/i);
    // The engine, the manifest, and per word typed its shard; then the chunk of the results shown.
    expect(indexRequests.filter((url) => url.includes('search-engine'))).toHaveLength(1);
    expect(indexRequests.filter((url) => url === '/search/index.json')).toHaveLength(1);
    expect(indexRequests.filter((url) => /\/t-[\w-]+\.json$/.test(url)).length).toBeGreaterThan(0);
    expect(indexRequests.filter((url) => /\/d-\d+\.json$/.test(url)).length).toBeGreaterThan(0);
    expect(new Set(indexRequests).size).toBe(indexRequests.length);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('search__result'))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/guide\/setup#install$/);
  });

  it('focuses with Ctrl+K, says when nothing matches and closes on Escape', async () => {
    const { page } = await open('/blog');
    await expect
      .poll(async () => {
        await page.keyboard.press('Control+k');
        return page.evaluate(() => document.activeElement?.id);
      })
      .toBe('search-input');
    await page.keyboard.type('zzzyqx');
    await page.getByText('No results for "zzzyqx"').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('.search__panel').count()).toBe(0);
  });

  it('escapes content in results', async () => {
    const { page } = await open('/docs/intro');
    await page.locator('#search-input').fill('searching');
    const result = page.locator('.search__result', { hasText: 'Markup in text' });
    await result.waitFor();
    expect(await result.textContent()).toContain('Searching shows <img src="x" alt="injected"> and <b>bold</b> as they are written.');
    expect(await result.locator('mark').textContent()).toBe('Searching');
    expect(await page.locator('.search__results img, .search__results b').count()).toBe(0);
  });

  it('shows the error and a Retry button when the index fails to load, and recovers', async () => {
    context = await site().browser.newContext();
    const page = await context.newPage();
    await page.route('**/search/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(site().server.url + '/docs/intro');
    await page.waitForFunction(() => window.__siteClientLoaded === true);
    await page.locator('#search-input').fill('setup');
    await page.getByText('Search could not load: the search index answered 503').waitFor();
    await page.unroute('**/search/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.search__result').first().waitFor();
  });
});

describe('search index parts', () => {
  it('shows the error and Retry when a part fails during a query, and recovers', async () => {
    const { page } = await open('/docs/intro');
    await page.route('**/assets/search/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.locator('#search-input').fill('setup');
    await page.getByText('Search could not load: the search index answered 503').waitFor();
    await page.unroute('**/assets/search/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.search__result').first().waitFor();
    expect(await page.getByText('Search could not load').count()).toBe(0);
  });
});

describe('lazy search code', () => {
  it('shows the error and Retry when its chunk fails to load, and recovers when the network does', async () => {
    const { page } = await open('/docs/intro');
    let fail = true;
    await page.route('**/assets/js/search-engine.*', (route) => (fail ? route.abort() : route.continue()));
    await page.locator('#search-input').fill('setup');
    await page.getByText('Search could not load').waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.search__result').first().waitFor();
  });
});

describe('keyboard marker, errors, banner, external links', () => {
  it('marks keyboard navigation after Tab and clears it on mouse press', async () => {
    const { page } = await open('/docs/intro');
    const marked = () => page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'));
    expect(await marked()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await marked()).toBe(true);
    await page.mouse.down();
    expect(await marked()).toBe(false);
  });

  it('shows the page-error UI with Try again when an island throws', async () => {
    context = await site().browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    // The search island asks which element has focus as it hydrates: a browser that throws there crashes it.
    await context.addInitScript(() => Object.defineProperty(Document.prototype, 'activeElement', { get: () => { throw new Error('activeElement failed'); } }));
    await page.goto(site().server.url + '/docs/intro');
    const alert = page.locator('.error-page');
    await alert.waitFor();
    expect(await alert.locator('h2').textContent()).toBe('Page Error');
    expect(await alert.textContent()).toContain('This page crashed.');
    expect(await alert.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    expect(await page.locator('main h1').textContent()).toBe('Introduction');
  });

  it.each([
    ['stylesheet', '**/assets/css/**'],
    ['client script', '**/assets/js/**'],
  ])('shows the base-URL banner on the home path when the %s fails to load', async (_, files) => {
    const ok = await open('/');
    expect(await ok.page.locator('#base-url-banner').isVisible()).toBe(false);
    await context!.close();
    context = await site().browser.newContext();
    const page = await context.newPage();
    await page.route(files, (route) => route.abort());
    await page.goto(site().server.url + '/');
    await page.locator('#base-url-banner').waitFor({ state: 'visible' });
    expect(await page.locator('#base-url-banner').textContent()).toContain('This site did not load properly.');
    expect(await page.locator('#base-url-suggestion').textContent()).toBe('/');
  });

  it('gives external links in navbar and footer a 13.5 px icon and rel="noopener noreferrer"', async () => {
    const { page } = await open('/docs/intro');
    const links = page.locator('.footer a[target="_blank"]');
    expect(await links.count()).toBe(4);
    for (const link of await links.all()) {
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.locator('svg').getAttribute('width')).toBe('13.5');
    }
    expect(await page.locator('.navbar a[aria-label="GitHub repository"]').getAttribute('rel')).toBe('noopener noreferrer');
  });
});
