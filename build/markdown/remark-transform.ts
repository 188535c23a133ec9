/**
 * Runs one remark transformer of a site's plugin (remark-run.ts runs them in order), until the
 * work it started has settled, not only until it returns. A
 * site's plugin may change the tree from promises it does not return (calico's `$[name]` variables:
 * an async visitor that `visit` does not await, which imports each version's variables file).
 * Docusaurus's pipeline goes on to plugins that wait for files, so such changes land before its
 * MDX compiles; here the tree was read as soon as the plugins returned. So what the transformer's
 * call starts, and what that starts in turn, is followed (Node's async hooks, on only while a
 * transformer runs), and the tree is read once it has gone quiet.
 */
import { AsyncResource, createHook } from 'node:async_hooks';
import type { Root } from 'mdast';

/** A unified transformer: the tree and the file, and a callback when it takes three arguments. */
export type Transformer = (tree: Root, file: unknown, next?: (error?: unknown, tree?: Root) => void) => unknown;

/** How long the promises a transformer left are waited for: one that never settles must not hold the build. */
export const SETTLE_LIMIT_MS = 10_000;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/**
 * What the transformer being run started (async ids); what of it is under way (timers, file reads,
 * child processes: resources not yet destroyed) and which of its promises are not settled; a count
 * of its activity (a resource made, a promise resolved, a callback run). Documents run one at a time.
 */
let watched: { family: Set<number>; working: Set<number>; pending: Set<number>; activity: number } | undefined;

const hook = createHook({
  init(id, type, trigger) {
    if (!watched?.family.has(trigger)) return;
    watched.family.add(id);
    watched.activity++;
    (type === 'PROMISE' ? watched.pending : watched.working).add(id);
  },
  before: (id) => void (watched?.family.has(id) && watched.activity++),
  promiseResolve(id) {
    if (watched?.pending.delete(id)) watched.activity++;
  },
  destroy: (id) => void watched?.working.delete(id),
});

/**
 * How long promises still pending, with nothing under way and nothing happening, are waited for:
 * Node's module loader leaves some that never settle (a second `import()` of one module), and an
 * `import()` answered by loader hooks on their own thread shows nothing here until it settles.
 */
const STALL_MS = 5;

/** `call`'s result, once what it started has gone quiet; `late` is true when it had not after `limit` ms (the result is given then). */
export async function settled<T>(call: () => T, limit = SETTLE_LIMIT_MS): Promise<{ value: Awaited<T>; late: boolean }> {
  const resource = new AsyncResource('remark-transformer');
  const watch = (watched = { family: new Set([resource.asyncId()]), working: new Set<number>(), pending: new Set<number>(), activity: 0 });
  hook.enable();
  try {
    const started = resource.runInAsyncScope(() => Promise.resolve().then(call));
    // Taken through a promise of its own, so that what this function awaits next is not the call's.
    const value = await new Promise<Awaited<T>>((resolve, reject) => void started.then(resolve as (v: unknown) => void, reject));
    const end = Date.now() + limit;
    // Quiet: nothing under way and nothing done since the last look (pending promises aside, once stalled), twice in a row.
    for (let quiet = 0, seen = -1, stalled: number | undefined; quiet < 2; ) {
      await tick();
      const idle = watch.working.size === 0 && watch.activity === seen;
      seen = watch.activity;
      if (idle && (watch.pending.size === 0 || Date.now() - (stalled ??= Date.now()) >= STALL_MS)) quiet++;
      else if (Date.now() > end) return { value, late: true };
      else if (idle) await pause();
      else (quiet = 0), (stalled = undefined), (watch.working.size || watch.pending.size) && (await pause());
    }
    return { value, late: false };
  } finally {
    // A document that failed first (runTransformer's race) may still be waiting here when the next one starts: that one's watch stays.
    if (watched === watch) hook.disable(), (watched = undefined);
    resource.emitDestroy();
  }
}

/**
 * One plugin's transformer on one tree, until the work it started has settled (`settled`, above):
 * a plugin whose promises nobody awaits has its changes in the tree too. An error its own
 * callbacks throw or reject with outside what it returns (the `'error'` event of a child process
 * nobody listens to: facebook/flow's plugin spawns a `flow` binary that is not there; calico's
 * visitor importing a file that is not there) would end Node at once, naming no document; while
 * the transformer runs (documents run one at a time), it fails this document instead, and what
 * the transformer then rejects with is already told.
 */
export async function runTransformer(step: { plugin: { name: string }; transform?: Transformer; late?: boolean }, tree: Root, file: unknown, warn: (message: string) => void): Promise<Root> {
  const fn = step.transform!;
  let escaped!: (error: unknown) => void;
  const thrownOutside = new Promise<never>((_, reject) => (escaped = reject));
  process.on('uncaughtException', escaped);
  process.on('unhandledRejection', escaped);
  try {
    const call = () => (fn.length >= 3 ? new Promise((resolve, reject) => fn(tree, file, (error, next) => (error ? reject(error) : resolve(next)))) : fn(tree, file));
    // A plugin that left work pending past the limit once is not waited for again (its pending work never ends).
    const run = settled(call, step.late ? 0 : SETTLE_LIMIT_MS).then(({ value, late }) => {
      if (late && !step.late) (step.late = true), warn(`remark plugin "${step.plugin.name}" leaves work pending ${SETTLE_LIMIT_MS / 1000} s after it returns (a promise that never settles), so what that work changes later is not shown; it is not waited for on other documents. Return or await the plugin's promises.`);
      return value;
    });
    run.catch(() => undefined);
    const result = await Promise.race([run, thrownOutside]);
    return result && typeof result === 'object' && 'type' in result ? (result as Root) : tree;
  } finally {
    process.off('uncaughtException', escaped);
    process.off('unhandledRejection', escaped);
  }
}
