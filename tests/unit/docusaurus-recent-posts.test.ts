/**
 * A route a site's plugin adds whose modules are Markdown files (tests/fixtures/docusaurus-recent-posts:
 * the "recent posts on the home page" recipe of boa-dev.github.io and pxuanbach/blog). As Docusaurus's
 * client gives it, the component gets each module as the post's MDX component with the module's
 * exports on it: `<Content />` draws the post (with `query: { truncated: true }`, only the part above
 * its marker), and `Content.metadata`, `.frontMatter`, `.contentTitle`, `.toc`, `.assets` are what
 * the blog's mdx-loader exports. The build drew no such route before (only JSON modules were given).
 */
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import type { PageData } from '../../site/docusaurus/context.ts';
import { markdownContent } from '../../site/docusaurus/markdown-content.ts';
import { MARKDOWN_MODULE, withMarkdownModules, type MarkdownModuleData } from '../../site/docusaurus/markdown-modules.ts';
import { withFilledModules } from '../../build/react-pages/markdown-modules.ts';
import { firstVisit } from '../../scripts/first-visit.ts';
import { ROOT } from '../helpers/fixture.ts';
import { recentPostsSite } from '../helpers/recent-posts.ts';


/** A page of the output; '' when there is none (the route was not made). */
const read = (out: string, route: string) => (existsSync(path.join(out, route, 'index.html')) ? readFileSync(path.join(out, route, 'index.html'), 'utf8').replaceAll('<!-- -->', '') : '');

/** The fixture with the blog plugin installed, built; `home` replaces its home component. */
async function builtSite(home?: (text: string) => string) {
  const site = recentPostsSite();
  if (home) site.write('src/components/Home.jsx', home(readFileSync(path.join(site.content, 'src/components/Home.jsx'), 'utf8')));
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  return { site, result, messages: result.diagnostics.map(formatDiagnostic) };
}

describe('a route whose modules are the newest posts, truncated, and one whole', () => {
  let built: Awaited<ReturnType<typeof builtSite>>;
  let home: string;
  beforeAll(async () => {
    built = await builtSite();
    home = read(built.site.out, '');
  }, 300_000);
  afterAll(() => built.site.cleanup());

  it('is made: the home page draws each post above its marker, and the page draws nothing else in its place', () => {
    expect(built.messages.filter((m) => / error: |blog-plugin|Home\.jsx/.test(m))).toEqual([]);
    expect(built.result.ok).toBe(true);
    const posts = home.match(/<article class="recent-post"[\s\S]*?<\/article>/g)!;
    expect(posts).toHaveLength(3);
    expect(posts[0]).toContain('<p>The <strong>third</strong> post&#39;s summary.</p>');
    expect(posts[0]).toMatch(/<h2[^>]*id="above-the-marker"[^>]*>Above the marker/);
    expect(posts[0]).not.toContain('Below the marker');
    expect(posts[0]).not.toContain('Only on the post');
    // MDX: its own component drawn, cut at `{/* truncate */}`.
    expect(posts[1]).toContain('An MDX post: <strong class="shout">loud</strong> summary.');
    expect(posts[1]).not.toContain('The rest of the MDX post');
    // No marker: the whole post, without its title (the blog's mdx-loader removes it, and contentTitle says it).
    expect(posts[2]).toContain('<p>A post without a marker: all of it is its summary.</p>');
    expect(posts[2]).not.toContain('<h1');
  });

  it("gives each component the module's exports: the post's metadata, front matter, title and the headings of the part it holds", () => {
    expect(home).toContain('<a href="/blog/2024/03/01/third">Third post</a>');
    expect(home).toContain('<a href="/blog/2024/01/01/first">First post</a>');
    // The metadata is the plugin's JSON (a date string), its front matter the file's.
    expect(home).toContain('<p class="post-facts">2024, engine and release, titled nothing');
    expect(home).toContain('2024, start, titled First post');
    expect(home).toMatch(/<article class="recent-post" data-headings="above-the-marker">/);
  });

  it("gives `assets` as the mdx-loader does: a `./` path of createAssets' is the published file's URL, any other left out", () => {
    const image = /<p class="post-facts">[^<]*<img src="([^"]+)"/.exec(home)?.[1];
    expect(image).toMatch(/\.svg$/);
    expect(readFileSync(path.join(built.site.out, image!), 'utf8')).toContain('fill="teal"');
  });

  it('draws a module without a query whole, below the marker too', () => {
    const latest = /<section class="latest">([\s\S]*?)<\/section>/.exec(home)![1];
    expect(latest).toContain('<strong>third</strong> post&#39;s summary.');
    expect(latest).toContain('Only on the post');
  });

  it('ships no data of a page that does not hydrate', () => {
    expect(home).not.toContain('data-island="page"');
  });
});

