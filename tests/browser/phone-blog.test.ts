/**
 * The blog on a phone, in a 13-post build: tag and author pages are paginated like the blog list
 * (postsPerPage, /page/N), and the recent posts are reachable in the drawer's secondary menu.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { tempSite } from '../helpers/fixture.ts';
import { useBuiltSite } from '../helpers/site.ts';

const POSTS = 13;
const fixture = tempSite('basic');
for (let i = 1; i < POSTS; i++) {
  const day = String(i + 2).padStart(2, '0');
  fixture.write(`blog/2025-01-${day}-post-${i}.md`, `---\ntitle: Post ${i}\nauthors: [jane]\ntags: [news]\n---\n\nText of post ${i}.\n`);
}
const site = useBuiltSite(fixture.content);
afterAll(() => fixture.cleanup());

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(path: string, width = 390): Promise<Page> {
  context = await site().browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(site().server.url + path);
  await page.waitForFunction(() => window.__siteClientLoaded === true);
  return page;
}

const postTitles = (page: Page) => page.locator('.post-item .post-title').allTextContents();

describe('paginated tag and author pages', () => {
  for (const [name, base, heading] of [
    ['tag', '/blog/tags/news', `${POSTS} posts tagged with "News"`],
    ['author', '/blog/authors/jane', `${POSTS} posts`],
  ] as const) {
    it(`splits the ${name} page into pages of 10 posts with the blog's paginator`, async () => {
      const page = await open(base);
      expect(await postTitles(page)).toHaveLength(10);
      expect(await postTitles(page)).toContain('Post 12');
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Newer entries' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Older entries' }).click();
      await page.waitForURL(`**${base}/page/2`);
      expect(await postTitles(page)).toEqual(['Post 2', 'Post 1', 'Hello']);
      expect(await page.getByRole('link', { name: 'Older entries' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Newer entries' }).click();
      await page.waitForURL(`**${base}`);
      expect(await postTitles(page)).toHaveLength(10);
    });
  }
});

describe('recent posts on a phone', () => {
  it('are in the drawer’s secondary menu, with the main menu one step back', async () => {
    const page = await open('/blog/tags/news');
    expect(await page.locator('.blog-sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const recent = page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('navigation', { name: 'Blog recent posts navigation' });
    expect(await recent.getByText('Recent posts').isVisible()).toBe(true);
    expect(await recent.getByRole('link').allTextContents()).toEqual(['Post 12', 'Post 11', 'Post 10', 'Post 9', 'Post 8']);
    await recent.getByRole('link', { name: 'Post 10' }).click();
    await page.waitForURL('**/blog/2025/01/12/post-10');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('leave the drawer with the main menu alone on pages without a sidebar', async () => {
    const page = await open('/blog/archive');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    expect(await drawer.getByRole('link', { name: 'Blog' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('button', { name: '← Back to main menu' }).count()).toBe(0);
  });
});
