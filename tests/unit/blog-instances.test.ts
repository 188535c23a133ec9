/**
 * Several blog plugin instances, as Docusaurus builds them: the preset's blog and every
 * `@docusaurus/plugin-content-blog` (or `content-blog`) entry with an `id` get their own path,
 * route base, tags (`tagsBasePath`), authors file, list pages, archive, sidebar, feeds, reading
 * time, edit URL and title; `.md` links resolve within an instance and URL links across them;
 * navbar and footer items lead into each; search, the sitemap, llms.txt and the Markdown twins
 * cover every instance; an instance's options.json translates its own title.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { builtFixture, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { pageHtml, routesIn, between } from '../helpers/pages.ts';

const FIXTURE = 'docusaurus-blogs';
const fixture = builtFixture(FIXTURE);
let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const page = (route: string, out = fixture.out) => pageHtml(out, route);
const file = (rel: string, out = fixture.out) => readFileSync(path.join(out, rel), 'utf8');
const sidebar = (route: string) => [...between(page(route), '<aside class="blog-sidebar">', '</aside>').matchAll(/<(?:p class="blog-sidebar__title"|a href="([^"]*)")>([^<]*)</g)].map((m) => (m[1] ? `${m[2]} ${m[1]}` : m[2]));
const titles = (route: string) => [...between(page(route), '<main', '</main>').matchAll(/<h2 class="post-title"><a href="([^"]*)">/g)].map((m) => m[1]);

/**
 * The routes Docusaurus 3 gives the fixture: the preset's blog at /blog; `events` at /events with
 * its tags under /events/topics, one post per page (its list, the author's and the tag's pages
 * paged); `release-notes` at /releases without an archive or authors (it has no authors file); none
 * at `/`, where the fixture has no page.
 */
const DOCUSAURUS_ROUTES = [
  '/blog',
  '/blog/2024/03/01/hello',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/ann',
  '/blog/tags',
  '/blog/tags/news',
  '/docs/intro',
  '/events',
  '/events/2024/05/20/meetup',
  '/events/2024/10/02/autumn',
  '/events/archive',
  '/events/authors',
  '/events/authors/bo',
  '/events/authors/bo/page/2',
  '/events/page/2',
  '/events/topics',
  '/events/topics/meetup',
  '/events/topics/meetup/page/2',
  '/events/topics/talks',
  '/releases',
  '/releases/1.0',
  '/releases/1.1',
  '/releases/tags',
  '/releases/tags/release',
];

