/** Every route of the spec, visited in Chromium: status, title, key content, no console errors. */
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite();

const routes: { path: string; status?: number; title: string; heading: string }[] = [
  { path: '/', title: 'Spec-Driven Development Framework | SpecWeave', heading: 'SpecWeave' },
  { path: '/docs/', title: 'SpecWeave Documentation | SpecWeave', heading: 'SpecWeave Documentation' },
  { path: '/docs/overview/introduction', title: 'What is SpecWeave? | SpecWeave', heading: 'What is SpecWeave?' },
  { path: '/docs/overview/features', title: 'Key Features | SpecWeave', heading: 'Key Features' },
  { path: '/docs/overview/philosophy', title: 'Philosophy | SpecWeave', heading: 'Philosophy' },
  { path: '/docs/guides/getting-started/installation', title: 'Installation | SpecWeave', heading: 'Installation' },
  { path: '/docs/guides/getting-started/quickstart', title: 'Quickstart | SpecWeave', heading: 'Quickstart' },
  { path: '/docs/guides/github-action-setup', title: 'GitHub Actions Setup | SpecWeave', heading: 'GitHub Actions Setup' },
  { path: '/docs/api/', title: 'API Reference | SpecWeave', heading: 'API Reference' },
  { path: '/blog', title: 'SpecWeave Blog | SpecWeave', heading: 'SpecWeave Blog' },
  { path: '/blog/archive', title: 'Archive | SpecWeave', heading: 'Archive' },
  { path: '/blog/authors', title: 'Authors | SpecWeave', heading: 'Authors' },
  { path: '/blog/authors/antonabyzov', title: 'Anton Abyzov - One post | SpecWeave', heading: 'Anton Abyzov' },
  { path: '/blog/introducing-specweave', title: 'Introducing SpecWeave - Spec-Driven Development for AI Era | SpecWeave', heading: 'Introducing SpecWeave - Spec-Driven Development for AI Era' },
  { path: '/blog/tags', title: 'Tags | SpecWeave', heading: 'Tags' },
  { path: '/blog/tags/ai-development', title: 'One post tagged with "AI Development" | SpecWeave', heading: 'One post tagged with "AI Development"' },
  { path: '/blog/tags/announcement', title: 'One post tagged with "Announcement" | SpecWeave', heading: 'One post tagged with "Announcement"' },
  { path: '/blog/tags/spec-driven', title: 'One post tagged with "Spec-Driven Development" | SpecWeave', heading: 'One post tagged with "Spec-Driven Development"' },
  { path: '/blog/tags/claude-code', title: 'One post tagged with "Claude Code" | SpecWeave', heading: 'One post tagged with "Claude Code"' },
  { path: '/markdown-page', title: 'Markdown page example | SpecWeave', heading: 'Markdown page example' },
  { path: '/no/such/page', status: 404, title: 'Page Not Found | SpecWeave', heading: 'Page Not Found' },
];

describe('every route', () => {
  for (const route of routes) {
    it(`${route.path} renders with its title and content`, async () => {
      const page = await site().browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // The not-found page's own 404 status is reported by the browser as a failed resource.
      page.on('console', (m) => m.type() === 'error' && !(route.status === 404 && m.text().includes('404 (Not Found)')) && errors.push(m.text()));
      const response = await page.goto(site().server.url + route.path);
      expect(response?.status()).toBe(route.status ?? 200);
      expect(await page.title()).toBe(route.title);
      await expect(page.locator('main h1, main h2.post-title').first().textContent()).resolves.toBe(route.heading);
      expect(await page.locator('nav.navbar').count()).toBe(1);
      expect(await page.locator('footer.footer').textContent()).toContain('Copyright © 2025 SpecWeave.');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('puts every page content in its HTML, with no script needed', async () => {
    const context = await site().browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(site().server.url + route.path);
      expect(await page.locator('main h1, main h2.post-title').first().textContent(), route.path).toBe(route.heading);
    }
    await context.close();
  });
});
