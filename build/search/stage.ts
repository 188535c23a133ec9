/**
 * The search stage: builds the index's files (on a worker when the renderer has them, so the dev
 * server keeps answering) and writes them, unless its sources are those of the cached build.
 */
import type { BuildCache } from '../cache.ts';
import type { Output } from '../output.ts';
import type { Renderer } from '../renderer.ts';
import { sameSearchSources, type SearchSource } from './content.ts';

export async function writeSearchIndex(sources: SearchSource[], output: Output, cache: BuildCache, renderer: Renderer): Promise<void> {
  if (sameSearchSources(cache.search?.sources, sources)) return;
  const { folder, files } = await renderer.search(sources);
  for (const { file, data } of files) output.write(file, data);
  if (cache.search && cache.search.folder !== folder) output.remove(cache.search.folder);
  cache.search = { sources, folder };
}
