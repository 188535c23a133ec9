/**
 * The build: files -> content model -> rendered Markdown -> routes -> HTML + assets -> output.
 * Every stage is a plain function of the previous one; this module only runs them in order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizePathname } from '../site/client/links.ts';
import type { SiteConfig } from '../site/config-types.ts';
import { SEARCH_MANIFEST_URL } from '../site/islands/search-format.ts';
import type { NavLink, SiteView } from '../site/types.ts';
import { buildClient, buildCss, copyImages, copyStatic } from './assets.ts';
import { checkLinks, dropDuplicateRoutes, type PageLinks } from './checks.ts';
import { loadSiteConfig, type LoadedConfig } from './config.ts';
import { loadContent, type ContentModel } from './content/index.ts';
import { BuildError, createReporter, formatDiagnostic, type Diagnostic, type Reporter } from './diagnostics.ts';
import { atomFeed, robotsTxt, rssFeed, sitemap } from './feeds.ts';
import { lastUpdates } from './git-history.ts';
import { headScript } from './head-script.ts';
import { headersFile } from './headers.ts';
import { createStaging } from './output.ts';
import { inProcessRenderer, PARALLEL_FROM, workerRenderer, type Renderer } from './renderer.ts';
import { buildRoutes, type Rendered } from './routes.ts';
import { buildSearchIndex } from './search.ts';
import { firstLink, resolveSidebars, type ResolvedSidebars } from './sidebars.ts';

export interface BuildOptions {
  /** Project root: holds site/, assets/ and, by default, content/. */
  root: string;
  contentDir?: string;
  outDir?: string;
  /** Dev builds load the live-reload client; production output never contains it. */
  devClient?: string;
  /** A renderer kept between builds (the dev server's); by default one is started for this build. */
  renderer?: Renderer;
}

export interface BuildResult {
  ok: boolean;
  pages: number;
  diagnostics: Diagnostic[];
  ms: number;
  outDir: string;
}

function navLinks(config: SiteConfig, sidebars: ResolvedSidebars): NavLink[] {
  return config.navbar.items.map((item) => {
    const external = Boolean(item.href);
    const href = item.href ?? item.to ?? (item.sidebarId && firstLink(sidebars.sidebars.get(item.sidebarId) ?? [])?.href) ?? config.baseUrl;
    return {
      label: item.label,
      href,
      external,
      ariaLabel: item.ariaLabel,
      icon: item.icon,
      position: item.position,
      sidebarId: item.sidebarId,
      activePrefix: item.to && item.to !== '/' ? item.to : undefined,
    };
  });
}

function hasErrors(reporter: Reporter): boolean {
  return reporter.diagnostics.some((d) => d.severity === 'error');
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const assetsDir = path.join(root, 'assets');
  const reporter = createReporter();
  const result = (ok: boolean, pages: number): BuildResult => ({ ok, pages, diagnostics: reporter.diagnostics, ms: Math.round(performance.now() - started), outDir });

  let loaded;
  try {
    loaded = await loadSiteConfig(path.join(root, 'site'), process.cwd(), contentDir, contentDir === path.join(root, 'content'));
  } catch (error) {
    if (error instanceof BuildError) {
      reporter.diagnostics.push(...error.diagnostics);
      return result(false, 0);
    }
    throw error;
  }
  const { config } = loaded;

  const content: ContentModel = loadContent(contentDir, config.docs.routeBasePath, reporter);
  if (hasErrors(reporter)) return result(false, 0);

  const sources = [...content.docs, ...content.posts, ...content.pages];
  const renderer = options.renderer ?? (sources.length >= PARALLEL_FROM ? await workerRenderer() : inProcessRenderer());
  try {
    const pages = await renderSite({ options, root, contentDir, outDir, assetsDir, reporter, loaded, content }, renderer);
    return result(pages !== undefined, pages ?? 0);
  } finally {
    if (!options.renderer) await renderer.close();
  }
}

interface BuildRun {
  options: BuildOptions;
  root: string;
  contentDir: string;
  outDir: string;
  assetsDir: string;
  reporter: Reporter;
  loaded: LoadedConfig;
  content: ContentModel;
}

const labelOf = (d: { sidebarLabel?: string; title?: string; id: string }) => d.sidebarLabel ?? d.title ?? d.id.split('/').at(-1)!;

