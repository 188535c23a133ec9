/**
 * The module rules a site's own plugins give webpack in `configureWebpack` (`module.rules`), read
 * as plain data a render thread can take (markdown/mdx/webpack-loaders.ts runs them): which files a
 * rule takes (`test`, `include`, `exclude`, `resourceQuery`), its loaders (`use`, `loader`) and its
 * `type` (`asset/source`, `json`). langchaingo's `{ test: examplesPath, use: ['json-loader',
 * './code-block-loader.js'] }`, apify's `{ test: /\/examples\//i, type: 'asset/source' }`,
 * arrow-kt's yaml-loader, cadence's own YAML loader. A rule that only configures what this build does
 * its own way (Babel and other compilers of the site's code, style and file loaders, `resolve`
 * alone) is left out quietly; any other shape this build cannot run is a warning naming the rule.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inspect } from 'node:util';

/** A webpack condition as data: a RegExp (its source and flags), or a string, which takes a path that starts with it. */
export type RuleCondition = { regexp: string; flags: string } | { prefix: string };

/** A loader of a rule: the file of one the site installed or wrote, else the name of one this build runs itself (BUILT_IN_LOADERS). */
export interface RuleLoader {
  loader: string;
  options?: unknown;
}

export interface ModuleRule {
  /** Each a list any of whose conditions takes the file (webpack's array condition); all those given must take it. */
  test?: RuleCondition[];
  include?: RuleCondition[];
  exclude?: RuleCondition[];
  resourceQuery?: RuleCondition[];
  type?: 'asset/source' | 'json' | 'javascript/auto' | 'javascript/esm' | 'javascript/dynamic';
  /** In the order written; webpack runs them last first. */
  use: RuleLoader[];
}

/** Loaders whose whole job this build does itself when the site has not installed them: json-loader 0.5, raw-loader 4, yaml-loader (the data as the default export). */
export const BUILT_IN_LOADERS = ['json-loader', 'raw-loader', 'yaml-loader'];

/** What `utils.getJSLoader()` gives a site's configureWebpack here: the loader compiling its code, which this build's esbuild does. */
const JS_LOADER = 'docusaurus-js-loader';

/** Loaders of what this build compiles or publishes its own way: the site's code, stylesheets, images and fonts, MDX. */
const OWN_WAY = /^(babel-loader|ts-loader|swc-loader|esbuild-loader|builtin:swc-loader|thread-loader|cache-loader|source-map-loader|@docusaurus\/mdx-loader|@mdx-js\/loader|sass-resources-loader|sass-loader|css-loader|style-loader|postcss-loader|less-loader|mini-css-extract-plugin|file-loader|url-loader|@svgr\/webpack|svg-url-loader|image-webpack-loader|docusaurus-js-loader)$/;
/** The package a loader is of: its name, or the folder under the last `node_modules` of a path (`require.resolve('@docusaurus/mdx-loader')`). */
const packageOf = (loader: string) => {
  const name = loader.includes('node_modules/') ? loader.slice(loader.lastIndexOf('node_modules/') + 'node_modules/'.length) : loader;
  return /^((?:@[^/]+\/)?[^/?]+)/.exec(name)?.[1] ?? name;
};
const TYPES = new Set(['asset/source', 'json', 'javascript/auto', 'javascript/esm', 'javascript/dynamic']);
/** Keys that only configure webpack's resolving, parsing or output of what the rule takes: nothing this build reads. */
const QUIET = new Set(['resolve', 'parser', 'generator', 'sideEffects', 'enforce']);

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => !!value && typeof value === 'object' && !Array.isArray(value);

class Unsupported extends Error {}

function conditions(value: unknown, key: string): RuleCondition[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map((c) => {
    if (c instanceof RegExp) return { regexp: c.source, flags: c.flags.replace(/[gy]/g, '') };
    if (typeof c === 'string') return { prefix: c };
    throw new Unsupported(`its \`${key}\` is ${typeof c === 'function' ? 'a function' : 'an object condition'}, which this build does not read`);
  });
}

