/**
 * A site's own wrapper of @docusaurus/plugin-content-blog that computes the blog's options in code
 * (tests/fixtures/docusaurus-blog-wrapper-locales: the folder `<path>/<current locale>`, else the
 * default locale's, as taichi-dev/docs.taichi.graphics's blog-enhance-plugin sets it) is built from
 * the options it passed the blog plugin, in each locale from what it passed in that locale: Docusaurus
 * calls a plugin once per locale it builds. Before, the blog was read from the config's options: the
 * whole `blog/` folder, every locale's posts, without `blog/en/authors.yml` (taichi: 22 errors).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { CONTENT_OPTIONS } from '../../build/docusaurus/content-plugin-routes.ts';
import { obj, type Raw } from '../../build/docusaurus/option-values.ts';
import { plainCopy } from '../../build/docusaurus/plugin-context.ts';
import { localeOptionWarnings } from '../../build/docusaurus/wrapped-config.ts';
import { changedOptions, wrapperOptions } from '../../build/docusaurus/wrapped-options.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const page = (out: string, route: string) => path.join(out, route, 'index.html');
const read = (out: string, route: string) => readFileSync(page(out, route), 'utf8').replaceAll('<!-- -->', '');

/** A stand-in for the installed blog plugin, written for this test: its options' defaults, the posts of its folder, and its routes. */
const FAKE_BLOG_PLUGIN = `Object.defineProperty(exports, '__esModule', { value: true });
const fs = require('node:fs');
const path = require('node:path');
exports.validateOptions = ({ options }) => ({ path: 'blog', routeBasePath: 'blog', authorsMapPath: 'authors.yml', blogListComponent: '@theme/BlogListPage', blogPostComponent: '@theme/BlogPostPage', ...options });
exports.default = async function pluginContentBlog(context, options) {
  const dir = path.join(context.siteDir, options.path);
  return {
    name: 'docusaurus-plugin-content-blog',
    async loadContent() {
      const blogPosts = fs.readdirSync(dir).filter((file) => file.endsWith('.md')).map((file) => ({ id: file, metadata: { permalink: context.baseUrl + options.routeBasePath + '/' + file.replace(/\\.md$/, '') } }));
      return { blogPosts };
    },
    async contentLoaded({ content, actions }) {
      for (const post of content.blogPosts) actions.addRoute({ path: post.metadata.permalink, component: options.blogPostComponent, exact: true });
    },
  };
};
`;

describe('a wrapper of the blog plugin that sets its folder per locale in code, its packages installed (taichi)', () => {
  let site: TempSite;
  let result: Awaited<ReturnType<typeof build>>;
  let messages: string[];
  beforeAll(async () => {
    site = tempSite('docusaurus-blog-wrapper-locales');
    site.write('node_modules/@docusaurus/plugin-content-blog/package.json', JSON.stringify({ name: '@docusaurus/plugin-content-blog', version: '3.9.2', main: 'index.js' }));
    site.write('node_modules/@docusaurus/plugin-content-blog/index.js', FAKE_BLOG_PLUGIN);
    result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    messages = result.diagnostics.map(formatDiagnostic);
  }, 180_000);
  afterAll(() => site.cleanup());

  it("reads the default locale's blog from the folder the wrapper passed, with that folder's authors.yml", () => {
    expect(messages.filter((m) => / error: /.test(m))).toEqual([]);
    expect(result.ok).toBe(true);
    const note = read(site.out, 'blog/first-note');
    expect(note).toContain('The first note, in English.');
    expect(note).toContain('Ann Example');
    expect(existsSync(page(site.out, 'blog/premiere-note'))).toBe(false);
  });

  it('reads each other locale from the folder the wrapper passed in that locale: its own, or the one it falls back to', () => {
    expect(read(site.out, 'fr/blog/premiere-note')).toContain('La première note, en français.');
    expect(existsSync(page(site.out, 'fr/blog/first-note'))).toBe(false);
    expect(read(site.out, 'stories/a-story')).toContain('A story, told in English only.');
    expect(read(site.out, 'fr/stories/a-story')).toContain('A story, told in English only.');
  });

  it("warns, naming the wrapper's file, that the title it gives the stories in French is not taken", () => {
    const warnings = messages.filter((m) => m.includes('passes it other options in another locale'));
    expect(warnings).toEqual([expect.stringMatching(/blog-per-locale\.js.*instance "stories".*in "fr" `blogTitle`/)]);
  });
});

describe('what a wrapper changed of the options it passed on', () => {
  it('is each option whose value differs from the one it was given, the id too', () => {
    const given = { id: 'default', path: 'blog', routeBasePath: 'blog', feedOptions: { type: ['rss'] }, remarkPlugins: [] };
    expect(changedOptions(given, { ...given, path: 'blog/en', feedOptions: { type: ['rss'] } })).toEqual({ path: 'blog/en' });
    expect(changedOptions(given, { ...given, id: 'changelog', authorsMapPath: 'authors.json' })).toEqual({ id: 'changelog', authorsMapPath: 'authors.json' });
    expect(changedOptions(given, { ...given })).toEqual({});
  });
});

describe('a wrapper that passes other options in another locale than this build takes per locale', () => {
  const OPTIONS = Symbol.for(CONTENT_OPTIONS);
  const context = { baseUrl: '/', localizationDir: '/site/i18n/en', i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en', 'fr'], localeConfigs: {} } };
  /** Written for this test: a wrapper computing `path`, `routeBasePath` and `blogTitle` (or only `path`) from the locale, as taichi's computes `path`. */
  const wrapper = (kind: 'docs' | 'blog', all: boolean) => async (c: Raw, options: Raw) => {
    const locale = String(obj(c.i18n).currentLocale);
    const own = all ? { routeBasePath: `${kind}-${locale}`, blogTitle: `Notes (${locale})` } : {};
    return { [OPTIONS]: { kind, options: { ...options, path: `${kind}/${locale}`, ...own } } };
  };
  const run = async (kind: 'docs' | 'blog', all: boolean) => {
    const given = { id: 'default', path: kind };
    const make = wrapper(kind, all);
    return (await wrapperOptions(await make(context, plainCopy(given)), plainCopy(given), 'default', context, make))!;
  };

  it("takes a blog's folder per locale, and names every other option that differs", async () => {
    expect(await run('blog', false)).toMatchObject({ localePaths: { fr: 'blog/fr' }, localeOnly: {} });
    expect(await run('blog', true)).toMatchObject({ localePaths: { fr: 'blog/fr' }, localeOnly: { fr: ['routeBasePath', 'blogTitle'] } });
  });

  it("names a docs instance's folder too, which no locale takes", async () => {
    expect(await run('docs', false)).toMatchObject({ localePaths: {}, localeOnly: { fr: ['path'] } });
  });

  it("warns naming the wrapper's file and the options of each locale", async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'wrapper-locales-'));
    try {
      writeFileSync(path.join(site, 'blog-wrapper.js'), "const blog = require('@docusaurus/plugin-content-blog');\nmodule.exports = { ...blog, default: (c, o) => blog.default(c, o) };\n");
      const raw = { plugins: [['./blog-wrapper', { blogTitle: 'Notes' }]] };
      const warnings = localeOptionWarnings(raw, [await run('blog', true)], site);
      expect(warnings).toEqual([{ file: path.join(site, 'blog-wrapper.js'), message: expect.stringContaining('in "fr" `routeBasePath`, `blogTitle`') }]);
      expect(warnings[0].message).toMatch(/only the blog's `path` is taken per locale in this build/);
      expect(localeOptionWarnings(raw, [await run('blog', false)], site)).toEqual([]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