/** Markdown, sidebars, routes, pages and the files beside them; returns the number of pages, or undefined on errors. */
async function renderSite(run: BuildRun, renderer: Renderer): Promise<number | undefined> {
  const { options, root, contentDir, outDir, assetsDir, reporter, loaded, content } = run;
  const { config } = loaded;
  const sources = [...content.docs, ...content.posts, ...content.pages];
  const rendered = await renderer.markdown(
    sources.map((m) => ({ path: m.source.path, display: m.source.display, body: m.source.body, bodyLine: m.source.bodyLine, permalink: m.permalink })),
    { routeByFile: new Map(sources.map((m) => [m.source.path, m.permalink])), staticDir: assetsDir },
  );
  const pageLinks: PageLinks[] = sources.map((m, i) => ({ file: m.source.display, links: rendered.outputs[i].md.links }));
  for (const output of rendered.outputs) reporter.diagnostics.push(...output.diagnostics);
  const withMarkdown = <M extends (typeof sources)[number]>(items: M[], offset: number): Rendered<M>[] =>
    items.map((meta, i) => {
      const { md } = rendered.outputs[offset + i];
      return { meta, md, title: meta.title ?? md.title ?? path.basename(meta.source.path).replace(/\.mdx?$/, '') };
    });
  const docs = withMarkdown(content.docs, 0);
  const posts = withMarkdown(content.posts, docs.length);
  const pages = withMarkdown(content.pages, docs.length + posts.length);
  // Labels fall back to the rendered `#` title when front matter has none.
  for (const doc of docs) doc.meta.title ??= doc.title;
  const sidebars = resolveSidebars(loaded.sidebars, content.docs, path.join(contentDir, 'docs'), labelOf, loaded.sidebarsFile, loaded.sidebarsSource, reporter);
  if (hasErrors(reporter)) return undefined;

  const routes = dropDuplicateRoutes(buildRoutes({ config, docs, posts, pages, sidebars, lastUpdates: lastUpdates(contentDir), root }), reporter);
  const staging = createStaging(outDir);
  try {
    const [css, client] = await Promise.all([Promise.resolve(buildCss(assetsDir, staging.dir)), buildClient(path.join(root, 'site'), staging.dir)]);
    const searchable = [...docs, ...posts, ...pages]
      .filter((p) => !('unlisted' in p.meta && p.meta.unlisted))
      .map((p) => ({ title: p.title, url: p.meta.permalink, sections: p.md.sections }));
    for (const { file, data } of buildSearchIndex(searchable)) staging.write(file, data);
    const site: SiteView = {
      config,
      nav: navLinks(config, sidebars),
      assets: { css, js: client.entry, headScript: headScript(config), searchIndex: SEARCH_MANIFEST_URL, searchEngine: client.searchEngine, devClient: options.devClient },
      hasBlog: posts.length > 0,
    };
    const ids = await renderer.pages(routes, site, staging.dir);
    const anchors = new Map(routes.map((route, i) => [normalizePathname(route.path), new Set(ids[i])]));
    copyStatic(assetsDir, staging.dir);
    if (posts.length) {
      staging.write('blog/rss.xml', rssFeed(config, posts));
      staging.write('blog/atom.xml', atomFeed(config, posts));
      for (const file of ['rss.xsl', 'atom.xsl', 'feed.css']) staging.write(`blog/${file}`, readFileSync(path.join(assetsDir, 'feeds', file)));
    }
    staging.write('sitemap.xml', sitemap(config, routes));
    staging.write('robots.txt', robotsTxt(config));
    staging.write('_headers', headersFile([site.assets.headScript]));
    copyImages(new Map(rendered.images), staging.dir);
    checkLinks(pageLinks, anchors, reporter);
    if (hasErrors(reporter)) {
      staging.discard();
      return undefined;
    }
    staging.commit();
    return routes.length;
  } catch (error) {
    staging.discard();
    throw error;
  }
}

export function summaryLine(r: BuildResult): string {
  const count = (severity: string) => r.diagnostics.filter((d) => d.severity === severity).length;
  const outcome = r.ok ? `${r.pages} pages written to ${path.relative(process.cwd(), r.outDir) || '.'}` : 'build failed, output left unchanged';
  return `${outcome}: ${count('warning')} warnings, ${count('error')} errors, ${r.ms} ms`;
}

export { formatDiagnostic };
