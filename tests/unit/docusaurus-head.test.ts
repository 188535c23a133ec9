/**
 * The head tags of a Docusaurus site's pages are those Docusaurus's classic theme writes
 * (theme-common 3.10's PageMetadata, theme-classic's SiteMetadata and BlogPostPage Metadata): no
 * twitter:title, twitter:description or og:site_name, og:type only on a post, and no description
 * on a React page whose Layout gets none or on the 404 page (NotFound's PageMetadata gives only a
 * title), where this build gave the tagline. Compared with Docusaurus builds of corpus sites
 * (socket.io 2.4.3, supertokens 3.8.1). SpecWeave's own site keeps its own tags.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliBuild } from '../helpers/fixture.ts';

const docusaurus = cliBuild('docusaurus-head', 120_000);
const own = cliBuild('basic', 120_000);
const metas = (out: string, file: string) =>
  [...readFileSync(path.join(out, file), 'utf8').matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)].map((m) => `${m[2]}=${m[3]}`);
const names = (out: string, file: string) => metas(out, file).map((m) => m.split('=')[0]);
const SITE_ONLY = ['twitter:title', 'twitter:description', 'og:site_name'];

describe("a Docusaurus site's head tags", () => {
  for (const file of ['docs/intro/index.html', 'blog/2024/01/02/first/index.html', 'plain/index.html', '404.html']) {
    it(`are none of this project's own on ${file}`, () => {
      expect(names(docusaurus.out, file).filter((n) => SITE_ONLY.includes(n))).toEqual([]);
    });
  }

  it('have og:type on a post alone (article), and a description where the page gives one', () => {
    expect(metas(docusaurus.out, 'blog/2024/01/02/first/index.html')).toEqual(expect.arrayContaining(['og:type=article', 'description=A described post.', 'og:description=A described post.']));
    expect(names(docusaurus.out, 'docs/intro/index.html')).not.toContain('og:type');
    expect(metas(docusaurus.out, 'docs/intro/index.html')).toEqual(expect.arrayContaining(['description=A described doc.', 'og:description=A described doc.']));
    expect(metas(docusaurus.out, 'described/index.html')).toContain('description=In its own words.');
  });

  it('have no description on a React page whose Layout gets none, nor on the 404 page, as in Docusaurus', () => {
    for (const file of ['plain/index.html', '404.html']) expect(names(docusaurus.out, file).filter((n) => n.endsWith('description'))).toEqual([]);
  });
});

describe("SpecWeave's own site's head tags", () => {
  it('keep twitter:title, twitter:description, og:site_name and og:type, and the 404 page its description', () => {
    const home = names(own.out, 'index.html');
    expect(SITE_ONLY.every((n) => home.includes(n)) && home.includes('og:type')).toBe(true);
    expect(names(own.out, '404.html')).toContain('description');
  });
});
