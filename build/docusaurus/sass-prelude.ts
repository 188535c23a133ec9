/**
 * The Sass a site's own plugin has webpack put before each of its SCSS files: databend's
 * `configureWebpack` adds `sass-resources-loader` with `resources: [src/css/_mixins.scss]`, so
 * every stylesheet, its customCss and its components' `.module.scss`, may `@include` those mixins
 * without importing them; sass-loader's `additionalData` (a string) does the same with text.
 * Docusaurus compiles them so, and without it they do not compile ("Undefined mixin").
 */
import path from 'node:path';
import { globbySync } from 'globby';
import { obj, type Raw } from './option-values.ts';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** A rule's loaders as `{ loader, options }`, whether written as `use` or `loaders` (strings or objects), or as `loader` with the rule's `options`. */
function loadersOf(rule: Raw): Raw[] {
  const listed = [...asList(rule.use), ...asList(rule.loaders)].map((entry) => (typeof entry === 'string' ? { loader: entry } : obj(entry)));
  return typeof rule.loader === 'string' ? [...listed, { loader: rule.loader, options: rule.options }] : listed;
}

/** Whether a rule's `test` takes `.scss` files (a RegExp, a string, or a list of them). */
const takesScss = (test: unknown) => asList(test).some((t) => (t instanceof RegExp ? t.test('x.scss') : typeof t === 'string' && t.endsWith('.scss')));

/** Every rule of a webpack config, those nested in `oneOf` and `rules` too, which take their parent's `test` when they have none. */
function rulesOf(rules: unknown, parentTest?: unknown): Raw[] {
  return asList(rules).flatMap((rule) => {
    const r: Raw = { test: parentTest, ...obj(rule) };
    return [r, ...rulesOf(r.oneOf, r.test), ...rulesOf(r.rules, r.test)];
  });
}

/**
 * The files a sass-resources-loader resource names: the loader (2.2.5, utils/expandResourceGlobs.js)
 * expands each with glob 7 from the working directory, the site folder under Docusaurus, sorted as
 * glob sorts them, so `src/css/*.scss` is every SCSS file there, not a file of that name.
 */
const resourceFiles = (pattern: string, siteDir: string): string[] =>
  globbySync(pattern.split(path.sep).join('/'), { cwd: siteDir, absolute: true }).sort((a, b) => a.localeCompare(b, 'en'));

/** The Sass to put before each of the site's SCSS files, and the resource patterns that matched no file (which fail the loader under Docusaurus). */
export interface SassPrelude {
  text: string;
  unmatched: string[];
}

/**
 * The SCSS text to put before each of the site's SCSS files, from what a plugin's
 * `configureWebpack` returned: an `@import` of each file a sass-resources-loader resource matches
 * (a path or glob relative to the site folder, or absolute), then each sass-loader `additionalData` string.
 */
export function sassPreludeOf(webpackConfig: unknown, siteDir: string): SassPrelude {
  const parts: string[] = [];
  const unmatched: string[] = [];
  for (const rule of rulesOf(obj(obj(webpackConfig).module).rules).filter((r) => takesScss(r.test))) {
    for (const { loader, options } of loadersOf(rule)) {
      const name = typeof loader === 'string' ? loader : '';
      const o = obj(options);
      if (/(^|[\\/])sass-resources-loader([\\/]|$)/.test(name)) {
        for (const pattern of asList(o.resources).filter((p): p is string => typeof p === 'string')) {
          const files = resourceFiles(pattern, siteDir);
          if (!files.length) unmatched.push(pattern);
          for (const file of files) parts.push(`@import ${JSON.stringify(file.split(path.sep).join('/'))};`);
        }
      } else if (/(^|[\\/])sass-loader([\\/]|$)/.test(name) && typeof o.additionalData === 'string') parts.push(o.additionalData);
    }
  }
  return { text: parts.length ? parts.join('\n') + '\n' : '', unmatched };
}
