/**
 * Reading on a phone (390 px, 320 px) and on a desktop (1280 px): nothing scrolls sideways, the
 * hero and navbar fit, the table of contents folds above the content and marks the section being
 * read, sidebar categories collapse, the drawer never outlives the mobile layout, a client-side
 * 404 keeps its address, a crashed island's error page is laid out as page content, slow search
 * data shows a loader; axe finds nothing with each of them open or closed.
 */
import AxeBuilder from '@axe-core/playwright';
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
    await page.waitForFunction(() => !document.getElementById('mobile-drawer')!.matches(':popover-open'));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
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
      // The search island asks which element has focus as it hydrates: a browser that throws there crashes it.
      await context.addInitScript(() => Object.defineProperty(Document.prototype, 'activeElement', { get: () => { throw new Error('activeElement failed'); } }));
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

describe('table of contents', () => {
  for (const path of ['/docs/overview/introduction', '/markdown-page', '/blog/introducing-specweave']) {
    it(`folds above the content of ${path} at 390 px and opens without JavaScript`, async () => {
      for (const javaScriptEnabled of [true, false]) {
        context = await site().browser.newContext({ viewport: { width: 390, height: 800 }, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(site().server.url + path);
        expect(await page.locator('.doc-toc, .blog-toc').first().isVisible()).toBe(false);
        const box = page.locator('.toc-mobile');
        expect(await box.isVisible()).toBe(true);
        const firstLink = box.locator('.toc__link').first();
        expect(await firstLink.isVisible()).toBe(false);
        // Above the content: before the article's first section heading.
        expect(await box.evaluate((el) => el.compareDocumentPosition(document.querySelector('main h2')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
        await box.getByText('On this page').click();
        expect(await firstLink.isVisible()).toBe(true);
        const hash = await firstLink.getAttribute('href');
        await firstLink.click();
        await page.waitForURL(`**${path}${hash}`);
        await context.close();
        context = undefined;
      }
    });
  }

  it('is hidden above the content at 1280 px, where the column beside it shows', async () => {
    const page = await open('/docs/overview/introduction', 1280);
    expect(await page.locator('.toc-mobile').isVisible()).toBe(false);
    expect(await page.locator('.doc-toc').isVisible()).toBe(true);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`marks the section being read while scrolling at 1280 px, in ${mode} mode`, async () => {
      const page = await open('/docs/overview/introduction', 1280, mode);
      const current = () => page.locator('.doc-toc .toc__link[aria-current]').allTextContents();
      for (const [id, text] of [
        ['how-it-works', 'How It Works'],
        ['3-incremental-implementation', '3. Incremental Implementation'],
        ['the-problem-vibe-coding', 'The Problem: Vibe Coding'],
      ]) {
        await page.evaluate((id) => window.scrollTo({ top: document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' }), id);
        await expect.poll(current).toEqual([text]);
      }
      // The mobile box marks the same link, and the mark is visible: colour and weight change.
      expect(await page.locator('.toc-mobile .toc__link[aria-current]').getAttribute('href')).toBe('#the-problem-vibe-coding');
      const style = (selector: string) => page.locator(selector).first().evaluate((el) => `${getComputedStyle(el).color} ${getComputedStyle(el).fontWeight}`);
      expect(await style('.doc-toc .toc__link[aria-current]')).not.toBe(await style('.doc-toc .toc__link:not([aria-current])'));
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect.poll(current).toEqual(['Philosophy']);
    });
  }
});

describe('sidebar categories', () => {
  const details = (page: Page, label: string) => page.locator('.doc-sidebar .menu__details').filter({ has: page.locator(`summary:text-is("${label}")`) });
  const isOpen = (page: Page, label: string) => details(page, label).evaluate((el) => (el as HTMLDetailsElement).open);

  it('collapse and expand with the mouse and the keyboard, and keep their state across route changes', async () => {
    const page = await open('/docs/guides/getting-started/installation', 1280);
    expect(await isOpen(page, 'Advanced')).toBe(true);
    await details(page, 'Advanced').locator('summary').click();
    expect(await isOpen(page, 'Advanced')).toBe(false);
    expect(await page.locator('.doc-sidebar').getByRole('link', { name: 'GitHub Actions Setup' }).isVisible()).toBe(false);
    await details(page, 'Getting Started').locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(page, 'Getting Started')).toBe(false);
    await page.keyboard.press('Space');
    expect(await isOpen(page, 'Getting Started')).toBe(true);
    // A client-side route change keeps the reader's choice...
    await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Quickstart' }).click();
    await page.waitForURL('**/docs/guides/getting-started/quickstart');
    expect(await isOpen(page, 'Advanced')).toBe(false);
    expect(await isOpen(page, 'Getting Started')).toBe(true);
    // ...except that the new page's own trail shows open.
    await details(page, 'Getting Started').locator('summary').click();
    // The browser reports a toggle in a task of its own; a reader is never faster than that, a test is.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    // Its link is inside the closed Advanced category; the router follows the click all the same.
    await page.locator('.doc-sidebar a[href="/docs/guides/github-action-setup"]').dispatchEvent('click');
    await page.waitForURL('**/docs/guides/github-action-setup');
    await expect.poll(() => isOpen(page, 'Advanced')).toBe(true);
    await expect.poll(() => isOpen(page, 'Getting Started')).toBe(false);
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it('collapse without JavaScript', async () => {
    context = await site().browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site().server.url + '/docs/guides/getting-started/installation');
    await details(page, 'Advanced').locator('summary').click();
    expect(await isOpen(page, 'Advanced')).toBe(false);
  });
});

describe('search on slow data', () => {
  it('says it is loading once a query has waited 200 ms for its index parts, then shows the results', async () => {
    const page = await open('/docs/overview/introduction', 1280);
    // The engine and manifest load first, so that only the next query's index parts are slow.
    await page.locator('#search-input').fill('spec');
    await page.locator('.search__result').first().waitFor();
    await page.route('**/assets/search/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('#search-input').fill('increment');
    const loading = page.getByRole('status').filter({ hasText: 'Loading search…' });
    await loading.waitFor({ timeout: 1400 });
    await loading.waitFor({ state: 'detached' });
    expect(await page.locator('.search__result mark').first().textContent()).toMatch(/^increment/i);
  });
});

describe('axe', () => {
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  async function violations(page: Page): Promise<string[]> {
    const result = await new AxeBuilder({ page: page as never }).withTags(TAGS).analyze();
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  for (const mode of ['light', 'dark'] as const) {
    it(`finds nothing with the drawer, the mobile table of contents and a collapsed category open and closed, in ${mode} mode`, async () => {
      const found: string[] = [];
      const check = async (page: Page, state: string) => found.push(...(await violations(page)).map((v) => `${state}: ${v}`));
      // Everything open and everything closed are the page's default states, which the site-wide axe test covers.
      const phone = await open('/docs/guides/getting-started/installation', 390, mode);
      await phone.locator('.toc-mobile summary').click();
      await check(phone, 'mobile TOC open');
      await phone.locator('.toc-mobile summary').click();
      await phone.getByRole('button', { name: 'Open navigation menu' }).click();
      const drawer = phone.getByRole('dialog', { name: 'Navigation menu' });
      await drawer.locator('summary:text-is("Advanced")').click();
      await check(phone, 'drawer open, a category closed in it');
      await context!.close();
      const desktop = await open('/docs/guides/getting-started/installation', 1280, mode);
      await desktop.locator('.doc-sidebar summary:text-is("Advanced")').click();
      await check(desktop, 'category closed');
      expect(found).toEqual([]);
    }, 240_000);
  }
});