describe('several blog plugin instances', () => {
  it('builds every instance at the routes Docusaurus gives it', () => {
    expect(routesIn(fixture.out)).toEqual(DOCUSAURUS_ROUTES);
    expect(titles('/events')).toEqual(['/events/2024/10/02/autumn']);
    expect(titles('/events/page/2')).toEqual(['/events/2024/05/20/meetup']);
    expect(titles('/releases')).toEqual(['/releases/1.1', '/releases/1.0']);
    expect(titles('/blog')).toEqual(['/blog/2024/03/01/hello']);
    expect(page('/events/topics/talks')).toContain('tagged with &quot;talks&quot;');
    // "meetup" and "Meetup" are one tag, named by the first label seen (the newest post's), and each post is on its page once.
    expect(page('/events/topics/meetup')).toContain('tagged with &quot;meetup&quot;');
    expect(page('/events/2024/10/02/autumn').match(/rel="tag">[^<]*</g)).toEqual(['rel="tag">meetup<', 'rel="tag">talks<']);
    expect(page('/events/authors/bo')).toContain('Bo Host');
    expect(page('/blog/authors')).not.toContain('Bo Host');
  });

  it("gives each instance its own title, sidebar, reading time, excerpts and edit URL", () => {
    expect(page('/events')).toContain('<title>Events | Blogs</title>');
    expect(page('/blog')).toContain('What the team writes');
    expect(page('/releases')).toContain('<title>Release notes | Blogs</title>');
    expect(sidebar('/events/2024/05/20/meetup')).toEqual(['All events', 'Autumn meetup /events/2024/10/02/autumn', 'Spring meetup /events/2024/05/20/meetup']);
    expect(sidebar('/releases/1.0')).toEqual(['Recent posts', 'Release 1.1 /releases/1.1', 'Release 1.0 /releases/1.0']);
    expect(page('/blog')).toContain(' min read');
    expect(page('/events/page/2')).not.toContain(' min read');
    // The excerpt ends at the truncate marker on list pages, in every instance.
    expect(page('/events/page/2')).not.toContain('Photos after the fold');
    expect(page('/events/2024/05/20/meetup')).toContain('Photos after the fold');
    expect(page('/blog')).not.toContain('More words after the fold');
    expect(page('/blog/2024/03/01/hello')).toContain('href="https://example.com/edit/main/blog/2024-03-01-hello.md"');
    expect(page('/events/2024/10/02/autumn')).toContain('href="https://example.com/events-edit/events/2024-10-02-autumn.md"');
    expect(page('/releases/1.0')).not.toContain('Edit this page');
  });

  it("writes each instance's feeds of its own posts, and names every feed on every page", () => {
    expect(globbySync('*/{rss,atom}.xml', { cwd: fixture.out }).sort()).toEqual(['blog/atom.xml', 'blog/rss.xml', 'events/rss.xml', 'releases/atom.xml']);
    const events = file('events/rss.xml');
    // Named as @docusaurus/plugin-content-blog names feeds: feedOptions.title and description, else "<site title> Blog".
    expect(events).toContain('<title>Community events</title>\n');
    expect(events).toContain('<description>Meetups and talks</description>');
    expect(file('blog/rss.xml')).toContain('<title>Blogs Blog</title>\n');
    expect(file('blog/atom.xml')).toContain('<subtitle>Blogs Blog</subtitle>');
    expect(events.match(/<link>[^<]*<\/link>/g)).toEqual(['<link>https://blogs.example.com/events</link>', '<link>https://blogs.example.com/events/2024/10/02/autumn</link>', '<link>https://blogs.example.com/events/2024/05/20/meetup</link>']);
    expect(file('releases/atom.xml')).not.toContain('/events/');
    expect(page('/docs/intro').match(/<link rel="alternate" type="application\/(?:rss|atom)\+xml" href="[^"]*" title="[^"]*"/g)).toEqual([
      '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Blogs RSS Feed"',
      '<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Blogs Atom Feed"',
      '<link rel="alternate" type="application/rss+xml" href="/events/rss.xml" title="Community events RSS Feed"',
      '<link rel="alternate" type="application/atom+xml" href="/releases/atom.xml" title="Blogs Atom Feed"',
    ]);
  });

  it('resolves .md links within an instance and URL links across instances, from posts, docs, the navbar and the footer', () => {
    expect(page('/events/2024/10/02/autumn')).toContain('<a href="/events/2024/05/20/meetup">the spring meetup</a>');
    expect(page('/events/2024/05/20/meetup')).toContain('<a href="/events/2024/10/02/autumn">autumn</a>');
    expect(page('/releases/1.1')).toContain('<a href="/releases/1.0">1.0</a>');
    expect(page('/releases/1.0')).toContain('<a href="/blog/2024/03/01/hello">the team blog</a>');
    expect(page('/docs/intro')).toContain('<a href="/events/topics/meetup">the events by topic</a>');
    const navbar = between(page('/events/2024/10/02/autumn'), '<div class="navbar__desktop">', '</nav>');
    expect(navbar).toContain('<a class="navbar__item navbar__link navbar__link--active" href="/events" aria-current="true">Events</a>');
    expect(navbar).toContain('<a class="navbar__item navbar__link" href="/releases">Releases</a>');
    expect(page('/docs/intro')).toContain('href="/releases/1.1">Release 1.1</a>');
  });

  it('searches, maps and lists for AI assistants the posts of every instance, with a Markdown twin for each', () => {
    const urls = globbySync('assets/search/*/d-*.json', { cwd: fixture.out, absolute: true }).flatMap((chunk) => JSON.parse(readFileSync(chunk, 'utf8')).map((doc: string[]) => doc[2]));
    expect(urls.sort()).toEqual(['/blog/2024/03/01/hello', '/docs/intro', '/events/2024/05/20/meetup', '/events/2024/10/02/autumn', '/releases/1.0', '/releases/1.1']);
    const sitemap = file('sitemap.xml');
    for (const route of ['/events/topics/meetup', '/releases/1.0', '/blog/2024/03/01/hello', '/events/page/2']) expect(sitemap).toContain(`<loc>https://blogs.example.com${route}</loc>`);
    const llms = file('llms.txt');
    expect(llms.match(/^## .*/gm)).toEqual(['## Docs', '## Team blog', '## Events', '## Release notes']);
    expect(llms).toContain('- [Spring meetup](https://blogs.example.com/events/2024/05/20/meetup.md)');
    expect(file('llms-full.txt')).toContain('The second release');
    expect(file('events/2024/10/02/autumn.md')).toContain('We meet again in autumn');
    expect(file('releases/1.0.md')).toContain('The first release.');
  });
});

describe('what an instance may not do', () => {
  async function buildWith(edit: (s: TempSite) => void) {
    site = tempSite(FIXTURE);
    edit(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    return { ...result, messages: result.diagnostics.map(formatDiagnostic) };
  }
  const config = () => readFileSync(path.join(site!.content, 'docusaurus.config.js'), 'utf8');

  it('names the config and its line when two instances share an id or an option is wrong, and the post when a link into an instance is broken', async () => {
    const clash = await buildWith((s) => s.write('docusaurus.config.js', config().replace("id: 'release-notes'", "id: 'events'")));
    // The second entry with the id: the `content-blog` one.
    const line = config().split('\n').findLastIndex((l) => l.includes("id: 'events'")) + 1;
    expect(clash.messages).toEqual([expect.stringContaining(`docusaurus.config.js:${line}: error: two blog plugin instances have the id "events". Give each \`@docusaurus/plugin-content-blog\` entry its own \`id\``)]);
    expect((await buildWith((s) => s.write('docusaurus.config.js', config().replace("tagsBasePath: 'topics'", "tagsBasePath: 'our topics'")))).messages).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:\d+: error: blog plugin "events" option `tagsBasePath`: must be one path segment such as "tags"/),
    ]);
    const broken = await buildWith((s) => s.write('release-notes/2024-06-30-one-one.md', '---\ntitle: Release 1.1\nslug: "1.1"\n---\n\nSee [the winter meetup](/events/2024/12/01/winter).\n'));
    expect(broken.messages).toEqual([expect.stringMatching(/release-notes\/2024-06-30-one-one\.md:6: error: .*\/events\/2024\/12\/01\/winter/)]);
  }, 120_000);
});

