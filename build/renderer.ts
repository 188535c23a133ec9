/**
 * Where the rendering jobs (render-jobs.ts) run: in the build's own thread for small sites, where
 * starting threads costs more than it saves, or spread over one worker thread per core.
 *
 * Workers run a bundle of render-worker.ts (node-bundle.mjs): it loads as plain JavaScript under
 * any runner (tsx, vitest), and a new renderer picks up edited components under site/.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SiteView } from '../site/types.ts';
import { generatorBundle } from './node-bundle.mjs';
import { BuildError, failure, type Diagnostic } from './diagnostics.ts';
import { sameTextTogether } from './markdown/same-text.ts';
import { renderMarkdownJobs } from './render-jobs.ts';
import { type MarkdownSiteContext, type MarkdownJob, type MarkdownOutput, type MarkdownRenderer } from './markdown-jobs.ts';
import type { Stylesheet } from './markdown/index.ts';
import type { ParseAhead, ParsedJson, RemarkOptions } from './markdown/remark-parse.ts';
import type { Route } from './routes/index.ts';
import type { SearchSource } from './search/content.ts';
import { buildSearchIndex, type SearchIndex, type SearchRenderer } from './search/index-files.ts';
import { pageFile, writeRoutes, type PageRenderer } from './write-routes.ts';

/** Each stage's work (the stage's module says what it takes and gives); this module only runs it. */
export interface Renderer extends MarkdownRenderer, PageRenderer, SearchRenderer {
  /** The remark stage's parse on the threads while the build's thread runs the site's plugins (remark-run.ts); none in the build's own thread, where it would gain nothing. */
  remarkParse?: ParseAhead;
  /** Stops the worker threads, freeing their memory. */
  close(): Promise<void>;
}

/** Below this many Markdown files, the build renders in its own thread: measured on 2 cores, threads start to pay off between 1,000 and 10,000 docs. */
export const PARALLEL_FROM = 1000;
/** Jobs per message: large enough to amortise messaging, small enough to balance the cores. */
const BATCH_SIZE = 50;

type WorkerMessage =
  | { kind: 'markdown-context'; context: MarkdownSiteContext }
  | { kind: 'markdown'; jobs: MarkdownJob[] }
  | { kind: 'routes-context'; site: SiteView; outDir: string }
  | { kind: 'routes'; routes: Route[] }
  | { kind: 'search-index'; sources: SearchSource[] }
  | { kind: 'remark-parse'; texts: { body: string; options: RemarkOptions }[] };

export type WorkerRequest = WorkerMessage & { id: number };

export type WorkerReply = { id: number; result: unknown } | { id: number; error: string; diagnostics?: Diagnostic[] };

export function inProcessRenderer(): Renderer {
  return {
    markdown: (jobs, context) => sameTextInARow(jobs, (ordered) => renderMarkdownJobs(ordered, context)),
    routes: async (routes, site, outDir) => writeRoutes(routes, site, outDir),
    search: async (sources) => buildSearchIndex(sources),
    close: async () => {},
  };
}

interface Thread {
  request<T>(message: WorkerMessage): Promise<T>;
  stop(): Promise<number>;
}

/** The file a request's item comes from, for the message when the thread working on it dies. */
function fileOf(message: WorkerMessage, index: number, outDir: string | undefined): string | undefined {
  if (message.kind === 'markdown') return message.jobs[index]?.display;
  if (message.kind === 'routes' && message.routes[index]) return pageFile(message.routes[index], outDir ?? '');
  return undefined;
}

/** How the threads run: `profileDir` has each write a V8 CPU profile there (`--profile-threads`). */
export interface ThreadOptions {
  profileDir?: string;
}

function startThread(file: string, { profileDir }: ThreadOptions): Thread {
  // Which request, and which of its items, the thread is working on: written by the thread as it goes, read here should it die (out of memory, say), so that the error names the file.
  const progress = new Int32Array(new SharedArrayBuffer(8));
  // The bundle is plain JavaScript: without the parent's loaders (such as tsx), it starts several times faster. Nor does it take the parent's --cpu-prof: profiling is asked for by `profileDir`.
  const worker = new Worker(file, { execArgv: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [], workerData: { progress: progress.buffer } });
  const pending = new Map<number, { message: WorkerMessage; resolve(value: unknown): void; reject(error: Error): void }>();
  let next = 0;
  let outDir: string | undefined;
  const failAll = (error: Error) => {
    const current = pending.get(Atomics.load(progress, 0));
    const at = current && fileOf(current.message, Atomics.load(progress, 1), outDir);
    const named = at ? new BuildError([failure(at, undefined, current.message.kind === 'markdown' ? 'rendering this file' : 'rendering this page', error)]) : error;
    for (const p of pending.values()) p.reject(named);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    const p = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) p?.reject(reply.diagnostics ? new BuildError(reply.diagnostics) : new Error(`a render worker failed: ${reply.error}`));
    else p?.resolve(reply.result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`its render thread stopped (exit code ${code})`)));
  return {
    request<T>(message: WorkerMessage) {
      const id = next++;
      if (message.kind === 'routes-context') outDir = message.outDir;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { message, resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ ...message, id });
      });
    },
    // A thread started with --cpu-prof writes its profile as it ends, terminated too (Node 20).
    stop: () => worker.terminate(),
  };
}

