/**
 * The esbuild plugin that resolves and loads what the site's code imports (site-code.ts bundles
 * it): what this build provides or cannot find is left to the MDX `require`; `@site/`, static-folder
 * paths, the site's own theme components, webpack's inline raw-loader, files Docusaurus generates,
 * images and other files by their published URL, YAML as its data, and imported Markdown each as Docusaurus's webpack
 * gives them.
 */
import { readFile } from 'node:fs/promises';
import { dirname as workDirOf } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { GENERATED, generatedName } from '../../../site/docusaurus/generated.ts';
import { REDUX_CONTEXT_FILE, sharedReduxContext } from './redux-context.ts';
import { EXTERNAL_URL, urlFile } from './stylesheet-url.ts';
import { svgFileModule } from './svg-component.ts';
import type { Plugin } from 'esbuild';

/** Files whose import is their published URL: what Docusaurus's file loaders take (utils 3.10.2 webpackUtils: images, fonts, media, other assets; homarr's showcase .mp4). */
export const ASSET = /\.(ico|png|jpe?g|gif|webp|avif|svg|woff2?|eot|ttf|otf|mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;
export const MARKDOWN = /\.mdx?$/i;
export const RAW_LOADER = /^!{0,2}raw-loader(?:\?[^!]*)?!/; // webpack's inline raw-loader, its options or not (`!!raw-loader?esModule=false!`)
/** What a React page's import of Markdown is in its bundle: a module its `require` answers on the server (react-pages/render.tsx), and `markdownModule` writes for the browser. */
export const MARKDOWN_IMPORT = 'markdown-import:';

/** Bare imports this build provides itself rather than bundling. */
export const PROVIDED = /^(react|react-dom|react-router|react-router-dom|@theme|@theme-original|@docusaurus)(\/|$)/;

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
 * Docusaurus's loaders); an SVG is a component drawing it inline (svg-component.ts), or as an image
 * where the file holds no `<svg>`.
 */
function imageModule(url: string, svg: boolean): string {
  if (!svg) return `export default ${JSON.stringify(url)};`;
  return `import { createElement } from 'react';\nconst Svg = (props) => createElement('img', Object.assign({ src: ${JSON.stringify(url)}, alt: '' }, props));\nexport { Svg as default, Svg as ReactComponent };`;
}

/** What a bundle needs from the page it is built for: the published URL of an image or other file it names. */
export type PublishFile = (file: string) => string | undefined;

/**
 * Bare imports the `require` answers (what we provide, and what cannot be found); images by their
 * published URL, as are the files a stylesheet's `url()` names (fonts, images) beside it. For a
 * React page's bundle (`forPage`), @theme/X is the site's own theme component when it has one, and
 * imported Markdown is a component that renders nothing. For an MDX page's component, imported
 * Markdown is a partial (imports.ts's `isPartial`): where the page's MDX uses it as a tag, it renders
 * there as the page's own partials do.
 */
export function siteCodePlugin(siteDir: string | undefined, staticDirs: string[], imageUrl: PublishFile, published: Set<string>, read: Set<string>, forPage: boolean, themeFile?: (specifier: string) => string | undefined, markdownModule?: (file: string) => string): Plugin {
  const publish = (file: string) => {
    const url = imageUrl(file);
    if (url) published.add(file);
    return url;
  };
  return {
    name: 'mdx-site-code',
    setup(b) {
      // Before the bare imports below, which would take it for a package.
      if (forPage) b.onResolve({ filter: new RegExp(`^${MARKDOWN_IMPORT}`) }, (args) => (markdownModule ? { path: args.path.slice(MARKDOWN_IMPORT.length), namespace: 'markdown-import' } : { path: args.path, external: true }));
      // Webpack's inline raw-loader (`!!raw-loader!./x.js`; plausible's `!!raw-loader?esModule=false!./x.json`): the file's text as the default export, as in a page's own imports (imports.ts).
      // raw-loader 4 (Docusaurus's) writes an ES module unless `esModule=false`, so a `require` of it gives `{ default: text }` (actix's and uniforms' `.default`), and with the option the text itself.
      b.onResolve({ filter: RAW_LOADER }, async (args) => {
        const found = await b.resolve(args.path.replace(RAW_LOADER, ''), { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        const commonJs = /[?&]esModule=false(&|!)/.test(RAW_LOADER.exec(args.path)![0]);
        return found.errors.length || found.external ? undefined : { path: found.path, namespace: commonJs ? 'raw-loader-cjs' : 'raw-loader' };
      });
      b.onLoad({ filter: /.*/, namespace: 'raw-loader' }, async (args) => (read.add(args.path), { contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`, loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: 'raw-loader-cjs' }, async (args) => (read.add(args.path), { contents: await readFile(args.path, 'utf8'), loader: 'text' }));
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
      // Markdown a page's code imports as a component (MDX through Docusaurus's loader) is what the Markdown stage made of it: given by the server's `require`, written into the browser's bundle.
      if (forPage) {
        b.onLoad({ filter: MARKDOWN, namespace: 'file' }, (args) => ({ contents: `export { default } from ${JSON.stringify(MARKDOWN_IMPORT + args.path)};\nexport * from ${JSON.stringify(MARKDOWN_IMPORT + args.path)};`, loader: 'js' }));
        b.onLoad({ filter: /.*/, namespace: 'markdown-import' }, (args) => ({ contents: markdownModule!(args.path), loader: 'js', resolveDir: workDirOf(args.path) }));
      }
      // cypress's MDXComponents maps tags to partials it imports; moodle's and react-native's components import the Markdown they show.
      else b.onLoad({ filter: MARKDOWN }, (args) => ({ contents: `export default Object.assign(function MarkdownPartial() { return null; }, { mdxPartial: ${JSON.stringify(args.path)} });`, loader: 'js' }));
      // YAML, which sites give a loader in configureWebpack (arrow-kt's yaml-loader, frigate's js-yaml-loader): its data as the default export, as in a page's own imports (imports.ts).
      b.onLoad({ filter: /\.ya?ml$/i }, async (args) => ({ contents: JSON.stringify(loadYaml(await readFile(args.path, 'utf8')) ?? null), loader: 'json' }));
      b.onLoad({ filter: ASSET }, async (args) => ({ contents: (/\.svg$/i.test(args.path) && (await svgFileModule(args.path))) || imageModule(publish(args.path) ?? '', /\.svg$/i.test(args.path)), loader: 'js' }));
    },
  };
}
