/**
 * The docs sidebar's chrome a Docusaurus site configures (tests/fixtures/docusaurus-sidebar-chrome,
 * in French): `hideable` draws theme-classic's "Collapse sidebar" button at the sidebar's foot, which
 * folds it to a 30 px column that is the "Expand sidebar" button (the head script answers both, so
 * they work before the client bundle has run); `autoCollapseCategories` closes a category's open
 * siblings when the reader opens it, without JavaScript too, and leaves categories configured open
 * open on load, as Docusaurus does.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { openHeld } from '../helpers/held-bundle.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-sidebar-chrome'));
const COLLAPSE = 'Réduire le menu latéral';
const EXPAND = 'Déplier le menu latéral';

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A doc page at `width`, the client bundle held back; or, with `script: false`, with no JavaScript at all. */
async function open(route: string, width: number, script = true): Promise<Page> {
  if (script) {
    const held = await openHeld(site().browser, site().server.url + route, { viewport: { width, height: 800 } });
    context = held.context;
    // The stylesheet, which hides what needs JavaScript or a wide screen, has applied; asked again while the page has no root element yet (CI saw it so once).
    await held.page.waitForFunction(() => document.documentElement !== null && getComputedStyle(document.documentElement).getPropertyValue('--site-css-loaded').trim() === '1');
    return held.page;
  }
  context = await site().browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site().server.url + route);
  return page;
}

const sidebarWidth = (page: Page) => page.locator('.doc-sidebar').evaluate((aside) => aside.getBoundingClientRect().width);
const openCategories = (page: Page, within = '.doc-sidebar') => page.locator(`${within} details[open] > summary`).allTextContents();

