/**
 * Every locale of a Docusaurus site in one build, laid out as Docusaurus lays it out: the default
 * locale at the root, the others under `/<locale>/`, each doc, post and page read from its
 * translation where there is one and from the default locale's file where there is none, each
 * page saying its language and direction and naming itself in the other locales.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSearchEngine } from '../../site/islands/search-engine.ts';
import { indexTerms, tokenize } from '../../shared/search-format.ts';
import { build } from '../../build/build.ts';
import { createCache } from '../../build/cache.ts';
import { startDevServer } from '../../build/dev.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { builtFixture, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { pageHtml, routesIn } from '../helpers/pages.ts';

const FIXTURE = 'docusaurus-i18n';
const fixture = builtFixture(FIXTURE);
let site: TempSite | undefined;
afterEach(() => {
  site?.cleanup();
  vi.unstubAllGlobals();
});

const page = (route: string, out = fixture.out) => pageHtml(out, route);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"\/>/gi)].map((m) => `${m[2]} ${m[1]}`);

// No `/`: the fixture has no page there, and Docusaurus writes no home page then.
const ROUTES = ['/about', '/blog', '/blog/2024/05/01/welcome', '/blog/archive', '/docs/guide/configure', '/docs/guide/install', '/docs/intro', '/welcome'];

describe('every locale in one build', () => {
  it('writes the default locale at the root and each other locale under /<locale>/, every page in each', () => {
    const all = routesIn(fixture.out);
    expect(all.filter((r) => !/^\/(zh-Hans|ar)(\/|$)/.test(r))).toEqual(ROUTES);
    for (const locale of ['zh-Hans', 'ar']) expect(routesIn(fixture.out, locale)).toEqual(ROUTES);
    for (const locale of ['', 'zh-Hans/', 'ar/']) {
      for (const file of ['404.html', 'sitemap.xml', 'blog/rss.xml', 'blog/atom.xml', 'llms.txt', 'search/index.json']) expect(existsSync(path.join(fixture.out, locale + file)), locale + file).toBe(true);
    }
  });

  it('reads a translated doc, post and page in place of the default one, and falls back to it file by file', () => {
    expect(h1(page('/zh-Hans/docs/intro'))).toBe('简介');
    expect(h1(page('/ar/docs/intro'))).toBe('مقدمة');
    expect(h1(page('/docs/intro'))).toBe('Introduction');
    // Translated in Chinese only: Arabic shows the English file.
    expect(h1(page('/zh-Hans/docs/guide/install'))).toBe('安装');
    expect(h1(page('/ar/docs/guide/install'))).toBe('Installation');
    // Translated nowhere.
    expect(h1(page('/zh-Hans/docs/guide/configure'))).toBe('Configuration');
    expect(text(page('/zh-Hans/blog/2024/05/01/welcome'))).toContain('我们的第一篇文章');
    expect(text(page('/ar/blog/2024/05/01/welcome'))).toContain('Our first post');
    expect(h1(page('/zh-Hans/about'))).toBe('关于多语言');
    expect(h1(page('/ar/about'))).toBe('About Polyglot');
  });

  it("resolves .md links of translated and untranslated files to the page in the file's own locale", () => {
    // A translated file links to a translated one and to one that is not translated.
    expect(page('/zh-Hans/docs/intro')).toContain('<a href="/zh-Hans/docs/guide/install">安装指南</a>');
    expect(page('/zh-Hans/docs/guide/install')).toContain('<a href="/zh-Hans/docs/guide/configure">配置</a>');
    // An untranslated file links to a translated one.
    expect(page('/zh-Hans/docs/guide/configure')).toContain('<a href="/zh-Hans/docs/intro">introduction</a>');
    expect(page('/ar/docs/intro')).toContain('<a href="/ar/docs/guide/install">دليل التثبيت</a>');
  });

  it("shows a <Translate> id of an MDX doc in the locale's code.json message, else the text written in the doc", () => {
    const note = (html: string) => /<p class="configure-note">([^<]*)<\/p>/.exec(html)?.[1];
    expect(note(page('/zh-Hans/docs/guide/configure'))).toBe('每次修改后请重新启动服务器。');
    expect(note(page('/ar/docs/guide/configure'))).toBe('Restart the server after every change.');
    expect(note(page('/docs/guide/configure'))).toBe('Restart the server after every change.');
  });

  it("gives a React page its locale: code.json's messages for <Translate> and translate(), the current locale and its base URL", () => {
    const zh = page('/zh-Hans/welcome');
    expect(zh).toContain('<h1 class="welcome-heading">欢迎阅读文档</h1>');
    // A translate() in the module's own code, run as it loads: the locale's message, not the one of the locale built before.
    expect(zh).toContain('<p class="welcome-tagline">每种语言的文档</p>');
    expect(page('/welcome')).toContain('<p class="welcome-tagline">Docs in every language</p>');
    expect(page('/ar/welcome')).toContain('<p class="welcome-tagline">Docs in every language</p>');
    expect(zh).toMatch(/<title>欢迎 \| Polyglot<\/title>/);
    // An id without a message in the locale shows the text written in the page.
    expect(zh).toContain('<a href="/zh-Hans/docs/intro">Start reading</a>');
    expect(zh).toContain('<p class="welcome-locale">zh-Hans of en, zh-Hans, ar at /zh-Hans/</p>');
    expect(page('/welcome')).toContain('<h1 class="welcome-heading">Welcome to the docs</h1>');
    expect(page('/ar/welcome')).toContain('<p class="welcome-locale">ar of en, zh-Hans, ar at /ar/</p>');
    // useAlternatePageUtils on a page outside the default locale: its base URL off the pathname, each locale's own on (the current locale's base URL twice before).
    const alternates = 'welcome-alternates">/welcome /zh-Hans/welcome https://polyglot.example.com/ar/welcome</p>';
    for (const route of ['/welcome', '/zh-Hans/welcome', '/ar/welcome']) expect(page(route)).toContain(alternates);
  });

  it("titles the theme's own pages in the locale's language, as Docusaurus's theme translates them", () => {
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect([title(page('/zh-Hans/blog/archive')), title(readFileSync(path.join(fixture.out, 'zh-Hans/404.html'), 'utf8')), title(page('/blog/archive'))]).toEqual(['历史博文 | Polyglot', '找不到页面 | Polyglot', 'Archive | Polyglot']);
  });

  it("titles tag pages with their count in the locale's words and plural form, as theme-classic's tag pages do", async () => {
    const s = (site = tempSite(FIXTURE));
    const tagged = (file: string, tags: string) => {
      const text = readFileSync(path.join(s.content, file), 'utf8');
      s.write(file, text.startsWith('---\n') ? text.replace('---\n', `---\ntags: [${tags}]\n`) : `---\ntags: [${tags}]\n---\n\n${text}`);
    };
    for (const file of ['docs/guide/install.md', 'docs/guide/configure.mdx']) tagged(file, 'setup');
    for (const file of ['blog/2024-05-01-welcome.md', 'i18n/zh-Hans/docusaurus-plugin-content-blog/2024-05-01-welcome.md']) tagged(file, 'news');
    // Six forms, one per Arabic plural category: two docs take the third ("two"), where English has two forms.
    s.write('i18n/ar/code.json', JSON.stringify({ 'theme.docs.tagDocListPageTitle.nDocsTagged': { message: 'zero|one|two docs|{count} few|{count} many|{count} other' } }));
    expect((await build({ root: ROOT, contentDir: s.content, outDir: s.out })).ok).toBe(true);
    const titles = (route: string) => {
      const html = page(route, s.out);
      return [/<title>([^<]*)<\/title>/.exec(html)?.[1], h1(html)].map((t) => t?.replaceAll('&quot;', '"'));
    };
    expect(titles('/docs/tags/setup')).toEqual(['2 docs tagged with "setup" | Polyglot', '2 docs tagged with "setup"']);
    expect(titles('/blog/tags/news')).toEqual(['One post tagged with "news" | Polyglot', 'One post tagged with "news"']);
    // zh-Hans translates install without tags: configure alone is tagged there.
    expect(titles('/zh-Hans/docs/tags/setup')).toEqual(['1 篇文档带有标签「setup」 | Polyglot', '1 篇文档带有标签「setup」']);
    expect(titles('/zh-Hans/blog/tags/news')).toEqual(['1 篇博文 含有标签「news」 | Polyglot', '1 篇博文 含有标签「news」']);
    expect(titles('/ar/docs/tags/setup')).toEqual(['two docs مستند موسوم بـ "setup" | Polyglot', 'two docs مستند موسوم بـ "setup"']);
  }, 60_000);

  it("names docs tags from the version's tags.yml, the locale's translation of it in that locale's build, as Docusaurus's docs plugin reads it", async () => {
    const s = (site = tempSite(FIXTURE));
    const tagged = (file: string, tags: string) => s.write(file, readFileSync(path.join(s.content, file), 'utf8').replace('---\n', `---\ntags: [${tags}]\n`));
    s.write('docs/guide/configure.mdx', `---\ntags: [setup]\n---\n\n${readFileSync(path.join(s.content, 'docs/guide/configure.mdx'), 'utf8')}`);
    tagged('i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md', '安装');
    s.write('docs/tags.yml', 'setup:\n  label: Setting up\n  permalink: /getting-started\n');
    // hami's zh tutorials: English tags inline, the translation's tags.yml giving its Chinese tags English permalinks.
    s.write('i18n/zh-Hans/docusaurus-plugin-content-docs/current/tags.yml', '安装:\n  label: 安装\n  permalink: /installation\n');
    expect((await build({ root: ROOT, contentDir: s.content, outDir: s.out })).ok).toBe(true);
    const routes = routesIn(s.out);
    expect(routes.filter((r) => /\/docs\/tags\/./.test(r)).sort()).toEqual(['/ar/docs/tags/getting-started', '/docs/tags/getting-started', '/zh-Hans/docs/tags/installation', '/zh-Hans/docs/tags/setup'].sort());
    expect(h1(page('/docs/tags/getting-started', s.out))).toContain('Setting up');
    expect(page('/docs/guide/configure', s.out)).toContain('href="/docs/tags/getting-started"');
    expect(page('/zh-Hans/docs/intro', s.out)).toContain('href="/zh-Hans/docs/tags/installation"');
    // The translation's tags.yml replaces the docs folder's: configure, untranslated there, has its tag inline.
    expect(page('/zh-Hans/docs/guide/configure', s.out)).toContain('href="/zh-Hans/docs/tags/setup"');
  }, 60_000);

  it("gives each page its locale's lang and direction: Arabic right to left", () => {
    expect(htmlTag(page('/docs/intro'))).toContain('lang="en" dir="ltr"');
    expect(htmlTag(page('/zh-Hans/docs/intro'))).toContain('lang="zh-Hans" dir="ltr"');
    expect(htmlTag(page('/ar/docs/intro'))).toContain('lang="ar" dir="rtl"');
    expect(htmlTag(page('/ar/blog'))).toContain('dir="rtl"');
  });

  it('names the same page in every locale, and x-default, in every head', () => {
    const expected = ['en https://polyglot.example.com/docs/intro', 'zh-Hans https://polyglot.example.com/zh-Hans/docs/intro', 'ar https://polyglot.example.com/ar/docs/intro', 'x-default https://polyglot.example.com/docs/intro'];
    expect(alternates(page('/docs/intro'))).toEqual(expected);
    expect(alternates(page('/ar/docs/intro'))).toEqual(expected);
    expect(alternates(page('/zh-Hans/about'))).toEqual(['en https://polyglot.example.com/about', 'zh-Hans https://polyglot.example.com/zh-Hans/about', 'ar https://polyglot.example.com/ar/about', 'x-default https://polyglot.example.com/about']);
  });

  it("serves every locale the root's stylesheet and script, and its own search index; the root's _headers covers every locale", () => {
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(page('/ar/docs/intro'))![1];
    expect(css).toMatch(/^\/assets\//);
    expect(existsSync(path.join(fixture.out, css))).toBe(true);
    expect(page('/ar/docs/intro')).toContain('/ar/search/index.json');
    const headers = readFileSync(path.join(fixture.out, '_headers'), 'utf8');
    for (const base of ['/', '/zh-Hans/', '/ar/']) expect(headers).toContain(`\n${base}search/*\n  Cache-Control: no-cache`);
    expect(existsSync(path.join(fixture.out, 'ar/_headers'))).toBe(false);
  });

  it('writes each locale its own feeds and llms.txt: its posts and pages, in its language, under its base URL', () => {
    const file = (name: string) => readFileSync(path.join(fixture.out, name), 'utf8');
    const items = (xml: string) => [...xml.matchAll(/<item><title>([^<]*)<\/title><link>([^<]*)<\/link>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(items(file('zh-Hans/blog/rss.xml'))).toEqual(['欢迎来到多语言 https://polyglot.example.com/zh-Hans/blog/2024/05/01/welcome']);
    expect(items(file('ar/blog/rss.xml'))).toEqual(['Welcome to Polyglot https://polyglot.example.com/ar/blog/2024/05/01/welcome']);
    // Docusaurus names a feed by feedOptions.title, else "<site title> Blog", in every locale (options.json translates the blog's title, not its feed's).
    expect(file('zh-Hans/blog/rss.xml')).toContain('<channel>\n<title>Polyglot Blog</title>');
    expect(file('zh-Hans/blog/rss.xml')).toContain('<language>zh-Hans</language>');
    expect(file('blog/rss.xml')).toContain('<language>en</language>');
    expect(file('ar/blog/atom.xml')).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ar">');
    expect(file('zh-Hans/llms.txt')).toContain('- [简介](https://polyglot.example.com/zh-Hans/docs/intro.md): 多语言项目');
    expect(file('ar/llms.txt')).toContain('- [Installation](https://polyglot.example.com/ar/docs/guide/install.md)');
    expect(file('llms.txt')).not.toMatch(/zh-Hans|\/ar\//);
  });

  it("reads the translations from i18n.path, and each locale's config: label, direction, htmlLang, path and baseUrl", async () => {
    site = tempSite(FIXTURE);
    const config = readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8');
    site.write('docusaurus.config.js', config.replace("localeConfigs: { ar: { label: 'العربية' } },", "path: 'translations', localeConfigs: { ar: { label: 'Arabic', direction: 'ltr', htmlLang: 'ar-EG', path: 'arabic', baseUrl: '/arabic/' } },"));
    renameSync(path.join(site.content, 'i18n/zh-Hans'), path.join(site.content, 'i18n/zh'));
    renameSync(path.join(site.content, 'i18n/ar'), path.join(site.content, 'i18n/arabic'));
    renameSync(path.join(site.content, 'i18n'), path.join(site.content, 'translations'));
    site.write('translations/zh-Hans/docusaurus-plugin-content-docs/current/intro.md', '# 从路径读取\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(h1(page('/zh-Hans/docs/intro', site.out))).toBe('从路径读取');
    expect(h1(page('/arabic/docs/intro', site.out))).toBe('مقدمة');
    expect(existsSync(path.join(site.out, 'ar'))).toBe(false);
    expect(htmlTag(page('/arabic/docs/intro', site.out))).toContain('lang="ar-EG" dir="ltr"');
    expect(alternates(page('/docs/intro', site.out))).toContain('ar-EG https://polyglot.example.com/arabic/docs/intro');
  }, 60_000);

  it("loads the config once per locale with DOCUSAURUS_CURRENT_LOCALE set, as Docusaurus does (gladys's og:image)", async () => {
    site = tempSite(FIXTURE);
    const config = readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8');
    site.write('docusaurus.config.js', config.replace('  themeConfig: {\n', "  themeConfig: {\n    image: `img/card-${process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'none'}.png`,\n"));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const image = (route: string) => /<meta property="og:image" content="([^"]+)"/.exec(page(route, site!.out))?.[1];
    expect([image('/docs/intro'), image('/zh-Hans/docs/intro'), image('/ar/docs/intro')]).toEqual([
      'https://polyglot.example.com/img/card-en.png',
      'https://polyglot.example.com/zh-Hans/img/card-zh-Hans.png',
      'https://polyglot.example.com/ar/img/card-ar.png',
    ]);
    expect(process.env.DOCUSAURUS_CURRENT_LOCALE).toBeUndefined();
  }, 60_000);

  it('loads the config again per locale when a local module it imports reads DOCUSAURUS_CURRENT_LOCALE, not only the config itself', async () => {
    site = tempSite(FIXTURE);
    const config = readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8');
    site.write('config/card.js', "export default () => `img/card-${process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'none'}.png`;\n");
    site.write('docusaurus.config.js', "import card from './config/card.js';\n" + config.replace('  themeConfig: {\n', '  themeConfig: {\n    image: card(),\n'));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const image = (route: string) => /<meta property="og:image" content="([^"]+)"/.exec(page(route, site!.out))?.[1];
    expect([image('/docs/intro'), image('/zh-Hans/docs/intro')]).toEqual(['https://polyglot.example.com/img/card-en.png', 'https://polyglot.example.com/zh-Hans/img/card-zh-Hans.png']);
  }, 60_000);

  it('links Edit this page of a translated doc or post to the file it translates, or to the translation with editLocalizedFiles', async () => {
    const s = (site = tempSite(FIXTURE));
    const config = readFileSync(path.join(s.content, 'docusaurus.config.js'), 'utf8');
    const edit = (route: string) => /class="doc-footer__edit[^"]*" href="([^"]+)"/.exec(page(route, s.out))?.[1];
    const withOptions = (docs: string, blog: string) => config.replace("docs: { sidebarPath: './sidebars.js' }", `docs: { sidebarPath: './sidebars.js', ${docs} }`).replace("blogSidebarTitle: 'Latest posts'", `blogSidebarTitle: 'Latest posts', ${blog}`);
    site.write('docusaurus.config.js', withOptions("editUrl: 'https://example.com/edit/', editLocalizedFiles: true", "editUrl: 'https://example.com/edit/'"));
    expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).ok).toBe(true);
    expect(edit('/zh-Hans/docs/intro')).toBe('https://example.com/edit/i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md');
    expect(edit('/zh-Hans/docs/guide/configure')).toBe('https://example.com/edit/docs/guide/configure.mdx');
    expect(edit('/docs/intro')).toBe('https://example.com/edit/docs/intro.md');
    expect(edit('/zh-Hans/blog/2024/05/01/welcome')).toBe('https://example.com/edit/blog/2024-05-01-welcome.md');
    // The other way round, and an editUrl function, which is told the locale built.
    site.write('docusaurus.config.js', withOptions('editUrl: ({ locale, docPath }) => `https://example.com/${locale}/${docPath}`', "editUrl: 'https://example.com/edit/', editLocalizedFiles: true"));
    expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).ok).toBe(true);
    expect(edit('/zh-Hans/docs/intro')).toBe('https://example.com/zh-Hans/intro.md');
    expect(edit('/ar/docs/guide/install')).toBe('https://example.com/ar/guide/install.md');
    expect(edit('/zh-Hans/blog/2024/05/01/welcome')).toBe('https://example.com/edit/i18n/zh-Hans/docusaurus-plugin-content-blog/2024-05-01-welcome.md');
    expect(edit('/ar/blog/2024/05/01/welcome')).toBe('https://example.com/edit/blog/2024-05-01-welcome.md');
  }, 90_000);

  it("applies the default locale's own translation folder at the root", async () => {
    site = tempSite(FIXTURE);
    site.write('i18n/en/docusaurus-plugin-content-docs/current/intro.md', '# Welcome, reader\n\nThe English translation of a doc written in English.\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    expect(h1(page('/docs/intro', site.out))).toBe('Welcome, reader');
    expect(h1(page('/zh-Hans/docs/intro', site.out))).toBe('简介');
  }, 60_000);
});

describe('translated chrome and interface', () => {
  const navbar = (html: string) => text(/<div class="navbar__desktop">([\s\S]*?)<\/div><\/div>/.exec(html)![1]).trim();
  const footer = (html: string) => text(/<footer class="footer[\s\S]*?<\/footer>/.exec(html)![0]).trim();
  const sidebar = (html: string) => text(/<aside class="doc-sidebar[\s\S]*?<\/aside>/.exec(html)![0]).trim();

  it("translates the navbar, footer and sidebar labels with the locale's navbar.json, footer.json and current.json, label by label", () => {
    expect(navbar(page('/zh-Hans/docs/intro'))).toBe('文档 博客');
    expect(navbar(page('/ar/docs/intro'))).toBe('الوثائق Blog');
    expect(navbar(page('/docs/intro'))).toBe('Docs Blog');
    expect(page('/zh-Hans/docs/intro')).toContain('<b class="navbar__title text--truncate">多语言</b>');
    expect(footer(page('/zh-Hans/docs/intro'))).toBe('社区 论坛 版权所有 多语言作者');
    expect(footer(page('/ar/docs/intro'))).toBe('Community Forum Copyright Polyglot authors');
    expect(sidebar(page('/zh-Hans/docs/intro'))).toBe('简介 指南 安装 Configuration');
    expect(sidebar(page('/ar/docs/intro'))).toBe('مقدمة Guide Installation Configuration');
  });

  it("titles the blog with the locale's options.json", () => {
    expect(/<title>([^<]*)<\/title>/.exec(page('/zh-Hans/blog'))![1]).toContain('新闻');
    expect(text(page('/zh-Hans/blog'))).toContain('最新文章');
    expect(/<title>([^<]*)<\/title>/.exec(page('/ar/blog'))![1]).toContain('News');
  });

  it('offers a locale dropdown of plain links to the same page in every locale, its own marked, which reload the page', () => {
    const dropdown = (html: string) => [...html.matchAll(/<li><a class="dropdown__link( dropdown__link--active)?" href="([^"]+)"(?: aria-current="true")? target="_self" hrefLang="([^"]+)" lang="[^"]+">([^<]+)<\/a><\/li>/g)].map((m) => `${m[4]} ${m[2]} ${m[3]}${m[1] ? ' (current)' : ''}`);
    expect(dropdown(page('/zh-Hans/docs/guide/configure'))).toEqual(['English /docs/guide/configure en', '简体中文 /zh-Hans/docs/guide/configure zh-Hans (current)', 'العربية /ar/docs/guide/configure ar']);
    expect(dropdown(page('/blog'))).toEqual(['English /blog en (current)', '简体中文 /zh-Hans/blog zh-Hans', 'العربية /ar/blog ar']);
    // The dropdown's own label is the page's locale, not marked current: Docusaurus marks the entry alone.
    expect(page('/ar/docs/intro')).toContain('<a class="navbar__item navbar__link" href="/ar/docs/intro" aria-haspopup="true" aria-expanded="false">العربية</a><ul class="navbar__dropdown-menu dropdown__menu">');
  });

  it("names every page in every locale in each locale's sitemap, with x-default", () => {
    const xml = readFileSync(path.join(fixture.out, 'ar/sitemap.xml'), 'utf8');
    const entry = /<url><loc>https:\/\/polyglot\.example\.com\/ar\/docs\/intro<\/loc>(.*?)<\/url>/.exec(xml)![1];
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'en https://polyglot.example.com/docs/intro',
      'zh-Hans https://polyglot.example.com/zh-Hans/docs/intro',
      'ar https://polyglot.example.com/ar/docs/intro',
      'x-default https://polyglot.example.com/docs/intro',
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("writes dates in the locale's format", () => {
    const date = (html: string) => /<time dateTime="2024-05-01[^"]*">([^<]+)<\/time>/.exec(html)![1];
    expect(date(page('/blog'))).toBe('May 1, 2024');
    expect(date(page('/zh-Hans/blog'))).toBe('2024年5月1日');
    expect(date(page('/ar/blog'))).toBe('1 مايو 2024');
  });

  it("titles an admonition that names no title in the page's locale, in the page and its Markdown twin", () => {
    const titles = (html: string) => [...html.matchAll(/<p class="admonition__title"><span class="admonition__icon">[\s\S]*?<\/span>([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(titles(page('/docs/guide/configure'))).toEqual(['Note', 'Tip']);
    expect(titles(page('/zh-Hans/docs/guide/configure'))).toEqual(['备注', '提示']);
    expect(titles(page('/ar/docs/guide/configure'))).toEqual(['ملاحظة', 'تلميح']);
    expect(titles(page('/ar/docs/guide/install'))).toEqual(['خطر']);
    expect(readFileSync(path.join(fixture.out, 'ar/docs/guide/install.md'), 'utf8')).toContain('> **خطر**\n>\n> Remove an older version first.');
    expect(readFileSync(path.join(fixture.out, 'docs/guide/install.md'), 'utf8')).toContain('> **Danger**\n');
  });

  it("shows the interface strings Docusaurus ships for the locale, the site's code.json winning", () => {
    const install = page('/zh-Hans/docs/guide/install');
    expect(install).toContain('>跳到主要内容<');
    // theme.docs.paginator.previous as Docusaurus ships it; .next as the site's code.json overrides it.
    expect(install).toContain('<span class="pagination-nav__sublabel">上一页</span>');
    expect(install).toContain('<span class="pagination-nav__sublabel">下一篇</span>');
    expect(page('/ar/docs/guide/install')).toContain('<span class="pagination-nav__sublabel">التالي</span>');
    expect(page('/docs/guide/install')).toContain('<span class="pagination-nav__sublabel">Next</span>');
    expect(page('/docs/guide/install')).toContain('>Skip to main content<');
    // The chrome's names for assistive technology too.
    expect(install).toContain('<nav class="menu thin-scrollbar" aria-label="文档侧边栏"');
    // Docusaurus ships no Arabic name for the docs sidebar: the English one stays.
    expect(page('/ar/docs/guide/install')).toContain('<nav class="menu thin-scrollbar" aria-label="Docs sidebar"');
    expect(page('/ar/blog')).toContain('<nav aria-label="أحدث مُشـاركات المدونة"');
    expect(page('/docs/guide/install')).toContain('aria-label="Docs sidebar"');
    expect(page('/zh-Hans/blog')).toContain('<nav aria-label="最近博文导航"');
    // The navbar, the menu button, the drawer, the colour toggle and the search field.
    expect(install).toContain('aria-label="主导航"');
    expect(install).toContain('aria-label="切换导航栏"');
    expect(install).toContain('aria-label="关闭导航栏"');
    expect(install).toContain('← 回到主菜单');
    expect(install).toContain('切换浅色/暗黑模式（当前为浅色模式）');
    expect(install).toMatch(/<label class="visually-hidden" for="search-input">搜索<\/label>/);
    const english = page('/docs/guide/install');
    for (const text of ['aria-label="Main"', 'aria-label="Open navigation menu"', '← Back to main menu', 'Switch to dark mode (currently light mode)', '>Search the docs</label>']) expect(english).toContain(text);
  });
});

describe('search in every locale', () => {
  /** The engine of the browser, on one locale's index as the build wrote it. */
  async function engineOf(base: string) {
    vi.stubGlobal('fetch', async (url: string) => {
      const file = path.join(fixture.out, url);
      return new Response(existsSync(file) ? readFileSync(file) : 'missing', { status: existsSync(file) ? 200 : 404 });
    });
    return loadSearchEngine(`${base}search/index.json`);
  }
  const urls = async (base: string, query: string) => (await (await engineOf(base)).search(query)).map((hit) => hit.url.replace(/#.*$/, ''));

  it('splits Chinese and Japanese text into words, and indexes their characters too', () => {
    expect(tokenize('多语言项目让您的文档使用读者的语言')).toEqual(expect.arrayContaining(['语言', '项目', '读者']));
    expect(tokenize('日本語のドキュメントを検索します')).toEqual(expect.arrayContaining(['日本語', 'ドキュメント', '検索']));
    expect(indexTerms('命令行工具')).toEqual(expect.arrayContaining(['命令', '工具', '命', '令', '行', '工', '具']));
    expect(tokenize('Polyglot keeps docs')).toEqual(['polyglot', 'keeps', 'docs']);
  });

  it('finds Chinese words in Chinese text, where no space separates them', async () => {
    expect((await urls('/zh-Hans/', '文档')).sort()).toEqual(['/zh-Hans/about', '/zh-Hans/blog/2024/05/01/welcome', '/zh-Hans/docs/intro']);
    expect(await urls('/zh-Hans/', '读者')).toEqual(['/zh-Hans/docs/intro']);
    expect(await urls('/zh-Hans/', '安装')).toContain('/zh-Hans/docs/guide/install');
    expect(await urls('/zh-Hans/', '翻译文档')).toEqual(['/zh-Hans/about']);
    expect(await urls('/zh-Hans/', '命令行工具')).toEqual(['/zh-Hans/docs/guide/install']);
    // A single character finds the words that hold it.
    expect(await urls('/zh-Hans/', '档')).toContain('/zh-Hans/docs/intro');
  });

  it("finds each locale's own text in its own index", async () => {
    expect(await urls('/ar/', 'قراؤك')).toEqual(['/ar/docs/intro']);
    expect(await urls('/', 'polyglot readers')).toEqual(['/docs/intro']);
    expect(await urls('/', '文档')).toEqual([]);
    // An untranslated page is searched in the default locale's words.
    expect(await urls('/zh-Hans/', 'configuration')).toContain('/zh-Hans/docs/guide/configure');
  });
});

