/**
 * The part of search that loads on first use. It reads the manifest, then per query only the
 * shards of the words typed and the document chunks of the results shown (see search-format.ts).
 * Matching: every word must match (AND); the last word also matches as a prefix, as you type;
 * words of four or more characters forgive a typo (two from eight) after the letters that name
 * their shard.
 */
import { cjkCharacters } from '../../shared/word-split.ts';
import { chunkFile, shardFile, shardKey, tokenize, WEIGHT_SCALE, type SearchChunk, type SearchManifest, type SearchShard } from '../../shared/search-format.ts';

export interface SearchHit {
  url: string;
  title: string;
  heading: string;
  snippet: string;
  terms: string[];
}

export interface SearchEngine {
  search(query: string, limit?: number): Promise<SearchHit[]>;
}

/** How much a prefix or fuzzy match counts against an exact one. */
const PREFIX_FACTOR = 0.5;
const FUZZY_FACTOR = 0.4;

interface Match {
  score: number;
  terms: Set<string>;
}

class IndexError extends Error {
  constructor(readonly status: number) {
    super(`the search index answered ${status}`);
  }
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new IndexError(response.status);
  return (await response.json()) as T;
}

/** Caches a load by key; a failed load is forgotten so that a retry fetches again. */
function memo<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  return (key) => {
    let value = cache.get(key);
    if (!value) {
      value = load(key);
      cache.set(key, value);
      value.catch(() => cache.delete(key));
    }
    return value;
  };
}

function maxEdits(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > limit) return limit + 1;
    previous = row;
  }
  return previous[b.length];
}

/** How well `term` from the index matches a typed word, or 0. */
function matchFactor(term: string, word: string, asPrefix: boolean): number {
  if (term === word) return 1;
  if (asPrefix && term.startsWith(word)) return PREFIX_FACTOR;
  const edits = maxEdits(word);
  return edits && editDistance(term, word, edits) <= edits ? FUZZY_FACTOR : 0;
}

/** Queries the index one manifest describes; `manifestUrl` is the root-relative path it came from. */
function openIndex(manifest: SearchManifest, manifestUrl: string): SearchEngine {
  const keys = new Set(manifest.shards);
  const base = new URL(manifest.base, new URL(manifestUrl, 'http://site')).pathname;
  const shard = memo((key: string) => fetchJson<SearchShard>(base + shardFile(key)));
  const chunk = memo((index: number) => fetchJson<SearchChunk>(base + chunkFile(index)));
  const idf = (postings: number[]) => {
    const df = postings.length / 2;
    return Math.log(1 + (manifest.documents - df + 0.5) / (df + 0.5));
  };

  async function matchWord(word: string, asPrefix: boolean): Promise<Map<number, Match>> {
    const matches = new Map<number, Match>();
    // A word shorter than the shard prefix would need every shard it starts: it matches exactly only.
    const key = shardKey(word, manifest.prefix);
    if (!keys.has(key)) return matches;
    for (const [term, postings] of Object.entries(await shard(key))) {
      const factor = matchFactor(term, word, asPrefix);
      if (!factor) continue;
      const weight = (idf(postings) * factor) / WEIGHT_SCALE;
      for (let i = 0, id = 0; i < postings.length; i += 2) {
        id += postings[i];
        const match = matches.get(id) ?? { score: 0, terms: new Set<string>() };
        match.score += postings[i + 1] * weight;
        match.terms.add(term);
        matches.set(id, match);
      }
    }
    return matches;
  }

  /** A Chinese or Japanese word the index does not hold as one (its text was split another way) matches where all its characters do. */
  async function matchWordOrCharacters(word: string, asPrefix: boolean): Promise<Map<number, Match>> {
    const matches = await matchWord(word, asPrefix);
    const characters = matches.size ? [] : cjkCharacters(word);
    if (!characters.length) return matches;
    const each = await Promise.all(characters.map((c) => matchWord(c, false)));
    const [first, ...rest] = each;
    for (const [id] of first) {
      if (rest.some((m) => !m.has(id))) continue;
      matches.set(id, { score: each.reduce((sum, m) => sum + m.get(id)!.score, 0), terms: new Set(each.flatMap((m) => [...m.get(id)!.terms])) });
    }
    return matches;
  }

  return {
    async search(query, limit = 8) {
      const words = tokenize(query);
      if (!words.length) return [];
      const perWord = await Promise.all(words.map((word, i) => matchWordOrCharacters(word, i === words.length - 1)));
      const [first, ...rest] = perWord.sort((a, b) => a.size - b.size);
      const ranked: [number, Match][] = [];
      for (const [id, match] of first) {
        const others = rest.map((m) => m.get(id));
        if (others.some((m) => !m)) continue;
        ranked.push([id, { score: match.score + others.reduce((s, m) => s + m!.score, 0), terms: new Set([match.terms, ...others.map((m) => m!.terms)].flatMap((t) => [...t])) }]);
      }
      ranked.sort((a, b) => b[1].score - a[1].score || a[0] - b[0]);
      const top = ranked.slice(0, limit);
      const chunks = await Promise.all(top.map(([id]) => chunk(Math.floor(id / manifest.chunkSize))));
      return top.map(([id, match], i) => {
        const [title, heading, url, snippet] = chunks[i][id % manifest.chunkSize];
        return { url, title, heading, snippet, terms: [...match.terms] };
      });
    },
  };
}

export async function loadSearchEngine(manifestUrl: string): Promise<SearchEngine> {
  let index = openIndex(await fetchJson<SearchManifest>(manifestUrl), manifestUrl);
  return {
    async search(query, limit) {
      try {
        return await index.search(query, limit);
      } catch (error) {
        // A new deploy (or a dev rebuild) replaced the index: its parts have new names, which the manifest gives.
        if (!(error instanceof IndexError && error.status === 404)) throw error;
        index = openIndex(await fetchJson<SearchManifest>(manifestUrl), manifestUrl);
        return index.search(query, limit);
      }
    },
  };
}
