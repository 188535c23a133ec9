/**
 * `@theme/BlogPostItem` as theme-classic draws it, reading `useBlogPost()`, on a page that draws its
 * recent posts through BlogPostProvider (luan-dev-blog's home page; fixture docusaurus-recent-posts,
 * its home component replaced by luan-dev-blog's shape): each post an article with its title linked,
 * date, authors, its content above the marker and "Read more". Before, the module was not provided:
 * a stand-in drew nothing of the posts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, type TempSite } from '../helpers/fixture.ts';
import { recentPostsSite } from '../helpers/recent-posts.ts';

const HOME = (provider: string) => `import Layout from '@theme/Layout';
import BlogPostItem from '@theme/BlogPostItem';
import { BlogPostProvider } from '${provider}';

export default function Home({ recentPosts }) {
  return (
    <Layout title="Home">
      {recentPosts.map(({ content: BlogPostContent }) => (
        <BlogPostProvider key={BlogPostContent.metadata.permalink} content={BlogPostContent}>
          <BlogPostItem>
            <BlogPostContent />
          </BlogPostItem>
        </BlogPostProvider>
      ))}
    </Layout>
  );
}
`;

let site: TempSite;
let messages: string[];
let home: string;
beforeAll(async () => {
  site = recentPostsSite();
  site.write('src/components/Home.jsx', HOME('@docusaurus/theme-common/internal'));
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  messages = result.diagnostics.map(formatDiagnostic);
  home = readFileSync(path.join(site.out, 'index.html'), 'utf8').replaceAll('<!-- -->', '');
}, 120_000);
afterAll(() => site.cleanup());

describe('@theme/BlogPostItem', () => {
  it('is provided, with BlogPostProvider: no word of a module standing in', () => {
    expect(messages.filter((m) => /not provided|stands in/.test(m))).toEqual([]);
  });

  it("draws each post of the provider as an article of the blog's list: its title linked, its date, its author, its content and Read more", () => {
    const articles = [...home.matchAll(/<article class="post-item margin-bottom--xl">(.*?)<\/article>/gs)].map((m) => m[1]);
    expect(articles).toHaveLength(3);
    expect(articles[0]).toMatch(/^<header class="post-header"><h2 class="post-title"><a href="\/blog\/2024\/03\/01\/third">[^<]+<\/a><\/h2><p class="post-meta"><time dateTime="2024-03-01T00:00:00.000Z">March 1, 2024<\/time><\/p><div class="post-authors"><div class="post-author">.*<p class="post-author__name">Ada<\/p>/s);
    expect(articles[0]).toMatch(/<div class="markdown">.+<\/div><footer class="post-footer"><a href="\/blog\/2024\/03\/01\/third" class="read-more" aria-label="Read more about [^"]+">Read more<\/a><\/footer>$/s);
  });
});

describe('@theme/BlogPostItem in another locale', () => {
  let fr: TempSite;
  let ok: boolean;
  beforeAll(async () => {
    fr = recentPostsSite();
    fr.write('src/components/Home.jsx', HOME('@docusaurus/plugin-content-blog/client'));
    const config = readFileSync(path.join(fr.content, 'docusaurus.config.js'), 'utf8');
    fr.write('docusaurus.config.js', config.replace("  baseUrl: '/',", "  baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"));
    fr.write('i18n/fr/docusaurus-plugin-content-blog/2024-03-01-third.md', '---\ntitle: Troisième billet\ntags: [moteur]\n---\n\nLe résumé du **troisième** billet.\n\n<!-- truncate -->\n\nSeulement sur la page du billet.\n');
    ok = (await build({ root: ROOT, contentDir: fr.content, outDir: fr.out })).ok;
  }, 120_000);
  afterAll(() => fr.cleanup());

  it("draws the post's metadata in that locale, as Docusaurus loads the blog per locale (its title, permalink and tags: links that are that locale's pages), with the blog client's provider", () => {
    expect(ok).toBe(true);
    const page = readFileSync(path.join(fr.out, 'fr', 'index.html'), 'utf8').replaceAll('<!-- -->', '');
    const first = page.match(/<article class="post-item margin-bottom--xl">(.*?)<\/article>/s)![1];
    expect(first).toMatch(/<h2 class="post-title"><a href="\/fr\/blog\/2024\/03\/01\/third">Troisième billet<\/a><\/h2><p class="post-meta"><time dateTime="2024-03-01T00:00:00.000Z">1 mars 2024<\/time>/);
    expect(first).toContain('<a href="/fr/blog/tags/moteur" class="tag" rel="tag">moteur</a>');
  });
});

