/**
 * A hydrated page of a route whose modules are Markdown files (tests/fixtures/docusaurus-recent-posts,
 * its home component given state): each module is a component drawing the post's HTML in the browser
 * too, so the page hydrates over the server's markup without error and keeps the posts through a
 * re-render; the code that draws them loads on such a page only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageOpener } from '../helpers/open-page.ts';
import { recentPostsSite } from '../helpers/recent-posts.ts';
import { useBuiltSite } from '../helpers/site.ts';

const fixture = recentPostsSite();
const home = path.join(fixture.content, 'src/components/Home.jsx');
const stateful = readFileSync(home, 'utf8')
  .replace("import Link from '@docusaurus/Link';", "import Link from '@docusaurus/Link';\nimport { useState } from 'react';")
  .replace('export default function Home({ recentPosts, latest: Latest }) {\n  return (\n    <Layout title="Home">', 'export default function Home({ recentPosts, latest: Latest }) {\n  const [pressed, press] = useState(0);\n  return (\n    <Layout title="Home">\n      <button onClick={() => press(pressed + 1)}>Pressed {pressed}</button>');
fixture.write('src/components/Home.jsx', stateful);
const site = useBuiltSite(fixture.content);
const open = pageOpener(site);

describe("a hydrated page whose route's modules are posts", () => {
  it("hydrates over the posts' HTML and keeps it through a re-render, loading what draws them", async () => {
    expect(stateful).toContain('useState(0)');
    const { page, errors, scripts } = await open('/');
    const posts = page.locator('article.recent-post');
    const before = await posts.evaluateAll((articles) => articles.map((a) => a.innerHTML));
    expect(before).toHaveLength(3);
    expect(before[0]).toContain('<strong>third</strong>');
    await page.getByRole('button', { name: 'Pressed 0' }).click();
    await expect.poll(() => page.getByRole('button').filter({ hasText: 'Pressed' }).textContent()).toBe('Pressed 1');
    expect(await posts.evaluateAll((articles) => articles.map((a) => a.innerHTML))).toEqual(before);
    expect(await page.locator('section.latest h2#below-the-marker').count()).toBe(1);
    expect(await page.locator('.page-island-fallback').count()).toBe(0);
    expect(scripts.some((file) => /\/markdown-modules-drawn\.[\w]+\.js$/.test(file))).toBe(true);
    expect(errors).toEqual([]);
  });
});
