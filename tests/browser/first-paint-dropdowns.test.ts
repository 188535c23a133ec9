/**
 * The navbar's version and locale dropdowns answer from the first paint (issue 31), pressed, tapped
 * and used from the keyboard while the client bundle is held: at 1280 px a press or tap on the
 * label opens the menu (the head script; a mouse that moves away leaves it open, a press elsewhere
 * closes it) and keyboard focus opens it (CSS); at 390 px their entries are links in the drawer (a
 * native popover). Each entry leads to the page it names. FIRST_PAINT_RUNS=20 repeats every case.
 * Visibility is polled: Infima fades a menu in and out (its visibility changes at the transition's
 * first frame, not at the press).
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { openHeld, repeat, type Held } from '../helpers/held-bundle.ts';
import { useBuiltSite, type BuiltSite } from '../helpers/site.ts';

const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 1);
const TIMEOUT = Math.max(60_000, RUNS * 15_000);
const LABEL = '.navbar__items--right .navbar__dropdown > a';
const MENU = '.navbar__items--right .navbar__dropdown-menu';

const DROPDOWNS = [
  { name: 'the version dropdown', site: useBuiltSite(path.join(FIXTURES, 'docusaurus-versions')), from: '/docs/next/guide/install', entry: '2.0', to: /\/docs\/guide\/install$/ },
  { name: 'the locale dropdown', site: useBuiltSite(path.join(FIXTURES, 'docusaurus-i18n')), from: '/docs/intro', entry: '简体中文', to: /\/zh-Hans\/docs\/intro$/ },
];

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(site: () => BuiltSite, route: string, width: number, hasTouch = false): Promise<Held> {
  await context?.close();
  const held = await openHeld(site().browser, site().server.url + route, { viewport: { width, height: 800 }, hasTouch });
  context = held.context;
  await held.page.locator('.navbar').waitFor();
  return held;
}

/** Follows an entry (`how`) to the page `to` names, the bundle held throughout. */
async function follow(page: Page, to: RegExp, bundleRan: Held['bundleRan'], how: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForURL(to), how()]);
  expect(await bundleRan()).toBe(false);
}

for (const { name, site, from, entry, to } of DROPDOWNS) {
  describe(`${name}, before the client bundle has run`, () => {
    it('at 1280 px a press on its label opens the menu and leaves the page where it is; a press elsewhere closes it; an entry leads to its page', async () => {
      await repeat(RUNS, async () => {
        const { page, bundleRan } = await open(site, from, 1280);
        const menu = page.locator(MENU);
        await page.locator(LABEL).click();
        // The mouse leaves: no hover keeps the menu open, the press did.
        await page.mouse.move(5, 700);
        await expect.poll(() => menu.isVisible()).toBe(true);
        expect(await page.locator(LABEL).getAttribute('aria-expanded')).toBe('true');
        expect(new URL(page.url()).pathname).toBe(from);
        await page.mouse.click(5, 700);
        await expect.poll(() => menu.isVisible()).toBe(false);
        expect(await page.locator(LABEL).getAttribute('aria-expanded')).toBe('false');
        await page.locator(LABEL).click();
        const link = menu.getByRole('link', { name: entry, exact: true });
        await follow(page, to, bundleRan, () => link.click());
      });
    }, TIMEOUT);

    it('at 1280 px on a touch screen a tap on its label opens the menu, and a tap on an entry leads to its page', async () => {
      await repeat(RUNS, async () => {
        const { page, bundleRan } = await open(site, from, 1280, true);
        await page.locator(LABEL).tap();
        const menu = page.locator(MENU);
        await expect.poll(() => menu.isVisible()).toBe(true);
        expect(new URL(page.url()).pathname).toBe(from);
        const link = menu.getByRole('link', { name: entry, exact: true });
        await follow(page, to, bundleRan, () => link.tap());
      });
    }, TIMEOUT);

    it('at 1280 px keyboard focus on its label opens the menu, and Enter on an entry leads to its page', async () => {
      await repeat(RUNS, async () => {
        const { page, bundleRan } = await open(site, from, 1280);
        await page.locator(LABEL).focus();
        await expect.poll(() => page.locator(MENU).isVisible()).toBe(true);
        const link = page.locator(MENU).getByRole('link', { name: entry, exact: true });
        for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
        await follow(page, to, bundleRan, () => page.keyboard.press('Enter'));
      });
    }, TIMEOUT);

    it('at 390 px its entries are links in the drawer, tapped or reached from the keyboard', async () => {
      await repeat(RUNS, async () => {
        const { page, bundleRan } = await open(site, from, 390, true);
        const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
        await page.getByRole('button', { name: 'Open navigation menu' }).tap();
        await drawer.waitFor();
        const back = drawer.getByRole('button', { name: '← Back to main menu' });
        if (await back.isVisible()) await back.tap();
        const link = drawer.getByRole('link', { name: entry, exact: true });
        await follow(page, to, bundleRan, () => link.tap());

        const again = await open(site, from, 390);
        await again.page.getByRole('button', { name: 'Open navigation menu' }).focus();
        await again.page.keyboard.press('Enter');
        const drawer2 = again.page.getByRole('dialog', { name: 'Navigation menu' });
        await drawer2.waitFor();
        const back2 = drawer2.getByRole('button', { name: '← Back to main menu' });
        if (await back2.isVisible()) {
          await back2.focus();
          await again.page.keyboard.press('Enter');
        }
        const link2 = drawer2.getByRole('link', { name: entry, exact: true });
        for (let i = 0; i < 30 && !(await link2.evaluate((el) => el === document.activeElement)); i++) await again.page.keyboard.press('Tab');
        await follow(again.page, to, again.bundleRan, () => again.page.keyboard.press('Enter'));
      });
    }, TIMEOUT);
  });
}
