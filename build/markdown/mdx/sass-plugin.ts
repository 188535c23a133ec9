/**
 * Sass and SCSS in the site's own components (`import './x.scss'`, `styles from './x.module.scss'`),
 * compiled by the `sass` package as docusaurus-plugin-sass compiles them: a `.module.` file becomes
 * a CSS module, like `.module.css`. Loaded only when a component imports one.
 */
import type { Plugin } from 'esbuild';
import { compileSassFile } from '../sass-compile.ts';
import { afterPostcss, type StyleTransform } from './site-css.ts';

/** `postcss`: the site's PostCSS plugins, run on the compiled CSS as postcss-loader runs after sass-loader for Docusaurus (site-css.ts). */
export function sassPlugin(siteDir: string | undefined, prelude?: string, postcss?: StyleTransform): Plugin {
  return {
    name: 'site-sass',
    setup(build) {
      build.onLoad({ filter: /\.s[ac]ss$/ }, async (args) => {
        const compiled = await compileSassFile(args.path, siteDir, prelude);
        const watchFiles = compiled.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => url.pathname);
        const css = postcss ? await afterPostcss(postcss, compiled.css, args.path) : compiled.css;
        return { contents: css, loader: /\.module\.s[ac]ss$/.test(args.path) ? 'local-css' : 'css', watchFiles };
      });
    },
  };
}
