/**
 * Diagrams drawn ahead, on threads of their own. When a build's Markdown holds many diagrams that
 * neither cache has, one thread checks their syntax with Mermaid and another draws them with
 * beautiful-mermaid (each loads only its own renderer), while the build's thread goes on with the
 * Markdown and finds each outcome ready, or under way, when it reaches the page that shows it.
 * The outcomes are the ones the build's thread would reach (markdown/diagram-cache.ts combines
 * them the same way); only where the work runs differs.
 *
 * Render workers (renderer.ts) draw the diagrams they meet themselves: there, the build is spread
 * over the cores already.
 */
import path from 'node:path';
import { isMainThread, Worker } from 'node:worker_threads';
import { diagramKnown, diagramOutcome, type DiagramRenderers } from './markdown/diagram-cache.ts';
import { diagramTexts } from './markdown/diagrams.ts';
import { generatorBundle } from './node-bundle.mjs';

/**
 * Fewer new diagrams than this are drawn in the build's thread: starting threads and loading the
 * renderers in them would cost about what they save, and the dev server keeps its renderers
 * loaded from one rebuild to the next.
 */
export const THREADS_FROM = 8;

export type DiagramRole = 'check' | 'draw';
export type DiagramRequest = { id: number; text: string };
export type DiagramReply = { id: number; result?: unknown; error?: string };

interface Thread {
  request<T>(text: string): Promise<T>;
  stop(): void;
}

function startThread(file: string, role: DiagramRole): Thread {
  // Plain JavaScript: without the parent's loaders (such as tsx) it starts faster.
  const worker = new Worker(file, { execArgv: [], workerData: { role } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let next = 0;
  let stopped: Error | undefined;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, result, error }: DiagramReply) => {
    const p = pending.get(id);
    pending.delete(id);
    if (error !== undefined) p?.reject(new Error(`a diagram thread failed: ${error}`));
    else p?.resolve(result);
  });
  worker.on('error', (error) => failAll(new Error(`a diagram thread failed: ${error.stack ?? error.message}`)));
  worker.on('exit', (code) => failAll(new Error(`a diagram thread stopped (exit code ${code})`)));
  return {
    request<T>(text: string) {
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        if (stopped) return reject(stopped);
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ id, text } satisfies DiagramRequest);
      });
    },
    stop: () => void worker.terminate(),
  };
}

/**
 * Starts the diagrams of these Markdown texts that neither cache has on threads of their own,
 * when there are at least THREADS_FROM of them; `diagramOutcome` then returns their outcomes as
 * they arrive. Returns how many were started.
 */
export function drawDiagramsAhead(markdown: string[], cacheDir?: string): number {
  if (!isMainThread) return 0;
  const texts = [...new Set(markdown.flatMap(diagramTexts))].filter((text) => !diagramKnown(text, cacheDir));
  if (texts.length < THREADS_FROM) return 0;
  const file = generatorBundle(path.join(import.meta.dirname, 'diagram-worker.ts'));
  const threads = { check: file.then((f) => startThread(f, 'check')), draw: file.then((f) => startThread(f, 'draw')) };
  const renderers: DiagramRenderers = {
    check: (text) => threads.check.then((thread) => thread.request(text)),
    draw: (body) => threads.draw.then((thread) => thread.request(body)),
  };
  // Each outcome is awaited where its page renders; settling them all here only tells when the threads can go.
  void Promise.allSettled(texts.map((text) => diagramOutcome(text, cacheDir, renderers))).then(() => {
    void threads.check.then((thread) => thread.stop(), () => undefined);
    void threads.draw.then((thread) => thread.stop(), () => undefined);
  });
  return texts.length;
}
