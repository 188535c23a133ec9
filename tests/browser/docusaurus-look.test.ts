/**
 * A Docusaurus site's chrome and doc layout where they met Docusaurus's own build side by side
 * (scripts/compare-docusaurus.ts on SpecWeave, TypeORM and jellyfin): the figures are those of
 * Infima and the classic theme's CSS modules, measured in Docusaurus's build of those sites.
 * The fixture is tests/fixtures/docusaurus-styled (its announcement is HTML; standalone.md is in
 * no sidebar).
 */
import path from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { openHeld } from '../helpers/held-bundle.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-styled'));

async function open(route: string, width: number): Promise<Page> {
  const context = await site().browser.newContext({ colorScheme: 'light', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(site().server.url + route);
  return page;
}

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const { top, left, width, height, bottom } = el.getBoundingClientRect();
      return { top, left, width, height, bottom };
    });
const style = (page: Page, selector: string, property: string) => page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe("a Docusaurus site's chrome, as the classic theme draws it", () => {
  it('shows the announcement as its HTML, 30 px high on wide screens, with a close button at half opacity and no icon added to its link', async () => {
    const page = await open('/docs/intro', 1280);
    const bar = page.locator('.theme-announcement-bar');
    expect(await bar.locator('.announcement-bar__content').textContent()).toBe('📣 News — read the post');
    expect(await style(page, '.announcement-bar__content b', 'font-weight')).toBe('700');
    expect(await bar.locator('.announcement-bar__content svg').count()).toBe(0);
    expect((await box(page, '.theme-announcement-bar')).height).toBe(30);
    expect(await style(page, '.announcement-bar__close', 'opacity')).toBe('0.5');
    expect((await box(page, '.announcement-bar__close')).width).toBe(50);
    // The navbar follows at once: the title starts where Docusaurus's does.
    expect((await box(page, '.navbar')).top).toBe(30);
    const phone = await open('/docs/intro', 390);
    // On phones the bar is as high as its one line of text at 85 % (the site's line height, 1.7), 5 px above and below, and its border.
    expect((await box(phone, '.theme-announcement-bar')).height).toBeCloseTo(5 + 16 * 0.85 * 1.7 + 5 + 1, 1);
    await page.context().close();
    await phone.context().close();
  });

  it("keeps the chrome over Tailwind 4's layered reset, as Docusaurus's unlayered theme CSS is (the colour toggle shows one icon)", async () => {
    const page = await open('/docs/intro', 1280);
    const shown = await page.locator('.navbar .color-mode-toggle').first().locator('svg').evaluateAll((icons) => icons.filter((i) => getComputedStyle(i).display !== 'none').length);
    expect(shown).toBe(1);
    await page.context().close();
  });

  it("gives the search field Infima's navbar search look on wide screens", async () => {
    const page = await open('/docs/intro', 1280);
    const input = await box(page, '.search__input');
    expect([input.width, input.height]).toEqual([200, 32]);
    expect(await style(page, '.search__input', 'border-radius')).toBe('32px');
    expect(await style(page, '.search__input', 'background-image')).toContain('svg');
    expect(await style(page, '.search__input', 'border-top-width')).toBe('0px');
    await page.context().close();
  });

  it("moves the colour toggle into the drawer's header on phones, where it still switches the mode", async () => {
    const page = await open('/docs/intro', 390);
    expect(await page.locator('.navbar .color-mode-toggle').isVisible()).toBe(false);
    await page.locator('.navbar__toggle').click();
    const toggle = page.locator('.drawer__header .color-mode-toggle');
    await toggle.waitFor({ state: 'visible' });
    const choice = () => page.evaluate(() => document.documentElement.dataset.themeChoice);
    const before = await choice();
    await toggle.click();
    expect(await choice()).not.toBe(before);
    await page.context().close();
    const wide = await open('/docs/intro', 1280);
    expect(await wide.locator('.navbar .color-mode-toggle').isVisible()).toBe(true);
    await wide.context().close();
  });
});

