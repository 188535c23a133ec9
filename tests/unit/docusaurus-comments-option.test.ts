/**
 * Docusaurus 3's `markdown.mdx1Compat.comments`: on (the default before `future.v4`), its comment
 * syntax drops `<!-- … -->` from the text; off (`mdx1Compat.comments: false`, or `future.v4`
 * from 3.10), a comment is HTML, which MDX refuses and CommonMark keeps. The heading ids are what
 * Docusaurus 3.10.2 built of tests/fixtures/heading-comments (a scratch site, `format: 'detect'`,
 * the excerpt as `.md` and as `.mdx`, comments on and off): a comment is no part of a slug, the
 * space before it is (`heading-`), and `<!-- #id -->` is an id only where comments are HTML.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowestVersion } from '../../build/docusaurus/docusaurus-major.ts';
import { markdownOptions } from '../../build/docusaurus/markdown-options.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'heading-comments');
const fixture = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const mdx = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true };
const ids = (html: string) => [...html.matchAll(/<h2 id="([^"]*)"/g)].map((m) => m[1]);

const comments = (config: Record<string, unknown>, range = '3.10.2') => markdownOptions(config, lowestVersion(range), [])?.comments;

describe('markdown.mdx1Compat.comments, as @docusaurus/core 3.10 resolves it', () => {
  it('is on by default, and as the config writes it', () => {
    expect(comments({})).toBe(true);
    expect(comments({ markdown: { mdx1Compat: { comments: false } } })).toBe(false);
    expect(comments({ markdown: { mdx1Compat: { comments: true } }, future: { v4: true } })).toBe(true);
  });

  it('is off under future.v4 (true from 3.10, or its mdx1CompatDisabledByDefault), not under 3.9\'s v4 shortcut', () => {
    expect(comments({ future: { v4: true } })).toBe(false);
    expect(comments({ future: { v4: { mdx1CompatDisabledByDefault: true } } })).toBe(false);
    expect(comments({ future: { v4: { useCssCascadeLayers: true } } })).toBe(true);
    expect(comments({ future: { v4: true } }, '^3.9.2')).toBe(true);
  });

  it('is on for a Docusaurus 2 site, whose MDX 1 reading of comments stays', () => {
    expect(comments({ future: { v4: true }, markdown: { mdx1Compat: { comments: false } } }, '^2.4.3')).toBe(true);
  });
});

describe('a heading ending in a comment', () => {
  for (const [reading, options] of [['MDX', mdx], ['Markdown', undefined]] as const) {
    it(`keeps the space before a dropped comment in its id, and a \`<!-- #id -->\` is no id (comments on, read as ${reading})`, async () => {
      const { html, warnings } = await renderSiteDoc(fixture('headings.md'), path.join(dir, 'headings.md'), dir, options);
      expect(warnings).toEqual([]);
      expect(ids(html)).toEqual(['heading-', 'other-', 'mid--end']);
    });
  }

  it('has its `<!-- #id -->` for id where comments are HTML (comments off, Markdown)', async () => {
    const { html, warnings } = await renderSiteDoc(fixture('headings.md'), path.join(dir, 'headings.md'), dir, undefined, { comments: false });
    expect(warnings).toEqual([]);
    expect(ids(html)).toEqual(['heading-', 'custom-id', 'mid--end']);
  });
});

describe('comments off in MDX', () => {
  it('are an error at the comment\'s line saying what to write instead, and code keeps its `<!--`', async () => {
    const { warnings } = await renderSiteDoc(fixture('refused.mdx'), path.join(dir, 'refused.mdx'), dir, mdx, { comments: false });
    expect(warnings).toEqual([expect.stringMatching(/^11: MDX syntax error: .*Write the comment as \{\/\* … \*\/\}, or set `markdown\.mdx1Compat\.comments: true`\.$/)]);
  });

  it('are no error with comments on', async () => {
    const { html, warnings } = await renderSiteDoc(fixture('refused.mdx'), path.join(dir, 'refused.mdx'), dir, mdx);
    expect(warnings).toEqual([]);
    expect(html).toContain('&lt;!-- kept --&gt;');
  });
});
