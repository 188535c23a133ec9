/**
 * The PostCSS plugins a site's own plugins add with `configurePostCss` (Tailwind, most often:
 * `postcssOptions.plugins.push(require('tailwindcss'))`), run on its custom CSS as webpack's
 * postcss-loader runs them for Docusaurus. Without them a Tailwind site's stylesheet keeps its
 * `@tailwind` or `@import "tailwindcss"` lines unexpanded, and its pages, styled by Tailwind's
 * classes, show unstyled.
 */
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
  let options: { plugins: unknown[] } = { plugins: [] };
  for (const { name, file, configure } of configurers) {
    try {
      const returned = await inSite(async () => configure(options));
      if (returned && typeof returned === 'object' && Array.isArray((returned as { plugins?: unknown }).plugins)) options = returned as { plugins: unknown[] };
    } catch (error) {
      warn(file, `plugin "${name}": configurePostCss throws (${(error as Error)?.message ?? String(error)}), so the PostCSS plugins it adds do not run on the custom CSS. Install the packages it requires in the site folder.`);
    }
  }
  if (options.plugins.length === 0) return undefined;
  let postcss: (plugins: unknown[]) => Processor;
  try {
    postcss = createRequire(path.join(siteDir, 'package.json'))('postcss') as typeof postcss;
  } catch {
    warn(configurers[0].file, `the PostCSS plugins of configurePostCss (plugin "${configurers.map((c) => c.name).join('", "')}") do not run: "postcss" is not installed in the site folder, so the custom CSS is built without them (Tailwind's classes unstyled). Run npm install there.`);
    return undefined;
  }
  const processor = postcss(options.plugins);
  return (css, file) => inSite(async () => (await processor.process(css, { from: file })).css);
}
