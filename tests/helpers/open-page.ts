/** Opens a built site's pages in a fresh browser context each, closed after each test, recording what a hydration test reads. */
import type { BrowserContext, Page } from 'playwright';
import { afterEach } from 'vitest';
import type { BuiltSite } from './site.ts';

export interface OpenedPage {
  page: Page;
  /** Uncaught errors and console errors (React reports a failed hydration there). */
  errors: string[];
  /** The JavaScript files the page requested. */
  scripts: string[];
}

type ContextOptions = Parameters<BuiltSite['browser']['newContext']>[0];

/** `open(route)`: the page loaded, and with JavaScript on, its client started. */
export function pageOpener(site: () => BuiltSite): (route: string, options?: ContextOptions) => Promise<OpenedPage> {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  return async (route, options = {}) => {
    context = await site().browser.newContext(options);
    const page = await context.newPage();
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(site().server.url + route);
    if (options?.javaScriptEnabled !== false) await page.waitForFunction(() => window.__siteClientLoaded === true);
    return { page, errors, scripts };
  };
}
