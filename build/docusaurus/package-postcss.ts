/**
 * The `configurePostCss` of the plugin packages a config names (Tailwind through
 * `docusaurus-tailwindcss` on kidow-blog, `@gracefullight/docusaurus-plugin-tailwind` on scriptcat):
 * a package plugin is not run here, so without this the PostCSS plugins it adds did not run and
 * the site's Tailwind classes had no CSS. An installed package whose code names `configurePostCss`
 * is loaded and called as @docusaurus/core's server/plugins/init.js calls it (with the site's
 * `context` and its options), and only its `configurePostCss` is taken (postcss-plugins.ts calls
 * it in Docusaurus's order of plugins); none of its other methods is run. One that is not
 * installed stays a plugin that is not run (config-plugins.ts's warning).
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../site/config-types.ts';
import { inSiteDir, settling } from './import-module.ts';
import { installedFile, loadInstalled } from './installed-package.ts';
import { isLocalPlugin } from './local-plugins.ts';
import { obj, type Raw } from './option-values.ts';
import { packageName } from './package-name.ts';
import { pluginContext } from './plugin-context.ts';
import { pluginOptions } from './plugin-options.ts';
import type { PostCssConfigurer } from './postcss-plugins.ts';

/** Docusaurus's own packages add no PostCSS plugins; their code is not read. */
const DOCUSAURUS_PACKAGE = /[\\/]node_modules[\\/]@docusaurus[\\/]/;
/** At most this much of a package's code is read for the name. */
const READ_LIMIT = { files: 400, bytes: 8 << 20 };
/** Methods of a plugin that change nothing of what it builds: not named as left out. */
const QUIET = new Set(['configurePostCss', 'validateThemeConfig', 'getTranslationFiles', 'getDefaultCodeTranslationMessages']);

/** The folder of the package `file` belongs to: the nearest one above it with a package.json. */
function packageDir(file: string): string {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** Whether the package's code (its .js files, outside its own node_modules) names `configurePostCss`: only such a package is loaded and called. */
function namesConfigurePostCss(dir: string): boolean {
  const left = { ...READ_LIMIT };
  const walk = (at: string): boolean => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (left.files <= 0 || left.bytes <= 0) return false;
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && walk(file)) return true;
      } else if (/\.[cm]?js$/.test(entry.name)) {
        left.files -= 1;
        left.bytes -= statSync(file).size;
        if (readFileSync(file, 'utf8').includes('configurePostCss')) return true;
      }
    }
    return false;
  };
  return walk(dir);
}

export interface PackagePostcss {
  configurers: (PostCssConfigurer & { at: number })[];
  /** The packages whose configurePostCss is taken, each with the methods of its plugin that are not run. */
  taken: Map<string, string[]>;
  warnings: { file?: string; message: string }[];
}

/**
 * The configurers of the installed plugin packages in `raw`'s `plugins` and `themes` (after its
 * installed presets ran: their entries come first in each list, `fromPresets` of them). `at` is the
 * plugin's place in Docusaurus's order: the presets' plugins, their themes, the config's plugins, its themes.
 */
export async function packagePostcss(raw: Raw, fromPresets: { plugins: number; themes: number }, configPath: string, config: SiteConfig): Promise<PackagePostcss> {
  const result: PackagePostcss = { configurers: [], taken: new Map(), warnings: [] };
  const siteDir = path.dirname(configPath);
  let context: Raw | undefined;
  for (const list of ['plugins', 'themes'] as const) {
    for (const [index, entry] of (Array.isArray(raw[list]) ? (raw[list] as unknown[]) : []).entries()) {
      const [plugin, options] = Array.isArray(entry) ? [entry[0], obj(entry[1])] : [entry, {}];
      if (typeof plugin !== 'string' || isLocalPlugin(plugin)) continue;
      const file = installedFile(plugin, list === 'plugins' ? 'plugin' : 'theme', configPath);
      if (!file || DOCUSAURUS_PACKAGE.test(file) || !namesConfigurePostCss(packageDir(file))) continue;
      const name = packageName(plugin);
      const preset = index < fromPresets[list];
      const at = (preset ? 0 : 2e6) + (list === 'themes' ? 1e6 : 0) + index;
      try {
        const make = await loadInstalled(file);
        if (typeof make !== 'function') continue;
        context ??= pluginContext(raw, config, configPath, siteDir);
        const given = pluginOptions(undefined, make, { ...options, id: typeof options.id === 'string' ? options.id : 'default' });
        const made = obj(await settling(inSiteDir(siteDir, async () => (make as (c: Raw, o: Raw) => unknown)(context!, given))));
        const configure = made.configurePostCss;
        if (typeof configure !== 'function') continue;
        result.configurers.push({ name, file, at, configure: (postcssOptions) => configure.call(made, postcssOptions) });
        result.taken.set(name, Object.keys(made).filter((key) => typeof made[key] === 'function' && !QUIET.has(key)));
      } catch (error) {
        const why = String((error as Error)?.message ?? error).split('\n')[0];
        result.warnings.push({ file, message: `plugin "${name}": its configurePostCss is not run, as the package fails to load or to make its plugin here (${why}), so the PostCSS plugins it adds (Tailwind) do not run on the site's CSS. Install the site's packages (\`npm ci\` in its folder), or fix the plugin's options.` });
      }
    }
  }
  return result;
}
