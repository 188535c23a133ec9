/**
 * The search index's files: one entry per section of each source (title, heading, anchor URL,
 * text), written as term shards and document chunks so that a query downloads only what it needs
 * (the format is described in shared/search-format.ts; what the sources are, in content.ts).
 */
import { createHash } from 'node:crypto';
import { chunkFile, FIELD_BOOST, SEARCH_MANIFEST_URL, shardFile, shardKey, indexTerms, WEIGHT_SCALE, type SearchChunk, type SearchManifest } from '../../shared/search-format.ts';
import type { SearchSource } from './content.ts';

export interface SearchFile {
  /** Path relative to the output folder. */
  file: string;
  data: string;
}

/** Stored text per section: enough for a snippet, not the whole section. */
const SNIPPET_LENGTH = 240;
/** Sections per document chunk: a result costs one small file, not the site's snippets. */
const CHUNK_SIZE = 50;
/** From this many sections, terms are sharded by two characters rather than one: small sites get fewer files. */
const TWO_CHARACTER_SHARDS_FROM = 2000;
/** BM25's usual constants. */
const K1 = 1.2;
const B = 0.75;

const FIELDS = ['title', 'heading', 'text'] as const;
type Field = (typeof FIELDS)[number];

/** Per term, the raw postings: [id, tf in title, tf in heading, tf in text, ...]. */
type RawPostings = Map<string, number[]>;

/** Counts a field's words into the postings of section `id`, which is the last of each term's postings or becomes it. */
function count(words: string[], raw: RawPostings, id: number, field: number): void {
  for (const word of words) {
    let postings = raw.get(word);
    if (!postings) raw.set(word, (postings = []));
    let at = postings.length - 4;
    if (at < 0 || postings[at] !== id) {
      at = postings.length;
      postings.push(id, 0, 0, 0);
    }
    postings[at + 1 + field]++;
  }
}

/** The section's text with runs of white space as one space, trimmed, cut to a snippet; only as much of a long text is read as the snippet needs. */
function snippet(text: string): string {
  for (let read = SNIPPET_LENGTH * 2; ; read *= 4) {
    const whole = read >= text.length;
    const collapsed = text.slice(0, read).replace(/\s+/g, ' ').trimStart();
    if (whole) return collapsed.trimEnd().slice(0, SNIPPET_LENGTH);
    if (collapsed.length > SNIPPET_LENGTH) return collapsed.slice(0, SNIPPET_LENGTH);
  }
}

/** The index's files; `folder` holds all but the manifest and changes with their content. */
export interface SearchIndex {
  folder: string;
  files: SearchFile[];
}

/** What builds the index: this thread, or a render worker (renderer.ts). */
export interface SearchRenderer {
  /** Runs the search-index job, off the dev server's thread so that it keeps answering (in this thread once closed). */
  search(sources: SearchSource[]): Promise<SearchIndex>;
}

export function buildSearchIndex(sources: SearchSource[]): SearchIndex {
  const chunks: SearchChunk[] = [];
  const raw: RawPostings = new Map();
  const lengths: number[][] = [];
  let id = 0;
  for (const source of sources) {
    const titleWords = indexTerms(source.title);
    for (const section of source.sections) {
      const heading = section.heading ?? '';
      // White space separates words whatever it is, so the text is tokenized as it stands.
      const fields: Record<Field, string[]> = { title: titleWords, heading: indexTerms(heading), text: indexTerms(section.text) };
      FIELDS.forEach((f, i) => count(fields[f], raw, id, i));
      lengths.push(FIELDS.map((f) => fields[f].length));
      if (id % CHUNK_SIZE === 0) chunks.push([]);
      chunks.at(-1)!.push([source.title, heading, section.id ? `${source.url}#${section.id}` : source.url, snippet(section.text)]);
      id++;
    }
  }
  const average = FIELDS.map((_, f) => lengths.reduce((sum, l) => sum + l[f], 0) / Math.max(1, lengths.length) || 1);
  const boosts = FIELDS.map((f) => FIELD_BOOST[f]);
  /** BM25 over the fields of the posting at `at` (its term frequencies follow the document id); a plain loop, as it runs once per posting. */
  const weight = (postings: number[], at: number) => {
    const doc = postings[at];
    let sum = 0;
    for (let f = 0; f < boosts.length; f++) {
      const tf = postings[at + 1 + f];
      if (tf) sum += (boosts[f] * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * lengths[doc][f]) / average[f]));
    }
    return sum;
  };

  const prefix = id < TWO_CHARACTER_SHARDS_FROM ? 1 : 2;
  const shards = new Map<string, Record<string, number[]>>();
  for (const term of [...raw.keys()].sort()) {
    const postings = raw.get(term)!;
    const encoded: number[] = [];
    for (let i = 0, last = 0; i < postings.length; i += 4) {
      const doc = postings[i];
      encoded.push(doc - last, Math.max(1, Math.round(weight(postings, i) * WEIGHT_SCALE)));
      last = doc;
    }
    const key = shardKey(term, prefix);
    if (!shards.has(key)) shards.set(key, {});
    shards.get(key)![term] = encoded;
  }

  const files = [
    ...[...shards].map(([key, shard]) => ({ name: shardFile(key), data: JSON.stringify(shard) })),
    ...chunks.map((chunk, i) => ({ name: chunkFile(i), data: JSON.stringify(chunk) })),
  ];
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.name).update(f.data);
  const folder = `assets/search/${hash.digest('hex').slice(0, 10)}`;
  const manifest: SearchManifest = { base: `../${folder}/`, documents: id, chunkSize: CHUNK_SIZE, prefix, shards: [...shards.keys()] };
  return { folder, files: [{ file: SEARCH_MANIFEST_URL.slice(1), data: JSON.stringify(manifest) }, ...files.map((f) => ({ file: `${folder}/${f.name}`, data: f.data }))] };
}
