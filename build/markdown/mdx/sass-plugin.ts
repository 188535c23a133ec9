/**
 * Sass and SCSS in the site's own components (`import './x.scss'`, `styles from './x.module.scss'`),
 * compiled by the `sass` package as docusaurus-plugin-sass compiles them: a `.module.` file becomes
 * a CSS module, like `.module.css`. Loaded only when a component imports one.
 */
import type { Plugin } from 'esbuild';
import { compileSassFile } from '../sass-compile.ts';

export function sassPlugin(siteDir: string | undefined, prelude?: string): Plugin {
  return {
    name: 'site-sass',
    setup(build) {
      build.onLoad({ filter: /\.s[ac]ss$/ }, async (args) => {
        const compiled = await compileSassFile(args.path, siteDir, prelude);
        const watchFiles = compiled.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => url.pathname);
        return { contents: compiled.css, loader: /\.module\.s[ac]ss$/.test(args.path) ? 'local-css' : 'css', watchFiles };
      });
    },
  };
}