describe('every instance in every locale', () => {
  it("reads an instance's translated title from its own folder, docusaurus-plugin-content-blog-<id>/", async () => {
    site = tempSite(FIXTURE);
    const config = path.join(site.content, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"));
    site.write('i18n/fr/docusaurus-plugin-content-blog-events/options.json', JSON.stringify({ title: { message: 'Événements' }, 'sidebar.title': { message: 'Tous les événements' } }));
    site.write('i18n/fr/docusaurus-plugin-content-blog-events/2024-10-02-autumn.md', '---\ntitle: Rencontre d’automne\nauthors: bo\n---\n\nNous nous retrouvons.\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(page('/fr/events', site.out)).toContain('<title>Événements | Blogs</title>');
    expect(page('/fr/events/2024/10/02/autumn', site.out)).toContain('Tous les événements');
    expect(page('/fr/events/2024/10/02/autumn', site.out)).toContain('Nous nous retrouvons.');
    // The other instances keep their own titles.
    expect(page('/fr/releases', site.out)).toContain('<title>Release notes | Blogs</title>');
    expect(page('/events', site.out)).toContain('<title>Events | Blogs</title>');
  }, 120_000);

  it("reads the preset's blog's translations from docusaurus-plugin-content-blog-<id>/ when the preset gives it an id", async () => {
    site = tempSite(FIXTURE);
    const config = path.join(site.content, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },").replace("blog: { blogTitle: 'Team blog',", "blog: { id: 'team', blogTitle: 'Team blog',"));
    site.write('i18n/fr/docusaurus-plugin-content-blog-team/options.json', JSON.stringify({ title: { message: 'Blogue de l’équipe' } }));
    // The default instance's folder is not this one's.
    site.write('i18n/fr/docusaurus-plugin-content-blog/options.json', JSON.stringify({ title: { message: 'Mauvais dossier' } }));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(page('/fr/blog', site.out)).toContain('<title>Blogue de l’équipe | Blogs</title>');
    expect(page('/blog', site.out)).toContain('<title>Team blog | Blogs</title>');
  }, 120_000);
});
