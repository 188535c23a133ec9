/**
 * An image on a Docusaurus site is as high as its `height` attribute or a class says, as under
 * Infima, whose `img` rule sets only `max-width` (theme-classic 3.10 gives `height: auto` to
 * Markdown images alone, MDXComponents/Img): homarr's `<img height={20}>` PikaPods logo was drawn
 * 214 x 95 px here, 45 x 20 px in Docusaurus's build (Chromium, 2026-11-28), as this build's own
 * `img { height: auto }` beat the attribute and any layered class. An SVG imported as a component is
 * drawn inline, as Docusaurus's SVGR draws it (plugin-svgr 3.10): sized by the file's own width and
 * height, or the props given, with the class given. tests/fixtures/docusaurus-image-sizes.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-image-sizes'));

describe('an image on a Docusaurus site', () => {
  it('is as high as its height attribute or a layered utility class, a Markdown image keeps its own size, and an imported SVG is drawn inline at its own size or the one given', async () => {
    const context = await site().browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site().server.url}/docs/intro`);
    const size = (selector: string) => page.locator(selector).evaluate(async (img: HTMLImageElement) => (await img.decode(), { width: Math.round(img.getBoundingClientRect().width), height: Math.round(img.getBoundingClientRect().height) }));
    expect(await size('#by-height')).toEqual({ width: 45, height: 20 });
    expect(await size('#by-class')).toEqual({ width: 45, height: 20 });
    expect(await size('.markdown p img:not([id])')).toEqual({ width: 383, height: 169 });
    const box = (selector: string) => page.locator(selector).evaluate((svg) => ({ width: Math.round(svg.getBoundingClientRect().width), height: Math.round(svg.getBoundingClientRect().height) }));
    expect(await box('svg.wide-logo')).toEqual({ width: 383, height: 169 });
    expect(await page.locator('svg.wide-logo').evaluate((svg) => [svg.getAttribute('role'), svg.querySelector('title')?.textContent, svg.querySelectorAll('title').length, svg.getAttribute('viewBox')])).toEqual(['img', 'Wide logo', 1, '0 0 383 169']);
    expect(await box('svg.small-logo')).toEqual({ width: 100, height: 44 });
    await context.close();
  });
});
