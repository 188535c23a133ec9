/**
 * The module aliases a Docusaurus site gives webpack (`resolve.alias`): those of its own plugins'
 * `configureWebpack` (rainbond's `@src`, ziti's `@openziti`, nonebot's `@`), and those of
 * docusaurus-plugin-module-alias, which passes its `alias` option to webpack as it is (floorp's
 * `@Components`, `@img`; ionic's `@components`). Site code and MDX imports resolve through them
 * (markdown/mdx/aliases.ts), as webpack resolves them for Docusaurus.
 */
import type { Raw } from './option-values.ts';

export type WebpackAliases = Record<string, string>;

const MODULE_ALIAS_PLUGIN = 'docusaurus-plugin-module-alias';
const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});

/** The string aliases of an object `resolve.alias` (webpack's array form and `false` values name nothing to resolve to). */
function stringAliases(alias: unknown): WebpackAliases {
  return Object.fromEntries(Object.entries(record(alias)).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** The aliases a `configureWebpack` result gives. */
export const aliasesOf = (webpackConfig: unknown): WebpackAliases => stringAliases(record(record(webpackConfig).resolve).alias);

/** The aliases of each docusaurus-plugin-module-alias entry of the config's `plugins` (its plugin does nothing but hand them to webpack, 0.0.2). */
export function moduleAliasPluginAliases(raw: Raw): WebpackAliases {
  const entries = Array.isArray(raw.plugins) ? raw.plugins : [];
  return Object.assign({}, ...entries.filter((entry): entry is [string, unknown] => Array.isArray(entry) && entry[0] === MODULE_ALIAS_PLUGIN).map(([, options]) => stringAliases(record(options).alias)));
}