describe('the dev server', () => {
  it('serves one locale, --locale, under its base URL, and rebuilds when its translations are edited', async () => {
    const s = (site = tempSite(FIXTURE));
    const dev = await startDevServer({ root: ROOT, contentDir: s.content, outDir: s.out, port: 0, locale: 'zh-Hans', log: () => undefined });
    try {
      const get = async (route: string) => (await fetch(new URL(route, dev.url))).text();
      expect(h1(await get('/zh-Hans/docs/intro'))).toBe('简介');
      expect(htmlTag(await get('/zh-Hans/docs/intro'))).toContain('lang="zh-Hans"');
      // Only that locale is built, at the output root.
      expect(existsSync(path.join(s.out, 'ar'))).toBe(false);
      s.write('i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md', '# 新的简介\n');
      await vi.waitFor(async () => expect(h1(await get('/zh-Hans/docs/intro'))).toBe('新的简介'), { timeout: 90_000, interval: 200 });
      const navbar = path.join(s.content, 'i18n/zh-Hans/docusaurus-theme-classic/navbar.json');
      writeFileSync(navbar, readFileSync(navbar, 'utf8').replace('"文档"', '"文件"'));
      await vi.waitFor(async () => expect(await get('/zh-Hans/docs/intro')).toContain('>文件</a>'), { timeout: 90_000, interval: 200 });
    } finally {
      await dev.close();
    }
  }, 300_000);

  it('names the locales there are when --locale names another', async () => {
    const s = (site = tempSite(FIXTURE));
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out, cache: createCache(), locale: 'fr' });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(/docusaurus\.config\.js: error: --locale "fr" is not a locale of this site \(en, zh-Hans, ar\)/)]);
  }, 60_000);
});
