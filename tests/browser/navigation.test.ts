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

/** Turns the in-view prefetch off, so only hover and touch can prefetch. */
const noInViewPrefetch = () => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;

describe('prefetch', () => {
  it('fetches a hovered link’s page once', async () => {
    const { page, pageRequests } = await open('/docs/intro', noInViewPrefetch);
    const link = page.locator('.footer a[href="/blog"]');
    await page.waitForTimeout(300);
    expect(pageRequests).toEqual([]);
    await link.hover();
    await page.mouse.move(0, 0);
    await link.hover();
    await page.waitForTimeout(300);
    expect(pageRequests).toEqual(['/blog']);
  });

  it('fetches a touched link’s page', async () => {
    const { page, pageRequests } = await open('/docs/intro', noInViewPrefetch);
    await page.locator('.footer a[href="/blog"]').dispatchEvent('touchstart');
    await expect.poll(() => pageRequests).toEqual(['/blog']);
  });

  it('prefetches links as they scroll into view', async () => {
    const { page, pageRequests } = await open('/docs/intro');
    await page.waitForTimeout(400);
    expect(pageRequests).toContain('/docs/guide/setup');
    // The footer's links are below the fold until the page scrolls.
    const footerOnly = '/docs/overview/features';
    expect(await page.locator(`.footer a[href="${footerOnly}"]`).isVisible()).toBe(true);
    expect(await page.locator(`a[href="${footerOnly}"]`).count()).toBe(1);
    expect(pageRequests).not.toContain(footerOnly);
    await page.locator('.footer').scrollIntoViewIfNeeded();
    await expect.poll(() => pageRequests).toContain(footerOnly);
    expect(pageRequests.filter((p) => p === '/docs/guide/setup')).toHaveLength(1);
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

/** A browser without CSS smooth scrolling: `'scrollBehavior' in style` is false, as the client checks it. */
function withoutSmoothScrolling() {
  const style = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'style')!;
  Object.defineProperty(HTMLElement.prototype, 'style', {
    ...style,
    get(this: HTMLElement) {
      const real = style.get!.call(this) as CSSStyleDeclaration;
      if (this !== document.documentElement) return real;
      return new Proxy(real, {
        has: (target, key) => key !== 'scrollBehavior' && key in target,
        get: (target, key) => {
          const value = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  });
}

describe('links to a heading of the same page', () => {
  it('scroll by 85 percent of the remaining distance each frame where the browser has no smooth scrolling', async () => {
    const { page } = await open('/docs/intro', withoutSmoothScrolling);
    await page.setViewportSize({ width: 1280, height: 300 });
    const link = page.locator('main a', { hasText: 'the markup section' });
    await page.evaluate(() => {
      document.documentElement.style.setProperty('scroll-behavior', 'auto');
      // Room below the last section, so the scroll ends on its heading rather than at the page's end.
      document.body.style.setProperty('padding-bottom', '2000px');
    });
    await link.scrollIntoViewIfNeeded();
    const start = await page.evaluate(() => {
      const positions = [window.scrollY];
      (window as unknown as { positions: number[] }).positions = positions;
      const record = () => {
        if (window.scrollY !== positions.at(-1)) positions.push(window.scrollY);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
      return window.scrollY;
    });
    await link.click();
    await page.waitForTimeout(500);
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    // Frame by frame (to the pixel the browser scrolls to), then on the heading.
    expect(positions[0]).toBe(start);
    expect(positions.length).toBeGreaterThan(3);
    const end = positions.at(-1)!;
    for (let i = 1; i < positions.length - 1; i++) expect(Math.abs(positions[i] - (positions[i - 1] + (end - positions[i - 1]) * 0.85)), `frame ${i}`).toBeLessThanOrEqual(1.5);
    expect(await page.evaluate(() => Math.round(document.getElementById('markup-in-text')!.getBoundingClientRect().top - document.querySelector('.navbar')!.clientHeight))).toBe(0);
    expect(page.url()).toBe(site().server.url + '/docs/intro#markup-in-text');
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
