/** Progressive enhancements of Markdown output: tab lists and copy buttons appear only with JavaScript. */
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../helpers/site.ts';

const site = useBuiltSite();

const PAGE = '/docs/guides/getting-started/installation';

describe('tabs', () => {
  it('turns :::tabs into a tab list that shows one panel at a time, with arrow keys', async () => {
    const context = await site().browser.newContext();
    const page = await context.newPage();
    await page.goto(site().server.url + PAGE);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual(['Install script', 'Clone as template', 'Framework development', 'Inside Claude Code']);
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').textContent()).toContain('rm -rf .git && git init');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Framework development');
    await context.close();
  });

  it('shows every tab under its label without JavaScript', async () => {
    const context = await site().browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site().server.url + PAGE);
    expect(await page.locator('.tabs__label').allTextContents()).toEqual(['Install script', 'Clone as template', 'Framework development', 'Inside Claude Code']);
    expect(await page.locator('.tabs__panel').evaluateAll((panels) => panels.every((p) => (p as HTMLElement).offsetHeight > 0))).toBe(true);
    await context.close();
  });
});

describe('copy buttons', () => {
  it('copies a code block to the clipboard, and exist only with JavaScript', async () => {
    const context = await site().browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(site().server.url + '/docs/guides/getting-started/quickstart');
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    // Writing to the clipboard is asynchronous; the label changes once it is done.
    await expect.poll(() => block.locator('.code-block__copy').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('git clone https://github.com/anton-abyzov/specweave.git\ncd specweave\n./install.sh ~/projects/my-app');
    await context.close();

    const noJs = await site().browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(site().server.url + '/docs/guides/getting-started/quickstart');
    expect(await plain.locator('.code-block__copy').count()).toBe(0);
    await noJs.close();
  });
});

describe('tables', () => {
  it('align columns as the delimiter row says, under the site CSP', async () => {
    const context = await site().browser.newContext();
    const page = await context.newPage();
    await page.goto(site().server.url + '/markdown-page');
    const aligns = (selector: string) => page.locator(selector).first().locator('th, td').evaluateAll((cells) => cells.map((c) => getComputedStyle(c).textAlign));
    expect(await aligns('.markdown table thead tr')).toEqual(['left', 'center', 'right']);
    expect(await aligns('.markdown table tbody tr')).toEqual(['left', 'center', 'right']);
    await context.close();
  });
});

describe('feeds in a browser', () => {
  it('shows the RSS and Atom feeds as readable pages through their XSLT', async () => {
    const context = await site().browser.newContext();
    const page = await context.newPage();
    for (const [feed, title] of [['/blog/rss.xml', 'SpecWeave Blog (RSS feed)'], ['/blog/atom.xml', 'SpecWeave Blog (Atom feed)']]) {
      await page.goto(site().server.url + feed);
      expect(await page.title()).toBe(title);
      expect(await page.locator('article h2 a').first().textContent()).toBe('Introducing SpecWeave - Spec-Driven Development for AI Era');
    }
    await context.close();
  });
});
