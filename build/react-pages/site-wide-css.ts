/**
 * The plain CSS a site's React pages import, for every page: Docusaurus's webpack puts every
 * stylesheet of its client bundle into one `styles` chunk linked from every page (@docusaurus/core
 * 3.10.2 webpack/base.js, splitChunks `cacheGroups.styles`), so a stylesheet that one page's
 * component imports (kubero's Remix icon font, which its navbar's Discord item uses) applies on every
 * page. Here a page's CSS modules stay with that page (their class names are the page's own), and
 * its plain CSS is published once for the whole site, each file once, in the order the pages first
 * import it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Stylesheet } from '../markdown/index.ts';

/** One file's CSS in a page's bundle: `file` as the bundle names it (relative to the site folder). */
export interface CssPart {
  file: string;
  css: string;
}

/** A CSS module (esbuild's `local-css`, as css-loader's `modules.auto` takes it), whose class names are scoped. */
const CSS_MODULE = /\.module\.(css|s[ac]ss)$/i;

/** The comment esbuild writes before each file's CSS in a bundle (not minified): its path relative to the working folder. */
const FILE_COMMENT = /^\/\* (.+) \*\/$/gm;

/**
 * A bundle's CSS by file: only a comment naming one of the bundle's `inputs` starts a file (a
 * comment of the CSS itself is kept as text); what esbuild puts before the first (an external
 * `@import` it hoists) is a part of its own, named by nothing.
 */
export function cssParts(css: string, siteDir: string, inputs: string[]): CssPart[] {
  const known = new Set(inputs);
  const starts = [...css.matchAll(FILE_COMMENT)].filter((m) => known.has(path.resolve(siteDir, m[1])));
  const before = css.slice(0, starts[0]?.index ?? css.length).trim();
  const parts = starts.map((start, i) => ({ file: start[1], css: css.slice(start.index, starts[i + 1]?.index ?? css.length).trim() }));
  return before ? [{ file: '', css: before }, ...parts] : parts;
}

/**
 * A page bundle's CSS in two: its CSS modules' files, for the page, and the rest (plain CSS and
 * Sass) by file, for every page. The site's PostCSS plugins ran on each file before it was
 * bundled (markdown/mdx/site-css.ts), as postcss-loader runs them for Docusaurus.
 */
export function pageCss(bundle: { css: string; inputs: string[] }, siteDir: string): { modules: string; plain: CssPart[] } {
  const parts = cssParts(bundle.css, siteDir, bundle.inputs);
  const text = (module: boolean) => parts.filter((part) => CSS_MODULE.test(part.file) === module).map((part) => part.css).join('\n\n');
  return { modules: text(true), plain: parts.filter((part) => !CSS_MODULE.test(part.file)) };
}

/** A rule that counts only at the top of a sheet: browsers ignore an `@import` after a rule, and `@charset` anywhere but first. */
const TOP_RULE = /^@(?:charset|import)\b[^\n]*;[ \t]*$/gm;

/**
 * The site-wide stylesheet of the pages' plain CSS (and of the swizzled parts of the theme drawn
 * on every page): each file once, the first page's text; undefined when there is none. What
 * esbuild hoisted to the top of each page's bundle (an external `@import`, as a landing page's
 * Google Fonts one) goes first here too, for every page: joined after the first page's rules, a
 * browser would ignore it. One `@charset` at most, the first.
 */
export function siteWideSheet(pages: CssPart[][]): Stylesheet | undefined {
  const seen = new Set<string>();
  const imports = new Set<string>();
  let charset: string | undefined;
  const hoisted: string[] = [];
  const files: string[] = [];
  for (const part of pages.flat()) {
    const key = part.file || part.css;
    if (seen.has(key)) continue;
    seen.add(key);
    const rest = part.css
      .replace(TOP_RULE, (rule) => {
        if (rule.startsWith('@charset')) charset ??= rule.trim();
        else imports.add(rule.trim());
        return '';
      })
      .trim();
    if (rest) (part.file ? files : hoisted).push(rest);
  }
  const parts = [...(charset ? [charset] : []), ...imports, ...hoisted, ...files];
  if (!parts.length) return undefined;
  const css = parts.join('\n\n');
  return { url: `/assets/css/components.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`, css };
}
