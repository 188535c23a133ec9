/**
 * A site's own components (`@site/src/components/...`, relative `.js`/`.jsx`/`.ts`/`.tsx`
 * imports of an MDX file), bundled by esbuild and run at build time, so they render to HTML with
 * the page. React, `@theme/...` and `@docusaurus/...` come from the MDX `require`; a package the
 * site does not have installed becomes a stand-in through the same `require` (with a warning).
 * Their CSS (plain and CSS modules) is bundled too, for the pages that use them (and Font Awesome's,
 * which its core adds in the browser: fontawesome-css.ts). A bundle is kept
 * while none of the files it was made from changed, so a component shared by many pages is built once.
 */
import path from 'node:path';
import { buildMergingRepeatedImports } from './repeated-imports.ts';
import { sassPlugin } from './sass-plugin.ts';
import { fontAwesomeCss } from './fontawesome-css.ts';
import { siteCssPlugin, type StyleTransform } from './site-css.ts';
import { aliasPlugin } from './aliases.ts';
import { themeTextMemo } from './theme-text-memo.ts';
import { checkedNow, fresh, type Checked } from './watched-files.ts';
import { siteCodePlugin, type PublishFile } from './site-code-plugin.ts';
import { requireContexts } from './require-context.ts';
import type { Require } from './module.ts';
import { leaveOut } from './throwing-package.ts';
import { siteTsconfig } from './site-tsconfig.ts';
import { webpackRulesPlugin } from './webpack-loaders.ts';
import type { ModuleRule } from '../../docusaurus/webpack-rules.ts';

export const SITE_CODE = /\.(jsx?|tsx?|mjs|cjs)$/i;
/** Stylesheets bundled as code is, when an MDX file imports them: a CSS module (its class names the default export) and Sass. */
export const BUNDLED_STYLE = /\.module\.(css|s[ac]ss)$|\.s[ac]ss$/i;
/**
 * What an import without an extension tries, in order, as Docusaurus's bundler (webpack or Rspack,
 * its `resolve.extensions`) tries it: `./Panel` is `Panel.js` even beside a `Panel.jsx` or
 * `Panel.tsx` (pan.dev's /airs/ page imports a `.js` component whose stale `.jsx` twin does not
 * compile). esbuild's own order puts `.tsx` first. `.wasm`, first there, is left out: esbuild has
 * no loader for it.
 */
const DOCUSAURUS_EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

/**
 * How the site's code is bundled: `staticDirs` are where `/img/x.svg` is looked up first;
 * `repeatedImports`: one name imported twice from one module is the one binding (repeated-imports.ts);
 * `themeFile`: the file of a theme package that a `@theme/` specifier names, when this build does not
 * provide it (imports.ts's themePackageFile).
 */
export interface SiteCodeOptions {
  /** A React page's bundle (for its server render in Node, or for the browser): the site's own theme components, Markdown as nothing, production code. */
  page?: boolean;
  staticDirs?: string[];
  /** Whether the site's code may import one name twice from one module (Docusaurus Faster: repeated-imports.ts). */
  repeatedImports?: boolean;
  themeFile?: (specifier: string) => string | undefined;
  /** SCSS put before each of the site's SCSS files (docusaurus/sass-prelude.ts). */
  sassPrelude?: string;
  aliases?: Record<string, string>; // The site's webpack aliases (aliases.ts).
  moduleRules?: ModuleRule[]; // The module rules its configureWebpack gives (webpack-loaders.ts runs them).
  /** For a React page's browser bundle: the module its import of a Markdown file is (react-pages/render.tsx). */
  markdownModule?: (file: string) => string;
  /** What the bundle's code is made of beside its files (a hash of the Markdown modules markdownModule gives): part of its key, so a locale's bundle is not another's. */
  variant?: string;
  /** Installed packages left out for its `require` to stand in: each threw as the page rendered (throwing-package.ts). */
  leftOut?: string[];
  /** The site's PostCSS plugins (Tailwind), run on each stylesheet before esbuild reads it (site-css.ts). */
  postcss?: StyleTransform;
}

export interface SiteBundle {
  /** CommonJS: `require`, `module` and `exports` in scope. */
  js: string;
  /** The CSS its files import, bundled; empty when there is none. */
  css: string;
  /** The files it was built from. */
  inputs: string[];
  /** The files whose change makes it stale: its inputs, an installed package's as its package.json (watched-files.ts). */
  watched: string[];
  /** The images and other files it publishes (their URLs are in its code and CSS). */
  published: string[];
  /** What its files ask that it cannot do as webpack would, each naming its file and line. */
  warnings: string[];
}

/** `stamps`: its watched files' as this build checked them (watched-files.ts), what it was made from. */
export interface SiteCode extends SiteBundle, Checked { exports: unknown }

const bundles = new Map<string, SiteBundle & Checked>();
/** Bundles that failed, with the files they read: tried again only once one of those changes, not for every page that imports them. */
const failures = new Map<string, { error: unknown } & Checked>();

/**
 * Bundles one file of the site's code with what it imports (or reuses the bundle while none of its
 * files changed): for Node, for a component rendered at build time (a React page's with
 * `options.page`), or for the browser, for a page that is hydrated there. Throws what esbuild throws
 * (again, while none of the files it read changed).
 */
