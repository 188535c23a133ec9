/**
 * Diagrams drawn ahead, on two threads of their own. When a build's Markdown holds many diagrams
 * that neither cache has, one thread checks their syntax with Mermaid and the other draws them
 * with beautiful-mermaid, while the build's thread goes on with the Markdown and finds each
 * outcome ready, or under way, when it reaches the page that shows it. Drawing takes about twice
 * as long as checking, so the checking thread, once done, draws too (each thread loads a renderer
 * only when it first needs it). The outcomes are the ones the build's thread would reach
 * (markdown/diagram-cache.ts combines them the same way); only where the work runs differs.
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
export type DiagramRequest = { role: DiagramRole; text: string };
export type DiagramReply = { result?: unknown; error?: string };

interface Task {
  role: DiagramRole;
  text: string;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** A thread given one task at a time (Mermaid keeps the diagram it parses in module state); a failure of the thread fails its task and every later one. */
function startThread(file: string): { run(task: Task): void; stop(): void } {
  // Plain JavaScript: without the parent's loaders (such as tsx) it starts faster.
  const worker = new Worker(file, { execArgv: [] });
  let current: Task | undefined;
  let stopped: Error | undefined;
  const fail = (error: Error) => {
    stopped ??= error;
    current?.reject(error);
    current = undefined;
  };
  worker.on('message', ({ result, error }: DiagramReply) => {
    const task = current!;
    current = undefined;
    if (error !== undefined) task.reject(new Error(`a diagram thread failed: ${error}`));
    else task.resolve(result);
  });
  worker.on('error', (error) => fail(new Error(`a diagram thread failed: ${error.stack ?? error.message}`)));
  worker.on('exit', (code) => fail(new Error(`a diagram thread stopped (exit code ${code})`)));
  return {
    run(task) {
      if (stopped) return task.reject(stopped);
      current = task;
      worker.postMessage({ role: task.role, text: task.text } satisfies DiagramRequest);
    },
    stop: () => void worker.terminate(),
  };
}

/** Two threads, each taking the next task of its own kind, else of the other kind. */
function startPool(file: Promise<string>): DiagramRenderers & { stop(): void } {
  const queues: Record<DiagramRole, Task[]> = { check: [], draw: [] };
  const idle: { prefers: DiagramRole; other: DiagramRole; thread: ReturnType<typeof startThread> }[] = [];
  let closed = false;
  const next = (worker: (typeof idle)[number]) => {
    const task = queues[worker.prefers].shift() ?? queues[worker.other].shift();
    if (!task) return closed ? worker.thread.stop() : void idle.push(worker);
    const settle = () => next(worker);
    worker.thread.run({ ...task, resolve: (value) => (task.resolve(value), settle()), reject: (error) => (task.reject(error), settle()) });
  };
  // Started once every task of the build is queued (they are queued at once), so that each thread begins with its own kind.
  const started = file.then((f) => {
    next({ prefers: 'check', other: 'draw', thread: startThread(f) });
    next({ prefers: 'draw', other: 'check', thread: startThread(f) });
  });
  const queue = (role: DiagramRole, text: string) =>
    new Promise<never>((resolve, reject) => {
      queues[role].push({ role, text, resolve, reject });
      const waiting = idle.shift();
      if (waiting) next(waiting);
      started.catch(reject);
    });
  return {
    check: (text) => queue('check', text),
    draw: (body) => queue('draw', body),
    // A thread still drawing a diagram whose syntax turned out wrong stops when it is done.
    stop() {
      closed = true;
      void started.then(() => idle.splice(0).forEach((worker) => worker.thread.stop()), () => undefined);
    },
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
  const pool = startPool(generatorBundle(path.join(import.meta.dirname, 'diagram-worker.ts')));
  // Each outcome is awaited where its page renders; settling them all here only tells when the threads can go.
  void Promise.allSettled(texts.map((text) => diagramOutcome(text, cacheDir, pool))).then(() => pool.stop());
  return texts.length;
}
