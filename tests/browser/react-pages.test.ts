/**
 * A Docusaurus site's React pages in a browser (tests/fixtures/docusaurus-pages): the home page's
 * stateful component works once the page has hydrated, without a hydration error; its code loads on
 * that page only; without JavaScript the page is whole; reached by a client-side link, its
 * stylesheet is applied before it shows and it hydrates too; axe finds no violations.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { pageOpener } from '../helpers/open-page.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-pages'));
const open = pageOpener(site);

const count = (page: Page) => page.locator('section[aria-label="Counter"] p').textContent();

describe('a React page with a stateful component', () => {
  it('counts once hydrated, with no hydration error, and loads its code', async () => {
    const { page, errors, scripts } = await open('/');
    expect(await count(page)).toBe('Clicks: 0');
    await page.getByRole('button', { name: 'Add one' }).click();
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => count(page)).toBe('Clicks: 2');
    expect(scripts.filter((s) => /\/assets\/js\/page(-runtime)?\./.test(s))).toHaveLength(2);
    // Its code imports no module the runtime loads apart (theme-common/internal's helpers: tests/browser/react-pages-lazy.test.ts).
    expect(scripts.some((s) => s.includes('/assets/js/theme-common-internal.'))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('is whole without JavaScript', async () => {
    const { page } = await open('/', { javaScriptEnabled: false });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pages Fixture');
    expect(await count(page)).toBe('Clicks: 0');
    expect(await page.locator('.index_banner').evaluate((e) => getComputedStyle(e).paddingTop)).toBe('48px');
  });

  it('hydrates and is styled when reached through a client-side link, and pages without browser code load none', async () => {
    const { page, errors, scripts } = await open('/docs/intro');
    expect(scripts.some((s) => s.includes('/assets/js/page'))).toBe(false);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole('link', { name: 'the home page' }).click();
    await page.waitForURL(site().server.url + '/');
    // The page's stylesheet applies before the page shows, then it hydrates; so does the `<style>` of its Head.
    expect(await page.locator('.index_banner').evaluate((e) => getComputedStyle(e).paddingTop)).toBe('48px');
    expect(await page.locator('.hero .container').evaluate((e) => getComputedStyle(e).outlineColor)).toBe('rgb(1, 2, 3)');
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => count(page)).toBe('Clicks: 1');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // And on to a page that has no code of its own, by the navbar.
    await page.locator('.navbar__desktop').getByRole('link', { name: 'About' }).click();
    await page.waitForURL(site().server.url + '/about');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About Pages');
    expect(await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.getAttribute('href')!.includes('/page.')))).toBe(false);
    expect(await page.locator('head style[data-page-style]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('counts a press made as soon as it shows after a client-side link, however slowly its code loads', async () => {
    const { page, errors } = await open('/docs/intro');
    // The page's own code arrives a second late, as on a slow network.
    await page.route(/\/assets\/js\/page/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('link', { name: 'the home page' }).click();
    await page.waitForURL(site().server.url + '/');
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => count(page)).toBe('Clicks: 1');
    expect(errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe in ${colorScheme} mode`, async () => {
      const { page } = await open('/', { colorScheme });
      const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
