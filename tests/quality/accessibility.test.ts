/**
 * axe-core (WCAG 2.2 A and AA) on every page in light and dark mode at 1280 and 390 px, with the
 * mobile drawer and the search results open once each; keyboard-only use of the home page and a
 * docs page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../helpers/pages.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite();
let pages: string[];
beforeAll(() => {
  pages = sitePages(site().out);
});

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: page as never }).withTags(TAGS).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('axe', () => {
  for (const width of [1280, 390]) {
    for (const mode of ['light', 'dark'] as const) {
      it(`finds no violations on any page at ${width} px in ${mode} mode`, async () => {
        const context = await site().browser.newContext({ viewport: { width, height: 900 }, colorScheme: mode });
        const page = await context.newPage();
        const found: string[] = [];
        for (const path of pages) {
          await page.goto(site().server.url + path);
          await page.waitForFunction(() => window.__siteClientLoaded === true);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
          for (const v of await violations(page)) found.push(`${path}: ${v}`);
        }
        await context.close();
        expect(found).toEqual([]);
      }, 180_000);
    }
  }

  it('finds no violations with the mobile drawer open, in both modes', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const context = await site().browser.newContext({ viewport: { width: 390, height: 800 }, colorScheme: mode });
      const page = await context.newPage();
      await page.goto(site().server.url + '/docs/overview/introduction');
      await page.waitForFunction(() => window.__siteClientLoaded === true);
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await violations(page)).toEqual([]);
      await context.close();
    }
  });

  it('finds no violations with search results open, in both modes', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const context = await site().browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: mode });
      const page = await context.newPage();
      await page.goto(site().server.url + '/docs/overview/introduction');
      await page.waitForFunction(() => window.__siteClientLoaded === true);
      await page.locator('#search-input').fill('increment');
      await page.locator('.search__result').first().waitFor();
      expect(await violations(page)).toEqual([]);
      await context.close();
    }
  });
});

describe('keyboard only', () => {
  for (const path of ['/', '/docs/overview/introduction']) {
    it(`reaches every link and control of ${path} in order with a visible focus ring`, async () => {
      const context = await site().browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(site().server.url + path);
      await page.waitForFunction(() => window.__siteClientLoaded === true);
      const focusable = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input, summary, [tabindex="0"]')].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden').length,
      );
      const reached: { key: string; outline: string; position: number }[] = [];
      for (let i = 0; i < focusable + 5; i++) {
        await page.keyboard.press('Tab');
        const info = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const position = [...document.querySelectorAll('*')].indexOf(el);
          return { key: `${position} ${el.outerHTML.slice(0, 80)}`, outline: `${style.outlineStyle} ${style.outlineWidth}`, position };
        });
        if (!info || reached.some((r) => r.key === info.key)) break;
        reached.push(info);
      }
      expect(await page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'))).toBe(true);
      expect(reached.length).toBe(focusable);
      // Tab order follows document order: no positive tabindex reshuffles it.
      expect(reached.map((r) => r.position)).toEqual([...reached.map((r) => r.position)].sort((a, b) => a - b));
      for (const r of reached) expect(r.outline, r.key).toMatch(/^solid [1-9]/);
      await context.close();
    });
  }

  it('moves focus to the content with the skip link', async () => {
    const context = await site().browser.newContext();
    const page = await context.newPage();
    await page.goto(site().server.url + '/docs/overview/introduction');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});
