/**
 * MDX's Tabs and details on a built page (the Docusaurus fixture's docs/03-reference/components.mdx):
 * readable without JavaScript; with it, tabs open on their default, switch together by groupId,
 * are remembered and follow the query string, as in Docusaurus; axe finds no violations.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite(path.join(FIXTURES, 'docusaurus'));
const PAGE = '/docs/reference/components';

async function open(options: { javaScriptEnabled?: boolean; colorScheme?: 'light' | 'dark' } = {}, query = '') {
  const context = await site().browser.newContext(options);
  const page = await context.newPage();
  await page.goto(site().server.url + PAGE + query);
  return { context, page };
}

/** The label of the selected tab of each tab set, in page order. */
const selected = (page: import('playwright').Page) => page.locator('.tabs').evaluateAll((sets) => sets.map((s) => s.querySelector('[role="tab"][aria-selected="true"]')?.textContent));

describe('MDX tabs', () => {
  it('open on the default tab and switch together by groupId, remembered on the next visit', async () => {
    const { context, page } = await open();
    await page.getByRole('tab').first().waitFor();
    expect(await selected(page)).toEqual(['Linux', 'Linux']);
    await page.getByRole('tab', { name: 'macOS' }).first().click();
    expect(await selected(page)).toEqual(['macOS', 'macOS']);
    expect((await page.getByRole('tabpanel').allTextContents()).map((t) => t.trim())).toEqual(['Run brew install fixture-cli.', 'Run brew upgrade fixture-cli.']);
    expect(new URL(page.url()).searchParams.get('os')).toBe('mac');
    await page.goto(site().server.url + PAGE);
    await page.getByRole('tab').first().waitFor();
    expect(await selected(page)).toEqual(['macOS', 'macOS']);
    await context.close();
  });

  it('follow the query string (the tab set that reads it)', async () => {
    const { context, page } = await open({}, '?os=mac');
    await page.getByRole('tab').first().waitFor();
    expect(await selected(page)).toEqual(['macOS', 'Linux']);
    await context.close();
  });

  it('show every tab under its label without JavaScript, and details open', async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    expect(await page.locator('.tabs__label').allTextContents()).toEqual(['macOS', 'Linux', 'macOS', 'Linux']);
    expect(await page.locator('.tabs__panel').evaluateAll((panels) => panels.every((p) => (p as HTMLElement).offsetHeight > 0))).toBe(true);
    await page.getByText('Uninstall').click();
    expect(await page.getByText('Remove the binary from your path.').isVisible()).toBe(true);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`pass axe in ${colorScheme} mode with tabs and details open`, async () => {
      const { context, page } = await open({ colorScheme });
      await page.getByRole('tab').first().waitFor();
      for (const summary of await page.locator('details.details > summary').all()) await summary.click();
      const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    });
  }
});