/** A rule's loaders as written: `use` (a string, an object, or a list of them) or `loader` with `options`. */
function loadersOf(rule: Raw): RuleLoader[] {
  if (rule.use === undefined) return typeof rule.loader === 'string' ? [{ loader: rule.loader, options: rule.options }] : [];
  if (typeof rule.use === 'function') throw new Unsupported('its `use` is a function, which this build does not call');
  return (Array.isArray(rule.use) ? rule.use : [rule.use]).map((entry) => {
    if (typeof entry === 'string') return { loader: entry };
    if (isObject(entry)) return { loader: typeof entry.loader === 'string' ? entry.loader : JS_LOADER, options: entry.options };
    throw new Unsupported('one of its loaders is neither a name nor an object');
  });
}

/** The file of a loader, as webpack finds it from the site folder (its context); a built-in name when the site has not installed that one; undefined when neither. */
function loaderFile(loader: string, siteDir: string): string | undefined {
  const name = loader.split('?')[0];
  if (path.isAbsolute(name) || name.startsWith('.')) {
    const file = path.resolve(siteDir, name);
    return [file, `${file}.js`, path.join(file, 'index.js')].find((f) => existsSync(f));
  }
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(name);
  } catch {
    return BUILT_IN_LOADERS.includes(name) ? name : undefined;
  }
}

/** Whether a rule's `test` is a stylesheet's (`/\.s[ac]ss$/`), which this build compiles its own way (sass-prelude.ts reads the Sass such a rule adds). */
const STYLESHEETS = ['a.css', 'a.scss', 'a.sass', 'a.less'];
const takesStylesheets = (test: unknown) => (Array.isArray(test) ? test : [test]).some((c) => c instanceof RegExp && STYLESHEETS.some((file) => new RegExp(c.source, c.flags.replace(/[gy]/g, '')).test(file)));

/** One rule as data, or null when it changes nothing here; throws Unsupported for a shape this build cannot run. */
function readRule(rule: Raw, siteDir: string): ModuleRule | null {
  if (takesStylesheets(rule.test)) return null;
  const other = Object.keys(rule).filter((key) => !['test', 'include', 'exclude', 'resourceQuery', 'type', 'use', 'loader', 'options', ...QUIET].includes(key));
  if (other.length) throw new Unsupported(`this build does not read its ${other.map((k) => `\`${k}\``).join(', ')}`);
  const type = rule.type === undefined ? undefined : String(rule.type);
  if (type !== undefined && !TYPES.has(type)) throw new Unsupported(`its type "${type}" is not one this build gives (it gives asset/source, json and javascript)`);
  const use = loadersOf(rule).filter((l) => !OWN_WAY.test(packageOf(l.loader)));
  if (!use.length && (type === undefined || type.startsWith('javascript/'))) return null;
  const resolved = use.map((l) => {
    const file = loaderFile(l.loader, siteDir);
    if (!file) throw new Unsupported(`its loader "${l.loader}" is not installed in the site (nor in its folder)`);
    const query = l.loader.includes('?') ? l.loader.slice(l.loader.indexOf('?')) : undefined;
    return { loader: file, options: l.options ?? query };
  });
  const test = conditions(rule.test, 'test');
  const [include, exclude, resourceQuery] = [conditions(rule.include, 'include'), conditions(rule.exclude, 'exclude'), conditions(rule.resourceQuery, 'resourceQuery')];
  return { ...(test && { test }), ...(include && { include }), ...(exclude && { exclude }), ...(resourceQuery && { resourceQuery }), ...(type && { type: type as ModuleRule['type'] }), use: resolved };
}

const shown = (rule: unknown) => inspect(rule, { depth: 2, breakLength: Infinity, maxStringLength: 80 });

/** The rules of a `configureWebpack` result, and a warning for each this build cannot run (`origin` names the plugin and its config). */
export function moduleRulesOf(configured: unknown, siteDir: string, origin: string): { rules: ModuleRule[]; warnings: string[] } {
  const list = isObject(configured) && isObject(configured.module) && Array.isArray(configured.module.rules) ? configured.module.rules : [];
  const result: { rules: ModuleRule[]; warnings: string[] } = { rules: [], warnings: [] };
  list.forEach((rule: unknown, index) => {
    if (!isObject(rule)) return; // webpack's '...' (its defaults) and falsy entries.
    try {
      const read = readRule(rule, siteDir);
      if (read) result.rules.push(read);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      result.warnings.push(`${origin}: configureWebpack's module.rules[${index}] (${shown(rule)}) is not run here: ${error.message}, so the files it takes load as this build loads them. Install what it needs, or give the files a form this build reads (JSON, YAML, a component).`);
    }
  });
  return result;
}
