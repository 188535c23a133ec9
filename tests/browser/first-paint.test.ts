/**
 * The chrome answers from the first paint (issue 31): each control is pressed as soon as it is
 * visible after a navigation while the client bundle's response is held, on a phone (390 px) and a
 * desktop (1280 px) viewport, and must have done its job before any of the bundle has run; once the
 * bundle is let through, the page carries on from there. FIRST_PAINT_RUNS=20 repeats every case
 * (a fresh page each time) to count lost inputs.
 */
import type { BrowserContext, Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { openHeld as openHeldPage, repeat as repeatRuns, type Held } from '../helpers/held-bundle.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite();
const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 1);
/** Each run loads a page afresh: a case's time grows with the runs. */
const TIMEOUT = Math.max(60_000, RUNS * 15_000);
/** A doc with sidebar categories, tabs and code blocks. */
const DOC = '/docs/guides/getting-started/installation';

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Opens `path` with every script of the client bundle held back, returning as soon as the response starts (nothing painted yet). */
async function openHeld(path: string, width: number): Promise<Held> {
  await context?.close();
  const held = await openHeldPage(site().browser, site().server.url + path, { viewport: { width, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
  context = held.context;
  return held;
}

const attribute = (page: Page, name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

const repeat = (body: (run: number) => Promise<void>) => repeatRuns(RUNS, body);

for (const width of [390, 1280]) {
  describe(`at ${width} px, pressed before the client bundle has run`, () => {
    it('the colour-mode toggle cycles the mode at once, names the new one, stores it, and the bundle keeps it', async () => {
      await repeat(async () => {
        const { page, bundleRan, release } = await openHeld(DOC, width);
        await page.getByRole('button', { name: 'Switch to light mode (currently system mode)' }).click();
        expect(await attribute(page, 'data-theme')).toBe('light');
        expect(await attribute(page, 'data-theme-choice')).toBe('light');
        await page.getByRole('button', { name: 'Switch to dark mode (currently light mode)' }).click();
        expect(await bundleRan()).toBe(false);
        expect(await attribute(page, 'data-theme')).toBe('dark');
        expect(await stored(page, 'theme')).toBe('dark');
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(27, 27, 29)');
        await release();
        expect(await attribute(page, 'data-theme')).toBe('dark');
        await page.getByRole('button', { name: 'Switch to system mode (currently dark mode)' }).click();
        expect(await attribute(page, 'data-theme-choice')).toBe('system');
        expect(await stored(page, 'theme')).toBeNull();
      });
    }, TIMEOUT);

    it('the announcement bar closes at once, stays closed once the bundle runs and after a reload', async () => {
      await repeat(async () => {
        const { page, bundleRan, release } = await openHeld(DOC, width);
        await page.getByRole('button', { name: 'Close announcement' }).click();
        expect(await bundleRan()).toBe(false);
        expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
        expect(await stored(page, 'announcement-dismissed')).toBe('announcement-bar');
        await release();
        expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
        await page.reload();
        expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
      });
    }, TIMEOUT);

    it('"/" and Ctrl+K focus the search field, and what is typed there is searched once the bundle runs', async () => {
      await repeat(async () => {
        const { page, bundleRan, release } = await openHeld(DOC, width);
        const field = page.locator('#search-input');
        await field.waitFor();
        await page.keyboard.press('/');
        expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await field.inputValue()).toBe('');
        await field.blur();
        await page.keyboard.press('Control+k');
        expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('increment');
        expect(await bundleRan()).toBe(false);
        await release();
        await page.locator('.search__result').first().waitFor();
        expect(await field.inputValue()).toBe('increment');
      });
    }, TIMEOUT);

    it('"Copy page" puts the page\'s Markdown twin on the clipboard and says so', async () => {
      await repeat(async () => {
        const { page, bundleRan } = await openHeld(DOC, width);
        await page.getByRole('button', { name: 'Copy page' }).click();
        await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Installation$/m);
        expect(await bundleRan()).toBe(false);
      });
    }, TIMEOUT);

    it('Tab marks keyboard navigation and a mouse press clears the mark', async () => {
      await repeat(async () => {
        const { page, bundleRan } = await openHeld(DOC, width);
        await page.locator('.navbar').waitFor();
        const marked = () => page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'));
        await page.keyboard.press('Tab');
        expect(await marked()).toBe(true);
        await page.mouse.down();
        await page.mouse.up();
        expect(await marked()).toBe(false);
        expect(await bundleRan()).toBe(false);
      });
    }, TIMEOUT);
  });
}

describe('at 390 px, pressed before the client bundle has run', () => {
  it('the menu button opens the drawer on the docs sidebar, back shows the main menu, Escape closes it', async () => {
    await repeat(async () => {
      const { page, bundleRan, release } = await openHeld(DOC, 390);
      const menu = page.getByRole('button', { name: 'Open navigation menu' });
      await menu.click();
      const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
      const sidebar = drawer.getByRole('navigation', { name: 'Docs sidebar' });
      await sidebar.waitFor({ timeout: 1000 });
      expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Installation');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close navigation menu');
      // A category of the copied sidebar folds like the page's own.
      const category = sidebar.locator('details.menu__details').filter({ has: page.locator('summary:text-is("Advanced")') });
      const open = await category.evaluate((d) => (d as HTMLDetailsElement).open);
      await category.locator('summary').click();
      expect(await category.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(!open);
      await drawer.getByRole('button', { name: '← Back to main menu' }).click();
      expect(await drawer.getByRole('link', { name: 'Docs', exact: true }).isVisible()).toBe(true);
      expect(await sidebar.isVisible()).toBe(false);
      await page.keyboard.press('Escape');
      expect(await drawer.isVisible()).toBe(false);
      expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await bundleRan()).toBe(false);
      await release();
      await menu.click();
      await sidebar.waitFor({ timeout: 1000 });
      await page.mouse.click(380, 400);
      expect(await drawer.isVisible()).toBe(false);
    });
  }, TIMEOUT);
});

describe('at 1280 px, pressed before the client bundle has run', () => {
  it('a sidebar category folds and unfolds, and the menu button and drawer stay out of sight', async () => {
    await repeat(async () => {
      const { page, bundleRan } = await openHeld(DOC, 1280);
      const category = page.locator('.doc-sidebar details.menu__details').filter({ has: page.locator('summary:text-is("Advanced")') });
      const open = await category.evaluate((d) => (d as HTMLDetailsElement).open);
      await category.locator('summary').click();
      expect(await category.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(!open);
      await category.locator('summary').click();
      expect(await category.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(open);
      expect(await page.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(false);
      expect(await bundleRan()).toBe(false);
    });
  }, TIMEOUT);
});
