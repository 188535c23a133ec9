/**
 * A docs page's Markdown twin in the browser: "Copy page" puts it on the clipboard (the head
 * script answers it, under the strict CSP the preview server applies), "Open as Markdown"
 * opens it with or without JavaScript, and the preview serves it as text/markdown.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { useBuiltSite, type BuiltSite } from '../helpers/site.ts';

function describeCopy(name: string, site: () => BuiltSite, page: string, twin: string) {
  describe(name, () => {
    it('"Copy page" puts the page\'s Markdown twin on the clipboard and says "Copied" in a live region, from the keyboard', async () => {
      const context = await site().browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
      const tab = await context.newPage();
      const blocked: string[] = [];
      tab.on('console', (message) => /Content Security Policy/.test(message.text()) && blocked.push(message.text()));
      // The client bundle never runs: the head script answers the button.
      await tab.route('**/assets/js/**', (route) => route.abort());
      await tab.goto(site().server.url + page);
      // Tab from the breadcrumbs reaches the button, then the link.
      await tab.locator('a.breadcrumbs__link').last().focus();
      await tab.keyboard.press('Tab');
      expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe('Copy page');
      await tab.keyboard.press('Tab');
      expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe('Open as Markdown');
      await tab.keyboard.press('Shift+Tab');
      await tab.keyboard.press('Enter');
      await expect.poll(() => tab.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
      expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(readFileSync(path.join(site().out, twin), 'utf8'));
      expect(await tab.evaluate(() => window.__siteClientLoaded)).toBeUndefined();
      expect(blocked).toEqual([]);
      await context.close();
    });

    it('says "Copy failed" when the clipboard refuses', async () => {
      const context = await site().browser.newContext();
      const tab = await context.newPage();
      await tab.goto(site().server.url + page);
      await tab.waitForFunction(() => window.__siteClientLoaded);
      await tab.evaluate(() => Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new Error('denied')) }));
      await tab.getByRole('button', { name: 'Copy page' }).click();
      await expect.poll(() => tab.getByRole('status').textContent()).toBe('Copy failed');
      await context.close();
    });

    it('keeps the head\'s Markdown link true across client-side page changes', async () => {
      const context = await site().browser.newContext();
      const tab = await context.newPage();
      await tab.goto(site().server.url + page);
      await tab.waitForFunction(() => window.__siteClientLoaded);
      const markdownLink = () => tab.evaluate(() => [...document.head.querySelectorAll('link[type="text/markdown"]')].map((l) => l.getAttribute('href')));
      expect(await markdownLink()).toEqual(['/' + twin]);
      // The blog's list page is not written in Markdown: the link goes.
      await tab.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/blog"]')!.click());
      await tab.waitForURL((url) => url.pathname === '/blog');
      expect(await markdownLink()).toEqual([]);
      await tab.evaluate((path) => {
        const link = Object.assign(document.createElement('a'), { href: path });
        document.querySelector('main')!.append(link);
        link.click();
      }, page);
      await tab.waitForURL((url) => url.pathname === page);
      expect(await markdownLink()).toEqual(['/' + twin]);
      expect(await tab.evaluate(() => window.__siteClientLoaded)).toBe(true);
      await context.close();
    });

    it('"Open as Markdown" opens the twin, also without JavaScript, where "Copy page" is hidden', async () => {
      for (const javaScriptEnabled of [true, false]) {
        const context: BrowserContext = await site().browser.newContext({ javaScriptEnabled });
        const tab = await context.newPage();
        // The client neither prefetches a twin as a page nor routes to it: the browser opens it.
        const fetched: string[] = [];
        tab.on('request', (request) => request.resourceType() === 'fetch' && request.url().endsWith('.md') && fetched.push(request.url()));
        await tab.goto(site().server.url + page);
        expect(await tab.getByRole('button', { name: 'Copy page' }).isVisible()).toBe(javaScriptEnabled);
        const [response] = await Promise.all([tab.waitForResponse((r) => r.url().endsWith('.md')), tab.getByRole('link', { name: 'Open as Markdown' }).click()]);
        expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
        expect(new URL(tab.url()).pathname).toBe('/' + twin);
        expect(await response.text()).toBe(readFileSync(path.join(site().out, twin), 'utf8'));
        expect(fetched).toEqual([]);
        await context.close();
      }
    });
  });
}

const ours = useBuiltSite();
const docusaurus = useBuiltSite(path.join(FIXTURES, 'docusaurus'));

describeCopy('this site', ours, '/docs/guides/getting-started/installation', 'docs/guides/getting-started/installation.md');
// A doc below a category, so that it has breadcrumbs to start tabbing from (the main doc has none).
describeCopy('a Docusaurus folder', docusaurus, '/docs/getting-started/installation', 'docs/getting-started/installation.md');
