/** Moving between pages: prefetch, client-side route changes, history, progress bar, failures, URL forms. */
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'basic'));
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(route: string, init?: () => void): Promise<{ page: Page; pageRequests: string[] }> {
  context = await site().browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const pageRequests: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'fetch' && !url.pathname.startsWith('/assets/')) pageRequests.push(url.pathname);
  });
  await page.goto(site().server.url + route);
  await page.waitForFunction(() => window.__siteClientLoaded === true);
  return { page, pageRequests };
}

declare global {
  interface Window {
    __marker?: number;
  }
}

describe('prefetch', () => {
  it('fetches a hovered link’s page once', async () => {
    const { page, pageRequests } = await open('/docs/intro');
    const link = page.locator('.footer a[href="/blog"]');
    await link.hover();
    await page.mouse.move(0, 0);
    await link.hover();
    await page.waitForTimeout(300);
    expect(pageRequests.filter((p) => p === '/blog')).toEqual(['/blog']);
  });

  it('prefetches links as they scroll into view', async () => {
    const { page, pageRequests } = await open('/docs/intro');
    await page.waitForTimeout(400);
    expect(pageRequests).toContain('/docs/guide/setup');
  });

  for (const [name, connection] of [
    ['data saver on', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    it(`never prefetches with ${name}`, async () => {
      const { page, pageRequests } = await open('/docs/intro', new Function(`Object.defineProperty(navigator, 'connection', { get: () => (${JSON.stringify(connection)}) });`) as () => void);
      await page.locator('.footer a[href="/blog"]').hover();
      await page.waitForTimeout(400);
      expect(pageRequests).toEqual([]);
    });
  }
});

/** Turns prefetching off (data saver), so a test controls the one request a click makes. */
const noPrefetch = () => Object.defineProperty(navigator, 'connection', { get: () => ({ saveData: true }) });

describe('route changes', () => {
  it('changes page without a full load, updating title, head, focus and the announcement', async () => {
    const { page } = await open('/docs/intro');
    await page.evaluate(() => (window.__marker = 42));
    await page.locator('.doc-sidebar a', { hasText: 'Setup' }).click();
    await page.waitForFunction(() => document.title === 'Setup | SpecWeave');
    expect(page.url()).toBe(site().server.url + '/docs/guide/setup');
    expect(await page.evaluate(() => window.__marker)).toBe(42);
    expect(await page.locator('main h1').textContent()).toBe('Setup');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(await page.locator('#route-announcer').textContent()).toBe('Setup | SpecWeave');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://spec-weave.com/docs/guide/setup');
    expect(await page.locator('.color-mode-toggle').count()).toBe(1);
    await page.locator('.color-mode-toggle').click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  it('restores the previous page and its scroll position on back, and the next on forward', async () => {
    const { page } = await open('/blog');
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.evaluate(() => ((window.__marker = 7), window.scrollTo(0, 200)));
    await page.waitForTimeout(100);
    const before = await page.evaluate(() => Math.round(window.scrollY));
    expect(before).toBeGreaterThan(100);
    await page.locator('.blog-sidebar a').first().click();
    await page.waitForFunction(() => document.title.startsWith('Hello'));
    await page.goBack();
    await page.waitForFunction(() => document.title === 'SpecWeave Blog | SpecWeave');
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(before);
    await page.goForward();
    await page.waitForFunction(() => document.title.startsWith('Hello'));
    expect(await page.evaluate(() => window.__marker)).toBe(7);
  });

  it('scrolls to the anchor of the target', async () => {
    const { page } = await open('/docs/intro');
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.locator('main a', { hasText: 'the setup guide' }).click();
    await page.waitForFunction(() => document.title === 'Setup | SpecWeave');
    expect(page.url()).toBe(site().server.url + '/docs/guide/setup#install');
    expect(await page.evaluate(() => Math.round(document.getElementById('install')!.getBoundingClientRect().top))).toBeLessThan(150);
  });

  it('shows the progress bar only when a change takes longer than 200 ms', async () => {
    const { page } = await open('/docs/intro', noPrefetch);
    await page.evaluate(() => {
      (window as unknown as { progressSeen: boolean }).progressSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) (window as unknown as { progressSeen: boolean }).progressSeen = true;
      }).observe(document.documentElement, { childList: true });
    });
    await page.locator('.doc-sidebar a', { hasText: 'Setup' }).click();
    await page.waitForFunction(() => document.title === 'Setup | SpecWeave');
    expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(false);

    await page.route('**/docs/guide/usage', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.locator('.doc-sidebar a', { hasText: 'Usage' }).click();
    const bar = page.locator('[role="progressbar"]');
    await bar.waitFor({ state: 'attached', timeout: 900 });
    await page.waitForFunction(() => document.title === 'Usage | SpecWeave');
    expect(await bar.count()).toBe(0);
  });

  it('falls back to a full page load when fetching the next page fails', async () => {
    const { page } = await open('/docs/intro', noPrefetch);
    await page.evaluate(() => (window.__marker = 1));
    let aborted = false;
    await page.route('**/docs/guide/setup', async (route) => {
      if (route.request().resourceType() === 'fetch' && !aborted) {
        aborted = true;
        return route.abort();
      }
      return route.continue();
    });
    await page.locator('.doc-sidebar a', { hasText: 'Setup' }).click();
    await page.waitForFunction(() => document.title === 'Setup | SpecWeave');
    expect(aborted).toBe(true);
    expect(await page.evaluate(() => window.__marker)).toBeUndefined();
  });

  it('leaves modified clicks and new-tab links to the browser', async () => {
    const { page } = await open('/docs/intro');
    const popup = context!.waitForEvent('page');
    await page.locator('.doc-sidebar a', { hasText: 'Setup' }).click({ modifiers: ['Control'] });
    expect(new URL((await popup).url()).pathname).toBe('/docs/guide/setup');
    expect(await page.title()).toBe('Introduction | SpecWeave');
  });
});

describe('URL forms', () => {
  it('loads the same page at /a, /a/, /a.html and /a/index.html, showing the bare path', async () => {
    for (const form of ['/docs/intro', '/docs/intro/', '/docs/intro.html', '/docs/intro/index.html']) {
      const { page } = await open(form);
      expect(await page.locator('main h1').textContent(), form).toBe('Introduction');
      expect(new URL(page.url()).pathname, form).toBe('/docs/intro');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://spec-weave.com/docs/intro');
      await context!.close();
      context = undefined;
    }
  });

  it('remembers the docs version preference under the plugin-id key', async () => {
    const { page } = await open('/docs/intro');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});
