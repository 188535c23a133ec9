/**
 * The files Docusaurus's sitemap plugin writes at the output root, which Docusaurus 2's link check
 * finds (build/link-targets.ts). The classic preset adds the plugin unless its `sitemap` option is
 * `false`; a `plugins` entry adds one more. Each writes its `filename` option (`sitemap.xml`
 * unless set), and none writes under the config's `noIndex` (@docusaurus/plugin-sitemap 2.4 and 3.10,
 * `postBuild`; preset-classic's `sitemap !== false`).
 */
import { obj, str, type Raw } from './option-values.ts';

const SITEMAP_PLUGIN = new Set(['@docusaurus/plugin-sitemap', 'sitemap']);

export function sitemapFiles(presets: { options: Raw }[], plugins: { name: string; options: Raw }[], noIndex: boolean): string[] {
  if (noIndex) return [];
  const options = [...presets.filter((preset) => preset.options.sitemap !== false).map((preset) => obj(preset.options.sitemap)), ...plugins.filter((plugin) => SITEMAP_PLUGIN.has(plugin.name)).map((plugin) => plugin.options)];
  return [...new Set(options.map((o) => (str(o.filename) ?? 'sitemap.xml').replace(/^\/+/, '')))];
}
