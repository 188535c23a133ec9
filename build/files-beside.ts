/**
 * The files beside the pages: the site's static files and images, browser-drawn diagrams' Mermaid,
 * MDX components' and React pages' stylesheets, React pages' code, feeds, sitemap, robots.txt, the Markdown twins and llms.txt files,
 * and `_headers`.
 */
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../site/config-types.ts';
import { copyImages, copyMermaid, writeCopy } from './assets.ts';
import type { LoadedConfig } from './config.ts';
import type { DocMeta, PageMeta, PostMeta } from './content/types.ts';
import { forFile, type Reporter } from './diagnostics.ts';
import { displayPath } from './content/read-text.ts';
import { writeFeeds } from './feeds.ts';
import { headersFile } from './headers.ts';
import { injectsScripts } from './docusaurus/html-tags.ts';
import { headScript } from './head-script.ts';
import { writeLlmsFiles, type LlmsFiles } from './llms/index.ts';
import { MERMAID_ENTRY, mermaidBrowserDir } from './markdown/diagram-cache.ts';
import type { Output } from './output.ts';
import type { MarkdownOutput } from './markdown-jobs.ts';
import type { ReactPageOutput } from './react-pages/stage.ts';
import { writeRedirectPages } from './redirect-pages.ts';
import { robotsTxt } from './robots.ts';
import { reusingCopier, reusingWriter, type PageReuse } from './page-reuse.ts';
import { categoryIndexPages } from './routes/category-index.ts';
import { markdownTwinPath } from './routes/urls.ts';
import type { Rendered, Route, VersionDocs } from './routes/index.ts';
import { sitemap } from './sitemap.ts';
import type { LocaleSiteRef } from '../shared/locale-alternates.ts';
import { publishStatic, type StaticFiles } from './static-files.ts';

export interface FilesBeside {
  output: Output;
  config: SiteConfig;
  loaded: LoadedConfig;
  routes: Route[];
  outputs: MarkdownOutput[];
  reactPages: ReactPageOutput[];
  versions: VersionDocs[];
  /** Every version's docs, for their Markdown twins. */
  docs: Rendered<DocMeta>[];
  posts: Rendered<PostMeta>[];
  pages: Rendered<PageMeta>[];
  /** What lists show: each docs plugin instance's last version's docs and the listed posts (listed.ts). */
  listed: { docs: Rendered<DocMeta>[]; posts: Rendered<PostMeta>[]; pages: Rendered<PageMeta>[] };
  assetsDir: string;
  staticDirs: string[];
  reporter: Reporter;
  /** Whether the static folders are copied: always in production, after a change of assets/ in dev. */
  copyStaticFiles: boolean;
  /** The twins and llms files the previous build wrote (the dev server's). */
  llms?: LlmsFiles;
  /** The static files the previous build copied: the dev server's (empty at its first build); none in production. */
  staticFiles?: StaticFiles;
  /** The locale built, which the feeds name as their language. */
  language: string;
  /** Every locale of the site, which the sitemap names each page in. */
  locales?: LocaleSiteRef[];
  /** The base URLs `_headers` has rules for (this locale's and the others' on its host); none for a locale in a folder of the output, whose `_headers` no host reads. */
  headerBases?: string[];
  /** A production build's link to the output it replaces, where unchanged twins and llms files are linked from. */
  reuse?: PageReuse;
  /** Origins the site's stylesheets come from or load files from, which the Content-Security-Policy allows. */
  styleOrigins: string[];
}

/**
 * Writes the files beside the pages. Returns the twins and llms files written and the static files
 * copied, for the dev server's next build, the output paths of static files deleted since its
 * last (a page there went with them, and is rendered again), and the files written that
 * Docusaurus writes too (redirect pages, feeds, sitemap), which the link check of Docusaurus before 3.1 finds.
 */
