/**
 * A site's own plugin that wraps @docusaurus/plugin-content-blog (tests/fixtures/docusaurus-blog-wrapper,
 * the pattern of kuizuo/blog and apache/answer-website, the preset's blog off) is the blog it wraps:
 * built with the options the config gives the wrapper, whether or not the site's packages are
 * installed; where they are, the wrapper runs too, and what it adds beside the blog's own pages
 * (global data, its own routes) is kept while the blog plugin's routes are the build's own pages.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { wrappedContentKind } from '../../build/docusaurus/wrapped-content.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const read = (out: string, route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8').replaceAll('<!-- -->', '');

/**
 * A stand-in for the installed blog plugin, written for this test: it reads the posts' titles, and its
 * contentLoaded adds its pages with the theme's components and modules only webpack would load, as
 * the real one does; it writes feeds after the build and adds their links to pages.
 */
const FAKE_BLOG_PLUGIN = `Object.defineProperty(exports, '__esModule', { value: true });
const fs = require('node:fs');
const path = require('node:path');
exports.validateOptions = ({ options }) => ({ blogListComponent: '@theme/BlogListPage', blogPostComponent: '@theme/BlogPostPage', ...options });
exports.default = async function pluginContentBlog(context, options) {
  const dir = path.resolve(context.siteDir, options.path);
  return {
    name: 'docusaurus-plugin-content-blog',
    async loadContent() {
      const blogPosts = fs.readdirSync(dir).sort().reverse().map((file) => {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        const slug = file.replace(/\\.md$/, '');
        return { id: slug, metadata: { title: /title: (.*)/.exec(text)[1], permalink: context.baseUrl + options.routeBasePath + '/' + slug, frontMatter: { featured: /featured: true/.test(text) } } };
      });
      return { blogPosts };
    },
    async contentLoaded({ content, actions }) {
      actions.addRoute({ path: context.baseUrl + options.routeBasePath, component: options.blogListComponent, modules: { metadata: '~blog/default/list.json' }, exact: true });
      for (const post of content.blogPosts) actions.addRoute({ path: post.metadata.permalink, component: options.blogPostComponent, modules: { content: '@site/news/post.md?truncated=true' }, exact: true });
    },
    async postBuild() {},
    injectHtmlTags() { return {}; },
  };
};
`;

describe('a blog plugin of the site wrapping @docusaurus/plugin-content-blog, its packages not installed (apache/answer-website)', () => {
  let site: TempSite;
  let result: Awaited<ReturnType<typeof build>>;
  let messages: string[];
  beforeAll(async () => {
    site = tempSite('docusaurus-blog-wrapper');
    result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    messages = result.diagnostics.map(formatDiagnostic);
  }, 120_000);
  afterAll(() => site.cleanup());

  it('builds the blog it wraps from its options: its folder, route base, title and pagination', () => {
    expect(messages.filter((m) => / error: /.test(m))).toEqual([]);
    expect(result.ok).toBe(true);
    expect(read(site.out, 'news/first-release')).toContain('The first release is out.');
    expect(read(site.out, 'news/second-release')).toContain('The second release follows.');
    expect(read(site.out, 'news')).toMatch(/<title>News \| Blog wrapper<\/title>/);
    // postsPerPage: 1, newest first.
    expect(read(site.out, 'news')).toContain('Second release');
    expect(read(site.out, 'news/page/2')).toContain('First release');
    expect(existsSync(path.join(site.out, 'blog'))).toBe(false);
  });

  it('says that what the wrapper adds is missing, naming its file and the package', () => {
    expect(messages.filter((m) => /blog-plugin/.test(m))).toEqual([expect.stringMatching(/plugins\/blog-plugin\.js: warning: plugin "plugins\/blog-plugin\.js" is not run: .*"@docusaurus\/plugin-content-blog"/)]);
    expect(read(site.out, '')).toContain('No blog data.');
  });
});

describe('a blog plugin of the site wrapping @docusaurus/plugin-content-blog, its packages installed (kuizuo/blog)', () => {
  let site: TempSite;
  let result: Awaited<ReturnType<typeof build>>;
  let messages: string[];
  beforeAll(async () => {
    site = tempSite('docusaurus-blog-wrapper');
    site.write('node_modules/@docusaurus/plugin-content-blog/package.json', JSON.stringify({ name: '@docusaurus/plugin-content-blog', version: '3.9.2', main: 'index.js' }));
    site.write('node_modules/@docusaurus/plugin-content-blog/index.js', FAKE_BLOG_PLUGIN);
    result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    messages = result.diagnostics.map(formatDiagnostic);
  }, 120_000);
  afterAll(() => site.cleanup());

  it("runs the wrapper: the global data it sets from the blog's content reaches the pages, and its own route is a page", () => {
    expect(messages.filter((m) => / error: /.test(m))).toEqual([]);
    expect(read(site.out, '')).toContain('2 posts, 1 featured.');
    const featured = read(site.out, 'news/featured');
    expect(featured).toContain('<h1>Featured posts</h1>');
    expect(featured).toContain('<a href="/news/first-release">First release</a>');
  });

  it("leaves the blog plugin's own routes and methods to the build, which makes its pages and feeds: not a word about them", () => {
    expect(messages.filter((m) => /plugin "docusaurus-plugin-content-blog"|blog-plugin/.test(m))).toEqual([]);
    expect(read(site.out, 'news/first-release')).toContain('The first release is out.');
    expect(existsSync(path.join(site.out, 'news/rss.xml'))).toBe(true);
  });
});

