/**
 * Emoji shortcodes in Markdown text, as Docusaurus shows them (remark-emoji 4 in its MDX loader,
 * after the heading ids are made): meteoswiss's changelog (MeteoSwiss/opendata) writes
 * `## :rocket: New Feature`, which Docusaurus 3.10 shows and lists as "🚀 New Feature" with the id
 * `rocket-new-feature`; this build showed the shortcode and took `:rocket` for a text directive, so
 * the id was `-new-feature`, listed as ": New Feature". Also the page title of a doc whose front
 * matter title is empty (its home doc's `title: ""`): the site's title alone, as theme-common's.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { markdownOptions } from '../../build/docusaurus/markdown-options.ts';
import { createImageRegistry } from '../../build/markdown/images.ts';
import { renderMarkdown } from '../../build/markdown/index.ts';
import { documentTitle } from '../../build/routes/head.ts';
import type { SiteConfig } from '../../site/config-types.ts';
import { FIXTURES, ROOT, tempSite } from '../helpers/fixture.ts';
import { pageHtml } from '../helpers/pages.ts';

async function render(source: string, mdx = false) {
  const dir = '/nowhere';
  return renderMarkdown(source, {
    sourcePath: path.join(dir, mdx ? 'page.mdx' : 'page.md'),
    route: '/docs/page',
    pageUrl: 'https://example.com/docs/page',
    routeOfFile: () => undefined,
    staticDirs: [dir],
    contentDir: dir,
    site: { baseUrl: '/' },
    images: createImageRegistry(),
    bodyLine: 1,
    mdx: mdx ? { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true } : undefined,
    warn: () => undefined,
    brokenMarkdownLink: () => undefined,
    error: () => undefined,
  });
}

describe('emoji shortcodes', () => {
  it('are emoji in text, headings and the table of contents, the heading id made from the shortcode', async () => {
    for (const mdx of [false, true]) {
      const r = await render('## :rocket: New Feature\n\nShipped :tada: with :+1: and :-1:; `:rocket:` in code stays, and :no_such_emoji: too.\n', mdx);
      expect(r.headings).toEqual([{ depth: 2, text: '🚀 New Feature', id: 'rocket-new-feature' }]);
      expect(r.html).toContain('🚀 New Feature');
      expect(r.html).toContain('Shipped 🎉 with 👍 and 👎; <code>:rocket:</code> in code stays, and :no_such_emoji: too.');
    }
  });

  it('leave a text directive a directive: a name a colon does not follow', async () => {
    const r = await render('## The /tool:do command\n');
    expect(r.headings[0].id).toBe('the-tool-command');
  });
});

describe('markdown.emoji: false', () => {
  it('is read from a Docusaurus 3 config; Docusaurus 2 has no such option and always runs remark-emoji', () => {
    expect(markdownOptions({ markdown: { emoji: false } }, [3, 10], [])?.emoji).toBe(false);
    expect(markdownOptions({}, [3, 10], [])?.emoji).toBe(true);
    expect(markdownOptions({ markdown: { emoji: false } }, [2, 4], [])?.emoji).toBe(true);
  });

  it('leaves shortcodes as written in text, headings and the table of contents (mdx-loader 3.10 without remark-emoji), the id as before', async () => {
    const site = tempSite('');
    try {
      const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-emoji-off'), outDir: site.out });
      expect(result.ok).toBe(true);
      const html = pageHtml(site.out, '/docs/intro');
      expect(html).toMatch(/<h2[^>]* id="rocket-new-feature"[^>]*>:rocket: New Feature/);
      expect(html).toContain('Shipped :tada: today.');
      expect(html).toMatch(/href="#rocket-new-feature"[^>]*>:rocket: New Feature</);
      expect(html).not.toMatch(/🚀|🎉/);
    } finally {
      site.cleanup();
    }
  }, 120_000);
});

describe('the page title', () => {
  it("is the site's title alone for an empty page title, else the title trimmed and the site's", () => {
    const config = { title: 'Open Data' } as SiteConfig;
    expect(documentTitle(config, '')).toBe('Open Data');
    expect(documentTitle(config, '  ')).toBe('Open Data');
    expect(documentTitle(config, 'Open Data')).toBe('Open Data');
    expect(documentTitle(config, ' Radar ')).toBe('Radar | Open Data');
  });
});
