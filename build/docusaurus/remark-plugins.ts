/**
 * The remark plugins a Docusaurus config lists, loaded to run (markdown/remark-run.ts runs each
 * with the documents of the docs, blog or pages instance that lists it). They come from the site's
 * own packages: the config is imported a second time with them; a plugin whose package is not
 * installed is not run (one warning). Rehype plugins are not run (map-config.ts warns).
 */
import { standInPackage } from './stand-in-package.ts';
import type { MappedConfig } from './map-config.ts';
import { DONE_HERE, LISTS, list, packageOf } from './markdown-plugins.ts';
import { instanceOptions, type RealOptions } from './real-config.ts';

/** One remark plugin as an instance lists it: `plugin` or `[plugin, options]`. */
export interface RemarkPlugin {
  /** Its package (`@docusaurus/remark-plugin-npm2yarn`), or its function's name for the site's own. */
  name: string;
  /** A unified plugin: called with the processor as `this` and the options, it returns the transformer. */
  plugin: (this: unknown, options?: unknown) => unknown;
  options: unknown;
}

/** One instance's remark plugins: `beforeDefaultRemarkPlugins` (run first) and `remarkPlugins`. */
export interface RemarkPlugins {
  before: RemarkPlugin[];
  after: RemarkPlugin[];
}

/** By instance: `docs:<id>`, `blog:<id>` and `pages`; an instance that lists none is absent. */
export type MarkdownPlugins = Record<string, RemarkPlugins>;

const isDoneHere = (entry: unknown) => DONE_HERE.has(packageOf(entry) ?? '');

/**
 * A plugin listed as the module that holds it (calico's `await import('./src/remark/variablesPlugin')`,
 * an ES module's namespace) is its default export: Docusaurus loads the config with jiti, whose
 * `import()` and `require()` give a module's default export.
 */
const defaultExport = (value: unknown) => (value && typeof value === 'object' && typeof (value as { default?: unknown }).default === 'function' ? (value as { default: unknown }).default : value);

/**
 * The remark plugins of each instance, as the config gives them when it runs with the site's
 * installed packages (a second import: the first one, with every package a stand-in, names
 * them). Messages say which are not run and why.
 */
export async function loadRemarkPlugins(mapped: MappedConfig, realOptions: RealOptions): Promise<{ plugins: MarkdownPlugins; warnings: string[] }> {
  const listed = instanceOptions(mapped).filter(([, o]) => Object.values(LISTS).some((key) => list(o[key]).some((entry) => !isDoneHere(entry))));
  if (!listed.length) return { plugins: {}, warnings: [] };
  const real = await realOptions();
  if (!(real instanceof Map)) return { plugins: {}, warnings: [`the remark plugins the config lists are not run: the config, loaded with the site's installed packages, fails (${real.failure}).`] };
  const plugins: MarkdownPlugins = {};
  const warnings = new Set<string>();
  for (const [key, options] of listed) {
    const lists: RemarkPlugins = { before: [], after: [] };
    for (const [when, field] of Object.entries(LISTS) as [keyof RemarkPlugins, string][]) {
      const loaded = list(real.get(key)?.[field]);
      list(options[field]).forEach((entry, i) => {
        if (isDoneHere(entry) || !entry) return;
        const [given, pluginOptions] = Array.isArray(loaded[i]) ? (loaded[i] as unknown[]) : [loaded[i]];
        const plugin = defaultExport(given);
        const name = packageOf(entry) ?? ((typeof plugin === 'function' && plugin.name) || `${field}[${i}]`);
        const missing = standInPackage(plugin);
        if (missing) warnings.add(`remark plugin "${name}" is not run: the package "${missing}" is not installed in the site. Install the site's packages (\`npm ci\` in its folder) to run it.`);
        else if (typeof plugin !== 'function') warnings.add(`${field}[${i}] of ${key === 'pages' ? 'the pages' : `the ${key.replace(':', ' instance "')}"`} is not a remark plugin (a function, or [function, options]); it is not run.`);
        else lists[when].push({ name, plugin: plugin as RemarkPlugin['plugin'], options: pluginOptions });
      });
    }
    if (lists.before.length || lists.after.length) plugins[key] = lists;
  }
  return { plugins, warnings: [...warnings] };
}
