/**
 * What an MDX file's `import` statements give: Docusaurus's theme modules (our build-time React components), partials
 * (`.md`/`.mdx`, rendered inline where they are used, with the names they export: mdx-exports.ts), JSON data, images, a
 * site's own JavaScript components and the stylesheets it imports, CSS modules and Sass (site-code.ts), the site's
 * installed packages, bundled as its components are, and what its configureWebpack module rules make of a file
 * (webpack-loaders.ts). Files are loaded before the document's code runs, so its `require` answers at once. What
 * cannot be resolved is a warning and a stand-in that renders its children, so the page still builds.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import { reactWithDefaultProps } from '../../../shared/default-props.ts';
import { createElement, type ReactNode } from 'react';
import { PACKAGES } from '../../../site/docusaurus/packages.ts';
import { aliasedPath } from './aliases.ts';
import { insideBrowserOnly, needsBrowser } from './browser-only.tsx';
import { asModule } from '../../../site/docusaurus/modules.ts';
import { THEME_MODULES } from './theme.tsx';
import { BUNDLED_STYLE, loadSiteCode, SITE_CODE, type SiteCodeOptions } from './site-code.ts';
import { ASSET, MARKDOWN, PROVIDED, RAW_LOADER } from './site-code-plugin.ts';
import type { Require } from './module.ts';
import { browserModule, missingModule, missingName } from './stand-in.ts';
import { generatedOfPage } from './page-generated.ts';
import { mdxFileExports } from './mdx-exports.ts';
import { rulesFor } from './webpack-loaders.ts';

/** With the site's code options: whether it may import one name twice from one module, the SCSS put before its SCSS files. */
export interface ImportContext extends Pick<SiteCodeOptions, 'repeatedImports' | 'sassPrelude' | 'aliases' | 'moduleRules'> {
  /** The MDX file whose imports these are. */
  file: string;
  /** The site folder, which `@site/` names. */
  siteDir?: string;
  /** The static folders, where code's `/img/x.svg` is looked up first. */
  staticDirs?: string[];
  /** The component folders of the site's theme packages, where `@theme/X` is found when this build does not provide X. */
  themeDirs?: string[];
  /** A local image's published URL; undefined when it is missing. */
  imageUrl(absolutePath: string): string | undefined;
  /** Whether a file an import names may be read: one of the site's repository, content or static folders (content/readable.ts). */
  mayRead(absolutePath: string): boolean;
  /** Reports an import that cannot be used, naming it. */
  warn(specifier: string, message: string): void;
  /** Collects the CSS of a site component the page uses. */
  css(text: string): void;
  /** Told of every file an import read, for the cache; `stamp`: its stamp, where it was taken already. */
  read(file: string, stamp?: string): void;
  /** The site's theme files looked up so far in this build, by name (site-theme.ts's siteThemeFile): the same for each of its documents. */
  themeFiles?: Map<string, string | undefined>;
}

/** A partial's component: where it is used, the file's own content renders with its props. */
export type PartialComponent = ((props: object) => ReactNode) & { mdxPartial: string };

export function isPartial(component: unknown): component is PartialComponent {
  return typeof component === 'function' && typeof (component as PartialComponent).mdxPartial === 'string';
}

