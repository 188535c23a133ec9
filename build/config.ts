/** Loads the site config and sidebars and checks them, so mistakes stop the build with a clear message. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import { DEFAULT_DOCS_PLUGIN_ID, itemDocsPlugin } from '../shared/docs-plugin.ts';
import type { SidebarsConfig, SiteConfig } from '../site/config-types.ts';
import { lineOfKey, validateBlogPlugins, validateConfig, validateDocsPlugin, validateNavbarDocsPlugins, validateSidebars, type BlogPlugin } from './config-validate.ts';
import { standInPackage } from './docusaurus/stand-in-package.ts';
import type { UnrunPluginRoutes } from './docusaurus/plugin-routes.ts';
import type { MarkdownPlugins } from './docusaurus/remark-plugins.ts';
import { readConfigModule, readSidebarsModule } from './docusaurus/real-config.ts';
import { mapWithInstalledPresets } from './docusaurus/installed-presets.ts';
import { docusaurusConfigParts } from './docusaurus/config-parts.ts';
import { localePathsOf, withWrapperOptions } from './docusaurus/wrapped-config.ts';
import type { SidebarItemsGenerator } from './docusaurus/sidebar-items-generator.ts';
import type { Preprocessor } from './docusaurus/markdown-preprocessor.ts';
import type { FrontMatterParser } from './docusaurus/parse-front-matter.ts';
import type { LocalPlugins } from './docusaurus/local-plugins.ts';
import type { LiveCodeSettings } from './docusaurus/config-plugins.ts';
import { bundleToCache } from './node-bundle.mjs';
import { CURRENT_VERSION, docsVersions, type DocsVersion } from './docusaurus/versions.ts';
import { BuildError, failure, lineAt, type Diagnostic } from './diagnostics.ts';
import { normalizeSidebars, readJsonFile } from './sidebars-file.ts';
import { siteConfigData } from './site-config-data.ts';
import type { SiteConfigData } from '../site/docusaurus/context.ts';

export interface LoadedConfig {
  config: SiteConfig;
  configFile: string; // The config file's path for messages.
  configSource: string; // Its text, to point messages at lines.
  siteDir: string; // Where the config's paths (`docs.path`, `staticDirectories`...) and "Edit this page" paths start.
  /** What the config asks for that the build does not support. */
  warnings: Diagnostic[];
  /** Whether the site is configured by `docusaurus.config.*` (it brings its own static files). */
  docusaurus: boolean;
  /** The major version of `@docusaurus/core` a Docusaurus site asks for (docusaurus/docusaurus-major.ts), read from its package.json once, with its config. */
  docusaurusMajor?: number;
  linkCheckReadsFiles?: boolean; // Whether its Docusaurus's link check passes a link its output's files answer: before 3.1 (link-targets.ts).
  /** The sitemaps a Docusaurus site's own build writes at the output root (docusaurus/sitemap-files.ts), which Docusaurus 2's link check finds. */
  docusaurusSitemaps?: string[];
  /** Whether the config was written for this content: a Docusaurus site's own, or site/config.ts for content/ (not for a folder given with --content). */
  ownsContent: boolean;
  /** The site config as a site's React pages read it (`useDocusaurusContext().siteConfig`). */
  siteConfigData: SiteConfigData;
  /** The docs versions to build, instance by instance, each in Docusaurus's order (`current` first); none of an instance that is off. */
  versions: LoadedVersion[];
  /** The docs plugin instances that are on, the one of `config.docs` first: each one's options. */
  docsPlugins: DocsPlugin[];
  /** The id of the instance whose options are `config.docs`: a Docusaurus preset's docs' own `id`, else "default". */
  docsId: string;
  /** The blog plugin instances that are on, the one of `config.blog` first: each one's options. */
  blogPlugins: BlogPlugin[];
  /** The options of each `@docusaurus/plugin-client-redirects` entry of a Docusaurus site. */
  redirects: Record<string, unknown>[];
  /** The plugins of a Docusaurus site that are not run and the route base each declares. */
  unrunRoutes: UnrunPluginRoutes[];
  /** The remark plugins of a Docusaurus site's content instances, to run on their documents. */
  markdownPlugins?: MarkdownPlugins;
  /** Each docs instance's own `sidebarItemsGenerator`, by instance id. */
  sidebarGenerators?: Record<string, SidebarItemsGenerator>;
  /** A Docusaurus site's `markdown.preprocessor` (`run`), and its config, which render threads import to run it on partials. */
  markdownPreprocessor?: { configPath: string; run: Preprocessor };
  /** A Docusaurus site's `markdown.parseFrontMatter`, run on each doc, post and page as it is read. */
  markdownFrontMatter?: FrontMatterParser;
  /** What a Docusaurus site's own plugins add: pages and global data. */
  localPlugins?: LocalPlugins;
  webpackAliases?: Record<string, string>; // A Docusaurus site's webpack aliases (docusaurus/webpack-aliases.ts).
  themeDirs?: string[]; // Where a Docusaurus site's `@theme/` imports that this build does not provide are found: its theme packages' components.
  liveCode?: LiveCodeSettings; // Whether ```jsx live blocks are playgrounds (docusaurus/config-plugins.ts).
}

