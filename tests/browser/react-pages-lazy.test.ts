/**
 * A hydrated React page that imports `@docusaurus/theme-common/internal`
 * and the docs client (tests/fixtures/docusaurus-swizzled-code-block) in a browser: the runtime
 * loads those modules, kept out of it for the pages that do not import them, before the page's code
 * runs; the page hydrates without error and its helpers work on a press.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { pageOpener } from '../helpers/open-page.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-swizzled-code-block'));
const open = pageOpener(site);

describe('a hydrated React page importing theme-common/internal', () => {
  it('loads its helpers apart from the runtime and runs them on a press', async () => {
    const { page, errors, scripts } = await open('/lines');
    await page.getByRole('button', { name: 'Parse' }).click();
    await expect.poll(() => page.locator('p.parsed').textContent()).toBe('{"code":"a\\nb","lineClassNames":{"1":["hl"]}}');
    expect(scripts.filter((s) => /\/assets\/js\/(page-runtime|page|theme-common-internal|docs-client)\./.test(s))).toHaveLength(4);
    // The docs client answers in the browser as on the server.
    expect(await page.locator('p.versions').textContent()).toBe('Versions: current');
    expect(await page.locator('.page-island-fallback').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('has them loaded before the page shows after a client-side link, however slowly they load: a press as soon as it shows counts', async () => {
    const { page, errors } = await open('/docs/intro');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // The helpers arrive a second late, as on a slow network.
    await page.route(/\/assets\/js\/theme-common-internal\./, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Parse lines' }).click();
    await page.waitForURL(site().server.url + '/lines');
    await page.getByRole('button', { name: 'Parse' }).click();
    await expect.poll(() => page.locator('p.parsed').textContent()).toBe('{"code":"a\\nb","lineClassNames":{"1":["hl"]}}');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("hydrates a page composing its providers, with a swizzled CodeBlock drawn by its code-block helpers, to the build's markup", async () => {
    const { page, errors, scripts } = await open('/');
    expect(scripts.some((s) => s.includes('/assets/js/theme-common-internal.'))).toBe(true);
    expect(await page.locator('.title').first().textContent()).toBe('site.js');
    expect(await page.locator('.page-island-fallback').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
