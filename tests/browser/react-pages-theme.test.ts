/**
 * A hydrated React page of tests/fixtures/docusaurus-pages-theme in a browser: it hydrates to the
 * markup the build rendered (its code block highlighted at build time, a package that is not
 * installed standing in as it did on the server), with no hydration error, and works.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright';
import { FIXTURES } from '../helpers/fixture.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-pages-theme'));
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe("a hydrated React page's theme components", () => {
  it('hydrate to the markup the build drew, with no hydration error, and the page works', async () => {
    context = await site().browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(site().server.url + '/counter');
    await page.waitForFunction(() => window.__siteClientLoaded === true);
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => page.locator('p.counter-motion').textContent()).toBe('Counted 1');
    // Rendered again after the click, the code block keeps the build's highlighting.
    expect(await page.locator('.code-block .hljs-keyword').textContent()).toBe('const');
    expect(await page.locator('.page-island-fallback').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
