/**
 * A Docusaurus site's own stylesheets apply (tests/fixtures/docusaurus-styled): its custom CSS sets
 * Infima's primary colour for light and dark mode, and links, the primary button and the active
 * sidebar item wear it; its SCSS is compiled; a relative url() names a published file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-styled'));

const LIGHT = 'rgb(46, 133, 85)'; // #2e8555
const DARK = 'rgb(37, 194, 160)'; // #25c2a0

async function open(path: string, colorScheme: 'light' | 'dark', width = 1280): Promise<Page> {
  const context = await site().browser.newContext({ colorScheme, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(site().server.url + path);
  return page;
}

const color = (page: Page, selector: string, property = 'color') => page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe("a Docusaurus site's custom CSS", () => {
  for (const [mode, primary] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    it(`colours links, the primary button and the active sidebar item with its --ifm-color-primary in ${mode} mode`, async () => {
      const doc = await open('/docs/intro', mode);
      expect(await doc.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      expect(await color(doc, '.markdown p a')).toBe(primary);
      expect(await color(doc, '.menu__link--active')).toBe(primary);
      const home = await open('/', mode);
      expect(await color(home, '.button--primary', 'background-color')).toBe(primary);
      await doc.context().close();
      await home.context().close();
    });
  }

  it('compiles its SCSS and publishes the files its url()s name', async () => {
    const page = await open('/docs/intro', 'light');
    expect(await color(page, '.markdown h2')).toBe('rgb(179, 38, 30)'); // $heading-accent
    const image = await color(page, '.footer', 'background-image');
    expect(image).toMatch(/\/assets\/css\/files\/wave\.[0-9a-f]{10}\.svg"\)$/);
    const response = await page.request.get(image.replace(/^url\("|"\)$/g, ''));
    expect(response.status()).toBe(200);
    await page.context().close();
  });

  it("looks as Docusaurus's classic theme draws it: Infima's type scale, menu, tables and admonitions", async () => {
    const page = await open('/docs/colours', 'light');
    expect(await color(page, '.markdown h1', 'font-size')).toBe('48px');
    expect(await color(page, '.markdown h1', 'font-weight')).toBe('700');
    expect(await color(page, '.menu__link:not(.menu__link--active)')).toBe('rgb(96, 103, 112)'); // --ifm-menu-color
    expect(await color(page, '.menu__link:not(.menu__link--active)', 'font-weight')).toBe('500');
    expect(await color(page, '.markdown table', 'display')).toBe('block');
    // Its rows are as wide as their cells, not the column's width.
    expect(parseFloat(await color(page, '.markdown tr', 'width'))).toBeLessThan(parseFloat(await color(page, '.markdown', 'width')) / 2);
    expect(await color(page, '.markdown tbody tr:nth-child(2)', 'background-color')).toBe('rgba(0, 0, 0, 0.03)');
    expect(await color(page, '.theme-admonition', 'background-color')).toBe('rgb(230, 246, 230)'); // Infima's success alert
    expect(await page.locator('.theme-admonition .admonition__icon svg').isVisible()).toBe(true);
    expect(await color(page, '.admonition__title', 'text-transform')).toBe('uppercase');
    const phone = await open('/docs/colours', 'light', 390);
    expect(await color(phone, '.markdown h1', 'font-size')).toBe('32px');
    await page.context().close();
    await phone.context().close();
  });

  it("links the custom stylesheets after the generator's, and the config's stylesheets before it, with their attributes", () => {
    const html = readFileSync(path.join(site().out, 'docs/intro/index.html'), 'utf8');
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0].replace(/\.[0-9a-f]{10}\.css/, '.css'));
    expect(links).toEqual([
      '<link rel="stylesheet" media="print" href="/css/print.css"/>',
      '<link rel="stylesheet" href="/assets/css/site.css"/>',
      '<link rel="stylesheet" href="/assets/css/custom.css"/>',
      '<link rel="stylesheet" href="/assets/css/brand.css"/>',
    ]);
  });
});
