/**
 * Live code blocks in Chromium (tests/fixtures/docusaurus-live-code): the playground loads its editor
 * on the page that has one only; editing the code updates the result, with the site's scope and a
 * `noInline` block's `render`; Tab leaves the editor; without JavaScript the build's result shows.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { pageOpener } from '../helpers/open-page.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-live-code'));
const open = pageOpener(site);

describe('live code blocks', () => {
  it('load nothing on a page without one', async () => {
    const { page, scripts, errors } = await open('/docs/intro');
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => /live-scope/.test(s))).toEqual([]);
    expect(await page.locator('[data-live-code]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('update the result as the code is edited, with the site scope and render()', async () => {
    const { page, scripts, errors } = await open('/docs/playground');
    const first = page.locator('[data-live-code]').first();
    await first.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-live-code][data-live-ready]');
    expect(scripts.some((s) => /\/assets\/js\/live-scope\./.test(s))).toBe(true);
    const editor = first.getByRole('textbox', { name: 'Live Editor' });
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('<Badge>Edited</Badge>');
    await expect.poll(() => first.getByRole('region', { name: 'Result' }).locator('.badge').textContent()).toBe('Edited');
    // Tab leaves the editor rather than indenting.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.playgroundEditor') === null)).toBe(true);

    const counter = page.locator('[data-live-code][data-no-inline]');
    await counter.scrollIntoViewIfNeeded();
    // Its tokens take the site's Prism theme (the fixture's keyword colour) from the stylesheet.
    expect(await counter.locator('.playgroundEditor .token.keyword').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 159)');
    await counter.getByRole('button', { name: 'Count: 2' }).click();
    await expect.poll(() => counter.getByRole('region', { name: 'Result' }).textContent()).toBe('Count: 3');

    const failing = page.locator('[data-live-code]').nth(2);
    await failing.scrollIntoViewIfNeeded();
    await expect.poll(() => failing.locator('.playgroundPreview pre').textContent()).toMatch(/Missing is not defined/);
    expect(errors.filter((e) => !/Missing is not defined/.test(e))).toEqual([]);
  });

  it('show the result the build drew without JavaScript', async () => {
    const { page } = await open('/docs/playground', { javaScriptEnabled: false });
    expect(await page.getByRole('region', { name: 'Result' }).first().locator('.badge').textContent()).toBe('Hello from the scope');
    expect(await page.locator('.playgroundLoading').first().isVisible()).toBe(false);
  });
});
