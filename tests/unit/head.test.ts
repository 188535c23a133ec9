/** Head metadata of the built SpecWeave site: canonical, description, Open Graph, Twitter, JSON-LD, language, theme colours. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { readPage } from '../../scripts/parity/page-view.ts';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'site-head-'));
const out = path.join(dir, 'dist');
beforeAll(async () => {
  expect((await build({ root: ROOT, outDir: out })).ok).toBe(true);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const html = (route: string) => readFileSync(path.join(out, route === '/404' ? '404.html' : path.join(route, 'index.html')), 'utf8');
const meta = (page: string, attr: 'name' | 'property', key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(page)?.[1];
const jsonLd = (page: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)![1]);

describe('head metadata', () => {
  it('gives every page a canonical URL, a description, Open Graph and Twitter tags, lang and theme colours', () => {
    for (const route of ['/', '/docs/', '/docs/overview/introduction', '/blog', '/blog/introducing-specweave', '/blog/tags/announcement', '/markdown-page', '/404']) {
      const page = html(route);
      expect(page, route).toMatch(/^<!doctype html><html lang="en"/);
      const canonical = /<link rel="canonical" href="([^"]*)"\/>/.exec(page)?.[1];
      expect(canonical, route).toBe(`https://spec-weave.com${route}`);
      const description = meta(page, 'name', 'description');
      expect(description?.length, route).toBeGreaterThan(20);
      expect(meta(page, 'property', 'og:title'), route).toBe(/<title>([^<]*)<\/title>/.exec(page)![1]);
      expect(meta(page, 'property', 'og:description'), route).toBe(description);
      expect(meta(page, 'property', 'og:type'), route).toBe(route.startsWith('/blog/introducing') ? 'article' : 'website');
      expect(meta(page, 'property', 'og:url'), route).toBe(canonical);
      expect(meta(page, 'property', 'og:image'), route).toBe('https://spec-weave.com/img/social-card.jpg');
      expect(meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(page, 'name', 'twitter:image')).toBe('https://spec-weave.com/img/social-card.jpg');
      expect(page).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff"/>');
      expect(page).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#1b1b1d"/>');
    }
  });

  it('uses the front-matter description, else the first paragraph', () => {
    expect(meta(html('/docs/overview/features'), 'name', 'description')).toBe('The features of SpecWeave - living docs, context manifests, agents and skills, four-level testing, diagrams, integrations, hooks and slash commands.');
    expect(meta(html('/markdown-page'), 'name', 'description')).toContain('Every Markdown feature');
  });

  it('marks posts as articles with their published time and BlogPosting data', () => {
    const post = html('/blog/introducing-specweave');
    expect(meta(post, 'property', 'og:type')).toBe('article');
    expect(meta(post, 'property', 'article:published_time')).toBe('2025-10-26T00:00:00.000Z');
    expect(jsonLd(post)).toMatchObject({ '@type': 'BlogPosting', datePublished: '2025-10-26T00:00:00.000Z', author: [{ name: 'Anton Abyzov' }] });
  });

  it('describes docs with BreadcrumbList data of the visible breadcrumbs that are links, as Docusaurus does', () => {
    const page = html('/docs/guides/getting-started/installation');
    // "Getting Started" has no page of its own, so it is a crumb but no item of the list.
    expect(jsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Installation', item: 'https://spec-weave.com/docs/guides/getting-started/installation' }],
    });
    expect(page).toContain('<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs">');
    expect(page).toMatch(/<li class="breadcrumbs__item"><span class="breadcrumbs__link">Getting Started<\/span><\/li><li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link" aria-current="page">Installation<\/span><\/li>/);
  });

  it('links "Edit this page" to the file in SpecWeave\'s docs-site/ folder, where our content/ mirrors it', () => {
    expect(html('/docs/overview/introduction')).toContain('href="https://github.com/anton-abyzov/specweave/tree/develop/docs-site/docs/overview/introduction.md"');
  });
});

describe('blog pages as Docusaurus words them', () => {
  it('counts posts as "One post" and "2 posts" in titles, names an author page with its count, and gives an archive year its own id', () => {
    expect(/<title>([^<]*)<\/title>/.exec(html('/blog/tags/announcement'))![1]).toBe('One post tagged with &quot;Announcement&quot; | SpecWeave');
    expect(html('/blog/tags/announcement')).toContain('<h1>One post tagged with &quot;Announcement&quot;');
    expect(/<title>([^<]*)<\/title>/.exec(html('/blog/authors/antonabyzov'))![1]).toBe('Anton Abyzov - One post | SpecWeave');
    expect(html('/blog/archive')).toMatch(/<h2 id="20\d\d">20\d\d<\/h2>/);
  });
});

describe("the blog's tags and authors pages, as Docusaurus's", () => {
  it('groups tags under a heading per first letter, its id the letter, tags in each by label; names each author in an h2', () => {
    // Docusaurus 3.9's build of SpecWeave's docs-site, whose blog this site's mirrors, reads the same.
    const tags = html('/blog/tags');
    expect([...tags.matchAll(/<h2 id="([^"]*)">([^<]*)<\/h2>/g)].map((m) => `#${m[1]} ${m[2]}`)).toEqual(['#A A', '#C C', '#S S']);
    expect([...tags.matchAll(/href="\/blog\/tags\/([^"]+)"/g)].map((m) => m[1]).filter((t, i, all) => all.indexOf(t) === i)).toEqual(['ai-development', 'announcement', 'claude-code', 'spec-driven']);
    expect(readPage(html('/blog/authors')).headingIds).toEqual(['# Anton Abyzov']);
  });
});

describe('last updated', () => {
  it('shows the date and author of the last commit that touched a doc, the date as Docusaurus writes it ("Nov 22, 2025")', () => {
    const page = html('/docs/overview/introduction');
    const match = /Last updated on <time dateTime="([^"]+)">([^<]+)<\/time> by ([^<]+)<\/p>/.exec(page);
    expect(match).not.toBeNull();
    const date = new Date(match![1]);
    expect(Number.isNaN(date.getTime())).toBe(false);
    expect(match![2]).toBe(`${date.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${date.getUTCDate()}, ${date.getUTCFullYear()}`);
    expect(match![3].length).toBeGreaterThan(0);
  });
});
