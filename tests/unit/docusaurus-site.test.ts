/**
 * A Docusaurus site folder (docusaurus.config.js, sidebars.js, docs/, blog/, src/pages/, static/)
 * builds unchanged with `npm run build -- --content DIR` and gets the routes Docusaurus gives it,
 * its own navbar, footer, edit links, sidebars, static files and blog settings.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../build/build.ts';
import { startDevServer } from '../../build/dev.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { cliBuild, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import {  } from '../helpers/pages.ts';

const { out, printed } = cliBuild('docusaurus-site', 180_000);

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const page = (route: string) => readFileSync(path.join(out, route.replace(/^\//, ''), 'index.html'), 'utf8');
const between = (html: string, start: string, end: string) => html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)));

/** The fixture with its docs moved beside the site folder and the config saying `path: '../docs'`. */
function docsOutsideSite(): TempSite {
  const s = tempSite('docusaurus-site');
  renameSync(path.join(s.content, 'docs'), path.join(s.dir, 'docs'));
  const config = readFileSync(path.join(s.content, 'docusaurus.config.js'), 'utf8');
  s.write('docusaurus.config.js', config.replace("routeBasePath: '/',", "path: '../docs',\n          routeBasePath: '/',"));
  return s;
}

/**
 * The routes Docusaurus 3 gives this folder, by its documented rules: docs at the site root
 * (`routeBasePath: '/'`, `intro.md` has `slug: /`), `_` files and folders are partials, a
 * generated-index category at `/category/<label slug>`, blog posts dated by file name or folders
 * (`releases/2024-03-04-v1.md` -> `/blog/2024/03/04/releases/v1`), two posts a page, tag pages for
 * inline tags, no author pages for inline authors, `src/pages/about.md` at `/about`, the React page
 * `src/pages/showcase.js` at `/showcase`.
 */
const DOCUSAURUS_ROUTES = [
  '/',
  '/about',
  '/blog',
  '/blog/2024/01/02/hello',
  '/blog/2024/03/04/releases/v1',
  '/blog/2024/05/06/dated',
  '/blog/archive',
  '/blog/page/2',
  '/blog/tags',
  '/blog/tags/getting-started',
  '/blog/tags/news',
  '/blog/tags/release',
  '/category/reference',
  '/guide/advanced',
  '/guide/overview',
  '/guide/setup',
  '/reference/api',
  '/reference/cli',
  '/showcase',
];