/** One docs plugin instance's options (Docusaurus's `@docusaurus/plugin-content-docs` entries; this project's own config has the default one only). */
export type DocsPlugin = SiteConfig['docs'] & { id: string };

/** A docs version with its sidebars read. */
export interface LoadedVersion extends DocsVersion {
  sidebars: SidebarsConfig;
  /** The sidebars file for messages, or what stands in for one (`generated sidebars`). */
  sidebarsFile: string;
  sidebarsSource: string;
}

/**
 * Imports a config module through an esbuild bundle: it loads the same under tsx or plain Node,
 * afresh whenever it changed (so a dev rebuild sees edits), and a syntax error becomes a
 * diagnostic at its file and line.
 */
async function importFresh(file: string, root: string): Promise<{ default: unknown }> {
  let bundle: string;
  try {
    bundle = await bundleToCache(file, path.basename(file, '.ts'));
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    if (!messages.length) throw error;
    const at = (m: Message) => ({ file: relative(root, m.location ? path.resolve(m.location.file) : file), line: m.location?.line });
    throw new BuildError(messages.map((m) => ({ severity: 'error', ...at(m), message: `${m.text}. Fix this TypeScript so that the module compiles.` })));
  }
  return import(pathToFileURL(bundle).href);
}

/** Said as the config turns the docs off: a Docusaurus config's preset `docs: false` (or no docs plugin in it), site/config.ts's `docs.enabled: false`. */
export function docsDisabledMessage(configFile: string, use: string): string {
  if (/(^|[\\/])docusaurus\.config\.[cm]?[jt]s$/.test(configFile)) return `the docs plugin "${DEFAULT_DOCS_PLUGIN_ID}" is disabled (\`docs: false\` in the preset options of ${configFile}, or no docs plugin there), but ${use}. Remove it or turn the docs plugin on.`;
  return `the docs plugin "${DEFAULT_DOCS_PLUGIN_ID}" is disabled (docs.enabled: false in ${configFile}), but ${use}. Remove it or enable the docs plugin.`;
}

/** With the docs plugin off, navbar items that open a sidebar and sidebars files are errors. */
function checkDocsDisabled(config: SiteConfig, configFile: string, configSource: string, sidebarsFile: string | undefined): void {
  const problems: Diagnostic[] = config.navbar.items
    .filter((item) => item.sidebarId && itemDocsPlugin(item) === DEFAULT_DOCS_PLUGIN_ID)
    .map((item) => ({ ...item, label: item.label || item.sidebarId! }))
    .map((item) => {
      const at = configSource.indexOf(`sidebarId: '${item.sidebarId}'`);
      return { severity: 'error', file: configFile, line: at < 0 ? undefined : lineAt(configSource, at), message: docsDisabledMessage(configFile, `navbar item "${item.label}" opens its sidebar "${item.sidebarId}"`) };
    });
  if (sidebarsFile) problems.push({ severity: 'error', file: sidebarsFile, line: undefined, message: docsDisabledMessage(configFile, 'this file defines sidebars, a docs feature') });
  if (problems.length) throw new BuildError(problems);
}

/** Runs the loading of a config module: whatever its code (or our reading of what it exports) throws is an error naming the file. */
async function namingFile<T>(file: string, doing: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof BuildError) throw error;
    throw new BuildError([failure(file, undefined, doing, error, 'Fix what the file exports or the code it runs (--debug prints where it failed).')]);
  }
}

/** What messages name instead of a sidebars file when the sidebars are generated. */
const GENERATED = 'generated sidebars';

/** Sidebars for a content folder that configures none: one sidebar generated from the docs folder. */
const generatedSidebars = (id: string): SidebarsConfig => ({ [id]: [{ type: 'autogenerated', dirName: '' }] });

