/**
 * The options a site's wrapper of a content plugin (wrapped-content.ts) passes to it, where it
 * computes them in code rather than taking the config's: taichi's blog wrapper sets `options.path`
 * to `blog/<currentLocale>` (the default locale's folder when that one holds no post) before it
 * calls `@docusaurus/plugin-content-blog`. Docusaurus builds that instance from what the wrapper
 * passed, and calls the wrapper once per locale it builds (core's commands/build.js `buildLocale`,
 * each loading the site's plugins with `i18n.currentLocale` set, in 2.x as in 3.x). So the wrapper
 * is called again for each other locale, with that locale's context, and what it passed is read
 * (content-plugin-routes.ts records it): what it changed of its own options is the instance's
 * options (wrapped-config.ts), and its content folder in a locale where that differs is the
 * folder the locale's build reads (content-layout.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import { CONTENT_OPTIONS } from './content-plugin-routes.ts';
import { obj, type Raw } from './option-values.ts';
import { plainCopy } from './plugin-context.ts';

/**
 * One wrapped content instance: its kind, its id as the config gives it, what the wrapper changed
 * of its options, its folder per other locale where that differs, and per other locale the options
 * it passed otherwise than in the default locale that this build does not take per locale
 * (`localeOnly`: every one but a blog's `path`), which a warning names (wrapped-config.ts).
 */
export interface WrapperOptions {
  kind: 'docs' | 'blog';
  id: string;
  changed: Raw;
  localePaths: Record<string, string>;
  localeOnly: Record<string, string[]>;
  /** Its entry's position in `plugins`: two wrappers may be listed under one id (hami's blog and changelog, the changelog passing an id of its own). */
  entry?: number;
}

/** The options a locale's call passed otherwise than the default locale's, by name; never the `id`. */
const differing = (first: Raw, other: Raw) =>
  [...new Set([...Object.keys(first), ...Object.keys(other)])].filter(
    (key) => key !== 'id' && !isDeepStrictEqual(first[key], other[key]),
  );

/** What the content plugin an instance wraps was called with (content-plugin-routes.ts), when it was. */
function passed(instance: unknown): { kind: 'docs' | 'blog'; options: Raw } | undefined {
  const given =
    instance && typeof instance === 'object'
      ? (instance as Record<symbol, unknown>)[Symbol.for(CONTENT_OPTIONS)]
      : undefined;
  const { kind, options } = obj(given);
  return kind === 'docs' || kind === 'blog' ? { kind, options: obj(options) } : undefined;
}

/**
 * The options the wrapper passed that differ from those it was given, the `id` too: the content
 * plugin names its instance, its data and translations by the id it is called with (hami's
 * changelog passes `id: 'changelog'` beside the site's blog).
 */
export function changedOptions(given: Raw, passedOptions: Raw): Raw {
  return Object.fromEntries(Object.entries(passedOptions).filter(([key, value]) => !isDeepStrictEqual(value, given[key])));
}

/**
 * The context of `locale`'s build, as Docusaurus's loadContext makes it: its `currentLocale`, base
 * URL and translations folder.
 */
function localeContext(context: Raw, locale: string): Raw {
  const i18n = obj(context.i18n);
  const config = obj(obj(i18n.localeConfigs)[locale]);
  const baseUrl = typeof config.baseUrl === 'string' ? config.baseUrl : context.baseUrl;
  const localizationDir = String(context.localizationDir).replace(/[^/\\]+$/, String(config.path ?? locale));
  const localized = { ...i18n, currentLocale: locale };
  return {
    ...context,
    baseUrl,
    localizationDir,
    i18n: localized,
    siteConfig: { ...obj(context.siteConfig), baseUrl, i18n: localized },
  };
}

/**
 * What the wrapper made of the content instance: `instance` is what it returned for the default
 * locale, `given` a copy of the options it was given then; `make` calls it again. Undefined when it
 * wraps no content plugin, or called it with nothing of its own in any locale.
 */
export async function wrapperOptions(
  instance: unknown,
  given: Raw,
  id: string,
  context: Raw,
  make: (context: Raw, options: Raw) => Promise<unknown>,
): Promise<WrapperOptions | undefined> {
  const first = passed(instance);
  if (!first) return undefined;
  const i18n = obj(context.i18n);
  const others = (Array.isArray(i18n.locales) ? (i18n.locales as unknown[]) : []).filter(
    (l): l is string => typeof l === 'string' && l !== i18n.currentLocale,
  );
  const localePaths: Record<string, string> = {};
  const localeOnly: Record<string, string[]> = {};
  for (const locale of others) {
    const options = passed(await make(localeContext(context, locale), plainCopy(given)))?.options;
    if (!options) continue;
    // Only a blog's folder is read per locale (content-layout.ts); any other option keeps the default locale's value.
    const perLocale = first.kind === 'blog' && typeof options.path === 'string';
    if (perLocale && options.path !== first.options.path) localePaths[locale] = options.path as string;
    const dropped = differing(first.options, options).filter((key) => !(perLocale && key === 'path'));
    if (dropped.length) localeOnly[locale] = dropped;
  }
  const changed = changedOptions(given, first.options);
  const any = [changed, localePaths, localeOnly].some((o) => Object.keys(o).length);
  return any ? { kind: first.kind, id, changed, localePaths, localeOnly } : undefined;
}