const EXTENSIONS = ['', '.mdx', '.md', '.json', '.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];
const LOCAL = /^(\.|\/|@site\/)/;
/** Webpack's inline raw-loader before a local path (`!!raw-loader!./example.js`, as Docusaurus's docs show it for code blocks): the file's text is the default export. */
const rawLocal = (specifier: string) => RAW_LOADER.test(specifier) && LOCAL.test(specifier.replace(RAW_LOADER, ''));

const esModule = (value: object) => ({ __esModule: true, ...value });

/**
 * The file a local specifier names: `@site/x` in the site folder; `/x` in each static folder, then
 * the site folder, then as an absolute path, as webpack resolves a server-relative request for
 * Docusaurus (its `resolve.roots`: the static folders, then the site folder; manifold's blog
 * requires `/img/blog/...`, meshtastic's `import x from "/img/enclosures/x.webp"`,
 * openkruise.io's docs `/static/img/...`); else from the document.
 */
export function resolveFile(specifier: string, ctx: ImportContext): string | undefined {
  const roots = () => [...(ctx.staticDirs ?? []), ctx.siteDir!].map((root) => path.join(root, specifier));
  const bases = specifier.startsWith('@site/') && ctx.siteDir ? [path.join(ctx.siteDir, specifier.slice('@site/'.length))] : specifier.startsWith('/') && ctx.siteDir ? [...roots(), specifier] : [path.resolve(path.dirname(ctx.file), specifier)];
  return bases.flatMap((base) => EXTENSIONS.map((ext) => base + ext)).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * The file of a theme package that `@theme/X` names when this build does not provide X, as Docusaurus
 * finds it among its themes' components (docusaurus-theme-openapi-docs's `@theme/ParamsDetails`).
 * What this build provides stays its own: its components are drawn with the state a page hydrates.
 */
export function themePackageFile(specifier: string, themeDirs: string[] | undefined): string | undefined {
  if (!themeDirs?.length || !specifier.startsWith('@theme/') || THEME_MODULES[specifier]) return undefined;
  const name = specifier.slice('@theme/'.length);
  return themeDirs.flatMap((dir) => EXTENSIONS.map((ext) => path.join(dir, name) + ext)).find((candidate) => SITE_CODE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * The file `@theme/X` names in a document when this build does not provide X: the site's own
 * `src/theme/X` first, as Docusaurus's theme alias puts the site's theme folder before its themes'
 * (litho's MDX imports its own `@theme/VersionedCodeBlock`, and its code blocks were lost), else a
 * theme package's.
 */
function themeFile(specifier: string, ctx: ImportContext): string | undefined {
  if (!specifier.startsWith('@theme/') || THEME_MODULES[specifier]) return undefined;
  const own = ctx.siteDir ? resolveFile(`@site/src/theme/${specifier.slice('@theme/'.length)}`, ctx) : undefined;
  return own && SITE_CODE.test(own) ? own : themePackageFile(specifier, ctx.themeDirs);
}

/**
 * The file of an installed package that a bare import of a document names, found from the document
 * and then from the site folder as webpack's `resolve.modules` finds it for Docusaurus, which
 * bundles it: victory-native-xl's `import ReactPlayer from "react-player/lazy"`,
 * keyboard-controller's `lottie-react`. What this build provides, and a package not installed, are not.
 */
function installedFile(specifier: string, ctx: ImportContext): string | undefined {
  if (PROVIDED.test(specifier) || PACKAGES[specifier] || isBuiltin(specifier)) return undefined;
  for (const from of [ctx.file, ...(ctx.siteDir ? [path.join(ctx.siteDir, 'package.json')] : [])]) {
    try {
      const file = createRequire(from).resolve(specifier);
      if (SITE_CODE.test(file) && file.split(path.sep).includes('node_modules')) return file;
    } catch {
      // Not installed where this looks: the next place, else the stand-in.
    }
  }
  return undefined;
}

/**
 * How the site's code this document imports is bundled (site-code.ts). `@theme/X` that this build
 * does not provide is the site's own `src/theme/X` there too, then a theme package's: wasmcloud's
 * faq-schema imports `@theme/wasmcloud/json-ld`, and its structured data was a stand-in.
 */
export function bundlingOptions(ctx: ImportContext): SiteCodeOptions {
  return { staticDirs: ctx.staticDirs, repeatedImports: ctx.repeatedImports, sassPrelude: ctx.sassPrelude, aliases: ctx.aliases, moduleRules: ctx.moduleRules, themeFile: (specifier) => themeFile(specifier, ctx) };
}

/** A file of an installed package, which the site's own code (trusted as its config is) chose to import: read wherever it is installed. */
const INSTALLED = (file: string) => file.split(path.sep).includes('node_modules');

/** What an import that names a partial, a drawing or code stands for when the file is not read: a component that shows nothing. */
const COMPONENT = /\.(mdx?|svg|[cm]?[jt]sx?)$/i;

async function fileModule(file: string, specifier: string, ctx: ImportContext, require: Require): Promise<unknown> {
  // As an imported image (ASSET, below) and a Markdown image: a file from outside the site's repository is never read, so never published.
  if (!INSTALLED(file) && !ctx.mayRead(file)) {
    ctx.warn(specifier, `the file "${specifier}" is not read: it lies outside the site's repository (or in its .git folder), so the page is built without it. Move it into the repository.`);
    return esModule({ default: COMPONENT.test(file) ? () => null : undefined });
  }
  // What the module rules make of a file they take, bundled as code: langchaingo's `.go` examples, apify's `asset/source` ones.
  if (rulesFor(ctx.moduleRules, file).length) return bundledModule(file, specifier, ctx, require);
  if (/\.mdx?$/i.test(file)) return esModule({ ...(await mdxFileExports(file, specifier, ctx, createMdxRequire)), default: Object.assign(() => null, { mdxPartial: file }) });
  const data: unknown = /\.json$/i.test(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  if (data !== undefined) return esModule({ ...(data && typeof data === 'object' && !Array.isArray(data) ? data : {}), default: data });
  // As the YAML loaders sites add with configureWebpack give it (frigate's js-yaml-loader, yaml-loader): the data as the default export.
  if (/\.ya?ml$/i.test(file)) return esModule({ default: loadYaml(readFileSync(file, 'utf8')) });
  // Docusaurus's SVGR makes an SVG a component (`<Logo />`), drawn inline: the bundle's (svg-component.ts).
  if (/\.svg$/i.test(file)) return (await loadSiteCode(file, ctx.siteDir, ctx.imageUrl, require, bundlingOptions(ctx))).exports;
  if (ASSET.test(file)) {
    const url = ctx.imageUrl(file);
    if (!url) ctx.warn(specifier, `the file "${specifier}" is not published: it lies outside the site's repository, or cannot be read. Move it into the repository.`);
    return esModule({ default: url });
  }
  if (SITE_CODE.test(file) || BUNDLED_STYLE.test(file)) return bundledModule(file, specifier, ctx, require);
  if (/\.css$/i.test(file)) ctx.css(readFileSync(file, 'utf8'));
  return esModule({});
}

/** The exports of a file bundled with what it imports (site-code.ts), its CSS and warnings told. */
async function bundledModule(file: string, specifier: string, ctx: ImportContext, require: Require): Promise<unknown> {
  const code = await loadSiteCode(file, ctx.siteDir, ctx.imageUrl, require, bundlingOptions(ctx));
  // With the stamps the bundle's check took, once a build: stamped again for each page, they were 7% of pan.dev's render threads (a stat per file per page).
  code.watched.forEach((watched, i) => ctx.read(watched, code.stamps[i]));
  if (code.css) ctx.css(code.css);
  warnUnexportedMarkdown(code.inputs, code.exports, specifier, ctx);
  for (const message of code.warnings) ctx.warn(specifier, message);
  return code.exports;
}

/** The partials among a module's exports, and among the values of an exported object (cypress's MDXComponents map). */
function exportedPartials(exports: unknown): Set<string> {
  const values = exports && typeof exports === 'object' ? Object.values(exports as Record<string, unknown>) : [];
  const nested = values.flatMap((value) => (value && typeof value === 'object' ? Object.values(value as Record<string, unknown>) : []));
  return new Set([...values, ...nested].filter(isPartial).map((partial) => partial.mdxPartial));
}

/**
 * Markdown that a component's code imports is a partial (site-code-plugin.ts): shown where MDX uses it as a tag, which it
 * can when the module exports it. Rendered by the component's own code (moodle's `defaultDescription={AmdDir}`,
 * react-native's `return <IOSContent />`), it shows nothing, as this build renders Markdown before React runs: a warning.
 */
function warnUnexportedMarkdown(inputs: string[], exports: unknown, specifier: string, ctx: ImportContext): void {
  const exported = exportedPartials(exports);
  for (const input of inputs.filter((file) => MARKDOWN.test(file) && !exported.has(file))) {
    ctx.warn(specifier, `"${specifier}" imports ${path.basename(input)}, Markdown that shows where MDX uses it as a tag but not inside the component's own rendering, so it is left out there. Export it from the module and use it as a tag in the page, or write its content in the component.`);
  }
}

/** The first line of an error, or esbuild's first message with where it is. */
export function reason(error: unknown): string {
  const first = (error as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors?.[0];
  if (first) return first.location ? `${path.basename(first.location.file)}:${first.location.line}: ${first.text}` : first.text;
  return (error as Error).message.split('\n')[0];
}

const nodeRequire = createRequire(import.meta.url);
// With React 18's default props of function components (shared/default-props.ts).
const REACT: Record<string, unknown> = { react: reactWithDefaultProps(React), 'react-dom': ReactDom, 'react/jsx-runtime': reactWithDefaultProps(JsxRuntime), 'react/jsx-dev-runtime': reactWithDefaultProps(JsxRuntime) };
/** Theme modules, React and react-dom (as in Docusaurus's server render: react-redux 7 reads its unstable_batchedUpdates), what was loaded, and Node's built-in modules (code drawn at build time runs in Node, as Docusaurus's server render does: chalk 5, which docusaurus-theme-openapi-docs's examples import, reads `node:tty`); anything else warns and gives the stand-in. `reported`: the missing names already told. */
function answer(specifier: string, loaded: Map<string, unknown>, ctx: ImportContext, reported: Set<string>): unknown {
  if (Object.hasOwn(REACT, specifier)) return REACT[specifier];
  // `@theme-original/X`, a swizzled component's way to the built-in one, is this build's `@theme/X`.
  const provided = THEME_MODULES[specifier.replace(/^@theme-original\//, '@theme/')] ?? PACKAGES[specifier];
  // A component in a package of "type": "module" takes the whole module as its default import (esbuild's node interop), which asModule answers too.
  if (provided) return asModule(provided, missingName(specifier, provided, reported, ctx.warn));
  const known = loaded.get(specifier) ?? generatedOfPage(specifier);
  if (known !== undefined) return known;
  if (isBuiltin(specifier)) return nodeRequire(specifier);
  ctx.warn(specifier, `"${specifier}" cannot be resolved here, so what it provides renders its children only. Check the path, or use a module this build knows (@theme/..., @docusaurus/...)`);
  return missingModule();
}

/** Loads the local files `specifiers` name and returns the `require` the document's code runs with. */
export async function createMdxRequire(specifiers: string[], ctx: ImportContext): Promise<Require> {
  const loaded = new Map<string, unknown>();
  const require = siteRequire(ctx, loaded);
  for (const specifier of new Set(specifiers)) {
    const raw = rawLocal(specifier);
    // An aliased import (the site's webpack aliases: `@Components/Card`) names the file its alias leads to.
    const aliased = aliasedPath(specifier, ctx.aliases);
    const file = aliased && path.isAbsolute(aliased) ? resolveFile(aliased, ctx) : LOCAL.test(specifier) || raw ? resolveFile(specifier.replace(RAW_LOADER, ''), ctx) : (themeFile(specifier, ctx) ?? installedFile(specifier, ctx));
    if (!file) continue;
    ctx.read(file);
    if (raw) {
      loaded.set(specifier, esModule({ default: readFileSync(file, 'utf8') }));
      continue;
    }
    try {
      loaded.set(specifier, await fileModule(file, specifier, ctx, require));
    } catch (error) {
      const warn = () => ctx.warn(specifier, `"${specifier}" could not be loaded (${reason(error)}), so what it provides renders its children only. Fix that file.`);
      // A module that needs the browser as it loads (leaflet reads `window`): inside BrowserOnly's children it throws, as it would there, and the fallback stays; elsewhere it stands in.
      if (needsBrowser(error)) loaded.set(specifier, browserModule(error, warn, insideBrowserOnly));
      else (warn(), loaded.set(specifier, missingModule()));
    }
  }
  return require;
}

/** What site code loaded beside a page gets for its imports (a document's code: its own, `loaded`, too): this build's modules, else stand-ins. */
export function siteRequire(ctx: ImportContext, loaded = new Map<string, unknown>()): Require {
  const reported = new Set<string>();
  return (specifier) => answer(specifier, loaded, ctx, reported);
}