function batches<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / BATCH_SIZE) }, (_, i) => items.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE));
}

/** Renders the jobs with the copies of a text in a row; the outputs come back in the jobs' order. */
async function sameTextInARow(jobs: MarkdownJob[], render: (ordered: MarkdownJob[]) => Promise<MarkdownOutput[]>): Promise<MarkdownOutput[]> {
  const order = sameTextTogether(jobs);
  const outputs: MarkdownOutput[] = [];
  (await render(order.map((i) => jobs[i]))).forEach((output, k) => (outputs[order[k]] = output));
  return outputs;
}

/**
 * Keeps one copy of each site component stylesheet among the outputs of a build's batches: every page
 * that draws a component brings its CSS from its thread as a copy of its own, which the build's
 * thread held until the end (moderne: 5,700 recipe pages with the same 21 KB sheet, about 120 MB).
 */
export function sharingStylesheets(): (outputs: MarkdownOutput[]) => MarkdownOutput[] {
  const byUrl = new Map<string, Stylesheet>();
  const shared = (sheet: Stylesheet) => byUrl.get(sheet.url) ?? (byUrl.set(sheet.url, sheet), sheet);
  return (outputs) => {
    for (const { md } of outputs) if (md.stylesheets) md.stylesheets = md.stylesheets.map(shared);
    return outputs;
  };
}

/** Batches each thread holds at once: the next one waits there, copied already, while the thread works on one, rather than being sent when the thread answers. */
const IN_FLIGHT = 2;

/** Gives each thread the shared context (if any), then each batch to the next thread with room; returns one result per batch (as `kept` keeps it), in order. */
async function spread<T, R>(threads: Thread[], context: WorkerMessage | undefined, items: T[], request: (batch: T[]) => WorkerMessage, kept: (result: R) => R = (result) => result): Promise<R[]> {
  const queue = batches(items).map((batch, index) => ({ batch, index }));
  const results: R[] = [];
  const feed = async (thread: Thread) => {
    for (let task = queue.shift(); task; task = queue.shift()) results[task.index] = kept(await thread.request<R>(request(task.batch)));
  };
  await Promise.all(
    threads.map(async (thread) => {
      if (context) await thread.request(context);
      await Promise.all(Array.from({ length: IN_FLIGHT }, () => feed(thread)));
    }),
  );
  return results;
}

/** Parses on this thread once the threads are closed; loaded then, as Markdown parsing is left out of what the build loads at start. */
async function parsedHere(texts: { body: string; options: RemarkOptions }[]): Promise<(ParsedJson | null)[]> {
  const { parsedJson } = await import('./markdown/remark-parse.ts');
  return texts.map((text) => parsedJson(text.body, text.options));
}

export async function workerRenderer(count = availableParallelism(), options: ThreadOptions = {}): Promise<Renderer> {
  const file = await generatorBundle(path.join(import.meta.dirname, 'render-worker.ts'));
  const threads = Array.from({ length: Math.max(1, count) }, () => startThread(file, options));
  let closed = false;
  return {
    markdown: (jobs, context) =>
      sameTextInARow(jobs, async (ordered) => (await spread<MarkdownJob, MarkdownOutput[]>(threads, { kind: 'markdown-context', context }, ordered, (batch) => ({ kind: 'markdown', jobs: batch }), sharingStylesheets())).flat()),
    async routes(routes, site, outDir) {
      const results = await spread<Route, string[][]>(threads, { kind: 'routes-context', site, outDir }, routes, (batch) => ({ kind: 'routes', routes: batch }));
      return results.flat();
    },
    search: async (sources) => (closed ? buildSearchIndex(sources) : threads[0].request<SearchIndex>({ kind: 'search-index', sources })),
    remarkParse: async (texts) => (closed ? await parsedHere(texts) : (await spread<(typeof texts)[number], (ParsedJson | null)[]>(threads, undefined, texts, (batch) => ({ kind: 'remark-parse', texts: batch }))).flat()),
    async close() {
      closed = true;
      await Promise.all(threads.map((t) => t.stop()));
    },
  };
}
