/**
 * The files Docusaurus's sitemap plugin writes at the output root, which Docusaurus 2's link check
 * finds (build/link-targets.ts). The classic preset adds the plugin unless its `sitemap` option is
 * `false`; a `plugins` entry adds one more. Each writes its `filename` option (`sitemap.xml`
 * unless set), and none writes under the config's `noIndex` (@docusaurus/plugin-sitemap 2.4 and 3.10,
 * `postBuild`; preset-classic's `sitemap !== false`).
 *
 * Another preset (a site's own file, or a package: docusaurus-plugin-internaldocs-fb's) adds what
 * its code adds, which is not run here (it may write files: internaldocs-fb's writes a changelog
 * page): it is read. One that calls the classic preset passes its options on, as classic; one that
 * names the sitemap plugin adds it with its defaults; one that names neither adds none. One that
 * cannot be read (not installed, a function, or one that hands its work to another file of its
 * own) counts as classic, so that a link to its sitemap is not called broken where Docusaurus may find it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { obj, str, type Raw } from './option-values.ts';

const SITEMAP_PLUGIN = new Set(['@docusaurus/plugin-sitemap', 'sitemap']);

/** A preset's own code, by its name in the config, as the site's folder resolves it; undefined where it cannot be read. */
export type PresetCode = (name: string) => string | undefined;

/** Reads a preset module from `siteDir` (a path of the site's, a package of its node_modules). */
export const presetCodeIn =
  (siteDir: string): PresetCode =>
  (name) => {
    try {
      return readFileSync(createRequire(path.join(siteDir, 'package.json')).resolve(name), 'utf8');
    } catch {
      return undefined;
    }
  };

/** A `require`, `import` or `import()` of a relative path. */
const OWN_MODULE = /(?:require\s*\(|\bfrom|\bimport\s*\(?)\s*['"]\.{1,2}\//;

/** The sitemap options a preset's plugin gets; undefined where it adds none. */
function presetSitemap(preset: { name: string; options: Raw }, code: PresetCode): Raw | undefined {
  const text = /classic/.test(preset.name) ? undefined : code(preset.name);
  // A module that hands its work to another of its own files is not read through: it counts as unread.
  if (text === undefined || text.includes('preset-classic') || (!text.includes('plugin-sitemap') && OWN_MODULE.test(text))) return preset.options.sitemap === false ? undefined : obj(preset.options.sitemap);
  return text.includes('plugin-sitemap') ? {} : undefined;
}

export function sitemapFiles(presets: { name: string; options: Raw }[], plugins: { name: string; options: Raw }[], noIndex: boolean, code: PresetCode = () => undefined): string[] {
  if (noIndex) return [];
  const options: Raw[] = [...presets.flatMap((preset) => [presetSitemap(preset, code)].filter((o): o is Raw => o !== undefined)), ...plugins.filter((plugin) => SITEMAP_PLUGIN.has(plugin.name)).map((plugin) => plugin.options)];
  return [...new Set(options.map((o) => (str(o.filename) ?? 'sitemap.xml').replace(/^\/+/, '')))];
}