describe('such a route on a page that hydrates', () => {
  let built: Awaited<ReturnType<typeof builtSite>>;
  let data: PageData;
  beforeAll(async () => {
    built = await builtSite((text) => text.replace('<Layout title="Home">', '<Layout title="Home">\n      <button onClick={() => console.log("hi")}>Hi</button>'));
    const island = parseHTML(read(built.site.out, '') || '<html></html>').document.querySelector('[data-island="page"]')?.getAttribute('data-props');
    const parsed = island ? JSON.parse(island) : { data: { props: {} } };
    data = typeof parsed.data === 'string' ? JSON.parse(parsed.data) : parsed.data;
  }, 300_000);
  afterAll(() => built.site.cleanup());

  it("holds each module's HTML and exports in the page's data, and no path of the machine", () => {
    expect(built.messages.filter((m) => / error: /.test(m))).toEqual([]);
    const text = JSON.stringify(data.props);
    expect(text).not.toContain(built.site.dir);
    expect(text).toContain('<p>The <strong>third</strong> post&#39;s summary.</p>');
    expect(text).toContain('"permalink":"/blog/2024/02/01/second"');
  });

  it("counts what draws the modules in the page's first visit (npm run size), which loads it", async () => {
    const visit = await firstVisit(built.site.out, 'index.html');
    expect(visit.reactPage.map((file) => path.posix.basename(file).replace(/\.[\w]+\.js$/, '')).sort()).toEqual(['markdown-modules-drawn', 'page', 'page-runtime']);
  });

  it('draws in the browser what the server drew: each module a component with its exports on it', () => {
    const globals = globalThis as Record<string, unknown>;
    globals.document = parseHTML('<!doctype html><html><body></body></html>').document;
    const { document } = globals as { document: Document };
    try {
      type Module = { __markdownModule: { html: string } };
      const given = (data.props!.recentPosts as { content: Module }[])[0].content.__markdownModule.html;
      const props = withMarkdownModules(data.props!, markdownContent) as { recentPosts: { content: (() => never) & { metadata: { title: string }; toc: unknown[]; assets: { image: string } } }[] };
      const [third] = props.recentPosts;
      expect(third.content.metadata.title).toBe('Third post');
      expect(third.content.toc).toEqual([{ value: 'Above the marker', id: 'above-the-marker', level: 2 }]);
      // The server drew the module's HTML as it is; the browser draws the same elements of it.
      expect(read(built.site.out, '')).toContain(`<button>Hi</button><article class="recent-post" data-headings="above-the-marker"><h2><a href="/blog/2024/03/01/third">Third post</a></h2><p class="post-facts">2024, engine and release, titled nothing<img src="${third.content.assets.image}" alt=""/></p>${given}</article>`);
      const serialized = (html: string) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        return template.innerHTML;
      };
      expect(serialized(renderToStaticMarkup(createElement(third.content)))).toBe(serialized(given));
    } finally {
      delete globals.document;
    }
  });
});

/** The fixture's plugin with one more route, at `route`, whose `note` module is `module` (code); Note.jsx draws it. */
const withRoute = (route: string, module: string) => (text: string) => text.replace('      return blog.contentLoaded', `      actions.addRoute({ path: '${route}', exact: true, component: '@site/src/components/Note.jsx', modules: { note: ${module} } });\n      return blog.contentLoaded`);

