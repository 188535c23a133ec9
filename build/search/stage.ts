/**
 * The search stage: builds the index's files (on a worker when the renderer has them, so the dev
 * server keeps answering) and writes them, unless its sources are those of the cached build, or
 * of the output a production build replaces (then its files are linked from there).
 */
import { createHash } from 'node:crypto';
import type { BuildCache } from '../cache.ts';
import type { Output } from '../output.ts';
import { recordGroup, reuseGroup, type PageReuse } from '../page-reuse.ts';
import type { Renderer } from '../renderer.ts';
import { sameSearchSources, type SearchSource } from './content.ts';

export async function writeSearchIndex(sources: SearchSource[], output: Output, cache: BuildCache, renderer: Renderer, reuse?: PageReuse): Promise<void> {
  if (sameSearchSources(cache.search?.sources, sources)) return;
  const hash = reuse && createHash('sha256').update(JSON.stringify(sources)).digest('hex');
  if (reuse && hash && reuseGroup(reuse, 'search', hash, output.dir)) return;
  const { folder, files } = await renderer.search(sources);
  for (const { file, data } of files) output.write(file, data);
  if (reuse && hash) recordGroup(reuse, 'search', hash, files.map((f) => f.file), output.dir);
  if (cache.search && cache.search.folder !== folder) output.remove(cache.search.folder);
  cache.search = { sources, folder };
}
