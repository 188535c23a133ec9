/**
 * The build: files -> content model -> rendered Markdown -> routes -> HTML + assets -> output.
 * Every stage is a plain function of the previous one; this module and render-site.ts only run
 * them in order, skipping through a cache what an earlier build (the dev server's) already did.
 * Here: the output guard, the config, the content and the renderer; render-site.ts the rest.
 */
import path from 'node:path';
import { DEFAULT_DOCS_PLUGIN_ID } from '../shared/docs-plugin.ts';
import { createCache } from './cache.ts';
import { docsDisabledMessage, loadSiteConfig, type LoadedConfig } from './config.ts';
import { displayPath } from './content/read-text.ts';
import { contentLayout, pluginOf } from './content-layout.ts';
import { loadContent } from './content/index.ts';
import { countMarkdownFiles } from './content/walk.ts';
import { BuildError, createReporter, formatDiagnostic, hasErrors } from './diagnostics.ts';
import { lastUpdates } from './git-history.ts';
import { refuseOutput } from './output-guard.ts';
import { removeLeftovers } from './output.ts';
import { openYamlCache, saveYamlCache } from './content/yaml-cache.ts';
import { generatorKey } from './node-bundle.mjs';
import { untimed } from './profile.ts';
import { inProcessRenderer, PARALLEL_FROM, workerRenderer } from './renderer.ts';
import { renderSite, type BuildRun } from './render-site.ts';
import type { BuildOptions, BuildResult, Done } from './build-types.ts';

export type { BuildOptions, BuildResult } from './build-types.ts';

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
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
    diagnostics: reporter.diagnostics,
    ms: Math.round(performance.now() - started),
    outDir,
    baseUrl: loaded?.config.baseUrl,
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
  try {
    loaded = await profile.time('config', () => loadSiteConfig(path.join(root, 'site'), process.cwd(), contentDir, contentDir === path.join(root, 'content')));
  } catch (error) {
    if (error instanceof BuildError) {
      reporter.diagnostics.push(...error.diagnostics);
      return result();
    }
    throw error;
  }
  reporter.diagnostics.push(...loaded.warnings);
  const cache = options.cache ?? createCache();
  const layout = contentLayout(loaded);
  sectionDirs = [...loaded.versions.map((v) => v.docsDir), layout.docsDir, layout.blogDir, layout.pagesDir];
  // Worker threads load their modules while this thread reads the content.
  const sources = [...new Set([layout.docsDir, ...loaded.versions.map((v) => v.docsDir), layout.blogDir, layout.pagesDir])].reduce((n, dir) => n + countMarkdownFiles(dir), 0);
  const starting = options.renderer ? undefined : sources >= PARALLEL_FROM ? workerRenderer() : Promise.resolve(inProcessRenderer());
  // git runs beside the reading and rendering; only "Last updated" needs it.
  const shown = loaded.versions.filter((v) => pluginOf(loaded, v.pluginId).showLastUpdate);
  const history = cache.lastUpdates || !shown.length ? undefined : Promise.all(shown.map((v) => lastUpdates(v.docsDir)));
  let key: string | undefined;
  const generator = () => (key ??= generatorKey());
  if (options.diskCache) openYamlCache(generator());
  // Only the dev server's cache outlives the build: a production build keeps no record of its sources (a stat per file, for nothing).
  const content = profile.time('content (read, front matter)', () => loadContent(contentDir, { docs: loaded.config.docs.routeBasePath, blog: loaded.config.blog.routeBasePath }, reporter, options.cache ? cache.sources : undefined, layout));
  const defaultDocs = content.docs.filter((d) => d.pluginId === DEFAULT_DOCS_PLUGIN_ID).length;
  if (!loaded.config.docs.enabled && defaultDocs) {
    reporter.error(displayPath(layout.docsDir), undefined, docsDisabledMessage(loaded.configFile, `this folder holds ${defaultDocs} docs`));
  }
  const renderer = options.renderer ?? (await profile.time('workers starting', () => starting!));
  staticDirs = loaded.config.staticDirectories.map((dir) => path.resolve(loaded.siteDir, dir));
  const run: BuildRun = { options, profile, root, contentDir, docsDir: layout.docsDir, sectionDirs, outDir, assetsDir: path.join(root, 'assets'), staticDirs, reporter, loaded, content, cache, history, generator };
  try {
    return result(hasErrors(reporter) ? undefined : await renderSite(run, renderer));
  } catch (error) {
    // A failure that names its file (a page that would not render, a thread that died on a file) is reported like any error.
    if (!(error instanceof BuildError)) throw error;
    reporter.diagnostics.push(...error.diagnostics);
    return result();
  } finally {
    saveYamlCache();
    if (!options.renderer) await renderer.close();
  }
}

export function summaryLine(r: BuildResult): string {
  const count = (severity: string) => r.diagnostics.filter((d) => d.severity === severity).length;
  const outcome = r.ok ? `${r.routes.length} pages written to ${path.relative(process.cwd(), r.outDir) || '.'}` : 'build failed, output left unchanged';
  return `${outcome}: ${count('warning')} warnings, ${count('error')} errors, ${r.ms} ms`;
}

export { formatDiagnostic };
