/**
 * A hydrated React page that imports Markdown as a component (tests/fixtures/docusaurus-pages-markdown,
 * as tuyaopen's /learn pages): it hydrates over the server's HTML without error, keeps the Markdown's
 * elements (no wrapper, no copy) through a re-render, and a page that imports none ships no Markdown code.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { pageOpener } from '../helpers/open-page.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-pages-markdown'));
const open = pageOpener(site);

describe('a hydrated React page importing Markdown', () => {
  it("hydrates over the Markdown's HTML and keeps it through a re-render", async () => {
    const { page, errors } = await open('/live');
    const body = page.locator('section.body');
    const before = await body.innerHTML();
    expect(before).toContain('<h2 id="shared-steps">');
    await page.getByRole('button', { name: 'Pressed 0' }).click();
    await expect.poll(() => page.getByRole('button').filter({ hasText: 'Pressed' }).textContent()).toBe('Pressed 1');
    expect(await body.innerHTML()).toBe(before);
    expect(await body.locator(':scope > h2').count()).toBe(1);
    // The client's copy button, added inside the Markdown's code block, stays through React's renders.
    expect(await body.locator('.code-block .code-block__copy').count()).toBe(1);
    expect(await page.locator('.page-island-fallback').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
