/**
 * What a Docusaurus config gives besides the site config and its docs and blog instances: the
 * config as its React pages read it, the redirects, the remark plugins, sidebar generators,
 * preprocessor and front-matter parser it runs, what its own plugins add, and the warnings about
 * them. Those that need the config run with the site's installed packages share one import of it
 * (real-config.ts).
 */
import path from 'node:path';
import type { SiteConfig } from '../../site/config-types.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { siteConfigData } from '../site-config-data.ts';
import { runLocalPlugins } from './local-plugins.ts';
import { withConfigTags } from './html-tags.ts';
import type { MappedConfig } from './map-config.ts';
import { keepPreprocessor } from './markdown-preprocessor.ts';
import type { Raw } from './option-values.ts';
import { moduleAliasPluginAliases } from './webpack-aliases.ts';
import { frontMatterParserOf } from './parse-front-matter.ts';
import { installedCustomFields, realOptions, realRedirects } from './real-config.ts';
import { loadRemarkPlugins } from './remark-plugins.ts';
import { loadSidebarItemsGenerators } from './sidebar-items-generator.ts';

/**
 * `relative` names a file for messages (relative to the project root); warnings without a file name the config.
 * `written` is the config as its module gives it, before its installed presets ran (installed-presets.ts): the site's own plugins are its.
 */
export async function docusaurusConfigParts(raw: Raw, mapped: MappedConfig, config: SiteConfig, configPath: string, configFile: string, relative: (file: string) => string, written = raw) {
  const siteDir = path.dirname(configPath);
  const real = realOptions(configPath, configFile, siteDir);
  const remark = await loadRemarkPlugins(mapped, real);
  const generated = await loadSidebarItemsGenerators(mapped, real);
  const localPlugins = await runLocalPlugins(written, configPath, configFile, siteDir, config, relative);
  const customFields = await installedCustomFields(raw, real, siteDir);
  const preprocessor = keepPreprocessor(configPath, raw);
  const configWarnings = [...remark.warnings, ...generated.warnings, ...(customFields.warning ? [customFields.warning] : [])];
  const warnings = [...mapped.warnings, ...configWarnings.map((message) => ({ file: undefined, message })), ...localPlugins.warnings].map(
    ({ file, message }): Diagnostic => ({ severity: 'warning', file: file ? relative(file) : configFile, line: undefined, message }),
  );
  return {
    warnings,
    siteConfigData: siteConfigData(config, customFields.raw, siteDir, mapped.docusaurusMajor),
    redirects: await realRedirects(mapped.redirects, real),
    unrunRoutes: mapped.unrunRoutes,
    docusaurusMajor: mapped.docusaurusMajor,
    docusaurusSitemaps: mapped.sitemapFiles,
    markdownPlugins: remark.plugins,
    sidebarGenerators: generated.generators,
    markdownPreprocessor: preprocessor && { configPath, run: preprocessor },
    markdownFrontMatter: frontMatterParserOf(raw),
    localPlugins: { ...localPlugins, htmlTags: withConfigTags(localPlugins.htmlTags, raw, configFile) },
    webpackAliases: { ...moduleAliasPluginAliases(raw), ...localPlugins.aliases },
    themeDirs: mapped.themeDirs,
  };
}