export async function bundleSiteCode(file: string, siteDir: string | undefined, imageUrl: PublishFile, target: 'node' | 'browser' = 'node', options: SiteCodeOptions = {}): Promise<SiteBundle & Checked> {
  const { staticDirs = [], repeatedImports = false, themeFile } = options;
  const page = options.page || target === 'browser';
  const key = `${target}:${page ? 'page:' : ''}${repeatedImports ? 'merged:' : ''}${options.variant ? `${options.variant}:` : ''}${options.leftOut?.length ? `${options.leftOut.join(',')}:` : ''}${options.postcss ? 'postcss:' : ''}${file}`;
  const kept = bundles.get(key);
  if (fresh(kept)) return kept!;
  const failed = failures.get(key);
  if (fresh(failed)) throw failed!.error;
  const { build } = await import('esbuild');
  // Paths in the bundle (the CSS names its files in comments) are relative to the site, not to where the build was started: the same site gives the same bytes.
  const workDir = siteDir ?? path.dirname(file);
  const published = new Set<string>();
  const read = new Set<string>([file]);
  const warnings: string[] = [];
  let result;
  try {
    result = await buildMergingRepeatedImports((merged) => build({
      absWorkingDir: workDir,
      // A stylesheet is bundled through a module that imports it, as webpack's css-loader gives it to the MDX file importing it: a CSS module's class names as its default export.
      ...(BUNDLED_STYLE.test(file) ? { stdin: { contents: styleEntry(file), resolveDir: path.dirname(file), sourcefile: STYLE_ENTRY, loader: 'js' as const } } : { entryPoints: [file] }),
      bundle: true,
      platform: target,
      format: 'cjs',
      write: false,
      outdir: '/mdx-site-code',
      jsx: 'automatic',
      ...(siteTsconfig(siteDir) ? { tsconfig: siteTsconfig(siteDir) } : {}),
      // For Node, import() goes through the bundle's `require` as a static import does (a package not installed is a
      // stand-in): Node's own would look beside this build's code, not the site's (adguard-dns-kb's lazy swagger-ui-react).
      ...(target === 'node' ? { supported: { 'dynamic-import': false } } : {}),
      // A package's `module` entry before its `main`, as the webpack of Docusaurus's server bundle picks it (its default for target node); esbuild's for node is the other way, and
      // react-lite-youtube-embed's `main` is CommonJS in a "type": "module" package, so its default import failed and pyrefly's landing pages were left out.
      ...(target === 'node' ? { mainFields: ['module', 'main'] } : {}),
      // A page's code runs as Docusaurus's production build runs it (emotion's class names carry no labels there), the same on the server as in the browser.
      ...(page ? { define: { 'process.env.NODE_ENV': '"production"' } } : {}),
      // Docusaurus writes JSX in .js files; Sass is compiled (sass-plugin.ts), Less is not, so its styles are left out.
      loader: { '.js': 'jsx', '.less': 'empty' },
      resolveExtensions: DOCUSAURUS_EXTENSIONS,
      logLevel: 'silent',
      metafile: true,
      // An MDX component keeps this build's theme components (drawn without state, which a page hydrates).
      // The OpenAPI theme's descriptions, drawn at build time, are made once a text (theme-text-memo.ts).
      plugins: [...leaveOut(options.leftOut ?? []), ...(page ? [] : [themeTextMemo(themeFile)]), ...webpackRulesPlugin(options.moduleRules, siteDir, read, warnings), requireContexts(read, warnings, DOCUSAURUS_EXTENSIONS, workDir, { siteDir, staticDirs }), ...aliasPlugin(options.aliases), siteCodePlugin(siteDir, staticDirs, imageUrl, published, read, page, themeFile, options.markdownModule), fontAwesomeCss(), siteCssPlugin(warnings, workDir, options.postcss), sassPlugin(siteDir, options.sassPrelude, options.postcss), ...merged],
    }), workDir, repeatedImports);
  } catch (error) {
    failures.set(key, { error, ...checkedNow([...read]) });
    throw error;
  }
  failures.delete(key);
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.filter((f) => f.path.endsWith('.css')).map((f) => f.text).join('\n');
  const inputs = Object.keys(result.metafile.inputs).filter((input) => input !== STYLE_ENTRY).map((input) => path.resolve(workDir, input)).filter((input) => !input.includes(':'));
  const bundle = { js, css, inputs, published: [...published], warnings, ...checkedNow(inputs) };
  bundles.set(key, bundle);
  return bundle;
}

const STYLE_ENTRY = '<style entry>';
const styleEntry = (file: string) => (/\.module\./i.test(file) ? `import styles from ${JSON.stringify(file)};\nexport default styles;\n` : `import ${JSON.stringify(file)};\n`);

/** Runs a bundle's code with `require` answering what it left out; returns its exports. */
export function runSiteCode(bundle: SiteBundle, file: string, require: Require): unknown {
  const module = { exports: {} as unknown };
  new Function('require', 'module', 'exports', '__filename', '__dirname', bundle.js)(require, module, module.exports, file, path.dirname(file));
  return module.exports;
}

const components = new Map<string, { bundle: SiteBundle; code: SiteCode }>();

/** Bundles and runs one component file for an MDX page (or reuses it: a component shared by many pages runs once); throws what esbuild or the code throws. */
export async function loadSiteCode(file: string, siteDir: string | undefined, imageUrl: PublishFile, require: Require, options: SiteCodeOptions = {}): Promise<SiteCode> {
  const bundle = await bundleSiteCode(file, siteDir, imageUrl, 'node', options);
  const kept = components.get(file);
  if (kept?.bundle === bundle) return kept.code;
  const code = { ...bundle, exports: runSiteCode(bundle, file, require) };
  components.set(file, { bundle, code });
  return code;
}
