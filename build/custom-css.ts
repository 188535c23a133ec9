/**
 * The site's own stylesheets (`style.customCss`, Docusaurus's `customCss`): each bundled with its
 * `@import`s by lightningcss, Sass and SCSS compiled first by the `sass` package (what
 * docusaurus-plugin-sass does), and published content-hashed with the files their `url()`s name,
 * as webpack's css-loader publishes them for Docusaurus; the PostCSS plugins of the site's
 * `configurePostCss` (Tailwind) run on each first, after Sass, as postcss-loader runs them there.
 * Pages link them after the generator's
 * stylesheet, so that their rules win.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from './content/read-text.ts';
import type { Reporter } from './diagnostics.ts';
import { readable } from './content/readable.ts';
import { EXTERNAL, fromPackages, hash, originOf, outside, resolveUrl, stylesheetRoots, unalias, type PublishedFiles, type UrlContext } from './css-urls.ts';
import { compileSassFile } from './markdown/sass-compile.ts';

export interface CustomCss extends PublishedFiles {
  /** Root-relative URLs of the stylesheets, in the config's order (base URL not applied). */
  urls: string[];
}

const isSass = (file: string) => /\.s[ac]ss$/i.test(file);

/**
 * A customCss entry that names a package's file (`@radix-ui/colors/sky.css`, which the config's
 * require.resolve hands on unchanged when the package is not installed) rather than one of the
 * site's: its first folder is not in the site folder, or it lies in node_modules
 * (`./node_modules/modern-normalize/modern-normalize.css`).
 */
