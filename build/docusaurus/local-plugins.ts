/**
 * A Docusaurus site's own plugins (a path or a function in `plugins` or `themes`, not a package),
 * run as @docusaurus/core's server/plugins runs them: each is called with the site's `context` and
 * its options, then `loadContent`, `contentLoaded({ content, actions })` and, once every plugin's
 * content is loaded (Docusaurus's blog and docs too, which the build loads after the config),
 * `allContentLoaded({ allContent, actions })` (all-content-loaded.ts). The routes they add are pages
 * (rendered as React pages are, with their modules as props) and what they give `setGlobalData` is
 * what `useGlobalData` reads. Their packages are the site's own (the config is imported with them);
 * a plugin that needs one that is not installed is not run (one warning). The PostCSS plugins of
 * `configurePostCss` run on the custom CSS with its PostCSS config's (postcss-plugins.ts); what `configureWebpack` gives, as
 * configure-webpack.ts reads it; what concerns only webpack or
 * Babel is skipped; the tags of `injectHtmlTags` go on every page (html-tags.ts); anything else that changes output: a warning.
 */
import path from 'node:path';
import { BuildError } from '../diagnostics.ts';
import type { SiteConfig } from '../../site/config-types.ts';
import { importSiteModule, inSiteDir, settling } from './import-module.ts';
import { standInPackage, strictly } from './stand-in-package.ts';
import { obj, type Raw } from './option-values.ts';
import { pluginActions, type CreatedData, type ModuleValues } from './plugin-actions.ts';
import type { PluginRoute } from './plugin-route.ts';
import { plainCopy, pluginContext } from './plugin-context.ts';
import { pluginOptions } from './plugin-options.ts';
import type { CssTransform, PostCssConfigurer } from './postcss-plugins.ts';
import type { WebpackAliases } from './webpack-aliases.ts';
import type { ModuleRule } from './webpack-rules.ts';
import { configuredWebpack } from './configure-webpack.ts';
import { mdxMetadataPaths, type MetadataPath } from './mdx-metadata-path.ts';
import { hasMarkdownModules } from '../../site/docusaurus/markdown-modules.ts';
import { pluginFile } from './wrapped-content.ts';
import { CONTENT_INSTANCE } from './content-plugin-routes.ts';
import { wrapperOptions, type WrapperOptions } from './wrapped-options.ts';
import { allContentLoaded, hasAllContentLoaded, pluginOutputs, type LocaleContent, type PluginInstance, type PluginLifecycle, type PluginOutputs, type PluginWarning } from './all-content-loaded.ts';
import { htmlTagsOf, joinHtmlTags, type HtmlTags } from './html-tags.ts';

export interface LocalPlugins {
  routes: PluginRoute[];
  globalData: Record<string, Record<string, unknown>>; // By plugin name, then instance id, as `useGlobalData()` gives it.
  warnings: { file?: string; message: string }[];
  sassPrelude: string; // SCSS the plugins' `configureWebpack` puts before each SCSS file (sass-prelude.ts); empty for none.
  aliases: WebpackAliases; // The module aliases their `configureWebpack` gives (webpack-aliases.ts).
  moduleRules: ModuleRule[]; // The module rules it gives that this build runs (webpack-rules.ts).
  postcssConfigurers: (PostCssConfigurer & { at: number })[]; // Their `configurePostCss` (Tailwind), each at its place in the config's lists (config-parts.ts calls them).
  postcss?: CssTransform; // What those and the site's PostCSS config file do to the custom CSS (config-parts.ts makes it).
  htmlTags?: HtmlTags; // What their `injectHtmlTags` return, for every page (html-tags.ts); none when no plugin has the method.
  contentOptions: WrapperOptions[]; // What the site's wrappers of a content plugin passed it of their own (wrapped-options.ts).
  themeDirs: string[]; // The folders their getThemePath names, read for the navbar items their components draw (react-pages/navbar-items.ts).
  /** Runs their allContentLoaded with Docusaurus's own plugins' content of a locale, once the build has loaded it (all-content-loaded.ts): the routes and global data then; none when no plugin has the method and no route a Markdown module. */
  withContent?: (content: LocaleContent) => Promise<PluginOutputs>;
}

