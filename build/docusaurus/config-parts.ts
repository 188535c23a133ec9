/**
 * What a Docusaurus config gives besides the site config and its docs and blog instances: the
 * config as its React pages read it, the redirects, the remark plugins, sidebar generators,
 * preprocessor and front-matter parser it runs, what its own plugins add, and the warnings about
 * them. Those that need the config run with the site's installed packages share one import of it
 * (real-config.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../site/config-types.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { siteConfigData } from '../site-config-data.ts';
import { runLocalPlugins, type LocalPlugins } from './local-plugins.ts';
import { unbuiltFiles, withConfigTags, type HtmlTags } from './html-tags.ts';
import { configuredPostcss, postcssTransform } from './postcss-plugins.ts';
import { packagePostcss } from './package-postcss.ts';
import { notRunWarning } from './config-plugins.ts';
import { inSiteDir, settling } from './import-module.ts';
import { strictly } from './stand-in-package.ts';
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
  const postcss = await sitePostcss(raw, written, localPlugins, configPath, config, relative);
  const tags = pageTags(withConfigTags(localPlugins.htmlTags, raw, configFile), config, siteDir);
  const customFields = await installedCustomFields(raw, real, siteDir);
  const preprocessor = keepPreprocessor(configPath, raw);
  const configWarnings = [...remark.warnings, ...generated.warnings, ...(customFields.warning ? [customFields.warning] : [])];
  const warnings = [...postcss.mapped(mapped.warnings), ...configWarnings.map((message) => ({ file: undefined, message })), ...localPlugins.warnings, ...tags.warnings].map(
    ({ file, message }): Diagnostic => ({ severity: 'warning', file: file ? relative(file) : configFile, line: undefined, message }),
  );
  return {
    warnings,
    siteConfigData: siteConfigData(config, customFields.raw, siteDir, mapped.docusaurusMajor),
    redirects: await realRedirects(mapped.redirects, real),
    unrunRoutes: mapped.unrunRoutes,
    docusaurusMajor: mapped.docusaurusMajor,
    linkCheckReadsFiles: mapped.linkCheckReadsFiles,
    docusaurusSitemaps: mapped.sitemapFiles,
    markdownPlugins: remark.plugins,
    sidebarGenerators: generated.generators,
    markdownPreprocessor: preprocessor && { configPath, run: preprocessor },
    markdownFrontMatter: frontMatterParserOf(raw),
    localPlugins: { ...localPlugins, htmlTags: tags.htmlTags, postcss: postcss.transform },
    webpackAliases: { ...moduleAliasPluginAliases(raw), ...localPlugins.aliases },
    themeDirs: mapped.themeDirs,
    liveCode: mapped.liveCode,
  };
}

const listed = (raw: Raw, list: string) => (Array.isArray(raw[list]) ? (raw[list] as unknown[]).length : 0);

/**
 * The transform of the site's CSS by its PostCSS plugins: those its own plugins' and its installed
 * plugin packages' `configurePostCss` give, called in Docusaurus's order of plugins, after those of
 * its PostCSS config (postcss-plugins.ts). `mapped` takes back the warning that a package whose
 * configurePostCss runs is not run, and names what of it is not.
 */
async function sitePostcss(raw: Raw, written: Raw, localPlugins: LocalPlugins, configPath: string, config: SiteConfig, relative: (file: string) => string) {
  const siteDir = path.dirname(configPath);
  const warn = (file: string, message: string) => localPlugins.warnings.push({ file, message });
  // The entries the installed presets put before the config's own (installed-presets.ts).
  const fromPresets = { plugins: listed(raw, 'plugins') - listed(written, 'plugins'), themes: listed(raw, 'themes') - listed(written, 'themes') };
  const packages = await packagePostcss(raw, fromPresets, configPath, config);
  localPlugins.warnings.push(...packages.warnings);
  const configurers = [...localPlugins.postcssConfigurers, ...packages.configurers].sort((a, b) => a.at - b.at);
  const plugins = await strictly(() => configuredPostcss(configurers, (work) => settling(inSiteDir(siteDir, work)), warn));
  const transform = await postcssTransform(plugins, siteDir, relative, warn, configPath);
  const mapped = (warnings: { file?: string; message: string }[]) =>
    warnings.flatMap((warning) => {
      const name = [...packages.taken.keys()].find((taken) => warning.message === notRunWarning(taken));
      const others = name === undefined ? [] : packages.taken.get(name)!;
      if (name === undefined) return [warning];
      return others.length ? [{ ...warning, message: `plugin "${name}": only its configurePostCss is run; ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} not, and the build goes on without what ${others.length > 1 ? 'they do' : 'it does'}.` }] : [];
    });
  return { transform, mapped };
}

function decoded(file: string): string {
  try {
    return decodeURIComponent(file);
  } catch {
    return file;
  }
}

/** The tags every page gets, and a warning for each file of the site's host they load that no static folder holds (html-tags.ts's unbuiltFiles). */
function pageTags(tags: HtmlTags | undefined, config: SiteConfig, siteDir: string): { htmlTags?: HtmlTags; warnings: { file?: string; message: string }[] } {
  if (!tags) return { warnings: [] };
  const base = config.baseUrl;
  const exists = (file: string) => file.startsWith(base) && config.staticDirectories.some((dir) => existsSync(path.join(path.resolve(siteDir, dir), decoded(file.slice(base.length)))));
  return {
    htmlTags: tags,
    warnings: unbuiltFiles(tags, exists).map((file) => ({
      message: `"${file}", which a plugin's injectHtmlTags or the config's headTags or scripts load on every page, is in no static folder, so the build does not write it: its tag stays, as in Docusaurus, and loads it only where the host serves that path or something else writes it there (a webpack plugin of the site does for Docusaurus, and this build runs none). If the file is the site's own, put it in a static folder.`,
    })),
  };
}
