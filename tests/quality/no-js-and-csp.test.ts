/**
 * With JavaScript off every page reads whole and every navigation link works, and controls that
 * need JavaScript are hidden; with it on, every page loads under the site's own CSP.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../helpers/pages.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite();
let pages: string[];
beforeAll(() => {
  pages = sitePages(site().out);
});

describe('JavaScript off', () => {
  it('shows every page whole, hides controls that need JavaScript, and every link leads to a page', async () => {
    for (const width of [1280, 390]) {
      const context = await site().browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const links = new Set<string>();
      for (const p of pages) {
        await page.goto(site().server.url + p);
        expect(await page.evaluate(() => [...document.documentElement.classList]), p).toEqual(['no-js']);
        expect(await page.locator('main h1, main h2.post-title').first().isVisible(), p).toBe(true);
        for (const control of ['.color-mode-toggle', '#search-input', '.navbar__toggle', '.announcement-bar__close']) {
          expect(await page.locator(control).isVisible(), `${p} ${control}`).toBe(false);
        }
        for (const label of ['Docs', 'Guides', 'API', 'Blog']) {
          expect(await page.locator('.navbar a', { hasText: new RegExp(`^${label}$`) }).isVisible(), `${p} navbar ${label} at ${width}`).toBe(true);
        }
        for (const href of await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) links.add(href.split('#')[0]);
      }
      for (const href of links) {
        const response = await page.goto(site().server.url + href);
        expect(response?.status(), href).toBe(200);
      }
      await context.close();
    }
  }, 120_000);
});

describe('security', () => {
  it('writes _headers with a CSP that allows only the site and its hashed head script', () => {
    const headers = readFileSync(path.join(site().out, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'; style-src 'self';/);
    expect(headers).toContain('  X-Content-Type-Options: nosniff');
    expect(headers).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).toContain('/search/*\n  Cache-Control: no-cache');
  });

  it('has no inline script but the head bootstrap on any page', () => {
    for (const p of pages) {
      const file = p === '/404.html' ? '404.html' : path.join(p.replace(/^\//, ''), 'index.html');
      const html = readFileSync(path.join(site().out, file), 'utf8');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !attrs.includes('application/ld+json'));
      expect(inline, p).toEqual([expect.stringMatching(/^ data-client="\/assets\/js\/entry\.\w+\.js"$/)]);
    }
  });

  it('loads every page under the CSP with no violation', async () => {
    const context = await site().browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    for (const p of pages) {
      const response = await page.goto(site().server.url + p);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await page.waitForFunction(() => window.__siteClientLoaded === true);
      expect(await page.evaluate(() => [...document.documentElement.classList]), p).toEqual(['js']);
    }
    await page.locator('#search-input').fill('spec');
    await page.locator('.search__result').first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('gives every external link rel="noopener noreferrer"', () => {
    for (const p of pages) {
      const file = p === '/404.html' ? '404.html' : path.join(p.replace(/^\//, ''), 'index.html');
      const html = readFileSync(path.join(site().out, file), 'utf8');
      for (const [tag] of html.matchAll(/<a [^>]*href="https?:[^"]*"[^>]*>/g)) expect(tag, p).toContain('rel="noopener noreferrer"');
    }
  });
});
