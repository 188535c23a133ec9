/**
 * A preset of an installed package, run as @docusaurus/core's server/plugins/presets.js runs it:
 * its function is called with the site's `context` and its options, and what it returns (`plugins`,
 * `themes`) takes its place in the config, before the config's own plugins and themes
 * (plugins/configs.js: preset plugins, preset themes, then the site's). What it writes into
 * `context.siteConfig` is the site config from then on, as in Docusaurus, where the build reads
 * that same object: Logos's preset (logos-playground) writes its business unit's title,
 * `onBrokenLinks: 'warn'`, static folders and themeConfig there.
 *
 * The classic preset is this build's own reading; redocusaurus's routes and Meta's
 * internaldocs-fb preset are read from their options (plugin-routes.ts, internaldocs-fb.ts), so
 * they are not run. A preset that is not installed, or whose function fails, is read from its
 * options as before (config-plugins.ts); so are all of them when one fails (Docusaurus stops there),
 * with one warning saying why.
 */
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { SiteConfig } from '../../site/config-types.ts';
import { inSiteDir, settling } from './import-module.ts';
import { installedFile, loadInstalled } from './installed-package.ts';
import { obj, type Raw } from './option-values.ts';
import { packageName } from './package-name.ts';
import { plainCopy, pluginContext } from './plugin-context.ts';
import { isLocalPlugin } from './local-plugins.ts';
import { standInPackage } from './stand-in-package.ts';
import { mapDocusaurusConfig, type MappedConfig } from './map-config.ts';

/** Presets this build reads from their options rather than runs. */
const READ_FROM_OPTIONS = [/(^|\/)preset-classic$|^classic$/, /^redocusaurus$/, /^docusaurus-plugin-internaldocs-fb\//];

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const partition = <T>(items: T[], test: (item: T) => boolean): [T[], T[]] => [items.filter((item) => !test(item)), items.filter(test)];

/**
 * The config with each installed preset run: it leaves `presets`, its plugins and themes come first
 * in theirs, and what it changed of the site config replaces the config's. `readConfig` gives the
 * site config read without running them (for the context's base URL and locales).
 */
async function runInstalledPresets(raw: Raw, readConfig: () => SiteConfig, configPath: string): Promise<{ raw: Raw; warnings: string[] }> {
  const siteDir = path.dirname(configPath);
  const presets = list(raw.presets).map((entry) => {
    const [name, options] = Array.isArray(entry) ? [entry[0], obj(entry[1])] : [entry, {}];
    const file = typeof name === 'string' && !READ_FROM_OPTIONS.some((pattern) => pattern.test(packageName(name))) ? installedFile(name, 'preset', configPath) : undefined;
    return { entry, name: typeof name === 'string' ? packageName(name) : '', options, file };
  });
  if (!presets.some((p) => p.file)) return { raw, warnings: [] };
  const warnings: string[] = [];
  const config = readConfig();
  const context = pluginContext(raw, config, configPath, siteDir);
  const siteConfig = obj(context.siteConfig);
  // The site config before the presets run, to tell what they changed: the context's own is theirs to write.
  const before = plainCopy(siteConfig);
  const [plugins, themes]: unknown[][] = [[], []];
  const kept: number[] = [];
  for (const [index, preset] of presets.entries()) {
    if (!preset.file || Object.values(preset.options).some((value) => standInPackage(value))) {
      kept.push(index);
      continue;
    }
    try {
      const made = await loadInstalled(preset.file);
      if (typeof made !== 'function') throw new Error('it does not export a preset function');
      const given = obj(await settling(inSiteDir(siteDir, async () => (made as (c: Raw, o: Raw) => unknown)(context, preset.options))));
      // Its plugins of the site's own kind (a function, a path) would be run by local-plugins.ts, which reads the config's own lists only.
      const [packages, local] = partition([...list(given.plugins), ...list(given.themes)].filter(Boolean), (entry) => isLocalPlugin(Array.isArray(entry) ? entry[0] : entry));
      plugins.push(...list(given.plugins).filter((entry) => packages.includes(entry)));
      themes.push(...list(given.themes).filter((entry) => packages.includes(entry)));
      if (local.length) warnings.push(`preset "${preset.name}": ${local.length} plugin${local.length > 1 ? 's' : ''} it gives as a function or a path ${local.length > 1 ? 'are' : 'is'} not run; the build goes on without ${local.length > 1 ? 'them' : 'it'}.`);
    } catch (error) {
      // What it wrote into the context before it threw is no site config Docusaurus would build (it stops there): the config stays as written.
      const why = String((error as Error).message ?? error).trim().split('\n')[0];
      return { raw, warnings: [`preset "${preset.name}" could not be run (${why}); the presets are read from their options instead.`] };
    }
  }
  const changed = Object.fromEntries(Object.entries(siteConfig).filter(([key, value]) => key !== 'i18n' && !isDeepStrictEqual(value, before[key])));
  const own = { ...raw, ...changed };
  // The presets not run, as the others left them: docusaurus-preset-shiki-twoslash adds its remark plugin to the classic preset's docs, blog and pages options in context.siteConfig.presets.
  const listed = list(siteConfig.presets).length === presets.length ? list(siteConfig.presets) : presets.map((p) => p.entry);
  return { raw: { ...own, presets: kept.map((index) => listed[index]), plugins: [...plugins, ...list(own.plugins)], themes: [...themes, ...list(own.themes)] }, warnings };
}

/** The config mapped with its installed presets run (`validate` gives the site config read before they run, for their context): the config they leave, and its mapping, their warnings among its own. */
export async function mapWithInstalledPresets(raw: Raw, configPath: string, validate: (read: MappedConfig) => SiteConfig): Promise<{ raw: Raw; mapped: MappedConfig }> {
  const siteDir = path.dirname(configPath);
  const read = mapDocusaurusConfig(raw, siteDir);
  const presets = await runInstalledPresets(raw, () => validate(read), configPath);
  const mapped = presets.raw === raw ? read : mapDocusaurusConfig(presets.raw, siteDir);
  return { raw: presets.raw, mapped: { ...mapped, warnings: [...mapped.warnings, ...presets.warnings.map((message) => ({ message }))] } };
}