const LISTS = ['plugins', 'themes'] as const;

/** What the methods this build does not run would have done; those that only configure webpack, Babel, PostCSS, the CLI or translations are not named. */
const NOT_RUN: Record<string, string> = {
  postBuild: 'the files it writes after the build are not written',
  getClientModules: 'its browser modules are not loaded',
  getThemePath: 'its theme components are not used but where they draw navbar items: NavbarItem/NavbarNavLink, NavbarItem/ComponentTypes',
};

/** Whether a `plugins` entry's plugin is the site's own: a function of its code (not a package's, which stands in) or a path outside `node_modules`. */
export function isLocalPlugin(plugin: unknown): boolean {
  if (typeof plugin === 'function') return !standInPackage(plugin);
  return typeof plugin === 'string' && /^(\.{1,2}\/|\/)/.test(plugin) && !/[\\/]node_modules[\\/]/.test(plugin);
}

/** A plugin module's plugin: its `default` export when it has one (a CommonJS module may set `exports.default` beside others), as @docusaurus/core's plugins/configs.js takes it. */
const pluginExport = (module: unknown) => (module as { default?: unknown } | null)?.default ?? module;

const pluginOf = (entry: unknown): [unknown, Raw] => (Array.isArray(entry) ? [entry[0], obj(entry[1])] : [entry, {}]);

/** One plugin as the config lists it, and where: its file (absolute), or the config's for a function. */
type Listed = { plugin: unknown; options: Raw; file: string; index: number; at: number };

function listed(raw: Raw, real: Raw, configPath: string): Listed[] {
  return LISTS.flatMap((list) =>
    (Array.isArray(raw[list]) ? (raw[list] as unknown[]) : []).flatMap((entry, index) => {
      if (!isLocalPlugin(pluginOf(entry)[0])) return [];
      const [plugin, options] = pluginOf((real[list] as unknown[] | undefined)?.[index] ?? entry);
      const at = 2e6 + (list === 'themes' ? 1e6 : 0) + index; // Its place in Docusaurus's order (package-postcss.ts).
      if (typeof plugin !== 'string') return [{ plugin, options, file: configPath, index, at }];
      return [{ plugin, options, file: pluginFile(plugin, path.dirname(configPath)) ?? path.resolve(path.dirname(configPath), plugin), index, at }];
    }),
  );
}

const missingPackage = (error: unknown) => {
  const message = error instanceof BuildError ? error.diagnostics.map((d) => d.message).join(' ') : String((error as Error)?.message);
  return (error as { missingPackage?: string }).missingPackage ?? /the package "([^"]+)" is not installed/.exec(message)?.[1];
};

/** Runs the site's own code (a lifecycle method) as its modules run: in the site folder, and an error should it wait for ever. */
const runInSite = <T>(siteDir: string, work: () => Promise<T>): Promise<T> => settling(inSiteDir(siteDir, work));

/** An error's message, with its cause's when it has one (`fetch failed` says no more than that; its cause names the host it could not reach). */
const why = (error: unknown) => {
  const { message, cause } = (error ?? {}) as { message?: string; cause?: { message?: string } };
  return `${message ?? String(error)}${cause?.message ? ` (${cause.message})` : ''}`;
};

/**
 * What to do about a plugin's failure: one that could not reach a host fails so under `docusaurus
 * build` too, so the network is the fix, or a fallback in the plugin; it stays an error, since a
 * site without what the plugin loads is not the site.
 */
const remedy = (error: unknown, configFile: string) =>
  /\b(?:ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH)\b/.test(why(error)) ? 'It could not reach the network: build where that host can be reached (Docusaurus needs it too), or make the plugin fall back when it cannot.' : `Fix the plugin, or remove it from \`plugins\` in ${configFile}.`;

const wrapped = (instance: Instance) => obj((instance.plugin as Record<symbol, unknown>)[Symbol.for(CONTENT_INSTANCE)]); // The content plugin it wraps (content-plugin-routes.ts).
type Instance = PluginInstance;

/**
 * Runs the site's own plugins. `raw` is the config as first imported (packages standing in), which tells the site's plugins from
 * packages; they run from the config imported with the site's installed packages. A plugin that throws stops the build, as in
 * Docusaurus, with an error naming it, its method and its file.
 */
