/**
 * The PostCSS plugins Docusaurus's webpack postcss-loader runs on a site's custom CSS: those of its
 * PostCSS config file (postcss-config.ts: Tailwind 4's `@tailwindcss/postcss`), then those its own
 * plugins add with `configurePostCss` (Tailwind 3: `postcssOptions.plugins.push(require('tailwindcss'))`).
 * Without them a Tailwind site's stylesheet keeps its `@tailwind` or `@import "tailwindcss"` lines
 * unexpanded, and its pages, styled by Tailwind's classes, show unstyled.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { inSiteDir, settling } from './import-module.ts';
import { findPostcssConfig, joinedPlugins, postcssConfigPlugins } from './postcss-config.ts';

/** The site's custom CSS after the PostCSS plugins its plugins configured: `css` read from `file`. */
export type CssTransform = (css: string, file: string) => Promise<string>;

/** A plugin of the site's that has `configurePostCss`, called with the options it changes. */
export interface PostCssConfigurer {
  name: string;
  file: string;
  configure: (options: { plugins: unknown[] }) => unknown;
}

interface Processor {
  process(css: string, options: { from: string }): PromiseLike<{ css: string }>;
}

type Warn = (file: string, message: string) => void;

/**
 * Calls each `configurePostCss` in the plugins' order, each with the options the one before returned
 * (@docusaurus/core 3.10's webpack/configure.js executePluginsConfigurePostCss): the plugins they
 * give. Docusaurus starts the list with postcss-preset-env, whose prefixing lightningcss does here.
 * One that throws is a warning, and the custom CSS is built without what it adds.
 */
export async function configuredPostcss(configurers: PostCssConfigurer[], inSite: <T>(work: () => Promise<T>) => Promise<T>, warn: Warn): Promise<unknown[]> {
  let options: { plugins: unknown[] } = { plugins: [] };
  for (const { name, file, configure } of configurers) {
    try {
      const returned = await inSite(async () => configure(options));
      if (returned && typeof returned === 'object' && Array.isArray((returned as { plugins?: unknown }).plugins)) options = returned as { plugins: unknown[] };
    } catch (error) {
      warn(file, `plugin "${name}": configurePostCss throws (${(error as Error)?.message ?? String(error)}), so the PostCSS plugins it adds do not run on the custom CSS. Install the packages it requires in the site folder.`);
    }
  }
  return options.plugins;
}

/**
 * The `postcss` Docusaurus's postcss-loader runs: the site's own when it has one at the top of its
 * node_modules (npm and yarn hoist it there), else the one postcss-loader requires from its own
 * folder, found through @docusaurus/core (2.x depends on postcss-loader) or its @docusaurus/bundler
 * (3.x): a pnpm install keeps it there (scriptcat's, whose Tailwind comes from a plugin package).
 */
function postcssOf(siteDir: string): ((plugins: unknown[]) => Processor) | undefined {
  const chains = [[], ['@docusaurus/core', 'postcss-loader'], ['@docusaurus/core', '@docusaurus/bundler', 'postcss-loader']];
  for (const chain of chains) {
    try {
      const from = chain.reduce((file, name) => createRequire(file).resolve(`${name}/package.json`), path.join(siteDir, 'package.json'));
      return createRequire(from)('postcss') as (plugins: unknown[]) => Processor;
    } catch {
      // Not there: the next place postcss-loader could have it from.
    }
  }
  return undefined;
}

/**
 * The transform of the custom CSS, when a PostCSS config file is found from the site folder up or
 * `configurePostCss` gave plugins (`configured`): each file runs the plugins of the config found
 * from its own folder up, then `configured`, with the site's own `postcss`, in the site folder
 * (Tailwind reads its config and scans its `content` from there). A config that cannot be read or
 * a plugin that is not installed is one warning, and the CSS is built without the config's plugins.
 */
export async function postcssTransform(configured: unknown[], siteDir: string, display: (file: string) => string, warn: Warn, configFile: string): Promise<CssTransform | undefined> {
  if (configured.length === 0 && !findPostcssConfig(siteDir)) return undefined;
  const postcss = postcssOf(siteDir);
  if (!postcss) {
    warn(configFile, `the site's PostCSS plugins (its PostCSS config file's, or configurePostCss's) do not run: "postcss" is not installed in the site folder, so the custom CSS is built without them (Tailwind's classes unstyled). Run npm install there.`);
    return undefined;
  }
  const inSite = <T>(work: () => Promise<T>) => settling(inSiteDir(siteDir, work));
  const processors = new Map<string, Promise<Processor>>();
  let priming = true;
  const processorFor = (file: string): Promise<Processor> => {
    const config = findPostcssConfig(path.dirname(file));
    const key = config ?? '';
    if (!processors.has(key)) {
      const made = async () => {
        try {
          // The config is imported as the site's modules are, in the site folder already; its plugins are made there.
          const fromConfig = config && (await postcssConfigPlugins(config, display(config), siteDir, file));
          return await inSite(async () => postcss(joinedPlugins(fromConfig, configured, config ?? path.join(siteDir, 'package.json'))));
        } catch (error) {
          const reason = (error as Error)?.message ?? String(error);
          // No config file: what failed is a plugin configurePostCss named, which the site's config brings.
          const message = config
            ? `the PostCSS config ${display(config)} is not read: ${reason}; the custom CSS is built without its plugins, which Docusaurus runs (Tailwind's classes unstyled). Install its plugins in the site folder or correct it.`
            : `the site's PostCSS plugins are not run: ${reason}; the custom CSS is built without them, which Docusaurus runs (Tailwind's classes unstyled). Install them in the site folder.`;
          // The site folder's config is read before the build (a warning); one nearer a stylesheet, as that is built (its error).
          if (priming) warn(config ?? configFile, message);
          else throw new Error(message);
          try {
            return postcss(joinedPlugins(undefined, configured, path.join(siteDir, 'package.json')));
          } catch {
            return postcss([]);
          }
        }
      };
      processors.set(key, made());
    }
    return processors.get(key)!;
  };
  await processorFor(path.join(siteDir, 'custom.css'));
  priming = false;
  return async (css, file) => {
    const processor = await processorFor(file);
    return inSite(async () => (await processor.process(css, { from: file })).css);
  };
}