describe('themeConfig.docs.sidebar.hideable', () => {
  it('at 1280 px the collapse button, in the locale, folds the sidebar to the expand button, which unfolds it; focus moves between them', async () => {
    const page = await open('/docs/guides/install', 1280);
    expect(await sidebarWidth(page)).toBe(300);
    const collapse = page.getByRole('button', { name: COLLAPSE, exact: true });
    expect(await collapse.getAttribute('title')).toBe(COLLAPSE);
    expect(await page.getByRole('button', { name: EXPAND }).count()).toBe(0);
    const mainBefore = await page.locator('main').evaluate((main) => main.getBoundingClientRect().width);

    await collapse.click();
    await expect.poll(() => sidebarWidth(page)).toBe(30);
    const expand = page.getByRole('button', { name: EXPAND, exact: true });
    expect(await expand.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByRole('link', { name: 'Install' }).isVisible()).toBe(false);
    expect(await collapse.isVisible()).toBe(false);
    expect(await page.locator('main').evaluate((main) => main.getBoundingClientRect().width)).toBeGreaterThan(mainBefore);

    await page.keyboard.press('Enter');
    await expect.poll(() => sidebarWidth(page)).toBe(300);
    expect(await collapse.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.getByRole('link', { name: 'Install' }).isVisible()).toBe(true);
  });

  it('without JavaScript, and at 390 px, neither button shows', async () => {
    const page = await open('/docs/guides/install', 1280, false);
    expect(await page.getByRole('button', { name: COLLAPSE }).count()).toBe(0);
    expect(await page.locator('.collapse-sidebar-button').count()).toBe(1);
    const phone = await open('/docs/guides/install', 390);
    expect(await phone.getByRole('button', { name: COLLAPSE }).count()).toBe(0);
  });
  it('axe (WCAG 2.2 AA) finds nothing in the sidebar, shown and folded, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      context = await site().browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
      const page = await context.newPage();
      await page.goto(`${site().server.url}/docs/guides/install`);
      const found: string[] = [];
      const check = async () => {
        const result = await new AxeBuilder({ page: page as never }).include('.doc-sidebar').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        found.push(...result.violations.map((v) => `${colorScheme}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
      };
      await check();
      await page.getByRole('button', { name: COLLAPSE }).click();
      await expect.poll(() => sidebarWidth(page)).toBe(30);
      await check();
      expect(found).toEqual([]);
      await context.close();
      context = undefined;
    }
  });
});

describe('themeConfig.docs.sidebar.autoCollapseCategories', () => {
  for (const script of [true, false]) {
    it(`opening a category closes its open sibling, ${script ? 'before the client bundle has run' : 'without JavaScript'}; categories configured open stay open on load`, async () => {
      const page = await open('/docs/guides/install', 1280, script);
      expect(await openCategories(page)).toEqual(['Guides', 'Open one', 'Open two']);
      await page.locator('.doc-sidebar summary', { hasText: 'Reference' }).click();
      await expect.poll(() => openCategories(page)).toEqual(['Reference', 'Open one', 'Open two']);
      await page.locator('.doc-sidebar summary', { hasText: 'More' }).click();
      await expect.poll(() => openCategories(page)).toEqual(['More', 'Open one', 'Open two']);
    });
  }

  it('opening a category in a list that had several open on load closes them, before the client bundle has run (the head script: such a list has no group name)', async () => {
    const page = await open('/docs/guides/install', 1280);
    await page.locator('.doc-sidebar summary', { hasText: 'More' }).click();
    await expect.poll(() => openCategories(page)).toEqual(['More', 'Open one', 'Open two']);
    await page.locator('.doc-sidebar summary', { hasText: 'Closed three' }).click();
    await expect.poll(() => openCategories(page)).toEqual(['More', 'Closed three']);
    await page.locator('.doc-sidebar summary', { hasText: 'Open one' }).click();
    await expect.poll(() => openCategories(page)).toEqual(['More', 'Open one']);
  });

  it("after a client-side route change within the trail's category, that category is open and its sibling the reader opened closed, as Docusaurus re-opens the active one", async () => {
    const held = await openHeld(site().browser, `${site().server.url}/docs/guides/install`, { viewport: { width: 1280, height: 800 } });
    context = held.context;
    await held.release();
    const page = held.page;
    await page.locator('.doc-sidebar summary', { hasText: 'Reference' }).click();
    await expect.poll(() => openCategories(page)).toEqual(['Reference', 'Open one', 'Open two']);
    await Promise.all([page.waitForURL(/\/docs\/guides\/configure$/), page.locator('.pagination-nav__link--next').click()]);
    await expect.poll(() => openCategories(page)).toEqual(['Guides', 'Open one', 'Open two']);
  });

  it("at 390 px the drawer's copy keeps the page's trail open and closes siblings within itself", async () => {
    const page = await open('/docs/guides/install', 390);
    await page.locator('.navbar__toggle').click();
    const drawer = '.drawer__panel--secondary';
    await page.locator(`${drawer} nav`).waitFor();
    expect(await openCategories(page, drawer)).toEqual(['Guides', 'Open one', 'Open two']);
    await page.locator(`${drawer} summary`, { hasText: 'Reference' }).click();
    await expect.poll(() => openCategories(page, drawer)).toEqual(['Reference', 'Open one', 'Open two']);
  });
});

describe("Docusaurus's <html> classes", () => {
  it('follow client-side route changes: a doc page has the docs ones, the home page none, and back again', async () => {
    const held = await openHeld(site().browser, `${site().server.url}/docs/guides/install`, { viewport: { width: 1280, height: 800 } });
    context = held.context;
    await held.release();
    const page = held.page;
    const classes = () => page.evaluate(() => document.documentElement.className);
    expect(await classes()).toBe('js docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-guides/install');
    // A mark that a full page load would lose: the route changes are the client's.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await Promise.all([page.waitForURL(`${site().server.url}/`), page.locator('.navbar__brand').click()]);
    await expect.poll(classes).toBe('js');
    await Promise.all([page.waitForURL(/\/docs\/guides\/install$/), page.goBack()]);
    await expect.poll(classes).toBe('js docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-guides/install');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});
