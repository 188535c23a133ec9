/**
 * A hydrated page of a site's plugin whose data modules several routes share
 * (tests/fixtures/docusaurus-shared-modules): the browser fetches the shared files, puts them in
 * the props, and the page hydrates to the server's markup and works; the next page naming them,
 * reached by a link, hydrates too.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { pageOpener } from '../helpers/open-page.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus-shared-modules'));
const open = pageOpener(site);

describe("a plugin's page sharing its data modules with other routes", () => {
  it('hydrates with the shared files fetched, and so does the next page after a link', async () => {
    const { page, errors } = await open('/files/3');
    await page.getByRole('button', { name: 'Wrap' }).click();
    await expect.poll(() => page.locator('pre.wrapped').count()).toBe(1);
    expect(await page.locator('pre.wrapped').textContent()).toContain('key_39: tree-text-3-39');
    expect(await page.locator('.page-island-fallback').count()).toBe(0);
    await page.getByRole('link', { name: 'example-4.yaml' }).click();
    await page.waitForURL(site().server.url + '/files/4');
    await page.getByRole('button', { name: 'Wrap' }).click();
    await expect.poll(() => page.locator('pre.wrapped').textContent()).toContain('key_0: tree-text-4-0');
    expect(await page.locator('.page-island-fallback').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
