/**
 * The PostCSS config file webpack's postcss-loader reads for a stylesheet of a Docusaurus site
 * (Tailwind 4's `postcss.config.cjs` with `@tailwindcss/postcss`), and its plugins joined with
 * those of `configurePostCss`. Docusaurus's CSS loader (@docusaurus/bundler 3.10's
 * loaders/styleLoader.js) leaves postcss-loader's `config` option at its default, so postcss-loader
 * 7 (dist/utils.js loadConfig) searches with cosmiconfig from the stylesheet's folder up to the home
 * folder (or the filesystem root): in the nearest folder that has one, the first of its search
 * places (a package.json counts only with a `postcss` field). A config that is a function is called
 * with postcss-loader's api. Its plugins come first, then the loader's own options' (what
 * `configurePostCss` returned), one entry per name (getPostcssOptions' pluginFactory).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { importSiteModule } from './import-module.ts';

const PLACES = ['package.json', ...['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((ext) => `postcss.config.${ext}`), '.postcssrc', ...['json', 'js', 'mjs', 'cjs', 'ts', 'mts', 'cts', 'yaml', 'yml'].map((ext) => `.postcssrc.${ext}`), ...['', '.json', '.yaml', '.yml', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].map((ext) => `.config/postcssrc${ext}`)];

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
const withPostcssField = (file: string) => {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { postcss?: unknown }).postcss !== undefined;
  } catch {
    return false;
  }
};

/** The config file postcss-loader reads for a stylesheet in `dir`, or none. */
export function findPostcssConfig(dir: string): string | undefined {
  const home = os.homedir();
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const found = PLACES.map((place) => path.join(at, place)).find((file) => isFile(file) && (path.basename(file) !== 'package.json' || withPostcssField(file)));
    if (found) return found;
    if (at === home || path.dirname(at) === at) return undefined;
  }
}

/** A config's content: the module's (its default export), the `postcss` field of a package.json, or JSON or YAML. */
async function configContent(file: string, display: string, siteDir: string): Promise<unknown> {
  const base = path.basename(file);
  if (base === 'package.json') return (JSON.parse(readFileSync(file, 'utf8')) as { postcss: unknown }).postcss;
  if (/\.[cm]?[jt]s$/.test(base)) {
    const module = (await importSiteModule(file, display, siteDir, false, true)) as { default?: unknown } | null;
    return module?.default ?? module;
  }
  const text = readFileSync(file, 'utf8');
  return text.trim() === '' ? undefined : parseYaml(text); // YAML reads JSON too, as cosmiconfig's loaders do here.
}

/** The plugins of the config `file` for the stylesheet `forFile`, before those of `configurePostCss`. */
export async function postcssConfigPlugins(file: string, display: string, siteDir: string, forFile: string): Promise<unknown> {
  let config = await configContent(file, display, siteDir);
  if (typeof config === 'function') config = await config({ mode: 'production', env: 'production', file: forFile, options: {} });
  return (config as { plugins?: unknown } | undefined)?.plugins;
}

/**
 * The plugins to run: the config's then `configurePostCss`'s, as postcss-loader's pluginFactory
 * orders them (a name listed again keeps its first place and takes the later options; `false`
 * removes it); a name is required from `from` (the config file, or the site folder's package.json),
 * called with its options when it has any. postcss-loader requires it from its own folder, which a
 * hoisted install puts in the site's node_modules; a relative name (`./plugins/x.js`) it could not find.
 */
export function joinedPlugins(fromConfig: unknown, fromOptions: unknown[], from: string): unknown[] {
  const list = new Map<unknown, unknown>();
  const add = (plugins: unknown) => {
    if (Array.isArray(plugins)) {
      for (const plugin of plugins) {
        if (Array.isArray(plugin)) list.set(plugin[0], plugin[1]);
        else if (plugin && typeof plugin === 'object' && Object.keys(plugin).length === 1 && ['object', 'boolean'].includes(typeof Object.values(plugin)[0]) && Object.values(plugin)[0] !== null) add(plugin);
        else if (plugin) list.set(plugin, undefined);
      }
    } else if (plugins && typeof plugins === 'object') {
      for (const [name, options] of Object.entries(plugins)) (options === false ? list.delete(name) : list.set(name, options));
    }
  };
  add(fromConfig);
  add(fromOptions);
  const require = createRequire(from);
  return [...list].map(([plugin, options]) => {
    if (typeof plugin !== 'string') return plugin;
    let loaded: unknown;
    try {
      loaded = require(plugin);
    } catch (error) {
      throw new Error(`its PostCSS plugin "${plugin}" cannot be loaded (${(error as Error).message.split('\n')[0]})`);
    }
    loaded = (loaded as { default?: unknown }).default ?? loaded;
    return options && typeof options === 'object' && Object.keys(options).length ? (loaded as (o: unknown) => unknown)(options) : loaded;
  });
}
