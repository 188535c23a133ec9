/**
 * The build: files -> content model -> rendered Markdown -> routes -> HTML + assets -> output.
 * Every stage is a plain function of the previous one; this module and render-site.ts only run
 * them in order, skipping through a cache what an earlier build (the dev server's) already did.
 * Here: the output guard, the config, the content and the renderer; render-site.ts the rest.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DOCS_PLUGIN_ID } from '../shared/docs-plugin.ts';
import { createCache, type BuildCache } from './cache.ts';
import { docsDisabledMessage, loadSiteConfig, type LoadedConfig } from './config.ts';
import { configOfLocale } from './config-per-locale.ts';
import { displayPath } from './content/read-text.ts';
import { contentLayout, contentPluginDirs, editUrlOf, pluginOf } from './content-layout.ts';
import { loadContent } from './content/index.ts';
import { withPluginContent } from './docusaurus-content.ts';
import { countMarkdownFiles } from './content/walk.ts';
import { BuildError, createReporter, formatDiagnostic, hasErrors, withoutRepeats } from './diagnostics.ts';
import { lastUpdates } from './git-history.ts';
import { refuseOutput } from './output-guard.ts';
import { createStaging, inPlace, removeLeftovers, subOutput, type Output } from './output.ts';
import { onlyLocale, siteLocales } from './i18n/locales.ts';
import { localizeSite, type LocaleSite } from './i18n/localize.ts';
import { openYamlCache, saveYamlCache } from './content/yaml-cache.ts';
import { generatorKey } from './node-bundle.mjs';
import { untimed } from './profile.ts';
import { startPageReuse } from './page-reuse.ts';
import { createSpool, removeSpool } from './spool.ts';
import { inProcessRenderer, PARALLEL_FROM, workerRenderer, type Renderer } from './renderer.ts';
import { renderSite, type BuildRun } from './render-site.ts';
import type { BuildOptions, BuildResult, Done, LocaleTarget } from './build-types.ts';
import { startSiteCodeBuild } from './markdown/mdx/watched-files.ts';
import { forgetRepositories } from './content/readable.ts';

export type { BuildOptions, BuildResult } from './build-types.ts';

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  // The site's code bundled for an earlier build (a dev server's) is checked again, once, in this one.
  startSiteCodeBuild();
  // A dev server's site may have gained or lost its .git or workspace root since the last build.
  forgetRepositories();
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const reporter = createReporter();
  let loaded: LoadedConfig | undefined;
  let sectionDirs: string[] | undefined;
  let staticDirs: string[] | undefined;
  const result = (done?: Done): BuildResult => ({
    ok: Boolean(done),
    written: done?.written ?? 0,
    pending: done?.pending,
    routes: done?.routes ?? [],
    // A file that no locale translates is rendered once per locale, with the same messages.
    diagnostics: withoutRepeats(reporter.diagnostics),
    ms: Math.round(performance.now() - started),
    outDir,
    baseUrl: loaded?.config.baseUrl,
    onBrokenLinks: loaded?.config.onBrokenLinks,
    sectionDirs,
    staticDirs,
  });

  const refused = refuseOutput({ outDir, contentDir, root, force: options.forceOut });
  if (refused) {
    reporter.diagnostics.push({ severity: 'error', file: '', message: refused });
    return result();
  }
  // A failed build still repairs what a killed one left, before it reads anything.
  if (!options.cache) removeLeftovers(outDir, undefined, options.removal);

  const profile = options.profile ?? untimed;
  const loadConfig = () => loadSiteConfig(path.join(root, 'site'), process.cwd(), contentDir, contentDir === path.join(root, 'content'));
  try {
    loaded = await profile.time('config', loadConfig);
  } catch (error) {
    if (error instanceof BuildError) {
      reporter.diagnostics.push(...error.diagnostics);
      return result();
    }
    throw error;
  }
  reporter.diagnostics.push(...loaded.warnings);
  const base = loaded;
  // The dev server serves one locale at the output root, as Docusaurus's does; a production build writes every locale, or the one `--locale` names (in its folder).
  let sites: LocaleSite[];
  try {
    const all = siteLocales(loaded.config, loaded.siteDir, loaded.configFile);
    const locales = options.cache || options.locale ? onlyLocale(all, options.locale ?? loaded.config.i18n.defaultLocale, loaded.configFile) : all;
    sites = [];
    for (const locale of locales) sites.push(localizeSite(await configOfLocale(base, locale.locale, loadConfig), locale, all));
  } catch (error) {
    if (error instanceof BuildError) {
      reporter.diagnostics.push(...error.diagnostics);
      return result();
    }
    throw error;
  }
  // The output is served at the first locale's base URL: the site's, or the dev server's locale's.
  loaded = sites[0].loaded;
  const layouts = sites.map((s) => contentLayout(s.loaded, s.locale));
  const layout = layouts[0];
  const sectionsOf = (l: (typeof layouts)[number]) => [...(l.docsVersions ?? []).flatMap((v) => [v.docsDir, v.localizedDir]), l.docsDir, ...l.blogs.flatMap((b) => [b.dir, b.localizedDir]), l.pagesDir, l.pagesLocalizedDir, ...(l.otherPages ?? []).flatMap((p) => [p.dir, p.localizedDir])];
  sectionDirs = [...new Set(layouts.flatMap(sectionsOf).filter((dir): dir is string => dir !== undefined))];
  // Worker threads load their modules while this thread reads the content; each locale renders every page again.
  const sources = [...new Set([layout.docsDir, ...loaded.versions.map((v) => v.docsDir), ...layout.blogs.map((b) => b.dir), layout.pagesDir, ...(layout.otherPages ?? []).map((p) => p.dir)])].reduce((n, dir) => n + countMarkdownFiles(dir), 0) * sites.length;
  const starting = options.renderer ? undefined : sources >= PARALLEL_FROM ? workerRenderer(undefined, { profileDir: options.threadProfileDir }) : Promise.resolve(inProcessRenderer());
  // git runs beside the reading and rendering; only "Last updated" needs it.
  const historyDirs = [...new Set(layouts.flatMap((l) => (l.docsVersions ?? []).filter((v) => pluginOf(loaded, v.pluginId).showLastUpdate).flatMap((v) => [v.docsDir, ...(v.localizedDir && existsSync(v.localizedDir) ? [v.localizedDir] : [])])))];
  const history = options.cache?.lastUpdates || !historyDirs.length ? undefined : Promise.all(historyDirs.map((dir) => lastUpdates(dir)));
  let key: string | undefined;
  const generator = () => (key ??= generatorKey());
  if (options.diskCache) openYamlCache(generator());
  let renderer: Renderer | undefined;
  let staging: Output | undefined;
  const done: Done = { written: 0, routes: [] };
  const saves: (() => void)[] = [];
  let sharedAssets: BuildCache['assets'];
  // A production build's page texts wait on disk between their rendering and their writing (spool.ts); the dev server keeps them in memory.
  const spoolDir = options.cache ? undefined : createSpool(outDir);
  try {
    for (const [i, { locale, loaded: configured, view, sidebarMessages }] of sites.entries()) {
      const cache = options.cache ?? createCache();
      const layout = layouts[i];
      // Only the dev server's cache outlives the build: a production build keeps no record of its sources (a stat per file, for nothing).
      const content = await profile.time('content (read, front matter)', () => loadContent(contentDir, { docs: configured.config.docs.routeBasePath, blog: configured.config.blog.routeBasePath }, reporter, options.cache ? cache.sources : undefined, layout));
      // The site's plugins' allContentLoaded reads this locale's blog and docs.
      const { loaded, warnings } = await withPluginContent(configured, content, { locale: view.locale, isDefault: locale.isDefault });
      reporter.diagnostics.push(...warnings);
      const defaultDocs = content.docs.filter((d) => d.pluginId === DEFAULT_DOCS_PLUGIN_ID).length;
      if (i === 0 && !loaded.config.docs.enabled && defaultDocs) {
        reporter.error(displayPath(layout.docsDir), undefined, docsDisabledMessage(loaded.configFile, `this folder holds ${defaultDocs} docs`));
      }
      renderer ??= options.renderer ?? (await profile.time('workers starting', () => starting!));
      staticDirs = loaded.config.staticDirectories.map((dir) => path.resolve(loaded.siteDir, dir));
      if (hasErrors(reporter)) {
        staging?.discard();
        return result();
      }
      // The stylesheet and client bundle are the default locale's, at the site root, for every locale served from the same origin.
      const sharesAssets = i > 0 && locale.url === sites[0].locale.url;
      if (sharesAssets) cache.assets = sharedAssets;
      const localeOut = options.cache ? outDir : path.join(outDir, locale.outSub);
      const target: LocaleTarget = {
        last: i === sites.length - 1,
        spoolDir,
        headerBases: i === 0 ? sites.filter((s) => s.locale.url === locale.url).map((s) => s.locale.baseUrl) : locale.url === sites[0].locale.url ? undefined : [locale.baseUrl],
        assetSite: sharesAssets ? sites[0].loaded.config : loaded.config,
        // Read before this locale's pages are written: the output it replaces is where unchanged pages come from.
        reuse: options.diskCache && !options.cache ? startPageReuse(localeOut, contentDir, generator()) : undefined,
        output: () => (options.cache ? inPlace(outDir, cache.routes.size === 0) : subOutput((staging ??= createStaging(outDir, undefined, options.removal)), locale.outSub)),
      };
      const localizedDocsDirs = (layout.docsVersions ?? []).flatMap((v) => (v.localizedDir ? [{ dir: v.localizedDir, pluginId: v.pluginId }] : []));
      const run: BuildRun = { options, profile, root, contentDir, docsDir: layout.docsDir, localizedDocsDirs, sectionDirs, pluginDirs: contentPluginDirs(layout), outDir: localeOut, assetsDir: path.join(root, 'assets'), staticDirs, reporter, loaded, locale: view, editUrl: editUrlOf(loaded, locale, (message) => reporter.warn(loaded.configFile, undefined, message)), sidebarMessages, content, cache, history, generator };
      const localeDone = await renderSite(run, renderer, target);
      if (!localeDone) {
        staging?.discard();
        return result();
      }
      done.written += localeDone.written;
      done.routes.push(...localeDone.routes.map((r) => ({ ...r, path: locale.outSub && !options.cache ? `/${locale.outSub}${r.path}` : r.path })));
      done.pending = localeDone.pending;
      sharedAssets ??= cache.assets;
      saves.push(localeDone.save);
    }
    if (staging) profile.time('output swap', () => staging!.commit());
    for (const save of saves) save();
    return result(done);
  } catch (error) {
    staging?.discard();
    // A failure that names its file (a page that would not render, a thread that died on a file) is reported like any error.
    if (!(error instanceof BuildError)) throw error;
    reporter.diagnostics.push(...error.diagnostics);
    return result();
  } finally {
    saveYamlCache();
    if (!options.renderer) await renderer?.close();
    if (spoolDir) removeSpool(spoolDir);
  }
}

export function summaryLine(r: BuildResult): string {
  const count = (severity: string) => r.diagnostics.filter((d) => d.severity === severity).length;
  const outcome = r.ok ? `${r.routes.length} pages written to ${path.relative(process.cwd(), r.outDir) || '.'}` : 'build failed, output left unchanged';
  return `${outcome}: ${count('warning')} warnings, ${count('error')} errors, ${r.ms} ms`;
}

export { formatDiagnostic };