export async function writeFilesBeside(input: FilesBeside): Promise<{ llms: LlmsFiles; staticFiles?: StaticFiles; staticGone: Set<string>; docusaurusFiles: Set<string> }> {
  const { output, config, loaded, outputs, versions, listed, assetsDir, staticDirs, reporter } = input;
  // Whatever fails while a file is written is an error naming the file it comes from: a page's source, a static file, or the config.
  const named = <T>(file: string, doing: string, work: () => T) => forFile(reporter, file, doing, work, WRITING);
  const { configFile } = loaded;
  // A file of the site's own static folders that this build would otherwise write (robots.txt, _headers) is the site's word, published as it is.
  const ownStatic = (name: string) => staticDirs.some((dir) => existsSync(path.join(dir, name)));
  const copy = input.reuse ? reusingCopier(input.reuse, output.dir, copyFileSync) : undefined;
  // Docusaurus writes its pages after copying the static folders: a static file at a page's path (a site's own 404.html) gives way to
  // the page. Not to the plain home page this build adds where the site has none: there a static index.html is Docusaurus's home.
  const pageFiles = loaded.docusaurus ? new Set(input.routes.filter((route) => route.props.screen.kind !== 'home').map((route) => route.file)) : undefined;
  const staticFiles = input.copyStaticFiles ? publishStatic({ output, assetsDir: loaded.docusaurus ? undefined : assetsDir, staticDirs, siteDir: loaded.siteDir, reporter, copy, previous: input.staticFiles, pageFiles }) : input.staticFiles;
  const redirectFiles = new Set<string>();
  if (loaded.redirects.length) {
    named(configFile, 'writing the redirect pages', () => writeRedirectPages({ output, config, redirects: loaded.redirects, routes: input.routes, unrenderedRoutes: input.reactPages.filter((page) => !page.rendered).map((page) => page.meta.permalink), unrunRoutes: loaded.unrunRoutes, staticDirs, reporter, configFile: loaded.configFile, configSource: loaded.configSource }).forEach((file) => redirectFiles.add(file)));
  }
  // Not the twins, llms files, _headers or search index: this build's extras, which a Docusaurus site's links cannot have meant.
  const docusaurusFiles = new Set(redirectFiles);
  const staticGone = new Set([...(input.staticFiles?.keys() ?? [])].filter((file) => !staticFiles?.has(file)).map((file) => file.split(path.sep).join('/')));
  // A twin or llms file a deleted static file stood in for is written again, though its text did not change.
  const previousLlms = input.llms && staticGone.size ? new Map([...input.llms].filter(([file]) => !staticGone.has(file))) : input.llms;
  // The Markdown outputs are those of the docs, posts and pages, in that order (render-site.ts).
  const sourceOf = [...input.docs, ...input.posts, ...input.pages].map((r) => r.meta.source.display);
  const drawing = outputs.findIndex((o) => o.md.browserDiagrams);
  if (drawing >= 0) named(sourceOf[drawing], 'publishing Mermaid for the diagrams the browser draws', () => copyMermaid(output.dir, mermaidBrowserDir(), MERMAID_ENTRY, copy));
  publishLiveScopes(input, sourceOf, named);
  // A sheet is named by its text's hash: written once, though every page drawing its component links it.
  const sheetsWritten = new Set<string>();
  outputs.forEach((o, i) => {
    for (const sheet of o.md.stylesheets ?? []) {
      if (sheetsWritten.has(sheet.url)) continue;
      sheetsWritten.add(sheet.url);
      named(sourceOf[i], `writing its stylesheet ${sheet.url.slice(1)}`, () => output.write(sheet.url.slice(1), sheet.css));
    }
  });
  const dataWritten = new Set<string>();
  for (const { meta, rendered } of input.reactPages) {
    if (rendered?.stylesheet) named(meta.display, `writing its stylesheet ${rendered.stylesheet.url.slice(1)}`, () => output.write(rendered.stylesheet!.url.slice(1), rendered.stylesheet!.css));
    if (rendered?.script) named(meta.display, `writing its script ${rendered.script.url.slice(1)}`, () => output.write(rendered.script!.url.slice(1), rendered.script!.code));
    // The data modules a hydrated page shares with other routes (docusaurus/shared-modules.ts): each file once, for all of them.
    for (const data of (rendered?.script && meta.shipped?.files) || []) {
      if (dataWritten.has(data.file)) continue;
      dataWritten.add(data.file);
      named(meta.display, `writing its data ${data.file}`, () => output.write(data.file, data.text));
    }
  }
  for (const blog of loaded.blogPlugins) {
    if (!input.posts.some((p) => p.meta.pluginId === blog.id)) continue;
    const posts = listed.posts.filter((p) => p.meta.pluginId === blog.id);
    named(configFile, `writing the feeds of the blog at /${blog.routeBasePath}`, () => writeFeeds(output, config, blog, posts, assetsDir, input.language))?.forEach((file) => docusaurusFiles.add(file));
  }
  // Docusaurus's sitemap plugin writes its files after the static folders are copied, over a static file of the same name; apify's
  // writes sitemap_base.xml beside the sitemap index its static folder holds as sitemap.xml. This build's own sitemap.xml, where no
  // plugin writes one, gives way to the site's. Only the plugin's files are ones Docusaurus's link check finds.
  const pluginSitemaps = loaded.docusaurusSitemaps ?? [];
  const sitemaps = [...pluginSitemaps, ...(pluginSitemaps.includes('sitemap.xml') || ownStatic('sitemap.xml') ? [] : ['sitemap.xml'])];
  for (const file of sitemaps) named(configFile, `writing ${file}`, () => output.write(file, sitemap(config, input.routes, input.locales)));
  pluginSitemaps.forEach((file) => docusaurusFiles.add(file));
  // A site's own robots.txt is its maintainers' word on crawlers (keploy's keeps AI crawlers out), copied as Docusaurus copies it.
  if (!ownStatic('robots.txt')) named(configFile, 'writing robots.txt', () => output.write('robots.txt', robotsTxt(config)));
  // Generated category indexes are docs pages too, and each page offers its Markdown twin.
  const indexPages = versions.flatMap((v) => categoryIndexPages(v.sidebars.categoryIndexes, v.docs, v.version, config));
  const llmsOutput = input.reuse ? reusingWriter(input.reuse, output) : output;
  const twinSources = new Map([...input.docs, ...input.posts, ...input.pages].map((r) => [markdownTwinPath(r.meta.permalink).slice(1), r.meta.source.display]));
  // A site that moved from `.md` URLs keeps them with redirects (stryker's `/blog/x.md` to `/blog/x`): the redirect page stands at the twin's path, and the site's promise wins over this build's extra.
  const heldByRedirect = (file: string) => twinSources.has(file) && redirectFiles.has(`${file}/index.html`);
  // A site's own llms.txt (alova's, calico's, keploy's: ten corpus sites commit one) is published as it is, not replaced by this build's.
  const llmsWriter = { write: (file: string, text: string | Uint8Array) => (/^llms(-full)?\.txt$/.test(file) && ownStatic(file)) ? undefined : heldByRedirect(file) ? reporter.warn(twinSources.get(file)!, undefined, `its Markdown twin is not written: the site's redirect from "/${file}" (plugin-client-redirects) stands at ${file}, and is kept.`) : named(twinSources.get(file) ?? configFile, `writing ${twinSources.has(file) ? 'its Markdown twin ' : ''}${file}`, () => llmsOutput.write(file, text)), remove: llmsOutput.remove };
  const llms = named(configFile, 'writing llms.txt and the Markdown twins', () => writeLlmsFiles({ config, posts: input.posts, pages: input.pages, listed, versions, blogs: loaded.blogPlugins }, llmsWriter, previousLlms, [...input.docs, ...indexPages])) ?? new Map();
  // Hosts read `_headers` at the output root only: the root's names every locale served beside it. A site's own
  // (copied from its static folder) is its maintainers' word on headers, as robots.txt is: calico's keeps old doc sets out of search engines.
  if (input.headerBases && !ownStatic('_headers')) named(configFile, 'writing _headers', () => output.write('_headers', headersFile([headScript(config)], input.headerBases!, input.styleOrigins, loaded.docusaurus, injectsScripts(loaded.localPlugins?.htmlTags), outputs.some((o) => o.md.liveScope !== undefined))));
  const images = new Map([...outputs.flatMap((o) => o.images), ...input.reactPages.flatMap((p) => p.images)]);
  const copyImage = input.reuse ? reusingCopier(input.reuse, output.dir, writeCopy) : writeCopy;
  for (const [url, source] of images) named(displayPath(source), `publishing this image at ${url.slice(1)}`, () => copyImages(new Map([[url, source]]), output.dir, copyImage));
  return { llms, staticFiles, staticGone, docusaurusFiles };
}

const WRITING = 'Make sure nothing else stands at that path of the output (a folder of the same name in a static folder, say), that the disk has room and that this user may write there.';

/**
 * The live code blocks' scope module (markdown/live-code-run.ts) as the render thread bundled it,
 * under the URL each page that has a live block names (its content's hash: the same in every thread).
 */
function publishLiveScopes({ outputs, output }: FilesBeside, sourceOf: string[], named: <T>(file: string, doing: string, work: () => T) => T | undefined): void {
  const modules = new Map(outputs.flatMap((o, i) => (o.md.liveScope ? [[o.md.liveScope.url, { code: o.md.liveScope.code, source: sourceOf[i] }] as const] : [])));
  for (const [url, { code, source }] of modules) named(source, `writing the live code blocks' scope ${url.slice(1)}`, () => output.write(url.slice(1), code));
}
