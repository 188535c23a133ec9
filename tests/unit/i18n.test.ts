/**
 * Every locale of a Docusaurus site in one build, laid out as Docusaurus lays it out: the default
 * locale at the root, the others under `/<locale>/`, each doc, post and page read from its
 * translation where there is one and from the default locale's file where there is none, each
 * page saying its language and direction and naming itself in the other locales.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const FIXTURE = 'docusaurus-i18n';
let fixture: TempSite;
let site: TempSite | undefined;
beforeAll(async () => {
  fixture = tempSite('');
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, FIXTURE), outDir: fixture.out });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
}, 120_000);
afterAll(() => fixture.cleanup());
afterEach(() => site?.cleanup());

const routesIn = (out: string, under = '') =>
  globbySync('**/index.html', { cwd: path.join(out, under) })
    .map((f) => '/' + f.replace(/\/?index\.html$/, ''))
    .sort();
const page = (route: string, out = fixture.out) => readFileSync(path.join(out, route.replace(/^\//, ''), 'index.html'), 'utf8');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"\/>/gi)].map((m) => `${m[2]} ${m[1]}`);

const ROUTES = ['/', '/about', '/blog', '/blog/2024/05/01/welcome', '/blog/archive', '/docs/guide/configure', '/docs/guide/install', '/docs/intro'];

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
    expect(alternates(page('/zh-Hans'))).toEqual(['en https://polyglot.example.com/', 'zh-Hans https://polyglot.example.com/zh-Hans/', 'ar https://polyglot.example.com/ar/', 'x-default https://polyglot.example.com/']);
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

  it("applies the default locale's own translation folder at the root", async () => {
    site = tempSite(FIXTURE);
    site.write('i18n/en/docusaurus-plugin-content-docs/current/intro.md', '# Welcome, reader\n\nThe English translation of a doc written in English.\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    expect(h1(page('/docs/intro', site.out))).toBe('Welcome, reader');
    expect(h1(page('/zh-Hans/docs/intro', site.out))).toBe('简介');
  }, 60_000);
});
