/**
 * The search index built and written on a thread of its own, beside a production build's routes
 * and HTML stage rather than after them. The index is the one search/index-files.ts builds in any
 * thread.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { generatorBundle } from './node-bundle.mjs';
import type { SearchSource } from './search/content.ts';
import type { WrittenIndex } from './search/stage.ts';

/**
 * Fewer sources than this are indexed in the build's own thread: for this repository's 21 pages
 * the index takes about 15 ms, less than starting a thread.
 */
export const SEARCH_THREAD_FROM = 100;

/** Builds the search index on a thread of its own, which writes its files under `outDir` and stops once it has answered. */
export async function searchOnThread(sources: SearchSource[], outDir: string): Promise<WrittenIndex> {
  // Plain JavaScript: without the parent's loaders (such as tsx) it starts faster.
  const worker = new Worker(await generatorBundle(path.join(import.meta.dirname, 'search-worker.ts')), { execArgv: [] });
  try {
    return await new Promise<WrittenIndex>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', (error) => reject(new Error(`the search-index thread failed: ${error.stack ?? error.message}`)));
      worker.once('exit', (code) => reject(new Error(`the search-index thread stopped (exit code ${code})`)));
      worker.postMessage({ sources, outDir });
    });
  } finally {
    void worker.terminate();
  }
}