describe('a route whose Markdown module is outside the site, missing, or relative', () => {
  let built: Awaited<ReturnType<typeof builtSite>>;
  beforeAll(async () => {
    const site = recentPostsSite();
    // Beside the site folder: a private note with an image, reached by an absolute path, by @site/.., and by a symlink in the site.
    writeFileSync(path.join(site.dir, 'notes.md'), '# Private\n\nSECRET-NOTE\n\n![x](./img.png)\n');
    writeFileSync(path.join(site.dir, 'img.png'), 'PNG');
    symlinkSync(site.dir, path.join(site.content, 'linked'));
    site.write('src/components/Note.jsx', "import Layout from '@theme/Layout';\nexport default function Note({ note: Note }) {\n  return <Layout title=\"Note\"><main className=\"note\"><Note /></main></Layout>;\n}\n");
    const plugin = path.join(site.content, 'plugins/blog-plugin.js');
    const routes = [withRoute('/absolute', JSON.stringify(path.join(site.dir, 'notes.md'))), withRoute('/climbs', "'@site/../notes.md'"), withRoute('/linked', "'@site/linked/notes.md'"), withRoute('/missing', "'blog/2024-09-09-missing.md'"), withRoute('/relative', "'blog/2024-01-01-first.md'")];
    writeFileSync(plugin, routes.reduce((text, add) => add(text), readFileSync(plugin, 'utf8')));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    built = { site, result, messages: result.diagnostics.map(formatDiagnostic) };
  }, 300_000);
  afterAll(() => built.site.cleanup());

  it('refuses a file outside the site folder, symlinks followed: no page, nothing of it published, a warning naming the plugin and what to write', () => {
    expect(built.result.ok).toBe(true);
    for (const [route, module] of [['/absolute', path.join(built.site.dir, 'notes.md')], ['/climbs', '@site/../notes.md'], ['/linked', '@site/linked/notes.md']]) {
      expect(read(built.site.out, route)).toBe('');
      const warning = built.messages.find((m) => m.includes(`the route "${route}"`));
      expect(warning).toMatch(/blog-plugin/);
      expect(warning).toContain(`its module "${module}" is outside the site folder`);
      expect(warning).toContain('Give a path under the site (@site/...)');
    }
    const published = readdirSync(built.site.out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'));
    expect(published.filter((text) => text.includes('SECRET-NOTE') || text === 'PNG')).toEqual([]);
  });

  it('says of a missing file where it looked and how to write the path; a relative path is taken from the site folder', () => {
    const warning = built.messages.find((m) => m.includes('the route "/missing"'));
    expect(warning).toMatch(/blog-plugin/);
    expect(warning).toContain('its module "blog/2024-09-09-missing.md" is not a file (looked for ');
    expect(warning).toContain('Write the path as @site/... or absolute');
    expect(read(built.site.out, 'relative')).toContain('<p>A post without a marker: all of it is its summary.</p>');
  });
});

describe("a Markdown module's assets", () => {
  const rendered = { html: '<p>x</p>', frontMatter: {}, toc: [], images: [] };
  const assetsOf = (assets: Record<string, unknown> | undefined) => {
    const meta = { path: '/s/Home.jsx', display: 'Home.jsx', permalink: '/', props: { m: { [MARKDOWN_MODULE]: { file: '/s/docs/a.md', truncated: false, ...(assets && { assets }) } } } };
    const { meta: filled } = withFilledModules(meta, new Map([['/s/docs/a.md', rendered]]), () => undefined);
    return (filled.props!.m as Record<string, MarkdownModuleData>)[MARKDOWN_MODULE].assets;
  };

  it('are `{}` when createAssets gave keys but no `./` path (a doc without image), and undefined when it gave none, as the mdx-loader exports them', () => {
    expect(assetsOf({ image: null })).toEqual({});
    expect(assetsOf({ image: 'https://example.com/x.png' })).toEqual({});
    expect(assetsOf(undefined)).toBeUndefined();
    expect(assetsOf({})).toBeUndefined();
  });
});

describe('such a route in a locale other than the default', () => {
  let built: Awaited<ReturnType<typeof builtSite>>;
  beforeAll(async () => {
    const site = recentPostsSite();
    const config = readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8');
    site.write('docusaurus.config.js', config.replace("  baseUrl: '/',", "  baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"));
    site.write('i18n/fr/docusaurus-plugin-content-blog/2024-03-01-third.md', '---\ntitle: Troisième billet\ntags: [engine, release]\n---\n\nLe résumé du **troisième** billet.\n\n<!-- truncate -->\n\nSeulement sur la page du billet.\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    built = { site, result, messages: result.diagnostics.map(formatDiagnostic) };
  }, 300_000);
  afterAll(() => built.site.cleanup());

  it("draws the locale's translation of a post where there is one (above its marker), and the default locale's post where there is none", () => {
    expect(built.result.ok).toBe(true);
    const posts = read(built.site.out, 'fr').match(/<article class="recent-post"[\s\S]*?<\/article>/g)!;
    expect(posts[0]).toContain('Le résumé du <strong>troisième</strong> billet.');
    expect(posts[0]).not.toContain('Seulement sur la page du billet');
    expect(posts[0]).toContain('<a href="/fr/blog/2024/03/01/third">');
    expect(posts[2]).toContain('<p>A post without a marker: all of it is its summary.</p>');
    expect(read(built.site.out, '')).toContain('The <strong>third</strong> post&#39;s summary.');
  });
});
