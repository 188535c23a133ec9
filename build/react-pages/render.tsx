/**
 * One of a site's own React pages, rendered at build time: bundled with the code it imports
 * (markdown/mdx/site-code.ts, as MDX components are, but for the browser, so that the very same
 * code can hydrate it there), run with the `require` of require.ts, and rendered with React inside
 * site/docusaurus/'s PageRoot. A page that needs the browser is rendered again for hydration and
 * gets its code as an ES module that the client loads on that page only.
 */
import { createHash } from 'node:crypto';
import type { ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { withWatchedConfig, type PageData } from '../../site/docusaurus/context.ts';
import { generatedModule } from '../../site/docusaurus/generated.ts';
import { lazyModulesIn } from '../../site/docusaurus/lazy-modules.ts';
import { withMarkdownModules } from '../../site/docusaurus/markdown-modules.ts';
import { PageRoot } from '../../site/docusaurus/PageRoot.tsx';
import { setCodeTranslations } from '../../site/docusaurus/translate.tsx';
import type { ReactPageMeta } from '../content/types.ts';
import type { ModuleRule } from '../docusaurus/webpack-rules.ts';
import { reason } from '../markdown/mdx/imports.ts';
import { bundleSiteCode, runSiteCode, type SiteBundle } from '../markdown/mdx/site-code.ts';
import type { StyleTransform } from '../markdown/mdx/site-css.ts';
import { isLeftOut, throwingPackage } from '../markdown/mdx/throwing-package.ts';
import { MARKDOWN, MARKDOWN_IMPORT } from '../markdown/mdx/site-code-plugin.ts';
import type { MagicComment } from '../markdown/magic-comments.ts';
import { serverCodeBlock } from './code-block.tsx';
import { createRecorder, type PageRecord } from './recorder.ts';
import { pageRequire } from './require.ts';

export interface RenderedReactPage {
  html: string;
  record: PageRecord;
  /** The CSS its files import (CSS modules and plain CSS), bundled; empty when none. */
  css: string;
  /** Its code for the browser, an ES module whose default export runs the bundle, when it is hydrated. */
  script?: string;
  /** The files it was built from, and the images and files it publishes. */
  inputs: string[];
  published: string[];
}

export interface ReactPageContext {
  siteDir: string;
  /** The site's static folders, from which a stylesheet's `url(/img/x.png)` is taken. */
  staticDirs: string[];
  /** Whether its code may import one name twice from one module (Docusaurus Faster: markdown/mdx/repeated-imports.ts). */
  repeatedImports?: boolean;
  /** SCSS put before each of the site's SCSS files (docusaurus/sass-prelude.ts). */
  sassPrelude?: string;
  /** The site's PostCSS plugins (Tailwind), run on each stylesheet its code imports (markdown/mdx/site-css.ts). */
  postcss?: StyleTransform;
  aliases?: Record<string, string>;
  moduleRules?: ModuleRule[];
  /** What every page of the site reads (the config, the colour mode); the route is the page's own. */
  data: Omit<PageData, 'route'>;
  /** Publishes a file the page names (an image) and returns its href; undefined when it is missing. */
  publish(file: string): string | undefined;
  /** A problem the page can be built without, for its file. */
  warn(message: string): void;
  /** Text the component is given as its children (Root is rendered around a marker); none for a page. */
  children?: string;
  /** The site's magic comments, for its code blocks (Docusaurus's default without). */
  magicComments?: MagicComment[];
  /** A package the page imports that neither this build provides nor the site has installed (it stands in). */
  missing(specifier: string): void;
  /** A Docusaurus site, whose Content-Security-Policy allows inline styles: a `<style>` in Head reaches the head. */
  inlineStyles?: boolean;
  /** The Markdown the site's React code imports, as the Markdown stage rendered it, by file; and the module that draws it in the browser (site/docusaurus/markdown-content.ts). */
  markdown?: { files: Map<string, ImportedMarkdown>; runtime: string };
}

/** A Markdown file a React page imports, as its MDX module gives it (Docusaurus's mdx-loader): the content's HTML, and what the module exports beside it. */
export interface ImportedMarkdown {
  html: string;
  frontMatter: Record<string, unknown>;
  contentTitle?: string;
  toc: { value: string; id: string; level: number }[];
  /** The images it shows: output URL and source path, published with the page. */
  images: [string, string][];
  /** A blog post's HTML above `<!-- truncate -->`, when it has the marker. */
  excerpt?: string;
}

/** Where an imported Markdown file's HTML goes in the server's HTML: React escapes no private-use character. */
const MARKDOWN_MARK = /\uE022(\d+)\uE023/g;

/** The modules a bundle's imports of Markdown are, on the server: each draws a mark the HTML replaces (a `<p>` of Markdown is no React element there). */
function serverMarkdown(files: string[], ctx: ReactPageContext): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    files.map((file, i) => {
      const { html: _html, images: _images, excerpt: _excerpt, ...exported } = ctx.markdown?.files.get(file) ?? { frontMatter: {}, toc: [] };
      return [MARKDOWN_IMPORT + file, { default: () => `\uE022${i}\uE023`, ...exported }];
    }),
  );
}

