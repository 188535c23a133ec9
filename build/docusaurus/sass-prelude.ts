/**
 * The Sass a site's own plugin has webpack put before each of its SCSS files: databend's
 * `configureWebpack` adds `sass-resources-loader` with `resources: [src/css/_mixins.scss]`, so
 * every stylesheet, its customCss and its components' `.module.scss`, may `@include` those mixins
 * without importing them; sass-loader's `additionalData` (a string) does the same with text.
 * Docusaurus compiles them so, and without it they do not compile ("Undefined mixin").
 */
import path from 'node:path';
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
 * The SCSS text to put before each of the site's SCSS files, from what a plugin's
 * `configureWebpack` returned: an `@import` of each sass-resources-loader resource (a file
 * relative to the site folder, or absolute), then each sass-loader `additionalData` string.
 */
export function sassPreludeOf(webpackConfig: unknown, siteDir: string): string {
  const parts: string[] = [];
  for (const rule of rulesOf(obj(obj(webpackConfig).module).rules).filter((r) => takesScss(r.test))) {
    for (const { loader, options } of loadersOf(rule)) {
      const name = typeof loader === 'string' ? loader : '';
      const o = obj(options);
      if (/(^|[\\/])sass-resources-loader([\\/]|$)/.test(name)) {
        for (const file of asList(o.resources)) if (typeof file === 'string') parts.push(`@import ${JSON.stringify(path.resolve(siteDir, file).split(path.sep).join('/'))};`);
      } else if (/(^|[\\/])sass-loader([\\/]|$)/.test(name) && typeof o.additionalData === 'string') parts.push(o.additionalData);
    }
  }
  return parts.length ? parts.join('\n') + '\n' : '';
}
