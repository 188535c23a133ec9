/** A render worker thread: answers the requests of renderer.ts with the functions of render-jobs.ts. */
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteView } from '../site/types.ts';
import { createImageRegistry, type ImageRegistry } from './markdown/images.ts';
import { renderMarkdownJobs } from './render-jobs.ts';
import { type MarkdownSiteContext } from './markdown-jobs.ts';
import { BuildError } from './diagnostics.ts';
import type { WorkerReply, WorkerRequest } from './renderer.ts';
import { parsedJson } from './markdown/remark-parse.ts';
import { buildSearchIndex } from './search/index-files.ts';
import { writeRoutes } from './write-routes.ts';
import { startSiteCodeBuild } from './markdown/mdx/watched-files.ts';

// A worker is started to render: Markdown rendering and React load while the build's thread reads the content, rather than with the first job (render-jobs.ts imports them then, and gets these).
for (const preload of [import('./markdown/index.ts'), import('./render.tsx')]) preload.catch(() => undefined);

/** The request and the item of it this thread is working on, which the build's thread reads should this one die (renderer.ts). */
const progress = new Int32Array(workerData.progress as SharedArrayBuffer);
const starting = (index: number) => Atomics.store(progress, 1, index);

let markdown: { context: MarkdownSiteContext; images: ImageRegistry } | undefined;
let routes: { site: SiteView; outDir: string } | undefined;

async function answer(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'markdown-context':
      // A build's Markdown starts: the site's code this thread bundled for an earlier one is checked again, once.
      startSiteCodeBuild();
      markdown = { context: request.context, images: createImageRegistry() };
      return null;
    case 'markdown':
      if (!markdown) throw new Error('markdown jobs arrived before their context');
      return renderMarkdownJobs(request.jobs, markdown.context, markdown.images, starting);
    case 'routes-context':
      routes = { site: request.site, outDir: request.outDir };
      return null;
    case 'routes':
      if (!routes) throw new Error('routes arrived before their context');
      return writeRoutes(request.routes, routes.site, routes.outDir, starting);
    case 'search-index':
      return buildSearchIndex(request.sources);
    case 'remark-parse':
      return request.texts.map((text) => parsedJson(text.body, text.options));
  }
}

async function reply(request: WorkerRequest): Promise<WorkerReply> {
  Atomics.store(progress, 0, request.id);
  try {
    return { id: request.id, result: await answer(request) };
  } catch (error) {
    if (error instanceof BuildError) return { id: request.id, error: error.message, diagnostics: error.diagnostics };
    return { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// Requests are answered one after another, in the order they came: the renderer sends the next batch before this one is done, and the two must not interleave.
let answering = Promise.resolve();
parentPort!.on('message', (request: WorkerRequest) => {
  answering = answering.then(async () => parentPort!.postMessage(await reply(request)));
});