/** The browser's module for an imported Markdown file: its HTML drawn as elements, with its exports. */
function browserMarkdown(ctx: ReactPageContext): ((file: string) => string) | undefined {
  const { markdown } = ctx;
  if (!markdown) return undefined;
  return (file) => {
    const { html, images: _images, excerpt: _excerpt, ...exported } = markdown.files.get(file) ?? { html: '', frontMatter: {}, toc: [] };
    const names = Object.entries(exported).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`);
    return [`import { markdownContent } from ${JSON.stringify(markdown.runtime)};`, `export default markdownContent(${JSON.stringify(html)});`, ...names].join('\n');
  };
}

/** React 19 adds a preload link for each eager image; the page's images load as written, and a link has no place in the body. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

function pageComponent(exports: unknown, pick?: string): ComponentType | undefined {
  const module = exports && typeof exports === 'object' && 'default' in exports ? (exports as { default: unknown }).default : exports;
  const candidate = pick === undefined ? module : (module as Record<string, unknown> | undefined)?.[pick];
  return typeof candidate === 'function' || (candidate && typeof candidate === 'object' && '$$typeof' in candidate) ? (candidate as ComponentType) : undefined;
}

/** Each browser bundle's module, made once: the routes of one component (atmos's 864 file pages) share its bundle, kept while its files are unchanged (site-code.ts). */
const browserModules = new WeakMap<SiteBundle, Promise<string>>();

/** The bundle as an ES module: its default export runs it; `lazy` names the lazily loaded modules it requires, which the runtime loads first (site/client/page-runtime.tsx). */
function browserModule(bundle: SiteBundle): Promise<string> {
  const made = browserModules.get(bundle) ?? (async () => {
    const { transform } = await import('esbuild');
    const source = `export default function (require, module, exports) {\n${bundle.js}\n}\nexport const lazy = ${JSON.stringify(lazyModulesIn(bundle.js))};\n`;
    return (await transform(source, { format: 'esm', minify: true, target: ['chrome100', 'firefox100', 'safari15'], logLevel: 'silent' })).code;
  })();
  browserModules.set(bundle, made);
  return made;
}

/** The Markdown files a page's code imports (its bundle for Node, kept for its render); none when it does not compile. */
export async function markdownImports(page: ReactPageMeta, ctx: ReactPageContext): Promise<string[]> {
  const bundle = await pageBundle(page, ctx, 'node');
  return 'failure' in bundle ? [] : bundle.inputs.filter((input) => MARKDOWN.test(input));
}

/** The page's code for Node (its server render) or for the browser (its hydration), or the reason it does not compile. */
async function pageBundle(page: ReactPageMeta, ctx: ReactPageContext, target: 'node' | 'browser', markdownFiles: string[] = [], leftOut: string[] = []): Promise<SiteBundle | { failure: string }> {
  try {
    const markdownModule = target === 'browser' ? browserMarkdown(ctx) : undefined;
    // The browser bundle holds its Markdown's HTML, which differs by locale and moves with a linked doc's permalink, none of it in its files.
    const variant = markdownModule && markdownFiles.length ? createHash('sha1').update(markdownFiles.map(markdownModule).join('\0')).digest('hex').slice(0, 16) : undefined;
    return await bundleSiteCode(page.path, ctx.siteDir, ctx.publish, target, { page: true, staticDirs: ctx.staticDirs, repeatedImports: ctx.repeatedImports, sassPrelude: ctx.sassPrelude, postcss: ctx.postcss, aliases: ctx.aliases, moduleRules: ctx.moduleRules, markdownModule, variant, leftOut });
  } catch (error) {
    return { failure: `it does not compile (${reason(error)})` };
  }
}

/** At most this many packages of a page stand in for throwing before the page is left out. */
const MAX_LEFT_OUT = 3;

/**
 * The page rendered, or a reason it cannot be (a message naming what to fix). An installed package
 * that throws as the page loads or renders (throwing-package.ts) for a reason only this build meets
 * (standsIn) stands in, rendering only its
 * children (nothing, for a 3D scene's canvas), with a warning, and the page keeps its other parts:
 * it is rendered again without it, on the server and in the browser alike.
 */
export async function renderReactPage(page: ReactPageMeta, ctx: ReactPageContext): Promise<RenderedReactPage | { failure: string }> {
  const leftOut: string[] = [];
  const why: string[] = [];
  for (;;) {
    const said: string[] = [];
    const rendered = await renderLeavingOut(page, { ...ctx, warn: (message) => void said.push(message), missing: (specifier) => void (isLeftOut(specifier, leftOut) || ctx.missing(specifier)) }, leftOut);
    const culprit = 'thrown' in rendered && standsIn(rendered.thrown) ? throwingPackage(rendered.thrown, rendered.js) : undefined;
    if (culprit && !leftOut.includes(culprit) && leftOut.length < MAX_LEFT_OUT) {
      leftOut.push(culprit);
      why.push(reason((rendered as { thrown: unknown }).thrown));
      continue;
    }
    for (const message of said) ctx.warn(message);
    if ('thrown' in rendered) return { failure: `it could not be rendered (${reason(rendered.thrown)})` };
    if (!('failure' in rendered)) leftOut.forEach((name, i) => ctx.warn(standInWarning(page.permalink, name, why[i])));
    return rendered;
  }
}

/** React 18's internals, which a package bundling its own copy of React's JSX runtime reads, and React 19 no longer has. */
const REACT_INTERNALS = /ReactCurrent(Owner|Dispatcher)|__SECRET_INTERNALS/;
/** What a package says when the compiler Docusaurus runs through the site's Babel or webpack config did not run: StyleX's (@stylexjs/stylex lib/stylex.js, errorForFn). */
const NEEDS_COMPILER = /Unexpected 'stylex\.[\w.]+' call at runtime/;

/**
 * Whether an installed package's error is one only this build meets, so the package stands in.
 * Any other error (a site's component giving a chart no data) throws in Docusaurus's server render
 * too, which stops there: the page is left out, with the error.
 */
const standsIn = (thrown: unknown) => REACT_INTERNALS.test(reason(thrown)) || NEEDS_COMPILER.test(reason(thrown));

const standInWarning = (route: string, name: string, why: string) =>
  `the React page for "${route}" renders the package "${name}" as an empty stand-in (its components draw only their children, its calls give nothing): it throws here (${why}), where Docusaurus renders it. The page keeps its other parts. ${
    REACT_INTERNALS.test(why)
      ? "A package built against React 18's internals fails so under React 19, which this build renders with (Docusaurus renders with the site's own React): update it to a version that supports React 19, or draw it in the browser only (<BrowserOnly>)."
      : "A package that needs a compiler Docusaurus runs through the site's Babel or webpack config (StyleX's) fails so, as this build runs none: draw it in the browser only (<BrowserOnly>), or make it render without one."
  }`;

/**
 * The page rendered without the packages `leftOut` names, or what its code threw. As Docusaurus's
 * server bundle, the server render runs the page's code bundled for Node: a package's browser build
 * may need a DOM (emotion's gives its styles a cache only where there is one: calico's home page
 * stopped on "reading 'registered'"). A hydrated page's browser code is bundled for the browser.
 */
async function renderLeavingOut(page: ReactPageMeta, ctx: ReactPageContext, leftOut: string[]): Promise<RenderedReactPage | { failure: string } | { thrown: unknown; js: string }> {
  const bundle = await pageBundle(page, ctx, 'node', [], leftOut);
  if ('failure' in bundle) return bundle;
  for (const message of bundle.warnings) ctx.warn(message);
  const markdownFiles = bundle.inputs.filter((input) => MARKDOWN.test(input));
  // The HTML each mark stands for: the Markdown files the code imports, then the Markdown modules of its props (site/docusaurus/markdown-modules.ts).
  const marked = markdownFiles.map((file) => ctx.markdown?.files.get(file)?.html ?? '');
  const props = page.props && withMarkdownModules(page.props, (html) => () => `\uE022${marked.push(html) - 1}\uE023`);
  const data: PageData = { ...ctx.data, route: page.permalink, ...(props && { props }), ...(page.component && { component: true }) };
  // A hydrated page renders twice: what its code reports, once.
  const reported = new Set<string>();
  const warn = (message: string) => void (reported.has(message) || (reported.add(message), ctx.warn(message)));
  const server = { '@theme/CodeBlock': { default: serverCodeBlock(ctx.magicComments) }, ...serverMarkdown(markdownFiles, ctx) };
  const render = (toHtml: typeof renderToString) => {
    const recorder = createRecorder(ctx.inlineStyles);
    const generated = (name: string) => {
      const module = generatedModule(name, withWatchedConfig(data, recorder));
      if (module !== undefined) recorder.generated(name);
      return module;
    };
    // The locale's messages are there before the page's modules run: a `translate()` in a module's own code (meteoswiss's feature list) reads them as it loads, as in Docusaurus's bundle.
    setCodeTranslations(data.codeTranslations);
    const Page = pageComponent(runSiteCode(bundle, page.path, pageRequire({ browser: recorder.browser, warn, missing: ctx.missing, generated }, server)), page.pick);
    if (!Page) throw new Error(page.pick ? `its default export has no component for "${page.pick}"` : 'its module has no default export that is a React component. Export the page: `export default function Page() { ... }`');
    const html = toHtml(<PageRoot data={data} recorder={recorder} Page={Page} children={ctx.children} />)
      .replace(IMAGE_PRELOAD, '')
      .replace(MARKDOWN_MARK, (_, i: string) => marked[Number(i)] ?? '');
    return { html, record: recorder.record };
  };
  try {
    let { html, record } = render(renderToStaticMarkup);
    if (!record.browser.length) return { html, record, css: bundle.css, inputs: bundle.inputs, published: bundle.published };
    // Hydration needs React's markers between adjacent texts, which only renderToString writes.
    ({ html, record } = render(renderToString));
    const browser = await pageBundle(page, ctx, 'browser', markdownFiles, leftOut);
    if ('failure' in browser) return browser;
    const inputs = [...new Set([...bundle.inputs, ...browser.inputs])];
    return { html, record, css: bundle.css, script: await browserModule(browser), inputs, published: [...new Set([...bundle.published, ...browser.published])] };
  } catch (error) {
    return { thrown: error, js: bundle.js };
  }
}
