/**
 * The stages after the content is read (build.ts reads it): Markdown, sidebars, listed content,
 * routes, assets, pages, the files beside them, the checks, the search index and the output swap.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { normalizePathname } from '../shared/pathname.ts';
import { SEARCH_MANIFEST_URL } from '../shared/search-format.ts';
import { href } from '../shared/url.ts';
import type { Messages } from '../shared/translate.ts';
import type { LocaleView } from '../site/locale-view.ts';
import type { SiteView } from '../site/types.ts';
import { devAssets, publishAssets } from './asset-cache.ts';
import { announcementBarCss } from './assets.ts';
import { prismThemeCss } from './prism-theme-css.ts';
import type { BuildOptions, Done, LocaleTarget } from './build-types.ts';
import type { BuildCache } from './cache.ts';
import { writeChangedRoutes } from './changed-routes.ts';
import { checkLinks, dropDuplicateRoutes, shownSourceLinks, type SourceLinks } from './checks.ts';
import type { LoadedConfig } from './config.ts';
import { frontMatterLine } from './content/files.ts';
import { docusaurusDocTitle, docusaurusPageTitle, docusaurusPostTitle } from './content/doc-title.ts';
import { pluginOf, type editUrlOf, type PluginDir } from './content-layout.ts';
import type { ContentModel } from './content/index.ts';
import { hasErrors, type Reporter } from './diagnostics.ts';
import { feedLinks } from './feeds.ts';
import type { LastUpdate } from './git-history.ts';
import { headScript } from './head-script.ts';
import { listedContent } from './listed.ts';
import { navLinks } from './nav.ts';
import { reusingCopier, savePageRecords } from './page-reuse.ts';
import { DIAGRAM_CACHE_DIR, loadMarkdownCache, markdownCacheFile, saveMarkdownCache } from './persistent-cache.ts';
import { sheetsOnce, sheetsRestored } from './cached-stylesheets.ts';
import { siteWideSheet } from './react-pages/site-wide-css.ts';
import type { Profile } from './profile.ts';
import { renderSources, unspooled, type Source } from './render-sources.ts';
import { markdownSettings } from './markdown-settings.ts';
import { pluginPages, renderSiteReact } from './react-pages/stage.ts';
import { drawNavbarItems, navbarOf } from './react-pages/navbar-items.ts';
import { importedMarkdown } from './page-markdown.ts';
import { reactPagesInput } from './react-pages-input.ts';
import type { Renderer } from './renderer.ts';
import { buildRoutes, fillPageCards, type Rendered } from './routes/index.ts';
import { absoluteUrl } from './routes/urls.ts';
import { searchSources } from './search/content.ts';
import { SEARCH_THREAD_FROM, searchOnThread } from './search-thread.ts';
import { startSearchIndex, writeSearchIndex, type SearchStage } from './search/stage.ts';
import { lastVersions, versionDocs } from './version-docs.ts';
import { renderDocRoutes } from './doc-route-renders.ts';
import { themeLinks } from './theme-links.ts';
import { sidebarLinks } from './sidebar-links.ts';
import { linkTargetExists } from './link-targets.ts';
import { writeFilesBeside } from './files-beside.ts';
import { buildCustomCss, customCssFresh, styleOrigins, type CustomCss } from './custom-css.ts';
import type { SiteConfig } from '../site/config-types.ts';

export interface BuildRun {
  options: BuildOptions;
  profile: Profile;
  root: string;
  /** The content folder (a Docusaurus site's folder): images are published only from it, the section folders and the static folders. */
  contentDir: string;
  docsDir: string;
  /** The docs versions' translation folders in this locale: a `.md` link in a translated doc resolves from there. */
  localizedDocsDirs: { dir: string; pluginId: string }[];
  /** Every docs version's folder and the blog and pages folders, which may lie outside the content folder (`path: '../docs'`). */
  sectionDirs: string[];
  /** Each content plugin's folders, which decide a partial's admonitions (markdown/partial-admonitions.ts). */
  pluginDirs: PluginDir[];
  outDir: string;
  assetsDir: string;
  /** The site's own static folders (Docusaurus's `static/`), published at the output root. */
  staticDirs: string[];
  reporter: Reporter;
  loaded: LoadedConfig;
  /** The locale built, as its pages name it. */
  locale: LocaleView;
  /** "Edit this page" of a doc or post in this locale (content-layout.ts). */
  editUrl: ReturnType<typeof editUrlOf>;
  /** Each docs version's sidebar labels in this locale, by version name. */
  sidebarMessages: Map<string, Messages>;
  content: ContentModel;
  cache: BuildCache;
  /** "Last updated" of each docs version's files, when the pages show it and the cache has none. */
  history?: Promise<Map<string, LastUpdate>[]>;
  /** Names the generator's code in the keys of the caches on disk (`generatorKey`, its files walked once per build). */
  generator(): string;
}

