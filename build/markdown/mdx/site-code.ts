/**
 * A site's own components (`@site/src/components/...`, relative `.js`/`.jsx`/`.ts`/`.tsx`
 * imports of an MDX file), bundled by esbuild and run at build time, so they render to HTML with
 * the page. React, `@theme/...` and `@docusaurus/...` come from the MDX `require`; a package the
 * site does not have installed becomes a stand-in through the same `require` (with a warning).
 * Their CSS (plain and CSS modules) is bundled too, for the pages that use them. A bundle is kept
 * while none of the files it was made from changed, so a component shared by many pages is built once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED, generatedName } from '../../../site/docusaurus/generated.ts';
import { buildMergingRepeatedImports } from './repeated-imports.ts';
import { sassPlugin } from './sass-plugin.ts';
import { REDUX_CONTEXT_FILE, sharedReduxContext } from './redux-context.ts';
import { themeTextMemo } from './theme-text-memo.ts';
import { EXTERNAL_URL, urlFile } from './stylesheet-url.ts';
import { checkedNow, fresh, type Checked } from './watched-files.ts';
import type { Plugin } from 'esbuild';
import type { Require } from './module.ts';

export const SITE_CODE = /\.(jsx?|tsx?|mjs|cjs)$/i;
/**
 * What an import without an extension tries, in order, as Docusaurus's bundler (webpack or Rspack,
 * its `resolve.extensions`) tries it: `./Panel` is `Panel.js` even beside a `Panel.jsx` or
 * `Panel.tsx` (pan.dev's /airs/ page imports a `.js` component whose stale `.jsx` twin does not
 * compile). esbuild's own order puts `.tsx` first. `.wasm`, first there, is left out: esbuild has
 * no loader for it.
 */
const DOCUSAURUS_EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];
/** Files whose import is their published URL: what Docusaurus's file loaders take (utils 3.10.2 webpackUtils: images, fonts, media, other assets; homarr's showcase .mp4). */
export const ASSET = /\.(ico|png|jpe?g|gif|webp|avif|svg|woff2?|eot|ttf|otf|mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;
export const MARKDOWN = /\.mdx?$/i;
export const RAW_LOADER = /^!{0,2}raw-loader(?:\?[^!]*)?!/; // webpack's inline raw-loader, its options or not (`!!raw-loader?esModule=false!`)

/** Bare imports this build provides itself rather than bundling. */
const PROVIDED = /^(react|react-dom|react-router|react-router-dom|@theme|@theme-original|@docusaurus)(\/|$)/;

/**
 * Theme modules that are the site's own file, when it has one, in code run at build time too:
 * the parts Docusaurus's MDX draws Markdown's own elements with (react-native's Code, which
 * imports its own InlineCode; kaia's Code, which imports @theme/CodeInline; kaia's MDXComponents,
 * which imports its own Img and Ul, styled). Other theme modules
 * stay this build's there (drawn without state, which a page hydrates).
 */
const OWN_AT_BUILD = /^@theme\/(MDXComponents\/\w+|CodeInline)$/;

/**
 * An image import gives its published URL (`import url from`, and `require(...).default` as with
 * Docusaurus's loaders); an SVG, as Docusaurus's SVGR does, a component (drawing it as an image).
 */
function imageModule(url: string, svg: boolean): string {
  if (!svg) return `export default ${JSON.stringify(url)};`;
  return `import { createElement } from 'react';\nconst Svg = (props) => createElement('img', Object.assign({ src: ${JSON.stringify(url)}, alt: '' }, props));\nexport { Svg as default, Svg as ReactComponent };`;
}

/** What a bundle needs from the page it is built for: the published URL of an image or other file it names. */
type PublishFile = (file: string) => string | undefined;

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
}

