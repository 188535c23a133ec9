/** Reading a Docusaurus config's loosely typed option values: each gives what it expects, or nothing. */

export type Raw = Record<string, unknown>;

export const obj = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
/** A list of strings, or one string as a list of one (Docusaurus takes both for `include`, `exclude`, feed types). */
export const strings = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : typeof v === 'string' ? [v] : undefined);
/** Docusaurus's ignore/log/warn/throw options; anything else is its default, warn. */
export const policy = (v: unknown) => (['ignore', 'log', 'warn', 'throw'].includes(String(v)) ? (v as 'ignore' | 'log' | 'warn' | 'throw') : 'warn');
/**
 * The site's `url` as Docusaurus uses it: its normalizeUrl writes the slashes after the protocol as
 * two however many there are (yoga's `url: 'https:/yogalayout.dev'`), and its own check of `url`
 * reads it with the WHATWG URL parser, which does the same.
 */
export const siteUrl = (v: unknown): string | undefined => str(v)?.replace(/^([^/:]+):\/*/, '$1://');