/** Markdown, sidebars, routes, their pages and the files beside them, for one locale; undefined when there are errors. The output is committed by the caller, then `save` keeps the caches. */
export async function renderSite(run: BuildRun, renderer: Renderer, target: LocaleTarget): Promise<(Done & { save(): void }) | undefined> {
  const { options, profile, root, assetsDir, staticDirs, reporter, loaded, content, cache, generator } = run;
  const { config } = loaded;
  // A Docusaurus site's markdown.preprocessor and own remark plugins change the text the Markdown stage renders.
  const prepare = async (list: Source[]) => {
    const all = (await import('./markdown/preprocess-sources.ts')).preprocessSources(list, loaded.markdownPreprocessor?.run, (d) => reporter.diagnostics.push(d));
    return Object.keys(loaded.markdownPlugins ?? {}).length ? await profile.time('remark plugins', async () => (await import('./markdown/remark-run.ts')).remarkSources(all, loaded.markdownPlugins, config.markdown, (d) => reporter.diagnostics.push(d), generator, loaded.siteDir, renderer.remarkParse)) : all;
  };
  const sources = await prepare([...content.docs, ...content.posts, ...content.pages]);
  const { settings, cacheKey } = markdownSettings(run, content.docs, content.posts);
  const diskCache = options.diskCache ? markdownCacheFile(run.contentDir, cacheKey, generator()) : undefined;
  if (diskCache && cache.markdown.size === 0) cache.markdown = profile.time('Markdown cache (read)', () => sheetsRestored(loadMarkdownCache(diskCache)));
  // Diagrams drawn by earlier builds are kept on disk too (not with `--no-cache`); the dev server keeps them across its builds.
  const diagramCacheDir = options.diskCache || options.cache ? DIAGRAM_CACHE_DIR : undefined;
  const markdownSources = (list: Source[], docRoutes?: Parameters<typeof renderSources>[6]) => renderSources(list, cache, renderer, { ...settings, diagramCacheDir, spoolDir: target.spoolDir }, (permalink) => absoluteUrl(config, permalink), config, docRoutes);
  const { outputs, rendered, more } = await profile.time('Markdown', () => markdownSources(sources));
  for (const output of outputs) reporter.diagnostics.push(...output.diagnostics);
  const sourceLinks: SourceLinks[] = sources.map((m, i) => ({ file: m.source.display, get links() { return outputs[i].md.links; } })); // read when checked: a doc's second render (renderDocRoutes) replaces its output
  const withMarkdown = <M extends Source>(items: M[], offset: number, untitled = (_meta: M, title?: string) => title): Rendered<M>[] =>
    items.map((meta, i) => {
      const { md } = outputs[offset + i];
      return { meta, md, title: meta.title ?? untitled(meta, md.title) ?? path.basename(meta.source.path).replace(/\.mdx?$/, '') };
    });
  const docs = withMarkdown(content.docs, 0, loaded.docusaurus ? docusaurusDocTitle : undefined);
  const posts = fillPageCards(withMarkdown(content.posts, docs.length, loaded.docusaurus ? docusaurusPostTitle : undefined), config, reporter);
  const pages = fillPageCards(withMarkdown(content.pages, docs.length + posts.length, loaded.docusaurus ? (meta, title) => docusaurusPageTitle(meta, title, config.title) : undefined), config, reporter);
  const themeDir = loaded.docusaurus ? path.join(loaded.siteDir, 'src/theme') : undefined;
  const reactMetas = [...content.reactPages, ...pluginPages(loaded.localPlugins?.routes)];
  const mdxReads = outputs.flatMap((output) => output.imageStamps.map(([file]) => file));
  // The Markdown the pages import is the Markdown stage's: a doc's output, or a partial rendered beside the sources.
  const render = (imports: Map<string, string>) => importedMarkdown(imports, sources, outputs, run.pluginDirs, async (extra) => more(await prepare(extra)), (d) => reporter.diagnostics.push(d));
  const markdown = { render, runtime: path.join(root, 'site/docusaurus/markdown-content.ts') };
  const reactInput = { ...reactPagesInput(loaded, run.locale, staticDirs, settings.site?.docs, posts), markdown };
  const react = await profile.time('React pages', () => renderSiteReact(reactMetas, themeDir, reactInput, mdxReads));
  const { pages: reactPages, footer, logo, root: siteRoot, blogLayout } = react;
  const navbar = await drawNavbarItems(themeDir ? config.navbar.items : [], navbarOf(loaded.siteConfigData), [themeDir ?? '', ...(loaded.localPlugins?.themeDirs ?? []), ...(loaded.themeDirs ?? [])], loaded.configFile, reactInput, react.warnings);
  // The swizzled Footer, Logo, Root and BlogLayout, drawn on every (blog) page, and the navbar items the site's components draw: their links are checked, their stylesheets linked, their images published.
  const chrome = [footer, logo, siteRoot?.output, blogLayout?.output, ...navbar.outputs].filter((output) => output !== undefined);
  reporter.diagnostics.push(...navbar.warnings);
  for (const page of [...reactPages, ...chrome]) {
    reporter.diagnostics.push(...page.diagnostics);
    sourceLinks.push({ file: page.meta.display, links: page.links });
  }
  // Labels fall back to the rendered `#` title when front matter has none.
  for (const doc of docs) doc.meta.title ??= doc.title;
  const versions = await versionDocs(loaded, config, docs, reporter, (version) => run.sidebarMessages.get(`${version.pluginId}/${version.name}`), content.drafts);
  await renderDocRoutes(versions, docs, outputs, (routes) => markdownSources(sources, routes), run.editUrl, config, reporter);
  const lastDocs = lastVersions(versions).flatMap((v) => v.docs);
  if (hasErrors(reporter)) return undefined;

  const updates = run.history ? (cache.lastUpdates = new Map((await profile.time('git history', () => run.history!)).flatMap((m) => [...m]))) : (cache.lastUpdates ?? new Map());
  const sourceByDisplay = new Map(sources.map((m) => [m.source.display, m.source]));
  const slugLine = (display: string) => {
    const file = sourceByDisplay.get(display);
    return file && (frontMatterLine(file.text, 'slug') ?? frontMatterLine(file.text, 'id'));
  };
  // Lists, feeds, search and the llms files show the last version's docs, as Docusaurus's search does.
  const listed = listedContent({ docs: lastDocs, posts, pages });
  const { reuse } = target;
  // A production build writes into a staging folder, made before the routes so that its search index starts on a thread of its own now, beside the routes (while the render workers wait for them) and then the pages. The dev server writes in place, once the routes are sound.
  const staging = options.cache ? undefined : target.output();
  let searching: SearchStage | undefined;
  try {
    const sources = searchSources(listed, config);
    searching = staging && sources.length >= SEARCH_THREAD_FROM ? startSearchIndex(sources, staging, cache, (s) => searchOnThread(s, staging.dir), reuse) : undefined;
    const built = profile.time('routes', () => buildRoutes({ config, docs: lastDocs, posts, pages, reactPages, listed, versions, blogs: loaded.blogPlugins.map((blog) => ({ blog, authors: [...(content.blogs.find((b) => b.pluginId === blog.id)?.authors.values() ?? [])] })), lastUpdates: updates, showLastUpdate: (id) => pluginOf(loaded, id).showLastUpdate, showBreadcrumbs: (id) => pluginOf(loaded, id).breadcrumbs, editUrl: run.editUrl, messages: run.locale.messages, lang: run.locale.htmlLang }));
    const routes = dropDuplicateRoutes(built, reporter, slugLine, config.trailingSlash);
    if (hasErrors(reporter)) {
      await searching?.settled;
      return undefined;
    }
    const output = staging ?? target.output();
    const copyStaticFiles = !options.cache || !cache.assets || cache.staticChanged === true;
    if (!cache.assets) {
      const extraCss = announcementBarCss(config) + prismThemeCss(config);
      const { look } = config.style;
      const publish = () => (options.cache ? devAssets(root, assetsDir, output.dir, extraCss, look) : publishAssets(root, assetsDir, output.dir, extraCss, look, generator(), reuse && reusingCopier(reuse, output.dir, copyFileSync)));
      cache.assets = await profile.time('stylesheet and client bundle', publish);
    }
    const sheets = await profile.time('custom CSS', () => customCss(config, run, cache));
    if (hasErrors(reporter)) {
      await searching?.settled;
      return undefined;
    }
    // The plain CSS the React pages and the theme's parts import, on every page, as Docusaurus's one stylesheet (site-wide-css.ts).
    const siteWide = siteWideSheet([...chrome, ...reactPages].map((part) => part.rendered?.plainCss ?? []));
    for (const [file, data] of [...sheets.files, ...(siteWide ? [[siteWide.url.slice(1), siteWide.css] as const] : [])]) output.write(file, data);
    const site: SiteView = {
      // Pages are rendered on workers: an `editUrl` function cannot travel there, and routes have used it.
      config: { ...config, docs: { ...config.docs, editUrl: undefined }, blog: { ...config.blog, editUrl: undefined } },
      nav: navLinks(config, versions, navbar.drawn),
      assets: {
        css: href(cache.assets.css, target.assetSite),
        // Written into this locale's output, their url()s resolved under its base URL.
        customCss: [...chrome.flatMap((part) => (part.rendered?.stylesheet ? [part.rendered.stylesheet.url] : [])), ...sheets.urls, ...(siteWide ? [siteWide.url] : [])].map((url) => href(url, config)),
        js: href(cache.assets.js, target.assetSite),
        headScript: headScript(config),
        searchIndex: href(SEARCH_MANIFEST_URL, config),
        searchEngine: href(cache.assets.searchEngine, target.assetSite),
        pageRuntime: href(cache.assets.pageRuntime, target.assetSite),
        devClient: options.devClient && href(options.devClient, config),
      },
      feeds: feedLinks(config, loaded.blogPlugins.filter((blog) => posts.some((p) => p.meta.pluginId === blog.id))),
      locale: run.locale,
      footerHtml: footer?.rendered?.html, htmlTags: loaded.localPlugins?.htmlTags,
      logoHtml: logo?.rendered?.html,
      rootHtml: siteRoot && [siteRoot.before, siteRoot.after], blogLayoutHtml: blogLayout && [blogLayout.before, blogLayout.after],
    };
    const written = await profile.time('HTML pages', () => writeChangedRoutes(routes, site, output, renderer, cache, reuse));
    // A production build needs its render workers no more: their memory goes while this thread writes the files beside the pages. Their stopping is not waited for here (about 20 ms); the build's end waits for it.
    if (!options.cache && !options.renderer && target.last) void renderer.close().catch(() => undefined);
    const anchors = new Map(routes.map((route) => [normalizePathname(route.path), new Set(cache.routes.get(route.path)!.ids)]));
    const beside = await profile.time('files beside the pages', () =>
      writeFilesBeside({ output, config, loaded, routes, headerBases: target.headerBases, language: run.locale.locale, locales: run.locale.all, outputs, reactPages: [...reactPages, ...chrome], versions, docs, posts, pages, listed, assetsDir, staticDirs, reporter, copyStaticFiles, llms: cache.llms, staticFiles: options.cache ? (cache.staticFiles ?? new Map()) : undefined, reuse, styleOrigins: styleOrigins(config.style.stylesheets, sheets) }),
    );
    ({ llms: cache.llms, staticFiles: cache.staticFiles } = beside);
    // Dev: a static file deleted from a page's path took the page with it (static files are copied over pages), so the page is written again.
    const uncovered = routes.filter((route) => beside.staticGone.has(route.file) || (route.twin !== undefined && beside.staticGone.has(route.twin)));
    if (uncovered.length) {
      for (const route of uncovered) cache.routes.delete(route.path);
      await writeChangedRoutes(routes, site, output, renderer, cache);
    }
    cache.staticChanged = false;
    // A React page that could not be rendered was reported; links to it are not reported again.
    const unrendered = new Set(reactPages.filter((page) => !page.rendered).map((page) => normalizePathname(page.meta.permalink)));
    const shownSidebars = versions.flatMap(({ version, sidebars }) => loaded.versions.filter((v) => v.pluginId === version.pluginId && v.name === version.name).map((v) => ({ sidebars, file: v.sidebarsFile, source: v.sidebarsSource })));
    checkLinks([...shownSourceLinks(sourceLinks, built, routes), themeLinks(loaded, navbar.drawn), ...sidebarLinks(shownSidebars, run.locale.all.find((l) => l.locale === run.locale.locale && !l.isDefault)?.locale)], anchors, reporter, {
      onBrokenLinks: config.onBrokenLinks,
      onBrokenAnchors: config.onBrokenAnchors,
      unrun: { routes: loaded.unrunRoutes, configFile: loaded.configFile },
      exists: linkTargetExists({ unrendered, staticDirs, routesOnly: loaded.docusaurus && !loaded.linkCheckReadsFiles, outputFiles: loaded.linkCheckReadsFiles ? { routes: new Set(anchors.keys()), writtenFiles: beside.docusaurusFiles } : undefined }),
    });
    const search = () => writeSearchIndex(sources, output, cache, renderer, reuse);
    if (!options.cache) await profile.time('search index', searching?.finish ?? search);
    // Nothing after the sidebars reports errors today; a check added later must still keep dist/ whole.
    if (hasErrors(reporter)) return undefined;
    // Written once the output is swapped in.
    const save = () => {
      if (diskCache && rendered) profile.time('Markdown cache (write)', () => saveMarkdownCache(diskCache, sheetsOnce(unspooled(cache.markdown))));
      if (reuse) profile.time('page records (write)', () => savePageRecords(reuse));
    };
    return { written, routes: routes.map((r) => ({ path: r.path, source: r.source })), pending: options.cache ? search : undefined, save };
  } catch (error) {
    // A thread still writing the search index into the output waits to be done first.
    await searching?.settled;
    throw error;
  }
}

/** The site's custom stylesheets, built again only when the list or a file read for them changed. */
async function customCss(config: SiteConfig, run: BuildRun, cache: BuildCache): Promise<CustomCss> {
  const prelude = run.loaded.localPlugins?.sassPrelude;
  const postcss = run.loaded.localPlugins?.postcss;
  const key = JSON.stringify([config.style.customCss, config.baseUrl, run.staticDirs, prelude]);
  // Tailwind's output depends on every file its `content` scans, which the cache does not follow: built each time.
  if (!postcss && cache.customCss?.key === key && customCssFresh(cache.customCss.built)) return cache.customCss.built;
  const built = await buildCustomCss(config.style.customCss, run.loaded.siteDir, run.staticDirs, config.baseUrl, run.reporter, run.loaded.configFile, prelude, postcss);
  cache.customCss = { key, built };
  return built;
}
