/**
 * What the site's own plugins' `configureWebpack` gives that this build reads: the Sass put before
 * each SCSS file (sass-prelude.ts), the module aliases (webpack-aliases.ts) and the module rules
 * (webpack-rules.ts). The rest configures what this build does its own way. It is called as
 * Docusaurus calls it (`config, isServer, utils, content`), with the packages the site has not
 * installed standing in, as they do while its config loads: langchaingo's returns a
 * `new ProvidePlugin()` of an uninstalled webpack beside the alias and rules read here.
 */
import { leniently } from './stand-in-package.ts';
import { sassPreludeOf } from './sass-prelude.ts';
import { aliasesOf, type WebpackAliases } from './webpack-aliases.ts';
import { moduleRulesOf, type ModuleRule } from './webpack-rules.ts';

export interface ConfiguredWebpack {
  sassPrelude: string;
  aliases: WebpackAliases;
  rules: ModuleRule[];
  warnings: { file: string; message: string }[];
  /** What each call returned, for what else reads it (mdx-metadata-path.ts). */
  configured: unknown[];
}

/** A plugin with a `configureWebpack`, its name and file, and how to call it (in the site folder). */
export interface WebpackConfigurer {
  name: string;
  file: string;
  configure: (config: unknown, isServer: boolean, utils: unknown) => Promise<unknown>;
}

/** `currentBundler.instance`, webpack's exports: each a class that does nothing here (dyte's `new currentBundler.instance.ProvidePlugin()`). */
const BUNDLER = new Proxy({}, { get: () => class {} });

const why = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0];

export async function configuredWebpack(plugins: WebpackConfigurer[], siteDir: string, configFile: string): Promise<ConfiguredWebpack> {
  const result: ConfiguredWebpack = { sassPrelude: '', aliases: {}, rules: [], warnings: [], configured: [] };
  for (const plugin of plugins) {
    const webpack = { module: { rules: [] }, resolve: { alias: {} }, plugins: [] };
    const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack', instance: BUNDLER } };
    let configured: unknown;
    try {
      configured = await leniently(() => plugin.configure(webpack, false, utils));
    } catch (error) {
      result.warnings.push({ file: plugin.file, message: `plugin "${plugin.name}": its configureWebpack throws here (${why(error)}), so the aliases, module rules and Sass it gives are not read. Make it run without webpack's own objects, or install the site's packages.` });
      continue;
    }
    result.configured.push(configured);
    const prelude = sassPreludeOf(configured, siteDir);
    result.sassPrelude += prelude.text;
    Object.assign(result.aliases, aliasesOf(configured));
    for (const pattern of prelude.unmatched) {
      const message = `plugin "${plugin.name}": sass-resources-loader's resource "${pattern}" matches no file from the site folder, so nothing of it goes before the SCSS files (Docusaurus stops on it). Correct the path or pattern, or remove it.`;
      result.warnings.push({ file: plugin.file, message });
    }
    const rules = moduleRulesOf(configured, siteDir, `plugin "${plugin.name}" of ${configFile}`);
    result.rules.push(...rules.rules);
    result.warnings.push(...rules.warnings.map((message) => ({ file: plugin.file, message })));
  }
  return result;
}