/**
 * Bare imports the `require` answers (what we provide, and what cannot be found); images by their
 * published URL, as are the files a stylesheet's `url()` names (fonts, images) beside it. For a
 * React page's bundle (`forPage`), @theme/X is the site's own theme component when it has one, and
 * imported Markdown is a component that renders nothing. For an MDX page's component, imported
 * Markdown is a partial (imports.ts's `isPartial`): where the page's MDX uses it as a tag, it renders
 * there as the page's own partials do.
 */
function plugin(siteDir: string | undefined, staticDirs: string[], imageUrl: PublishFile, published: Set<string>, read: Set<string>, forPage: boolean, themeFile?: SiteCodeOptions['themeFile']): Plugin {
  const publish = (file: string) => {
    const url = imageUrl(file);
    if (url) published.add(file);
    return url;
  };
  return {
    name: 'mdx-site-code',
    setup(b) {
      // Webpack's inline raw-loader (`!!raw-loader!./x.js`; plausible's `!!raw-loader?esModule=false!./x.json`): the file's text as the default export, as in a page's own imports (imports.ts).
      b.onResolve({ filter: RAW_LOADER }, async (args) => {
        const found = await b.resolve(args.path.replace(RAW_LOADER, ''), { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        return found.errors.length || found.external ? undefined : { path: found.path, namespace: 'raw-loader' };
      });
      b.onLoad({ filter: /.*/, namespace: 'raw-loader' }, async (args) => (read.add(args.path), { contents: await readFile(args.path, 'utf8'), loader: 'text' }));
      // One react-redux context for every bundled copy of the package (redux-context.ts).
      b.onLoad({ filter: REDUX_CONTEXT_FILE }, async (args) => {
        const contents = (read.add(args.path), sharedReduxContext(await readFile(args.path, 'utf8')));
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
      // A file Docusaurus generates into .docusaurus/ that this build gives (site/docusaurus/generated.ts): answered by `require`, from the build's data.
      b.onResolve({ filter: /^@generated\/|(^|\/)\.docusaurus\// }, (args) => {
        const name = args.kind === 'url-token' ? undefined : generatedName(args.path);
        return name === undefined ? undefined : { path: GENERATED + name, external: true };
      });
      b.onResolve({ filter: /^@site\// }, async (args) => {
        if (!siteDir || args.kind === 'url-token') return undefined;
        const found = await b.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteDir });
        return found.errors.length ? { path: args.path, external: true } : { path: found.path };
      });
      // `/img/x.svg` in code names a file of a static folder, `/static/img/x.svg` one of the site folder, as webpack resolves them for Docusaurus (its `resolve.roots` are the static folders, then the site folder); else the absolute path.
      b.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (!siteDir || args.kind === 'url-token' || args.pluginData === 'probe') return undefined;
        for (const root of [...staticDirs, siteDir]) {
          const found = await b.resolve(`.${args.path}`, { kind: args.kind, resolveDir: root, pluginData: 'probe' });
          if (!found.errors.length) return { path: found.path };
        }
        return undefined;
      });
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        // Each file a `url()` names is published (`url(./font.woff2)`, `url(/img/x.png)`, `url(~/images/x.jpg)`), as Docusaurus's webpack publishes it.
        if (EXTERNAL_URL.test(args.path)) return { path: args.path, external: true };
        const file = urlFile(args.path.replace(/[?#].*$/, ''), args.resolveDir, siteDir, staticDirs);
        return { path: (file && publish(file)) ?? args.path, external: true };
      });
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'probe') return undefined;
        // Docusaurus's theme alias: the site's own src/theme/X is @theme/X (and reaches the built-in one as @theme-original/X).
        if (siteDir && args.path.startsWith('@theme/') && (forPage || OWN_AT_BUILD.test(args.path))) {
          const own = await b.resolve(`./src/theme/${args.path.slice('@theme/'.length)}`, { kind: args.kind, resolveDir: siteDir, pluginData: 'probe' });
          if (!own.errors.length && own.path !== args.importer) return { path: own.path };
        }
        // A theme package's component that this build does not provide (imports.ts's themePackageFile) is bundled, with what it imports.
        const themed = themeFile?.(args.path);
        if (themed) return { path: themed };
        if (PROVIDED.test(args.path)) return { path: args.path, external: true };
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'probe' });
        return found.errors.length ? { path: args.path, external: true } : undefined;
      });
      // Every file read, so that a bundle that fails is kept as failed until one of them changes.
      b.onLoad({ filter: /.*/, namespace: 'file' }, (args) => void read.add(args.path));
      // Markdown a page's code imports as a component (MDX through Docusaurus's loader) is not rendered here: it renders nothing, and the page says so (react-pages/render.tsx).
      if (forPage) b.onLoad({ filter: MARKDOWN }, () => ({ contents: 'export default function MarkdownContent() { return null; }', loader: 'js' }));
      // cypress's MDXComponents maps tags to partials it imports; moodle's and react-native's components import the Markdown they show.
      else b.onLoad({ filter: MARKDOWN }, (args) => ({ contents: `export default Object.assign(function MarkdownPartial() { return null; }, { mdxPartial: ${JSON.stringify(args.path)} });`, loader: 'js' }));
      b.onLoad({ filter: ASSET }, (args) => ({ contents: imageModule(publish(args.path) ?? '', /\.svg$/i.test(args.path)), loader: 'js' }));
    },
  };
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
  const key = `${target}:${page ? 'page:' : ''}${repeatedImports ? 'merged:' : ''}${file}`;
  const kept = bundles.get(key);
  if (fresh(kept)) return kept!;
  const failed = failures.get(key);
  if (fresh(failed)) throw failed!.error;
  const { build } = await import('esbuild');
  // Paths in the bundle (the CSS names its files in comments) are relative to the site, not to where the build was started: the same site gives the same bytes.
  const workDir = siteDir ?? path.dirname(file);
  const published = new Set<string>();
  const read = new Set<string>([file]);
  let result;
  try {
    result = await buildMergingRepeatedImports((merged) => build({
      absWorkingDir: workDir,
      entryPoints: [file],
      bundle: true,
      platform: target,
      format: 'cjs',
      write: false,
      outdir: '/mdx-site-code',
      jsx: 'automatic',
      // For Node, import() goes through the bundle's `require` as a static import does (a package not installed is a
      // stand-in): Node's own would look beside this build's code, not the site's (adguard-dns-kb's lazy swagger-ui-react).
      ...(target === 'node' ? { supported: { 'dynamic-import': false } } : {}),
      // A page's code runs as Docusaurus's production build runs it (emotion's class names carry no labels there), the same on the server as in the browser.
      ...(page ? { define: { 'process.env.NODE_ENV': '"production"' } } : {}),
      // Docusaurus writes JSX in .js files; Sass is compiled (sass-plugin.ts), Less is not, so its styles are left out.
      loader: { '.js': 'jsx', '.less': 'empty' },
      resolveExtensions: DOCUSAURUS_EXTENSIONS,
      logLevel: 'silent',
      metafile: true,
      // An MDX component keeps this build's theme components (drawn without state, which a page hydrates).
      // The OpenAPI theme's descriptions, drawn at build time, are made once a text (theme-text-memo.ts).
      plugins: [...(page ? [] : [themeTextMemo(themeFile)]), plugin(siteDir, staticDirs, imageUrl, published, read, page, themeFile), sassPlugin(siteDir, options.sassPrelude), ...merged],
    }), workDir, repeatedImports);
  } catch (error) {
    failures.set(key, { error, ...checkedNow([...read]) });
    throw error;
  }
  failures.delete(key);
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.filter((f) => f.path.endsWith('.css')).map((f) => f.text).join('\n');
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(workDir, input)).filter((input) => !input.includes(':'));
  const bundle = { js, css, inputs, published: [...published], ...checkedNow(inputs) };
  bundles.set(key, bundle);
  return bundle;
}

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