export async function runLocalPlugins(raw: Raw, configPath: string, configFile: string, siteDir: string, config: SiteConfig, display: (file: string) => string): Promise<LocalPlugins> {
  const result: LocalPlugins = { routes: [], globalData: {}, warnings: [], sassPrelude: '', aliases: {}, moduleRules: [], postcssConfigurers: [], contentOptions: [], themeDirs: [] };
  if (!LISTS.some((list) => Array.isArray(raw[list]) && (raw[list] as unknown[]).some((entry) => isLocalPlugin(pluginOf(entry)[0])))) return result;
  let real: Raw;
  try {
    real = obj(await importSiteModule(configPath, configFile, siteDir, true, true));
  } catch (error) {
    const why = error instanceof BuildError ? error.diagnostics.map((d) => d.message).join(' ') : (error as Error).message;
    return { ...result, warnings: [{ message: `the site's own plugins are not run: the config, loaded with the site's installed packages, fails (${why}).` }] };
  }
  const context = pluginContext(real, config, configPath, siteDir);
  const [created, values]: [CreatedData, ModuleValues] = [new Map(), new Map()];
  const instances: Instance[] = [];
  const metadataPaths: MetadataPath[] = [];
  const fail = (instance: { name: string; file: string }, method: string, error: unknown): never => {
    throw new BuildError([{ severity: 'error', file: display(instance.file), line: undefined, message: `plugin "${instance.name}" failed in ${method}: ${why(error)}. ${remedy(error, configFile)}` }]);
  };
  const call = async (instance: Instance, method: string, args: unknown) => {
    const run = instance.plugin[method];
    if (typeof run !== 'function') return undefined;
    try {
      return await runInSite(siteDir, async () => run.call(instance.plugin, args));
    } catch (error) {
      if (missingPackage(error)) throw Object.assign(new Error(), { missing: missingPackage(error) });
      return fail(instance, method, error);
    }
  };
  const dataDir = (instance: Instance) => path.join(String(context.generatedFilesDir), instance.name, instance.id);
  const running = async (instance: Instance, work: () => Promise<void>, warnings: PluginWarning[] = result.warnings) => {
    try {
      await work();
    } catch (error) {
      const missing = (error as { missing?: string }).missing;
      if (!missing) throw error;
      instances.splice(instances.indexOf(instance), 1);
      warnings.push({ file: instance.file, message: `plugin "${instance.name}" is not run: it calls the package "${missing}", which is not installed in the site, so the pages and data it adds are missing. Install the site's packages (\`npm ci\` in its folder) to run it.` });
    }
  };
  await strictly(async () => {
    for (const entry of listed(raw, real, configPath)) {
      const label = { name: typeof entry.plugin === 'string' ? path.relative(siteDir, entry.file).split(path.sep).join('/') : (entry.plugin as { name?: string }).name || 'a plugin function', file: entry.file };
      try {
        const module = typeof entry.plugin === 'string' ? await importSiteModule(entry.file, display(entry.file), siteDir, false, true) : undefined;
        const make = module === undefined ? entry.plugin : pluginExport(module);
        if (typeof make !== 'function') fail(label, 'its module', new Error('it does not export a plugin function'));
        const id = typeof entry.options.id === 'string' ? entry.options.id : 'default';
        const run = (c: Raw, options: Raw) => runInSite(siteDir, async () => (make as (c: Raw, o: Raw) => unknown)(c, options));
        // Copied before it runs: a wrapper of a content plugin may change them (wrapped-options.ts).
        const given = pluginOptions(module, make, { ...entry.options, id });
        const [copy, plugin] = [plainCopy(given), await run(context, given)];
        if (plugin === null) continue;
        if (!plugin || typeof plugin !== 'object') fail(label, 'its constructor', new Error('a plugin must return an object (or null to turn itself off)'));
        // Docusaurus reads a plugin's name only to tell instances apart and to name its data folder: one that only adds head tags may have none (kubevela's faviconCustomPlugin).
        const name = (plugin as Raw).name;
        instances.push({ name: typeof name === 'string' ? name : label.name, id, file: entry.file, at: entry.at, plugin: plugin as Raw });
        const wrapper = await wrapperOptions(plugin, copy, id, context, run);
        if (wrapper) result.contentOptions.push({ ...wrapper, entry: entry.index });
      } catch (error) {
        const missing = missingPackage(error);
        if (!missing) throw error instanceof BuildError ? error : fail(label, 'its constructor', error);
        result.warnings.push({ file: entry.file, message: `plugin "${label.name}" is not run: the package "${missing}" is not installed in the site, so the pages and data it adds are missing. Install the site's packages (\`npm ci\` in its folder) to run it.` });
      }
    }
    const injecting = (instance: Instance) => typeof instance.plugin.injectHtmlTags === 'function' && instance.plugin.injectHtmlTags !== wrapped(instance).injectHtmlTags;
    for (const instance of [...instances]) {
      await running(instance, async () => {
        instance.content = await call(instance, 'loadContent', undefined);
        instance.actions = pluginActions(dataDir(instance), created);
        await call(instance, 'contentLoaded', { content: instance.content, actions: instance.actions.actions });
      });
    }
    // Called once the content is loaded, with the plugin's own, as Docusaurus's server/site.js calls it; a wrapped content plugin's (a blog's feed links) are this build's own.
    const tags: HtmlTags[] = [];
    for (const instance of instances.filter(injecting)) {
      await running(instance, async () => void tags.push(htmlTagsOf(await call(instance, 'injectHtmlTags', { content: instance.content }), (error) => fail(instance, 'injectHtmlTags', error))));
    }
    if (tags.length) result.htmlTags = joinHtmlTags(tags);
    const configurers = instances.filter((i) => typeof i.plugin.configureWebpack === 'function').map((i) => ({ name: i.name, file: i.file, configure: (...args: unknown[]) => runInSite(siteDir, async () => (i.plugin.configureWebpack as (...a: unknown[]) => unknown).call(i.plugin, ...args, i.content)) }));
    const webpack = await configuredWebpack(configurers, siteDir, configFile);
    Object.assign(result, { sassPrelude: webpack.sassPrelude, aliases: webpack.aliases, moduleRules: webpack.rules });
    result.warnings.push(...webpack.warnings);
    metadataPaths.push(...webpack.configured.flatMap(mdxMetadataPaths));
    result.postcssConfigurers = instances
      .filter((i) => typeof i.plugin.configurePostCss === 'function')
      .map((i) => ({ name: i.name, file: i.file, at: i.at, configure: (options: unknown) => (i.plugin.configurePostCss as (o: unknown) => unknown).call(i.plugin, options) }));
  });
  const lifecycle: PluginLifecycle = { instances, call, running, dataDir, created, values, aliases: result.aliases, siteDir, config, metadataPaths };
  for (const instance of instances) {
    // A local theme's folder (taichi's docusaurus-theme-extends), where its NavbarNavLink and ComponentTypes are found.
    const themePath = typeof instance.plugin.getThemePath === 'function' ? (instance.plugin.getThemePath as () => unknown).call(instance.plugin) : undefined;
    if (typeof themePath === 'string') result.themeDirs.push(path.resolve(path.dirname(instance.file), themePath));
    // The wrapped content plugin's own (a blog's feeds and their links) are the build's.
    const skipped = Object.keys(NOT_RUN).filter((method) => typeof instance.plugin[method] === 'function' && instance.plugin[method] !== wrapped(instance)[method]);
    const notRun = `${skipped.join(', ')} ${skipped.length > 1 ? 'are' : 'is'} not run (${skipped.map((m) => NOT_RUN[m]).join('; ')})`;
    if (skipped.length) result.warnings.push({ file: instance.file, message: `plugin "${instance.name}": ${notRun}; its loadContent and contentLoaded are.` });
  }
  const outputs = pluginOutputs(lifecycle);
  const withContent = hasAllContentLoaded(lifecycle) || outputs.routes.some((r) => hasMarkdownModules(r.props)) ? (content: LocaleContent) => allContentLoaded(lifecycle, content) : undefined;
  return { ...result, routes: outputs.routes, globalData: outputs.globalData, warnings: [...result.warnings, ...outputs.warnings], withContent };
}
