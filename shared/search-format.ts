/**
 * The search index format, shared by the build (which writes it) and the browser (which reads it).
 *
 * The index is split so that one query downloads a small part of it, however large the site:
 * - `/search/index.json`, the manifest: the shard keys that exist, where the files are, counts;
 * - term shards: every term starting with the same one or two characters (two for large sites),
 *   with its postings
 *   (section ids and precomputed BM25 weights);
 * - document chunks: title, heading, URL and snippet of a run of consecutive sections, fetched
 *   only for the results shown.
 */

import { cjkCharacters, splitUnspaced, UNSPACED } from './word-split.ts';

/** The manifest's URL never changes, so pages do not change when only the index does. */
export const SEARCH_MANIFEST_URL = '/search/index.json';

export interface SearchManifest {
  /**
   * Folder of the shards and chunks, relative to the manifest (so the index works under any base
   * URL), content-hashed so they may be cached for ever.
   */
  base: string;
  /** Number of indexed sections: BM25's N. */
  documents: number;
  /** Sections per document chunk. */
  chunkSize: number;
  /** Characters of a term that name its shard. */
  prefix: number;
  shards: string[];
}

/** A shard: term -> flat [id delta, weight, id delta, weight, ...] in ascending id order. */
export type SearchShard = Record<string, number[]>;

/** A document chunk: [title, heading, url, snippet] per section. */
export type SearchChunk = [string, string, string, string][];

/** Field weights: a word in a page title counts three times one in body text. */
export const FIELD_BOOST = { title: 3, heading: 2, text: 1 } as const;

/** Weights are stored as integers: the BM25 weight times this. */
export const WEIGHT_SCALE = 100;

const ASCII = /^[\x00-\x7f]*$/;

/**
 * Lower-case words without accents, split at anything that is not a letter, mark or digit; text in a
 * script written without spaces (Chinese, Japanese, Thai...) split into its words (word-split.ts).
 */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  // Plain ASCII text gives the same words without Unicode normalisation, most of the cost of indexing a large site.
  if (ASCII.test(lower)) return lower.split(/[^a-z0-9]+/).filter(Boolean);
  // Accents are folded on Latin, Greek and Cyrillic letters only: elsewhere a mark is part of the letter (ド is not ト, nor कि क).
  const words = lower
    .normalize('NFKD')
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  return UNSPACED.test(lower) ? words.flatMap(splitUnspaced) : words;
}

/** The terms the index holds for a text: its words, and the single Chinese and Japanese characters of its longer words, so that a query split another way still finds them. */
export function indexTerms(text: string): string[] {
  const words = tokenize(text);
  return ASCII.test(text) || !UNSPACED.test(text) ? words : [...words, ...words.flatMap(cjkCharacters)];
}

/** Terms share a shard when they start with the same `prefix` characters (shorter terms: all of theirs). */
export function shardKey(term: string, prefix: number): string {
  return [...term].slice(0, prefix).join('');
}

/** A file name for a shard key that any host serves: code points in base 36. */
export function shardFile(key: string): string {
  return `t-${[...key].map((c) => c.codePointAt(0)!.toString(36)).join('-')}.json`;
}

export function chunkFile(index: number): string {
  return `d-${index}.json`;
}