function relative(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** The names Docusaurus looks for, in its order. */
const DOCUSAURUS_CONFIGS = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export function findDocusaurusConfig(dir: string): string | undefined {
  return DOCUSAURUS_CONFIGS.map((name) => path.join(dir, name)).find((file) => existsSync(file));
}

/** What a config gives before its sidebars are read: the docs versions each with the sidebars files to try in order (`false`: it has none). */
type ConfigSource = Omit<LoadedConfig, 'versions' | 'docusaurus' | 'ownsContent'> & { versions: (DocsVersion & { sidebarCandidates: string[] | false })[]; generatedSidebarId: string };

/** `site/config.ts`: paths relative to the content folder, sidebars from it or from site/. */
async function ownConfig(siteDir: string, root: string, contentDir: string, ownContent: boolean): Promise<ConfigSource> {
  const configPath = path.join(siteDir, 'config.ts');
  const configFile = relative(root, configPath);
  const configSource = readFileSync(configPath, 'utf8');
  const config = validateConfig((await importFresh(configPath, root)).default, configFile, configSource);
  const sidebarCandidates = [path.join(contentDir, 'sidebars.ts'), ...(ownContent ? [path.join(siteDir, 'sidebars.ts')] : [])];
  const version: DocsVersion = { pluginId: DEFAULT_DOCS_PLUGIN_ID, name: CURRENT_VERSION, label: 'Next', routeBase: config.docs.routeBasePath, docsDir: path.resolve(contentDir, config.docs.path), sidebarPath: undefined, banner: 'none', badge: false, isLast: true, noIndex: false };
  const docsPlugins = config.docs.enabled ? [{ ...config.docs, id: DEFAULT_DOCS_PLUGIN_ID }] : [];
  const blogPlugins = config.blog.enabled ? [{ ...config.blog, id: DEFAULT_DOCS_PLUGIN_ID }] : [];
  return { config, configFile, configSource, siteDir: contentDir, versions: [{ ...version, sidebarCandidates }], docsPlugins, docsId: DEFAULT_DOCS_PLUGIN_ID, blogPlugins, generatedSidebarId: 'docsSidebar', warnings: [], siteConfigData: siteConfigData(config), redirects: [], unrunRoutes: [] };
}

/** `docusaurus.config.*`: mapped onto the site config; paths and edit links relative to its folder. */
async function docusaurusConfig(configPath: string, root: string): Promise<ConfigSource> {
  const siteDir = path.dirname(configPath);
  const configFile = relative(root, configPath);
  const configSource = readFileSync(configPath, 'utf8');
  const raw = await readConfigModule(configPath, configFile, siteDir);
  const madeBy = standInPackage(raw);
  if (madeBy) {
    // A config that a package of the site writes (`return createSeqeraConfig({...})`) cannot be read without it.
    throw new BuildError([{ severity: 'error', file: configFile, line: undefined, message: `the config is what the package "${madeBy}" makes of it, and that package is not installed in the site. Install the site's packages (\`npm ci\` in its folder) and build again.` }]);
  }
  if (!raw || typeof raw !== 'object') {
    throw new BuildError([{ severity: 'error', file: configFile, line: undefined, message: 'the config must export an object (or a function returning one), e.g. `export default { title: "My site", url: "https://example.com" }`.' }]);
  }
  const { raw: run, mapped: read } = await mapWithInstalledPresets(raw as Record<string, unknown>, configPath, (first) => validateConfig(first.config, configFile, configSource));
  const parts = await docusaurusConfigParts(run, read, validateConfig(read.config, configFile, configSource), configPath, configFile, (file) => relative(root, file), raw as Record<string, unknown>);
  // The instances of the site's wrappers of a content plugin are built from the options those passed it, which its plugins ran to give (wrapped-options.ts).
  const [wrappers, mapped] = [parts.localPlugins.contentOptions, withWrapperOptions(run, read, parts.localPlugins.contentOptions, siteDir)];
  const config = validateConfig(mapped.config, configFile, configSource);
  const docsPlugins: DocsPlugin[] = [];
  const versions: ConfigSource['versions'] = [];
  for (const instance of mapped.docsInstances) {
    const error = (message: string, key: string) => new BuildError([{ severity: 'error', file: configFile, line: lineOfKey(configSource, [key]), message }]);
    if (docsPlugins.some((p) => p.id === instance.id)) throw error(`two docs plugin instances have the id "${instance.id}". Give each \`@docusaurus/plugin-content-docs\` entry its own \`id\` (one may go without, the "default" one).`, 'id');
    const options = instance.id === mapped.docsId ? config.docs : validateDocsPlugin({ enabled: true, ...instance.fields }, instance.id, configFile, configSource);
    if (instance.sidebarPath && !existsSync(instance.sidebarPath)) throw error(`sidebarPath "${relative(root, instance.sidebarPath)}" does not exist. Create it or fix the path.`, 'sidebarPath');
    docsPlugins.push({ ...options, id: instance.id });
    const instanceVersions = docsVersions(instance.id, instance.options, siteDir, path.resolve(siteDir, options.path), options.routeBasePath, instance.sidebarPath, configFile, (file) => relative(root, file), mapped.docusaurusMajor);
    for (const version of instanceVersions) versions.push({ ...version, sidebarCandidates: version.sidebarPath === false ? false : version.sidebarPath ? [version.sidebarPath] : [] });
  }
  const blogPlugins = validateBlogPlugins(mapped.blogInstances, config.blog, configFile, configSource).map((blog) => ({ ...blog, localePaths: localePathsOf(wrappers, 'blog', blog.id) }));
  validateNavbarDocsPlugins(config, docsPlugins.map((p) => p.id), configFile, configSource);
  return { ...parts, config, configFile, configSource, siteDir, versions, docsPlugins, docsId: mapped.docsId, blogPlugins, generatedSidebarId: 'defaultSidebar' };
}

async function readSidebars(file: string, display: string, docusaurusSiteDir: string | undefined, root: string): Promise<{ sidebars: SidebarsConfig; source: string }> {
  if (file.endsWith('.json')) {
    const { value, source } = readJsonFile(file, display);
    return { sidebars: normalizeSidebars(value, display, source), source };
  }
  const value = docusaurusSiteDir ? await readSidebarsModule(file, display, docusaurusSiteDir) : (await importFresh(file, root)).default;
  const source = readFileSync(file, 'utf8');
  return { sidebars: normalizeSidebars(value, display, source), source };
}

/**
 * The site config and sidebars. A content folder that holds `docusaurus.config.*` is a
 * Docusaurus site: its config is mapped onto the site config and its `sidebarPath` read.
 * Otherwise `site/config.ts` configures the site, and the sidebars come from the content
 * folder's `sidebars.ts`, the site's `sidebars.ts` for the site's own content, or one generated
 * sidebar (navbar items that open a sidebar it lacks are dropped).
 */
export async function loadSiteConfig(siteDir: string, root: string, contentDir: string, ownContent: boolean): Promise<LoadedConfig> {
  const docusaurusFile = findDocusaurusConfig(contentDir);
  const source = await namingFile(relative(root, docusaurusFile ?? path.join(siteDir, 'config.ts')), 'loading this config', () =>
    docusaurusFile ? docusaurusConfig(docusaurusFile, root) : ownConfig(siteDir, root, contentDir, ownContent),
  );
  const { configFile, configSource } = source;
  let config = source.config;
  // What the config gave that the sidebars do not change, as it gave it.
  const { config: _config, versions: _versions, generatedSidebarId: _generated, docsPlugins, docsId, blogPlugins, ...given } = source;
  const base = { ...given, docusaurus: Boolean(docusaurusFile), ownsContent: Boolean(docusaurusFile) || ownContent };
  const sidebarsPathOf = (candidates: string[] | false) => (candidates ? candidates.find((file) => existsSync(file)) : undefined);
  if (!config.docs.enabled) {
    const sidebarsPath = sidebarsPathOf(source.versions.find((v) => v.pluginId === DEFAULT_DOCS_PLUGIN_ID)?.sidebarCandidates ?? false);
    checkDocsDisabled(config, configFile, configSource, sidebarsPath && relative(root, sidebarsPath));
  }
  const versions: LoadedVersion[] = [];
  for (const { sidebarCandidates, ...version } of source.versions.filter((v) => docsPlugins.some((p) => p.id === v.pluginId))) {
    const sidebarsPath = sidebarsPathOf(sidebarCandidates);
    if (!sidebarsPath) {
      const sidebars = sidebarCandidates === false ? {} : generatedSidebars(source.generatedSidebarId);
      versions.push({ ...version, sidebars, sidebarsFile: GENERATED, sidebarsSource: '' });
      continue;
    }
    const sidebarsFile = relative(root, sidebarsPath);
    const { sidebars, source: sidebarsSource } = await namingFile(sidebarsFile, 'loading this sidebars file', () => readSidebars(sidebarsPath, sidebarsFile, docusaurusFile ? source.siteDir : undefined, root));
    versions.push({ ...version, sidebars, sidebarsFile, sidebarsSource });
  }
  // The navbar opens each instance's last version's sidebars.
  for (const plugin of docsPlugins) {
    const last = versions.find((v) => v.pluginId === plugin.id && v.isLast)!;
    if (last.sidebarsFile !== GENERATED) validateSidebars(config, last.sidebars, last.sidebarsFile, plugin.id);
    else config = { ...config, navbar: { ...config.navbar, items: config.navbar.items.filter((item) => !item.sidebarId || itemDocsPlugin(item) !== plugin.id || last.sidebars[item.sidebarId]) } };
  }
  return { ...base, config, versions, docsPlugins, docsId, blogPlugins };
}