describe('a Docusaurus site folder, unchanged', () => {
  it('builds with exit 0 and one warning for each thing it does not support, naming it and what it does instead', () => {
    expect(printed.stdout).toMatch(/^20 pages written to .+: 3 warnings, 0 errors, \d+ ms$/m);
    const warnings = printed.stderr.split('\n').filter(Boolean);
    expect(warnings).toEqual([
      'tests/fixtures/docusaurus-site/docusaurus.config.js: warning: themeConfig.algolia is not supported and is ignored; the built-in search is used instead.',
      'tests/fixtures/docusaurus-site/docs/guide/advanced.md:28: warning: "@site/src/components/Chart" cannot be resolved here, so what it provides renders its children only. Check the path, or use a module this build knows (@theme/..., @docusaurus/...)',
      "tests/fixtures/docusaurus-site/docs/guide/advanced.md:24: warning: <Broken> could not be rendered (Cannot read properties of undefined (reading 'map')), so its children are shown without it. Fix the component or its props.",
    ]);
  });

  it("resolves a post's `/file.md` link from the blog folder, as Docusaurus's blog does (ziti's posts)", () => {
    expect(page('/blog/2024/03/04/releases/v1')).toContain('<a href="/blog/2024/01/02/hello">the first post</a>');
  });

  it("server-renders the site's own components, with their CSS and CSS modules linked from the page", () => {
    const advanced = page('/guide/advanced');
    expect(advanced).toContain('<p><span class="Badge_badge Badge_new">Since <strong>2.0</strong></span> works in a sentence.</p>');
    expect(advanced).toContain('<figure class="screenshot"><img src="/img/logo.svg" alt="The fixture&#x27;s logo"/><figcaption>');
    expect(advanced).not.toContain('rel="preload" as="image" href="/img/logo.svg"/><figure');
    // What cannot be rendered or resolved still shows its children.
    expect(advanced).toContain('<p>A component that throws still shows its children.</p>');
    expect(advanced).toContain("<p>The chart&#39;s caption shows without it.</p>");
    const sheets = [...advanced.matchAll(/<link rel="stylesheet" href="(\/assets\/css\/mdx\.[^"]+)"/g)].map((m) => readFileSync(path.join(out, m[1]), 'utf8'));
    expect(sheets.join('\n')).toMatch(/\.Badge_badge \{[^}]*border-radius: 999px/);
    expect(sheets.join('\n')).toContain('.screenshot {');
    // Named from the site folder, not from where the build was started: the same site, the same bytes.
    expect(sheets.map((sheet) => sheet.split('\n')[0]).sort()).toEqual(['/* src/components/Badge.module.css */', '/* src/components/screenshot.css */']);
    // The site's src/theme/MDXComponents provides tags without an import.
    expect(advanced).toContain('<p>Without an import, <span class="Badge_badge Badge_new">Pill</span> comes from the site&#39;s MDXComponents.</p>');
    // Pages without components link no component CSS.
    expect(page('/guide/setup')).not.toContain('/assets/css/mdx.');
  });

  it('produces the routes Docusaurus would', () => {
    const routes = globbySync('**/index.html', { cwd: out })
      .map((f) => '/' + f.replace(/\/?index\.html$/, ''))
      .sort();
    expect(routes).toEqual([...DOCUSAURUS_ROUTES].sort());
  });

  it('uses the site title, tagline, favicon, colour mode, metadata and announcement bar', () => {
    const home = page('/');
    expect(home).toContain('<title>Welcome | Fixture Docs</title>');
    expect(home).toContain('<link rel="icon" href="/img/favicon.svg" sizes="any"/>');
    expect(home).toContain('data-theme="dark"');
    expect(home).toContain('<meta name="fixture-meta" content="present"/>');
    // Its content is HTML, shown as it is: no icon is added to its links, as Docusaurus adds none.
    const bar = between(home, '<section class="announcement-bar theme-announcement-bar"', '</section>');
    expect(bar).toMatch(/><span>Version 1 is out: <a href="https:\/\/example\.com\/v1">read the notes<\/a>!<\/span><\/p>$/);
    expect(bar).not.toContain('Close announcement');
  });

  it('shows its own navbar: a sidebar, a doc by its title, a dropdown, HTML and icon links its CSS draws', () => {
    const navbar = between(page('/guide/advanced'), 'class="navbar__desktop"', '</nav>');
    expect(navbar).toContain('<a class="navbar__item navbar__link navbar__link--active" href="/" aria-current="true">Guide</a>');
    expect(navbar).toContain('<a class="navbar__item navbar__link" href="/reference/api">API</a>');
    // Setup is listed by both sidebars and shows the last, the reference's, as in Docusaurus: the
    // doc item whose doc is in that sidebar is current there.
    expect(between(page('/guide/setup'), 'class="navbar__desktop"', '</nav>')).toContain('<a class="navbar__item navbar__link" href="/">Guide</a><a class="navbar__item navbar__link navbar__link--active" href="/reference/api" aria-current="true">API</a>');
    expect(navbar).toContain('<div class="navbar__dropdown navbar__item dropdown dropdown--hoverable"><a class="navbar__item navbar__link" href="/blog" aria-haspopup="true" aria-expanded="false">More</a><ul class="navbar__dropdown-menu dropdown__menu"><li><a class="dropdown__link" href="/blog">Blog</a></li><li><a class="dropdown__link" href="/about">About</a></li></ul></div>');
    expect(navbar).toContain('<span class="navbar__item navbar__html"><span class="fixture-badge">beta</span></span>');
    expect(navbar).toContain('href="https://github.com/fixture-org/fixture-docs" aria-label="GitHub repository"');
    // A link without a label shows what the site's CSS draws from its className, as Docusaurus's NavbarNavLink does (mobx-dart's Discord icon): not its address, nor an external-link icon.
    expect(navbar).toContain('<a class="navbar__item navbar__link header-github-link" href="https://github.com/fixture-org/fixture-docs" aria-label="GitHub repository" target="_blank" rel="noopener noreferrer"></a>');
    expect(navbar).toContain('<a class="navbar__item navbar__link icon-link discord-link" href="https://discord.gg/fixture" target="_blank" rel="noopener noreferrer"></a>');
    expect(page('/guide/setup')).toContain('<div class="navbar__logo"><img class="themed-image themed-image--light" src="/img/logo.svg" alt="Fixture logo"');
  });

  it('shows its own footer, HTML items and copyright included', () => {
    const footer = between(page('/about'), '<footer class="footer', '</footer>');
    expect(footer).toContain('<h2 class="footer__title">Community</h2>');
    expect(footer).toContain('<a class="footer__link footer__link-item" href="/guide/setup">Setup</a>');
    expect(footer).toContain('<li class="footer__item"><span><a href="https://example.com/rss">RSS</a></span></li>');
    expect(footer).toMatch(/<p class="footer__copyright">Copyright © \d{4} Fixture\. Built with <a href="https:\/\/example.com">love<\/a>\.<\/p>/);
  });

  it('links "Edit this page" through its editUrl function, with paths relative to the site folder', () => {
    expect(page('/guide/advanced')).toContain('href="https://github.com/fixture-org/fixture-docs/edit/main/docs/guide/advanced.md"');
    expect(page('/')).toContain('href="https://github.com/fixture-org/fixture-docs/edit/main/docs/intro.md"');
  });

  it('reads every sidebar item form: shorthand categories, ids, className, ref, link, html, category links', () => {
    const guide = between(page('/guide/advanced'), 'class="doc-sidebar theme-doc-sidebar-container"', '</aside>');
    // Shorthand categories fold like any other: closed by default, open on the current page's trail.
    expect(guide).toContain('<details class="menu__details"><summary class="menu__category menu__category--toggle menu__link menu__link--sublist menu__link--sublist-caret">Start</summary>');
    expect(guide).toContain('<details class="menu__details" open=""><summary class="menu__category menu__category--toggle menu__link menu__link--sublist menu__link--sublist-caret menu__link--active">In depth</summary>');
    // An external link opens in a new tab with the external-link icon, as in Docusaurus's sidebar.
    expect(guide).toContain('<a href="https://example.com/changelog" target="_blank" rel="noopener noreferrer" class="menu__link">Changelog<svg');
    expect(guide).toContain('<li class="menu__item menu__list-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2"><span class="sidebar-note">Need help? Ask.</span></li>');
    expect(guide).toContain('<li class="menu__item menu__list-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 setup-item"><a href="/guide/setup" class="menu__link">Set up</a></li>');
    // A `ref` links to a doc without making the sidebar its own: the CLI page shows the reference sidebar.
    const cli = between(page('/reference/cli'), 'class="doc-sidebar theme-doc-sidebar-container"', '</aside>');
    // `collapsible: false` keeps Reference open with no toggle; `collapsed: true` shows Guide home closed.
    expect(cli).toContain('<li class="menu__item menu__list-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__item--category"><a href="/category/reference" class="menu__category menu__category--link menu__link menu__link--sublist menu__link--active">Reference</a><ul class="menu__list">');
    expect(cli).toContain('<a href="/guide/overview" class="menu__category menu__category--link menu__link menu__link--sublist">Guide home</a><details class="menu__details"><summary class="menu__caret">');
  });

  it('gives a generated-index category a page that lists its items as cards', () => {
    const index = page('/category/reference');
    expect(index).toContain('<p>Every reference page of the fixture.</p>');
    expect(index).toContain('<li class="category-card"><a class="theme-doc-card-container" href="/reference/api"><h2 class="theme-doc-card-heading" title="API"><span class="theme-doc-card-icon">📄️</span><span class="theme-doc-card-title text--truncate">API</span></h2><p class="theme-doc-card-description text--truncate" title="The programming interface.">The programming interface.</p></a></li>');
    expect(index).toContain('<a class="theme-doc-card-container" href="/reference/cli"><h2 class="theme-doc-card-heading" title="Command line">');
  });

  it('resolves links as Docusaurus does, and publishes static/ at the output root, dot files included', () => {
    const advanced = page('/guide/advanced');
    expect(advanced).toContain('<a href="/guide/setup">from the docs root</a>');
    expect(advanced).toContain('<a href="/reference/cli">an absolute .md path</a>');
    expect(advanced).toContain('<a href="/">through @site</a>');
    expect(page('/')).toContain('<a href="/guide/setup">setup</a>');
    // A partial's links are written from its own folder (docs/guide/_see-also.mdx, shown on docs/intro.md).
    expect(page('/')).toContain('<a href="/guide/setup">the setup guide</a>, written from this partial&#39;s folder.');
    expect(page('/')).toContain('<img src="/img/logo.svg" alt="Logo" width="32" height="32"');
    expect(readFileSync(path.join(out, 'files/sample.txt'), 'utf8')).toBe('sample\n');
    // Dot files are static files too: GitHub Pages' .nojekyll, .well-known/.
    expect(existsSync(path.join(out, '.nojekyll'))).toBe(true);
    expect(readFileSync(path.join(out, '.well-known/security.txt'), 'utf8')).toBe('Contact: mailto:security@fixture.example.com\n');
    expect(existsSync(path.join(out, 'img/logo.svg'))).toBe(true);
    // This project's own images are not published into someone else's site.
    expect(existsSync(path.join(out, 'img/social-card.jpg'))).toBe(false);
  });

  it('applies its blog settings: title, posts per page, all posts in the sidebar, inline tags and authors', () => {
    const blog = page('/blog');
    expect(blog).toContain('<title>Fixture Blog | Fixture Docs</title>');
    expect(blog).toContain('All posts');
    expect(between(blog, 'blog-sidebar', '</aside>')).toContain('Version 1');
    expect(between(blog, 'blog-sidebar', '</aside>')).toContain('Hello');
    expect(page('/blog/page/2')).toContain('Hello');
    expect(page('/blog/2024/01/02/hello')).toContain('Ada Example');
    expect(page('/blog/tags/news')).toContain('2 posts tagged with &quot;news&quot;');
  });
});

