/**
 * Tabs that a hydrated React page draws (tests/fixtures/docusaurus-page-tabs) in a browser. Their tab
 * list was added before the page hydrated: React found markup it had not rendered (error #418),
 * rendered the page again, and the new tabs had no list (redux-saga's home page showed its "Example
 * Usage" with no tabs). And the active tab carries Infima's `tabs__item--active`, which a site's CSS
 * styles (redux-saga's light theme: its primary colour is near white, the active tab is green).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { pageOpener } from '../helpers/open-page.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-page-tabs'));
const open = pageOpener(site);

describe('tabs on a hydrated React page', () => {
  it('get their tab list once the page has hydrated, without a hydration error, and switch on a press', async () => {
    const { page, errors } = await open('/');
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(2);
    expect(await page.getByRole('tabpanel').textContent()).toBe("dispatch({ type: 'FETCH' })");
    await page.getByRole('tab', { name: '2. Effect' }).click();
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toBe('yield call(api.fetch)');
    expect(await page.locator('.page-island-fallback').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("mark the active tab with Infima's class, which the site's CSS styles", async () => {
    const { page } = await open('/');
    const active = page.getByRole('tab', { name: '1. Dispatch' });
    await expect.poll(() => active.getAttribute('class')).toContain('tabs__item--active');
    expect(await active.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(0, 128, 0)');
    await page.getByRole('tab', { name: '2. Effect' }).click();
    await expect.poll(() => active.getAttribute('class')).not.toContain('tabs__item--active');
  });
});
