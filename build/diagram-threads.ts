/**
 * Diagrams drawn ahead, on two threads of their own. When a build's Markdown holds diagrams that
 * neither cache has, one thread checks their syntax with Mermaid and the other draws them
 * with beautiful-mermaid, while the build's thread goes on with the Markdown and finds each
 * outcome ready, or under way, when it reaches the page that shows it. Each thread is given all
 * its work at once and loads one renderer only: a thread that waited for its next diagram until
 * the build's thread (busy rendering a page) handed it over, or that compiled the other
 * renderer's code as well, took twice as long. The outcomes are the ones the build's thread would
 * reach (markdown/diagram-cache.ts combines them the same way); only where the work runs differs.
 *
 * Render workers (renderer.ts) draw the diagrams they meet themselves: there, the build is spread
 * over the cores already.
 */
import path from 'node:path';
import { isMainThread, Worker } from 'node:worker_threads';
import { diagramKnown, diagramOutcome, type DiagramRenderers } from './markdown/diagram-cache.ts';
import { diagramTexts, withinPageBudget } from './markdown/diagrams.ts';
import { generatorBundle } from './node-bundle.mjs';

export type DiagramRole = 'check' | 'draw';
export type DiagramRequest = { id: number; role: DiagramRole; text: string };
export type DiagramReply = { id: number; result?: unknown; error?: string };

/** A thread that works through the requests posted to it, in order; a failure of the thread fails every request still open. */
function startThread(file: string) {
  // Plain JavaScript: without the parent's loaders (such as tsx) it starts faster.
  const worker = new Worker(file, { execArgv: [] });
  const open = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let posted = 0;
  let stopped: Error | undefined;
  const fail = (error: Error) => {
    stopped ??= error;
    for (const task of open.values()) task.reject(stopped);
    open.clear();
  };
  worker.on('message', ({ id, result, error }: DiagramReply) => {
    const task = open.get(id)!;
    open.delete(id);
    if (error !== undefined) task.reject(new Error(`a diagram thread failed: ${error}`));
    else task.resolve(result);
  });
  worker.on('error', (error) => fail(new Error(`a diagram thread failed: ${error.stack ?? error.message}`)));
  worker.on('exit', (code) => fail(new Error(`a diagram thread stopped (exit code ${code})`)));
  return {
    run: (role: DiagramRole, text: string) =>
      new Promise<never>((resolve, reject) => {
        if (stopped) return reject(stopped);
        const id = posted++;
        open.set(id, { resolve, reject });
        worker.postMessage({ id, role, text } satisfies DiagramRequest);
      }),
    stop: () => void worker.terminate(),
  };
}

/** One thread per role, started when the thread's code is ready (`file`, the bundle of diagram-worker.ts). */
export function startPool(file: Promise<string>): DiagramRenderers & { stop(): void } {
  const checking = file.then(startThread);
  const drawing = file.then(startThread);
  return {
    check: (text) => checking.then((thread) => thread.run('check', text)),
    draw: (body) => drawing.then((thread) => thread.run('draw', body)),
    // Called once every outcome is settled: what is still open are drawings of diagrams whose syntax turned out wrong, which nobody awaits.
    stop: () => void Promise.all([checking, drawing]).then((threads) => threads.forEach((thread) => thread.stop()), () => undefined),
  };
}

/** A page's diagrams that the build checks and draws (those past its budget are left to the browser unchecked). */
function drawnTexts(page: string): string[] {
  const texts = diagramTexts(page);
  const budget = withinPageBudget(texts);
  return texts.filter((_, i) => budget[i]);
}

/**
 * Starts the diagrams of these Markdown texts that neither cache has on threads of their own;
 * `diagramOutcome` then returns their outcomes as they arrive. Returns how many were started.
 * Even one new diagram goes to the threads: there Mermaid and beautiful-mermaid load side by side
 * and beside the Markdown, where the build's thread would load one after the other (this site's
 * three diagrams, cold: 0.84 s rather than 1.05). The dev server renders on workers, which draw
 * their own diagrams and keep their renderers loaded from one rebuild to the next.
 */
export function drawDiagramsAhead(markdown: string[], cacheDir?: string): number {
  if (!isMainThread) return 0;
  const texts = [...new Set(markdown.flatMap(drawnTexts))].filter((text) => !diagramKnown(text, cacheDir));
  if (texts.length === 0) return 0;
  const pool = startPool(generatorBundle(path.join(import.meta.dirname, 'diagram-worker.ts')));
  // Each outcome is awaited where its page renders; settling them all here only tells when the threads can go.
  void Promise.allSettled(texts.map((text) => diagramOutcome(text, cacheDir, pool))).then(() => pool.stop());
  return texts.length;
}