describe('a Docusaurus site with mistakes', () => {
  async function buildCopy(edit: (s: TempSite) => void) {
    site = tempSite('docusaurus-site');
    edit(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    return { ...result, messages: result.diagnostics.map(formatDiagnostic) };
  }

  it('stops on a broken link when onBrokenLinks is "throw", naming the file and line', async () => {
    const result = await buildCopy((s) => s.write('docs/guide/broken.md', '# Broken\n\nSee [nowhere](/no-such-page).\n'));
    expect(result.ok).toBe(false);
    expect(result.messages.some((m) => /docs\/guide\/broken\.md:3: error: broken link: no page at "\/no-such-page"/.test(m))).toBe(true);
  }, 120_000);

  it('shows no "Edit this page" link where its editUrl function gives no URL (JSON its own DocItem/Footer reads), with one warning for the instance', async () => {
    const result = await buildCopy((s) => {
      const config = readFileSync(path.join(s.content, 'docusaurus.config.js'), 'utf8');
      s.write('docusaurus.config.js', config.replace('editUrl: ({ versionDocsDirPath, docPath }) => `https://github.com', 'editUrl: ({ docPath }) => docPath === "intro.md" ? "/edit/intro" : JSON.stringify([{ label: "Edit", href: `https://example.com/${docPath}` }]), unused: () => `https://github.com'));
    });
    expect(result.ok).toBe(true);
    expect(result.messages.filter((m) => m.includes('editUrl'))).toEqual([
      expect.stringMatching(/docusaurus\.config\.js: warning: the editUrl function of the docs plugin "default" gives "\[\{"label":"Edit","href":"https:\/\/example…" for docs\/.*\.md, which is not a URL, so its pages show no "Edit this page" link/),
    ]);
    const advanced = readFileSync(path.join(site!.out, 'guide/advanced/index.html'), 'utf8');
    expect(advanced).not.toContain('theme-edit-this-page');
    expect(advanced).not.toContain('href="[');
    expect(readFileSync(path.join(site!.out, 'index.html'), 'utf8')).toContain('href="/edit/intro"');
  }, 120_000);

  it('names the sidebars file and the item when an item is malformed', async () => {
    const result = await buildCopy((s) => s.write('sidebars.js', "module.exports = { guideSidebar: ['intro', { type: 'doc' }, 42] };\n"));
    expect(result.ok).toBe(false);
    expect(result.messages).toEqual([
      expect.stringMatching(/sidebars\.js:1: error: sidebar "guideSidebar": a "doc" item misses a field it needs .*: \{"type":"doc"\}\./),
      expect.stringMatching(/sidebars\.js: error: sidebar "guideSidebar": an item is neither a doc id nor an object: 42\./),
    ]);
  }, 120_000);
});

describe('Docusaurus options that change the output', () => {
  it('writes only the feeds feedOptions asks for, and links only those', async () => {
    site = tempSite('docusaurus-site');
    const config = readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8');
    site.write('docusaurus.config.js', config.replace("blogTitle: 'Fixture Blog',", "blogTitle: 'Fixture Blog',\n          feedOptions: { type: 'rss' },"));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    expect(existsSync(path.join(site.out, 'blog/rss.xml'))).toBe(true);
    expect(existsSync(path.join(site.out, 'blog/atom.xml'))).toBe(false);
    const blog = readFileSync(path.join(site.out, 'blog/index.html'), 'utf8');
    expect(blog).toContain('href="/blog/rss.xml"');
    expect(blog).not.toContain('href="/blog/atom.xml"');
  }, 120_000);

  it("publishes the site's own robots.txt as it is (its word on crawlers), and writes one only for a site without", async () => {
    const s = (site = tempSite('docusaurus-site'));
    s.write('static/robots.txt', 'User-agent: GPTBot\nDisallow: /\n');
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    expect(result.ok).toBe(true);
    expect(readFileSync(path.join(s.out, 'robots.txt'), 'utf8')).toBe('User-agent: GPTBot\nDisallow: /\n');
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toContain('Sitemap:');
  }, 120_000);

  it("publishes the site's own _headers and llms.txt as they are (calico's noindex rules), and gives a site without one a policy that limits scripts only", async () => {
    const s = (site = tempSite('docusaurus-site'));
    s.write('static/_headers', '/docs/v1/*\n  X-Robots-Tag: noindex\n');
    s.write('static/llms.txt', '# Our own index for AI assistants\n');
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    expect(result.ok).toBe(true);
    expect(readFileSync(path.join(s.out, '_headers'), 'utf8')).toBe('/docs/v1/*\n  X-Robots-Tag: noindex\n');
    // The same for llms.txt, which ten corpus sites commit; the generated one stays on a site without (below).
    expect(readFileSync(path.join(s.out, 'llms.txt'), 'utf8')).toBe('# Our own index for AI assistants\n');
    expect(readFileSync(path.join(out, 'llms.txt'), 'utf8')).toMatch(/^# /);
    expect(readFileSync(path.join(out, 'llms.txt'), 'utf8')).not.toContain('Our own index');
    // Docusaurus serves no policy: badges from other hosts, frames, style attributes and CSS-in-JS load as there; scripts stay this build's.
    const policy = /Content-Security-Policy: (.*)/.exec(readFileSync(path.join(out, '_headers'), 'utf8'))?.[1];
    expect(policy).toMatch(/^script-src 'self' 'sha256-[^']+'; object-src 'none'; base-uri 'self'$/);
  }, 120_000);

  it("publishes what Docusaurus does where the site's static folder holds a sitemap.xml or 404.html: its pages and its sitemap plugin's files over them, the rest as they are", async () => {
    const s = (site = tempSite('docusaurus-site'));
    s.write('static/404.html', '<p>Our own 404</p>\n');
    s.write('static/sitemap.xml', '<sitemapindex><sitemap><loc>https://example.com/sitemap_base.xml</loc></sitemap></sitemapindex>\n');
    const config = readFileSync(path.join(s.content, 'docusaurus.config.js'), 'utf8');
    // apify's: the sitemap plugin writes sitemap_base.xml, the static sitemap.xml is the index of every sitemap of the domain.
    s.write('docusaurus.config.js', config.replace('theme: { customCss', "sitemap: { filename: 'sitemap_base.xml' },\n        theme: { customCss"));
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    expect(result.ok).toBe(true);
    expect(readFileSync(path.join(s.out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.com/sitemap_base.xml</loc>');
    expect(readFileSync(path.join(s.out, 'sitemap_base.xml'), 'utf8')).toMatch(/^<\?xml[\s\S]*<urlset[\s\S]*\/guide\/setup/);
    // Docusaurus writes its 404 page after copying the static files: the page is published, and the build says why the file is not.
    expect(readFileSync(path.join(s.out, '404.html'), 'utf8')).toContain('Page Not Found');
    expect(result.diagnostics.map(formatDiagnostic)).toContainEqual(expect.stringMatching(/static\/404\.html: warning: this static file is not published: the site's page at 404\.html stands there/));

    // A site without a home page of its own: Docusaurus has no page at /, and its static index.html (a redirect, often) is the home; this build's plain home gives way.
    const bare = tempSite('docusaurus-swizzled-code-block');
    bare.remove('src/pages/index.tsx');
    bare.write('static/index.html', '<meta http-equiv="refresh" content="0; url=/docs/intro">\n');
    try {
      expect((await build({ root: ROOT, contentDir: bare.content, outDir: bare.out })).ok).toBe(true);
      expect(readFileSync(path.join(bare.out, 'index.html'), 'utf8')).toBe('<meta http-equiv="refresh" content="0; url=/docs/intro">\n');
    } finally {
      bare.cleanup();
    }
  }, 120_000);

  it("publishes images beside docs kept outside the site folder (`path: '../docs'`), and still refuses files outside both", async () => {
    const s = (site = docsOutsideSite());
    mkdirSync(path.join(s.dir, 'docs/guide/img'));
    cpSync(path.join(s.content, 'static/img/logo.svg'), path.join(s.dir, 'docs/guide/img/shot.svg'));
    writeFileSync(path.join(s.dir, 'docs/guide/shots.md'), '# Shots\n\n![A shot](./img/shot.svg)\n');
    // With the docs moved out, advanced.md's `@site/docs/intro.md` names no file: a broken Markdown link, then, left as written, a
    // broken link under onBrokenLinks, as in Docusaurus (resolveMarkdownLinks, then core's brokenLinks.js). Named as it is now.
    const advanced = path.join(s.dir, 'docs/guide/advanced.md');
    writeFileSync(advanced, readFileSync(advanced, 'utf8').replace('(@site/docs/intro.md)', '(@site/../docs/intro.md)'));
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const src = /<img src="([^"]+)" alt="A shot"/.exec(readFileSync(path.join(s.out, 'guide/shots/index.html'), 'utf8'))?.[1];
    expect(readFileSync(path.join(s.out, src!), 'utf8')).toBe(readFileSync(path.join(s.content, 'static/img/logo.svg'), 'utf8'));

    writeFileSync(path.join(s.dir, 'secret.svg'), readFileSync(path.join(s.content, 'static/img/logo.svg')));
    writeFileSync(path.join(s.dir, 'docs/guide/shots.md'), '# Shots\n\n![A secret](../../secret.svg)\n');
    const refused = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    expect(refused.ok).toBe(false);
    expect(refused.diagnostics.map(formatDiagnostic)).toContainEqual(expect.stringMatching(/docs\/guide\/shots\.md:3: error: image "\.\.\/\.\.\/secret\.svg" is outside \S*content\/ and \S*docs\/, so it is not published/));
  }, 120_000);

  it("the dev server rebuilds when a doc kept outside the site folder (`path: '../docs'`) is edited", async () => {
    const s = (site = docsOutsideSite());
    const dev = await startDevServer({ root: ROOT, contentDir: s.content, outDir: s.out, port: 0, log: () => undefined });
    try {
      const intro = path.join(s.dir, 'docs/intro.md');
      expect(readFileSync(path.join(s.out, 'index.html'), 'utf8')).not.toContain('Edited outside the site folder.');
      writeFileSync(intro, `${readFileSync(intro, 'utf8')}\nEdited outside the site folder.\n`);
      await vi.waitFor(() => expect(readFileSync(path.join(s.out, 'index.html'), 'utf8')).toContain('Edited outside the site folder.'), { timeout: 20_000, interval: 100 });
    } finally {
      await dev.close();
    }
  }, 120_000);

  it("publishes a static file at a page's `.html` path there only, not into the page (the two paths are one file, hard-linked)", async () => {
    const s = (site = tempSite('docusaurus-site'));
    s.write('static/guide/advanced.html', '<p>A static page of the site\'s own.</p>\n');
    expect((await build({ root: ROOT, contentDir: s.content, outDir: s.out, diskCache: false })).ok).toBe(true);
    expect(readFileSync(path.join(s.out, 'guide/advanced.html'), 'utf8')).toBe('<p>A static page of the site\'s own.</p>\n');
    expect(readFileSync(path.join(s.out, 'guide/advanced/index.html'), 'utf8')).toContain('<html');
  });

  it("the dev server publishes a static file added, edited or deleted in static/ and in a static directory outside the site folder", async () => {
    const s = (site = tempSite('docusaurus-site'));
    mkdirSync(path.join(s.dir, 'shared-static'));
    writeFileSync(path.join(s.dir, 'shared-static/shared.txt'), 'first\n');
    const config = readFileSync(path.join(s.content, 'docusaurus.config.js'), 'utf8');
    s.write('docusaurus.config.js', config.replace("title: ", "staticDirectories: ['static', '../shared-static'],\n  title: "));
    const dev = await startDevServer({ root: ROOT, contentDir: s.content, outDir: s.out, port: 0, log: () => undefined });
    try {
      expect(readFileSync(path.join(s.out, 'shared.txt'), 'utf8')).toBe('first\n');
      writeFileSync(path.join(s.content, 'static/added.txt'), 'added in static/\n');
      await vi.waitFor(() => expect(readFileSync(path.join(s.out, 'added.txt'), 'utf8')).toBe('added in static/\n'), { timeout: 20_000, interval: 100 });
      writeFileSync(path.join(s.dir, 'shared-static/shared.txt'), 'edited outside the site folder\n');
      await vi.waitFor(() => expect(readFileSync(path.join(s.out, 'shared.txt'), 'utf8')).toBe('edited outside the site folder\n'), { timeout: 20_000, interval: 100 });
      // A static robots.txt is the site's own word on crawlers and is published as it is; deleted, the generated one comes back.
      expect(readFileSync(path.join(s.out, 'robots.txt'), 'utf8')).toContain('Sitemap:');
      writeFileSync(path.join(s.content, 'static/robots.txt'), 'User-agent: *\nDisallow: /\n');
      writeFileSync(path.join(s.content, 'static/copied-with-robots.txt'), 'here\n');
      await vi.waitFor(() => expect(existsSync(path.join(s.out, 'copied-with-robots.txt'))).toBe(true), { timeout: 20_000, interval: 100 });
      expect(readFileSync(path.join(s.out, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
      for (const file of ['static/added.txt', 'static/robots.txt']) rmSync(path.join(s.content, file));
      rmSync(path.join(s.dir, 'shared-static/shared.txt'));
      await vi.waitFor(() => expect(existsSync(path.join(s.out, 'added.txt')) || existsSync(path.join(s.out, 'shared.txt'))).toBe(false), { timeout: 20_000, interval: 100 });
      expect(readFileSync(path.join(s.out, 'robots.txt'), 'utf8')).toContain('Sitemap:');
      expect(existsSync(path.join(s.out, 'copied-with-robots.txt'))).toBe(true);
      expect(existsSync(path.join(s.out, 'img/logo.svg'))).toBe(true);
    } finally {
      await dev.close();
    }
  }, 120_000);

  it('the dev server gives a page and its Markdown twin their paths back when a static file that stood there is deleted', async () => {
    const s = (site = tempSite('docusaurus-site'));
    const dev = await startDevServer({ root: ROOT, contentDir: s.content, outDir: s.out, port: 0, log: () => undefined });
    const read = (file: string) => readFileSync(path.join(s.out, file), 'utf8');
    try {
      const [page, twin] = [read('guide/advanced.html'), read('guide/advanced.md')];
      s.write('static/guide/advanced.html', '<p>static</p>\n');
      s.write('static/guide/advanced.md', 'static\n');
      await vi.waitFor(() => expect([read('guide/advanced.html'), read('guide/advanced.md')]).toEqual(['<p>static</p>\n', 'static\n']), { timeout: 20_000, interval: 100 });
      expect(read('guide/advanced/index.html')).toBe(page);
      for (const file of ['static/guide/advanced.html', 'static/guide/advanced.md']) rmSync(path.join(s.content, file));
      await vi.waitFor(() => expect([existsSync(path.join(s.out, 'guide/advanced.html')) && read('guide/advanced.html'), existsSync(path.join(s.out, 'guide/advanced.md')) && read('guide/advanced.md')]).toEqual([page, twin]), { timeout: 20_000, interval: 100 });
    } finally {
      await dev.close();
    }
  }, 120_000);

  it('maps sidebarCollapsed and sidebarCollapsible: categories that do not say otherwise start open, or never fold', async () => {
    site = tempSite('docusaurus-site');
    const config = readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8');
    site.write('docusaurus.config.js', config.replace("routeBasePath: '/',", "routeBasePath: '/',\n          sidebarCollapsed: false,"));
    expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).ok).toBe(true);
    const open = between(readFileSync(path.join(site.out, 'guide/advanced/index.html'), 'utf8'), 'class="doc-sidebar theme-doc-sidebar-container"', '</aside>');
    expect(open).toContain('<details class="menu__details" open=""><summary class="menu__category menu__category--toggle menu__link menu__link--sublist menu__link--sublist-caret">Start</summary>');

    site.write('docusaurus.config.js', config.replace("routeBasePath: '/',", "routeBasePath: '/',\n          sidebarCollapsible: false,"));
    expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).ok).toBe(true);
    const fixed = between(readFileSync(path.join(site.out, 'guide/advanced/index.html'), 'utf8'), 'class="doc-sidebar theme-doc-sidebar-container"', '</aside>');
    expect(fixed).not.toContain('<details');
    expect(fixed).toContain('Start');
  }, 120_000);
});
