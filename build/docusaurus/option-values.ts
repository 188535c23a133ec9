/** Reading a Docusaurus config's loosely typed option values: each gives what it expects, or nothing. */

export type Raw = Record<string, unknown>;

export const obj = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
/** A list of strings, or one string as a list of one (Docusaurus takes both for `include`, `exclude`, feed types). */
export const strings = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : typeof v === 'string' ? [v] : undefined);
/**
 * Docusaurus's `GlobExcludeDefault`: the `exclude` of the docs, blog and pages plugins when the
 * options give none. An `exclude` the options give replaces it, so `_` files are then read as docs
 * or posts like any other (arbitrum's, which names its API folder and PDFs, gives its `_` partials routes).
 */
const GLOB_EXCLUDE_DEFAULT = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
/** A content plugin's `exclude`, or Docusaurus's default without one. */
export const excludeOf = (v: unknown): string[] => strings(v) ?? GLOB_EXCLUDE_DEFAULT;
/** Docusaurus's ignore/log/warn/throw options; anything else is its default, warn. */
export const policy = (v: unknown) => (['ignore', 'log', 'warn', 'throw'].includes(String(v)) ? (v as 'ignore' | 'log' | 'warn' | 'throw') : 'warn');
/**
 * The site's `url` as Docusaurus uses it: its normalizeUrl writes the slashes after the protocol as
 * two however many there are (yoga's `url: 'https:/yogalayout.dev'`), and its own check of `url`
 * reads it with the WHATWG URL parser, which does the same.
 */
export const siteUrl = (v: unknown): string | undefined => str(v)?.replace(/^([^/:]+):\/*/, '$1://');
/**
 * A `baseUrl` as Docusaurus uses it: its config schema adds the leading and trailing slash a value
 * lacks (dragonfly's `baseUrl: '/docs'`, `''` for `/`), so a site never sees the value as written.
 */
export const baseUrlOf = (v: unknown): string | undefined => str(v)?.replace(/^\/?/, '/').replace(/\/?$/, '/');

/**
 * A path the config writes with the base URL already in it (`/docs/img/logo.svg` under `/docs/`) as
 * the site path it names (`/img/logo.svg`): Docusaurus's useBaseUrl and Link never add the base URL twice.
 */
export function withoutBaseUrl(url: string, baseUrl: string): string {
  if (baseUrl === '/' || !url.startsWith(baseUrl.slice(0, -1))) return url;
  return url === baseUrl.slice(0, -1) ? '/' : url.startsWith(baseUrl) ? url.slice(baseUrl.length - 1) : url;
}
