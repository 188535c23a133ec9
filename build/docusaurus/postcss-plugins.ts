/**
 * The PostCSS plugins a site's own plugins add with `configurePostCss` (Tailwind, most often:
 * `postcssOptions.plugins.push(require('tailwindcss'))`), run on its custom CSS as webpack's
 * postcss-loader runs them for Docusaurus. Without them a Tailwind site's stylesheet keeps its
 * `@tailwind` or `@import "tailwindcss"` lines unexpanded, and its pages, styled by Tailwind's
 * classes, show unstyled.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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

/**
 * Calls each `configurePostCss` in the plugins' order, each with the options the one before returned
 * (Docusaurus's webpack/utils.js applyConfigurePostCss); with plugins to run, the site's own
 * `postcss` runs them, in the site folder (Tailwind reads its config and scans its `content` from
 * there). Docusaurus starts the list with autoprefixer, which lightningcss's prefixing does here.
 * What cannot run is a warning, and the custom CSS is built without it.
 */
export async function postcssTransform(configurers: PostCssConfigurer[], siteDir: string, inSite: <T>(work: () => Promise<T>) => Promise<T>, warn: (file: string, message: string) => void): Promise<CssTransform | undefined> {
  const fromFile = await inSite(async () => configFilePlugins(siteDir, warn));
  let options: { plugins: unknown[] } = { plugins: [] };
  for (const { name, file, configure } of configurers) {
    try {
      const returned = await inSite(async () => configure(options));
      if (returned && typeof returned === 'object' && Array.isArray((returned as { plugins?: unknown }).plugins)) options = returned as { plugins: unknown[] };
    } catch (error) {
      warn(file, `plugin "${name}": configurePostCss throws (${(error as Error)?.message ?? String(error)}), so the PostCSS plugins it adds do not run on the custom CSS. Install the packages it requires in the site folder.`);
    }
  }
  if (options.plugins.length === 0 && fromFile.length === 0) return undefined;
  let postcss: (plugins: unknown[]) => Processor;
  try {
    postcss = createRequire(path.join(siteDir, 'package.json'))('postcss') as typeof postcss;
  } catch {
    const whose = configurers.length ? `of configurePostCss (plugin "${configurers.map((c) => c.name).join('", "')}")` : 'of postcss.config.js';
    warn(configurers[0]?.file ?? configFile(siteDir)!, `the PostCSS plugins ${whose} do not run: "postcss" is not installed in the site folder, so the custom CSS is built without them (Tailwind's classes unstyled). Run npm install there.`);
    return undefined;
  }
  // postcss-loader 7 (utils.js getPostcssOptions) puts the config file's plugins before those of its options.
  const processor = postcss([...fromFile, ...options.plugins]);
  return (css, file) => inSite(async () => (await processor.process(css, { from: file })).css);
}

/** The site's PostCSS config file, which postcss-loader reads for Docusaurus beside the options it is given. */
export const configFile = (siteDir: string): string | undefined => ['postcss.config.js', 'postcss.config.cjs'].map((name) => path.join(siteDir, name)).find((file) => existsSync(file));

/**
 * The plugins of the site's postcss.config.js, as postcss-loader loads them: an object of names and
 * options, or a list; a name is the site's package, called with its options when it has any
 * (truss-docs' `'@tailwindcss/postcss': {}`, manifold's postcss-mixins with its mixins).
 */
function configFilePlugins(siteDir: string, warn: (file: string, message: string) => void): unknown[] {
  const file = configFile(siteDir);
  if (!file) return [];
  try {
    const siteRequire = createRequire(file);
    const loaded = siteRequire(file) as { default?: unknown };
    const config = (loaded?.default ?? loaded) as { plugins?: unknown };
    const listed = config?.plugins;
    const entries: [unknown, unknown][] = Array.isArray(listed) ? listed.map((p) => (Array.isArray(p) ? [p[0], p[1]] : [p, undefined])) : Object.entries(listed ?? {}).filter(([, o]) => o !== false);
    return entries.map(([plugin, options]) => {
      if (typeof plugin !== 'string') return plugin;
      const exported = siteRequire(plugin) as { default?: unknown };
      const make = (exported?.default ?? exported) as (o: unknown) => unknown;
      return options && typeof options === 'object' && Object.keys(options).length ? make(options) : make;
    });
  } catch (error) {
    warn(file, `the PostCSS plugins of postcss.config.js do not run: it cannot be loaded (${(error as Error)?.message?.split('\n')[0]}), so the custom CSS is built without them. Install the site's packages (npm install in its folder).`);
    return [];
  }
}