function isPackagePath(sheet: string, siteDir: string): boolean {
  if (/(^|[/\\])node_modules[/\\]/.test(sheet)) return true;
  if (path.isAbsolute(sheet) || /^\.{1,2}\//.test(sheet)) return false;
  return sheet.startsWith('@') || !existsSync(path.join(siteDir, sheet.split('/')[0]));
}

interface Context extends UrlContext {
  result: CustomCss;
  /** SCSS put before each SCSS file (docusaurus/sass-prelude.ts). */
  sassPrelude?: string;
  /** The PostCSS plugins of the site's `configurePostCss` (docusaurus/postcss-plugins.ts). */
  postcss?: (css: string, file: string) => Promise<string>;
}

async function compileSass(file: string, ctx: Context): Promise<string> {
  const compiled = await compileSassFile(file, ctx.siteDir, ctx.sassPrelude);
  for (const url of compiled.loadedUrls) if (url.protocol === 'file:') ctx.result.inputs.set(url.pathname, statSync(url.pathname).mtimeMs);
  return compiled.css;
}

/** The scheme a relative `url()` of a declaration is marked with while lightningcss bundles (see `markPropertyUrls`). */
const PROPERTY_URL = 'x-property-url:';

/**
 * Marks each relative `url()` of a declaration's value with a scheme, so that lightningcss bundles
 * it and names it among its dependencies, where it is resolved from the file that writes it, as
 * webpack's css-loader resolves every `url()` for Docusaurus. Unmarked, lightningcss refuses one as
 * ambiguous where it keeps the value unparsed: a custom property's (`--menu-icon:
 * url('../img/caret.svg')`, read where `var()` uses it), or a declaration it cannot read
 * (fleet-docs' @font-face `src` that ends with a comma), which css-loader publishes all the same.
 */
function markPropertyUrls(css: string): string {
  // Comments and strings are matched first and kept as written: a `--x: url()` inside one is text.
  return css.replace(/\/\*[\s\S]*?\*\/|"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'|([\w-]+\s*:)([^;{}]*)/g, (match, name: string | undefined, value: string) =>
    // In the value too, a string is text (`content: "see url(a.png)"`).
    name === undefined ? match : name + value.replace(/"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'|url\(\s*(['"]?)([^'"()\s]+)\1\s*\)/gi, (url, quote: string | undefined, target: string | undefined) => (target === undefined || EXTERNAL.test(target) || /^[/#]/.test(target) ? url : `url(${quote}${PROPERTY_URL}${target}${quote})`)),
  );
}

/** One stylesheet and its imports as one minified file, its `url()`s resolved. */
async function bundleSheet(file: string, ctx: Context): Promise<string | undefined> {
  const { bundleAsync } = await import('lightningcss');
  const compiled = isSass(file) ? await compileSass(file, ctx) : undefined;
  const sassCss = ctx.postcss ? await ctx.postcss(compiled ?? readFileSync(file, 'utf8'), file) : compiled;
  const external: string[] = [];
  const { code, dependencies, warnings } = await bundleAsync({
    filename: file,
    minify: true,
    errorRecovery: true,
    analyzeDependencies: true,
    targets: { chrome: 100 << 16, firefox: 100 << 16, safari: 15 << 16 },
    resolver: {
      async read(target) {
        if (target === file && sassCss !== undefined) return markPropertyUrls(sassCss);
        if (target.startsWith('\0')) return '';
        ctx.result.inputs.set(target, statSync(target).mtimeMs);
        const text = readFileSync(target, 'utf8');
        // css-loader's importLoaders send each imported file through postcss-loader too (`@import 'tailwindcss/base'`).
        return markPropertyUrls(ctx.postcss ? await ctx.postcss(text, target) : text);
      },
      resolve(specifier, from) {
        if (EXTERNAL.test(specifier)) {
          // Kept as an import at the top of the bundle (lightningcss refuses one after a bundled import, which sites write).
          const origin = originOf(specifier);
          if (origin) ctx.result.origins.push(origin);
          if (!external.includes(specifier)) external.push(specifier);
          return `\0${specifier}`;
        }
        const aliased = unalias(specifier, ctx.siteDir);
        // css-loader asks for a bare `@import url(navbar.css)` as `./navbar.css` first, then as a package's (hertzbeat's custom.css).
        const relative = path.resolve(path.dirname(from), specifier);
        const local = aliased !== specifier ? aliased : /^\.{0,2}\//.test(specifier) || existsSync(relative) ? relative : fromPackages(specifier, ctx.siteDir);
        if (local && existsSync(local)) {
          if (readable(local, ctx.roots)) return local;
          ctx.reporter.warn(displayPath(from), undefined, `@import "${specifier}": ${displayPath(local)} ${outside(ctx.siteDir, ctx.staticDirs)}`);
          return `\0${specifier}`;
        }
        ctx.reporter.warn(displayPath(from), undefined, `@import "${specifier}": no such file${local ? '' : ' (is the package installed in the site folder?)'}; the import is left out.`);
        return `\0${specifier}`;
      },
    },
  });
  for (const w of warnings) ctx.reporter.warn(displayPath(w.loc.filename || file), w.loc.line, `${w.message} (the rule is left out).`);
  let css = external.map((url) => `@import ${JSON.stringify(url)};`).join('') + Buffer.from(code).toString('utf8');
  for (const dep of dependencies ?? []) {
    if (dep.type !== 'url') continue;
    const url = dep.url.startsWith(PROPERTY_URL) ? dep.url.slice(PROPERTY_URL.length) : dep.url;
    css = css.split(dep.placeholder).join(resolveUrl(url, dep.loc.filePath, ctx).replace(/"/g, '%22'));
  }
  return css;
}

/**
 * Builds the stylesheets named by `sheets` (relative to `siteDir`, or absolute); a missing file or
 * one that does not parse is an error that names it. `staticDirs` hold what root-relative `url()`s
 * name, served under `baseUrl`.
 */
export async function buildCustomCss(sheets: string[], siteDir: string, staticDirs: string[], baseUrl: string, reporter: Reporter, configFile: string, sassPrelude?: string, postcss?: Context['postcss']): Promise<CustomCss> {
  const result: CustomCss = { urls: [], files: new Map(), origins: [], inputs: new Map() };
  const ctx: Context = { siteDir, staticDirs, baseUrl, reporter, result, sassPrelude, postcss, roots: stylesheetRoots(siteDir, staticDirs) };
  for (const sheet of sheets) {
    const file = (isPackagePath(sheet, siteDir) && fromPackages(sheet, siteDir)) || path.resolve(siteDir, sheet);
    if (!existsSync(file) && isPackagePath(sheet, siteDir)) {
      reporter.warn(displayPath(configFile), undefined, `custom CSS "${sheet}" comes from a package that is not installed in the site folder, so it is left out. Run npm install there to include it.`);
      continue;
    }
    if (!existsSync(file) || !statSync(file).isFile()) {
      reporter.error(displayPath(configFile), undefined, `custom CSS "${sheet}": no file at ${displayPath(file)}. Fix the path in customCss, or remove the entry.`);
      continue;
    }
    result.inputs.set(file, statSync(file).mtimeMs);
    try {
      const css = await bundleSheet(file, ctx);
      if (css === undefined) continue;
      const url = `/assets/css/${path.basename(file).replace(/\.\w+$/, '')}.${hash(css)}.css`;
      result.files.set(url.slice(1), css);
      result.urls.push(url);
    } catch (error) {
      // lightningcss names fileName and loc, Sass a span, PostCSS (a configurePostCss plugin) file, line and reason.
      const e = error as { message?: string; reason?: string; file?: string; line?: number; fileName?: string; loc?: { line: number }; span?: { start?: { line: number }; url?: URL } };
      const where = e.fileName || e.file || (e.span?.url ? e.span.url.pathname : file);
      const line = e.loc?.line ?? e.line ?? (e.span?.start ? e.span.start.line + 1 : undefined);
      reporter.error(displayPath(where), line, `custom CSS does not compile: ${(e.reason ?? e.message ?? String(error)).split('\n')[0]}. Fix the stylesheet, or remove it from customCss.`);
    }
  }
  result.origins = [...new Set(result.origins)];
  return result;
}

/** True while none of the files a build of the custom CSS read has changed. */
export function customCssFresh(built: CustomCss): boolean {
  for (const [file, mtime] of built.inputs) if (!existsSync(file) || statSync(file).mtimeMs !== mtime) return false;
  return true;
}

/** The origins of the config's external stylesheets and of what the custom CSS loads from elsewhere. */
export function styleOrigins(stylesheets: { href: string }[], sheets: CustomCss): string[] {
  const external = stylesheets.flatMap(({ href }) => (/^(https?:)?\/\//i.test(href) ? [originOf(href) ?? []].flat() : []));
  return [...new Set([...external, ...sheets.origins])];
}
