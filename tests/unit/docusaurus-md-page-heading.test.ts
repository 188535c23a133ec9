/**
 * The h1 of a Docusaurus site's Markdown page (tests/fixtures/docusaurus-md-pages). MDXPage
 * (@docusaurus/theme-classic 3.10) draws no heading of its own: the page's `#` heading is its h1,
 * where it stands, and a page without one shows none. So here: one h1, the page's heading (drawn
 * above the text when it opens it, left in place after a paragraph); without one, the title as an
 * h1 only screen readers find, so the headings still start at h1 (html-validate's heading-level).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../helpers/fixture.ts';

const { out } = builtFixture('docusaurus-md-pages');
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const h1s = (route: string) => [...page(route).matchAll(/<h1([^>]*)>([^<]*)/g)].map((m) => `${m[2]}${m[1].includes('visually-hidden') ? ' (hidden)' : ''}`);
const headingLevels = async (route: string) => (await new HtmlValidate({ rules: { 'heading-level': 'error' } }).validateString(page(route))).results.flatMap((r) => r.messages.map((m) => m.message));

describe("a Docusaurus site's Markdown page", () => {
  it('has its # heading for its one h1, drawn where the heading opens the text, left in place after a paragraph', async () => {
    expect(h1s('with-heading')).toEqual(['Page heading']);
    expect(h1s('late-heading')).toEqual(['Late heading']);
    expect(page('late-heading')).toMatch(/<p>A paragraph comes first\.<\/p>\s*<header><h1>Late heading<\/h1><\/header>/);
    expect(await headingLevels('late-heading')).toEqual([]);
  });

  it('without a # heading shows none, as MDXPage, and keeps its title as an h1 for screen readers only', async () => {
    expect(h1s('sections')).toEqual(['Sections only (hidden)']);
    expect(h1s('plain')).toEqual(['Plain (hidden)']);
    expect(await headingLevels('sections')).toEqual([]);
  });

  it("with a `slug` is at that path from the site's root, not in its folder (hydra's /privacy)", () => {
    expect(h1s('privacy')).toEqual(['Privacy']);
    expect(h1s('terms')).toEqual(['Terms']);
    expect(existsSync(path.join(out, 'legal'))).toBe(false);
  });
});