describe("a Docusaurus site's doc, laid out as DocRoot and DocItem lay it out", () => {
  it('starts with the title under the navbar, the first section right after it, and "Copy page" in the footer', async () => {
    const page = await open('/docs/standalone', 1280);
    const title = await box(page, 'main h1');
    // 30 px of announcement, 60 of navbar, 1rem of padding; a doc in no sidebar is centred in the width less a hidden sidebar's 30 px.
    expect(title.top).toBe(106);
    expect(title.left).toBe((1280 - 30 - 1140) / 2 + 16);
    expect(await style(page, '.markdown h2', 'margin-top')).toBe('0px');
    const markdown = await box(page, '.theme-doc-markdown');
    expect((await box(page, '.page-actions')).top).toBeGreaterThan(markdown.bottom);
    await page.context().close();
  });

  it("puts the caret of an open category that links to a doc beside its link, in the link's row, as DocSidebarItem/Category's collapsible row does", async () => {
    const page = await open('/docs/guides/setup', 1280);
    const row = '.menu__item--linked';
    const link = await box(page, `${row} > .menu__link`);
    const caret = await box(page, `${row} > .menu__details > .menu__caret`);
    // The category is open (its page is current) and holds two items below its row: the caret stays in the row, 32 px high as Infima's link.
    expect(await page.locator(`${row} > .menu__details`).first().evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(link.height).toBe(32);
    expect(caret.top).toBe(link.top);
    expect(caret.height).toBe(link.height);
    await page.context().close();
  });

  it("lays a generated index's cards out two a row on wide screens, one on narrow ones, on Infima's card background, as DocCardList's col--6 cards", async () => {
    const page = await open('/docs/category/guides', 1280);
    await page.addStyleTag({ content: ':root { --ifm-card-background-color: rgb(238, 238, 238); }' });
    const cards = page.locator('.category-card > a');
    expect(await cards.count()).toBe(2);
    const [first, second] = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const list = await box(page, '.category-cards');
    // Two columns with Infima's 2rem gutter between them, filling the content's width.
    expect(second.top).toBe(first.top);
    expect(second.left - first.right).toBe(32);
    expect(first.width).toBeCloseTo((list.width - 32) / 2, 0);
    expect(await style(page, '.category-card > a', 'background-color')).toBe('rgb(238, 238, 238)');
    await page.setViewportSize({ width: 800, height: 900 });
    const [narrowFirst, narrowSecond] = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(narrowSecond.top).toBeGreaterThan(narrowFirst.bottom);
    await page.context().close();
  });

  it('on phones: the collapsed table of contents first, 32.8 px high, and the text 16 px from the edges', async () => {
    const page = await open('/docs/standalone', 390);
    const navbar = await box(page, '.navbar');
    const toc = await box(page, '.theme-doc-toc-mobile');
    expect(toc.top).toBeCloseTo(navbar.bottom + 16, 1);
    expect(toc.height).toBeCloseTo(32.8, 1);
    const text = await box(page, '.markdown p');
    expect([text.left, text.width]).toEqual([16, 358]);
    await page.context().close();
  });
});

describe("a Docusaurus site's own rules and Infima's text, blog and hero", () => {
  it("sets text in the site's --ifm-line-height-base and its h1 rule's line height, as Infima's html and h1 rules let it", async () => {
    const page = await open('/docs/standalone', 1280);
    expect(parseFloat(await style(page, '.markdown p', 'line-height'))).toBeCloseTo(16 * 1.7, 2);
    expect(parseFloat(await style(page, 'main h1', 'line-height'))).toBeCloseTo(48 * 1.35, 2);
    await page.context().close();
  });

  it("colours Infima's hero subtitle as its hero", async () => {
    const page = await open('/hero', 1280);
    expect(await style(page, '.hero__subtitle', 'color')).toBe(await style(page, '.hero--primary', 'color'));
    await page.context().close();
  });

  // The classic template's home (watchman, ts-node, ruby_jard): this generator's home gradient painted over Infima's colour, and its title rule made the title dark.
  it('paints hero--primary in the primary colour alone, its title in the hero\'s white', async () => {
    const page = await open('/hero', 1280);
    expect(await style(page, '.hero--primary', 'background-image')).toBe('none');
    expect(await style(page, '.hero--primary', 'background-color')).toBe('rgb(46, 133, 85)');
    expect(await style(page, '.hero__title', 'color')).toBe(await style(page, '.hero--primary', 'color'));
    expect(await style(page, '.hero--primary', 'color')).toBe('rgb(255, 255, 255)');
    // ruby_jard's title is a <p>: Infima gives it the page's line height (this fixture's --ifm-line-height-base, 1.7), not this generator's home title's 1.1.
    const paragraph = '.hero-of-a-paragraph .hero__title';
    expect(parseFloat(await style(page, paragraph, 'line-height'))).toBeCloseTo(parseFloat(await style(page, paragraph, 'font-size')) * 1.7, 1);
    await page.context().close();
  });

  it('shows "Tags:" before a post\'s tags, and the blog sidebar\'s title and year headings with their margins', async () => {
    const page = await open('/blog', 1280);
    const label = page.locator('.post-footer .tags-label');
    expect(await label.isVisible()).toBe(true);
    expect(await label.textContent()).toBe('Tags:');
    expect(await style(page, '.post-footer .tags-label', 'font-weight')).toBe('700');
    expect(await style(page, '.blog-sidebar__title', 'margin-bottom')).toBe('16px');
    expect(await style(page, '.blog-sidebar__year-title', 'margin-top')).toBe(`${1.6 * 16}px`);
    await page.context().close();
  });
});

describe('tab lists', () => {
  for (const width of [1280, 390]) {
    it(`keep their room while the bundle is held, so that nothing moves when it draws them, at ${width} px`, async () => {
      const { page, context, bundleRan, release } = await openHeld(site().browser, site().server.url + '/docs/tabs', { viewport: { width, height: 900 } });
      const after = page.getByText('What follows the tabs');
      await after.waitFor();
      // The page's stylesheets block its first paint; the test reads styles only once they are in, as a reader first sees it.
      await page.waitForFunction(() => [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => (link as HTMLLinkElement).sheet));
      expect(await bundleRan()).toBe(false);
      // Only the default tab's panel shows meanwhile, as Docusaurus renders it.
      expect(await page.getByText('yarn add').isVisible()).toBe(true);
      expect(await page.getByText('npm install').isVisible()).toBe(false);
      const before = await box(page, 'p:text("What follows the tabs")');
      await release();
      await page.getByRole('tab', { name: 'Yarn' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Yarn' }).getAttribute('aria-selected')).toBe('true');
      expect((await box(page, 'p:text("What follows the tabs")')).top).toBeCloseTo(before.top, 0);
      await context.close();
    });
  }
});
