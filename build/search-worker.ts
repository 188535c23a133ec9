/** The search-index thread (search-thread.ts): builds the index of the sources it is sent and writes its files, once. */
import { parentPort } from 'node:worker_threads';
import { writer } from './output.ts';
import type { SearchSource } from './search/content.ts';
import { buildSearchIndex } from './search/index-files.ts';

parentPort!.once('message', ({ sources, outDir }: { sources: SearchSource[]; outDir: string }) => {
  const { folder, files } = buildSearchIndex(sources);
  const { write } = writer(outDir);
  for (const { file, data } of files) write(file, data);
  parentPort!.postMessage({ folder, written: files.map((f) => f.file) });
});
