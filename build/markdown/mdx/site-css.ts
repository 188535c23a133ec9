/**
 * The site's stylesheets as its components import them (`import styles from './x.module.css'`,
 * `import './x.css'`), each read as Docusaurus's webpack reads it: postcss-loader runs the site's
 * PostCSS plugins (its `configurePostCss`'s and PostCSS config's: Tailwind) on the file's own text,
 * from the file, and only then does css-loader read it (a CSS module's class names, `composes`).
 * @docusaurus/bundler 3.10's loaders/styleLoader.js puts postcss-loader after css-loader in the
 * list, which webpack runs last to first. Run on esbuild's bundle instead, Tailwind read what
 * esbuild printed: an at-rule's prelude with a space after each comma, so
 * `@apply shadow-[0_0_10px_rgba(0,0,0,0.2)]` became the unknown class `shadow-[0_0_10px_rgba(0,`
 * (kuizuo-blog stopped), and a `@reference "../../css/custom.css"` was read from the page's folder.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { keptComposes } from './css-composes.ts';

/** A stylesheet's text after the site's PostCSS plugins, given its text and file. */
export type StyleTransform = (css: string, file: string) => Promise<string>;

/** Each transform's results by file and text: a stylesheet shared by many pages' bundles goes through PostCSS once. */
const transformed = new WeakMap<StyleTransform, Map<string, Promise<string>>>();

/** `css` from `file` after `postcss`, once for each text of the file. */
export function afterPostcss(postcss: StyleTransform, css: string, file: string): Promise<string> {
  const done = transformed.get(postcss) ?? new Map<string, Promise<string>>();
  transformed.set(postcss, done);
  const key = `${file}\0${css}`;
  if (!done.has(key)) done.set(key, postcss(css, file));
  return done.get(key)!;
}

/** `warnings` gets a line for each composed name left out (css-composes.ts); `postcss`, when the site has PostCSS plugins, runs on each stylesheet first. */
export function siteCssPlugin(warnings: string[], workDir: string, postcss?: StyleTransform): Plugin {
  return {
    name: 'site-css',
    setup(b) {
      b.onLoad({ filter: postcss ? /\.css$/i : /\.module\.css$/i, namespace: 'file' }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const css = postcss ? await afterPostcss(postcss, source, args.path) : source;
        const module = /\.module\.css$/i.test(args.path);
        const kept = module ? await keptComposes(css, args.path, b, warnings, workDir) : undefined;
        if (kept === undefined && css === source) return undefined;
        return { contents: kept ?? css, loader: module ? 'local-css' : 'css' };
      });
    },
  };
}
