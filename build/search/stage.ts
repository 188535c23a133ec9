/**
 * The search stage: builds the index's files (on a worker when the renderer has them, so the dev
 * server keeps answering; on a thread of its own, search-thread.ts, beside a production build's
 * pages) and writes them, unless its sources are those of the cached build, or of the output a
 * production build replaces (then its files are linked from there).
 */
import { createHash } from 'node:crypto';
import type { Output } from '../output.ts';
import { recordGroup, reuseGroup, type PageReuse } from '../page-reuse.ts';
import { sameSearchSources, type SearchSource } from './content.ts';
import type { SearchIndex, SearchRenderer } from './index-files.ts';

/** What the stage keeps between the dev server's builds. */
export interface SearchCache {
  /** The sources the search index was built from, and the folder it was written to. */
  search?: { sources: SearchSource[]; folder: string };
}

/** An index whose files the thread that built it has written to the output already. */
export type WrittenIndex = { folder: string; written: string[] };

export interface SearchStage {
  /** Writes the index's files, unless they are written, once it is built. */
  finish(): Promise<void>;
  /** Settles when no thread works on the index any more: a failed build waits for it before it removes its output. */
  settled: Promise<unknown>;
}

/** Starts the search stage: `index` builds the index now (on another thread, this one goes on meanwhile). */
export function startSearchIndex(sources: SearchSource[], output: Output, cache: SearchCache, index: (sources: SearchSource[]) => Promise<SearchIndex | WrittenIndex>, reuse?: PageReuse): SearchStage {
  const done: SearchStage = { finish: async () => undefined, settled: Promise.resolve() };
  if (sameSearchSources(cache.search?.sources, sources)) return done;
  const hash = reuse && createHash('sha256').update(JSON.stringify(sources)).digest('hex');
  if (reuse && hash && reuseGroup(reuse, 'search', hash, output.dir)) return done;
  const building = index(sources);
  const settled = building.catch(() => undefined); // a failure reaches finish()
  return {
    settled,
    async finish() {
      const built = await building;
      if ('files' in built) for (const { file, data } of built.files) output.write(file, data);
      if (reuse && hash) recordGroup(reuse, 'search', hash, 'files' in built ? built.files.map((f) => f.file) : built.written, output.dir);
      if (cache.search && cache.search.folder !== built.folder) output.remove(cache.search.folder);
      cache.search = { sources, folder: built.folder };
    },
  };
}

export async function writeSearchIndex(sources: SearchSource[], output: Output, cache: SearchCache, renderer: SearchRenderer, reuse?: PageReuse): Promise<void> {
  await startSearchIndex(sources, output, cache, renderer.search, reuse).finish();
}
