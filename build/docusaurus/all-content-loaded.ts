/**
 * The site's own plugins' `allContentLoaded({ allContent, actions })`, run as @docusaurus/core's
 * server/plugins runs it: once every plugin's content is loaded, with all of it by plugin name and
 * instance id, Docusaurus's own blog and docs plugins' included. This build loads those after the
 * config (and so after the plugins' loadContent and contentLoaded, local-plugins.ts), for each
 * locale: the method runs then, with that locale's content (build/docusaurus-content.ts), and the
 * routes and global data it gives join those of contentLoaded, as Docusaurus merges them.
 */
import type { SiteConfig } from '../../site/config-types.ts';
import { contentFiles } from './markdown-modules.ts';
import { withMetadataPaths, type MetadataPath } from './mdx-metadata-path.ts';
import { obj, type Raw } from './option-values.ts';
import { pluginActions, sitePath, type CreatedData, type ModuleValues, type PluginActions } from './plugin-actions.ts';
import { pluginRoute, type PluginRoute } from './plugin-route.ts';
import { shareModules } from './shared-modules.ts';
import { strictly } from './stand-in-package.ts';
import { contentReads, ownContentWarning, unprovidedWarning } from './unprovided-content.ts';
import type { WebpackAliases } from './webpack-aliases.ts';

/** One of the site's plugins, made: its name and id, its file (the config's for a function), what it returned and loaded. */
export interface PluginInstance {
  name: string;
  id: string;
  file: string;
  at: number; // Its place in the config's lists (config-parts.ts orders configurePostCss by it).
  plugin: Raw;
  content?: unknown;
  actions?: PluginActions;
}

export type PluginWarning = { file?: string; message: string };

/** What the plugins give the pages: their routes, their global data (by plugin name, then instance id, as `useGlobalData()` gives it), and warnings. */
export interface PluginOutputs {
  routes: PluginRoute[];
  globalData: Record<string, Record<string, unknown>>;
  warnings: PluginWarning[];
}

/** The plugins as local-plugins.ts made them, and how it runs their methods. */
export interface PluginLifecycle {
  instances: PluginInstance[];
  /** Runs a method in the site folder; a failure is an error naming the plugin (one for want of a package is taken by `running`). */
  call(instance: PluginInstance, method: string, args: unknown): Promise<unknown>;
  /** Runs work on an instance; one that calls a package the site has not installed is dropped, with a warning into `warnings`. */
  running(instance: PluginInstance, work: () => Promise<void>, warnings: PluginWarning[]): Promise<void>;
  dataDir(instance: PluginInstance): string;
  created: CreatedData;
  values: ModuleValues;
  aliases: WebpackAliases;
  siteDir: string;
  config: SiteConfig;
  /** The mdx-loader `metadataPath`s of their configureWebpack (mdx-metadata-path.ts). */
  metadataPaths: MetadataPath[];
}

/**
 * The routes and global data of the instances: contentLoaded's, with what allContentLoaded gave (`later`) merged in (pluginsUtils.js
 * mergeGlobalData). `localized`: a post's metadata in the locale built, by its default locale's file, which its Markdown modules then export.
 */
export function pluginOutputs(run: PluginLifecycle, later = new Map<PluginInstance, PluginActions>(), localized = new Map<string, unknown>()): PluginOutputs {
  const added = (instance: PluginInstance) => [...(instance.actions?.routes ?? []), ...(later.get(instance)?.routes ?? [])].filter((r) => !r.content);
  // What a route's Markdown module exports of its post or doc (markdown-modules.ts), or of a file a plugin's mdx-loader names the metadata of.
  const contents = contentFiles(run.instances.map((i) => i.content), (source) => sitePath(source, run.siteDir));
  const files = withMetadataPaths(contents, run.instances.flatMap(added), run.metadataPaths, run.created, run.siteDir);
  for (const [file, metadata] of localized) if (files.has(file)) files.set(file, { ...files.get(file)!, metadata: obj(metadata) });
  const outputs: PluginOutputs = { routes: [], globalData: {}, warnings: [] };
  for (const instance of run.instances) {
    const [before, after] = [instance.actions?.globalData(), later.get(instance)?.globalData()];
    const data = after === undefined ? before : before === undefined ? after : { ...obj(before), ...obj(after) };
    if (data !== undefined) (outputs.globalData[instance.name] ??= {})[instance.id] = data;
    // The routes of a content plugin the site's plugin wraps are its blog's or docs' pages, which the build makes itself (map-config.ts reads the entry so).
    for (const route of added(instance).map((r) => pluginRoute(r, instance.name, [run.created, run.values, files, run.aliases], run.siteDir, run.config.baseUrl))) {
      if (typeof route === 'string') outputs.warnings.push({ file: instance.file, message: `plugin "${instance.name}": ${route}.` });
      else outputs.routes.push(route);
    }
  }
  return { ...outputs, routes: shareModules(outputs.routes, run.values, run.config) };
}

export const hasAllContentLoaded = (run: PluginLifecycle) => run.instances.some((i) => typeof i.plugin.allContentLoaded === 'function');

/** Docusaurus's own plugins' content of one locale (docusaurus-content.ts), and its posts' metadata by their default locale's file in a locale not the default (none there). */
export interface LocaleContent {
  own: Record<string, Record<string, unknown>>;
  localized: Map<string, unknown>;
}

/**
 * Runs allContentLoaded with `own` (by plugin name, then instance id); a site's plugin of the same
 * name and id (a wrapper of the blog plugin) gives its own. What the plugins give the pages then,
 * with what contentLoaded gave; their Markdown modules of posts export the locale's metadata (the
 * content plugins the site's plugins wrap ran in the default locale only).
 */
export function allContentLoaded(run: PluginLifecycle, { own, localized }: LocaleContent): Promise<PluginOutputs> {
  return strictly(async () => {
    const allContent: Record<string, Record<string, unknown>> = Object.fromEntries(Object.entries(own).map(([name, byId]) => [name, { ...byId }]));
    for (const instance of run.instances) (allContent[instance.name] ??= {})[instance.id] = instance.content;
    const [later, warnings] = [new Map<PluginInstance, PluginActions>(), [] as PluginWarning[]];
    for (const instance of [...run.instances]) {
      if (typeof instance.plugin.allContentLoaded !== 'function') continue;
      const [actions, reads] = [pluginActions(run.dataDir(instance), run.created), contentReads(allContent)];
      const work = async () => {
        const spared = (error: unknown) => ((reads.unprovided().length || reads.readOwn()) && !(error as { missing?: string }).missing ? error : Promise.reject(error));
        const threw = await run.call(instance, 'allContentLoaded', { allContent: reads.allContent, actions: actions.actions }).then(() => undefined, spared);
        if (reads.unprovided().length) warnings.push({ file: instance.file, message: unprovidedWarning(instance.name, reads.unprovided(), threw) });
        else if (threw) warnings.push({ file: instance.file, message: ownContentWarning(instance.name, threw) });
        if (!threw) later.set(instance, actions);
      };
      await run.running(instance, work, warnings);
    }
    const outputs = pluginOutputs(run, later, localized);
    return { ...outputs, warnings: [...warnings, ...outputs.warnings] };
  });
}