describe("a blog wrapper written in the config and a changelog plugin spreading the blog plugin's instance under an id and folder of its own, packages installed (hami)", () => {
  let site: TempSite;
  let result: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    site = tempSite('docusaurus-blog-changelog-wrapper');
    site.write('node_modules/@docusaurus/plugin-content-blog/package.json', JSON.stringify({ name: '@docusaurus/plugin-content-blog', version: '3.9.2', main: 'index.js' }));
    site.write('node_modules/@docusaurus/plugin-content-blog/index.js', FAKE_BLOG_PLUGIN);
    result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  }, 120_000);
  afterAll(() => site.cleanup());

  it('builds both as blog instances: the blog from its own folder, the changelog from the folder and id it passes', () => {
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => / error: /.test(m))).toEqual([]);
    expect(read(site.out, 'blog/hello-world')).toContain('The blog says hello.');
    expect(read(site.out, 'changelog/v1.0.0')).toContain('The first version is out.');
    expect(read(site.out, 'changelog')).toMatch(/<title>Changelog \| Blog and changelog<\/title>/);
    expect(existsSync(path.join(site.out, 'changelog/hello-world'))).toBe(false);
  });
});

describe('which plugin of the site wraps a content plugin', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wrapped-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const kind = (code: string, name = 'p.js') => {
    writeFileSync(path.join(dir, name), code);
    return wrappedContentKind(`./${name}`, dir);
  };

  const spread = (call: string) => `{ ...blog, async contentLoaded(args) { await ${call}; args.actions.setGlobalData({}); } }`;

  it('is one whose module requires or imports the blog or docs plugin package itself and returns its instance, as it is or spread with a contentLoaded calling its own', () => {
    expect(kind(`const blogPlugin = require('@docusaurus/plugin-content-blog');\nmodule.exports = async (c, o) => { const blog = await blogPlugin.default(c, o); return ${spread('blog.contentLoaded(args)')}; };`)).toBe('blog');
    expect(kind(`import * as blogPluginExports from "@docusaurus/plugin-content-blog";\nexport default async (c, o) => { const blog = await blogPluginExports.default(c, o); return ${spread('blog.contentLoaded?.(args)')}; };`, 'p.ts')).toBe('blog');
    expect(kind("const docs = await import('@docusaurus/plugin-content-docs');\nexport default (c, o) => docs.default(c, { ...o, remarkPlugins: [] });", 'p.mjs')).toBe('docs');
    expect(kind(`import type { PluginOptions } from '@docusaurus/plugin-content-blog';\nimport docsPlugin from '@docusaurus/plugin-content-docs';\nexport default async (c, o) => { const blog = await docsPlugin(c, o); return ${spread('blog.contentLoaded.call(blog, args)')}; };`, 'p.ts')).toBe('docs');
  });

  it("is not one that borrows the blog plugin's loadContent for data under a lifecycle of its own (kubeedge's blogGlobalData: no blog pages in Docusaurus)", () => {
    const borrower = "const pluginContentBlog = require('@docusaurus/plugin-content-blog');\nmodule.exports = async function data(context, options) {\n  const blog = await pluginContentBlog.default(context, { ...options, id: 'data' });\n  return { name: 'data', async loadContent() { return blog.loadContent(); }, contentLoaded({ content, actions }) { actions.setGlobalData(content); } };\n};";
    expect(kind(borrower)).toBeUndefined();
  });

  it("is one that spreads the instance into the one it returns and overrides only its loadContent (hami's changelog), or a function written in the config", () => {
    expect(kind("const blog = require('@docusaurus/plugin-content-blog');\nmodule.exports = async (c, o) => { const p = await blog.default(c, { ...o, id: 'changelog' });\n  return {\n    ...p,\n    async loadContent() { return p.loadContent(); },\n  };\n};")).toBe('blog');
    async function inline(context: unknown, opts: unknown) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      return require('@docusaurus/plugin-content-blog').default(context, opts);
    }
    expect(wrappedContentKind(inline, dir)).toBe('blog');
  });

  it('is not one that only reads its types or one of its files, nor a package or a path that is no file', () => {
    expect(kind("import type { PluginOptions } from '@docusaurus/plugin-content-blog';\nexport default function plugin() { return { name: 'x' }; }", 'p.ts')).toBeUndefined();
    expect(kind("const { validateOptions } = require('@docusaurus/plugin-content-blog/lib/options');")).toBeUndefined();
    expect(wrappedContentKind('@docusaurus/plugin-content-blog', dir)).toBeUndefined();
    expect(wrappedContentKind('./missing', dir)).toBeUndefined();
  });
});
