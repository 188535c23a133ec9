/**
 * A Docusaurus site's code in its Prism theme's colours (themeConfig.prism.theme, and darkTheme in
 * dark mode), mapped onto highlight.js's classes: tests/fixtures/docusaurus-prism-theme writes its
 * themes inline; tests/fixtures/docusaurus-prism-default sets none and gets Docusaurus's default,
 * palenight, in both modes.
 */
import path from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { useBuiltSite, type BuiltSite } from '../helpers/site.ts';

const themed = useBuiltSite(path.join(FIXTURES, 'docusaurus-prism-theme'));
const plain = useBuiltSite(path.join(FIXTURES, 'docusaurus-prism-default'));

async function open(site: BuiltSite, mode: 'light' | 'dark'): Promise<Page> {
  const page = await (await site.browser.newContext()).newPage();
  await page.goto(site.server.url + '/intro');
  await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
  return page;
}

const colour = (page: Page, selector: string, property = 'color') => page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe("a Docusaurus site's code blocks, in its Prism theme", () => {
  it('take the light theme: the block its plain colours, each token its type, a language its own style', async () => {
    const page = await open(themed(), 'light');
    expect(await colour(page, '.code-block', 'background-color')).toBe('rgb(250, 250, 240)');
    expect(await colour(page, '.code-block .hljs')).toBe('rgb(17, 34, 51)');
    expect(await colour(page, '.language-js .hljs-keyword')).toBe('rgb(170, 0, 17)');
    expect(await colour(page, '.language-js .hljs-string')).toBe('rgb(0, 119, 0)');
    expect(await colour(page, '.language-js .hljs-comment')).toBe('rgb(136, 136, 136)');
    expect(await colour(page, '.language-js .hljs-comment', 'font-style')).toBe('italic');
    expect(await colour(page, '.language-js .hljs-title.function_')).toBe('rgb(0, 0, 204)');
    expect(await colour(page, '.language-python .hljs-keyword')).toBe('rgb(255, 136, 0)');
    // A JSON key is Prism's property, though highlight.js marks it as an attribute (attr-name to Prism).
    expect(await colour(page, '.language-json .hljs-attr')).toBe('rgb(85, 0, 170)');
    // A token the theme does not style is in the plain colour, as Prism draws it: the number.
    expect(await colour(page, '.language-python .hljs-number')).toBe('rgb(17, 34, 51)');
    await page.context().close();
  });

  it('take the dark theme in dark mode, tokens it does not style in its plain colour', async () => {
    const page = await open(themed(), 'dark');
    expect(await colour(page, '.code-block', 'background-color')).toBe('rgb(16, 24, 32)');
    expect(await colour(page, '.language-js .hljs-keyword')).toBe('rgb(255, 102, 204)');
    expect(await colour(page, '.language-js .hljs-string')).toBe('rgb(204, 255, 102)');
    expect(await colour(page, '.language-js .hljs-comment')).toBe('rgb(238, 238, 238)');
    expect(await colour(page, '.language-js .hljs-comment', 'font-style')).toBe('normal');
    await page.context().close();
  });

  it("are palenight in both modes when the site names no theme, as Docusaurus's default", async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open(plain(), mode);
      expect(await colour(page, '.code-block', 'background-color')).toBe('rgb(41, 45, 62)');
      expect(await colour(page, '.code-block .hljs')).toBe('rgb(191, 199, 213)');
      expect(await colour(page, '.language-js .hljs-string')).toBe('rgb(195, 232, 141)');
      expect(await colour(page, '.language-js .hljs-comment')).toBe('rgb(105, 112, 152)');
      expect(await colour(page, '.language-python .hljs-number')).toBe('rgb(247, 140, 108)');
      await page.context().close();
    }
  });
});
