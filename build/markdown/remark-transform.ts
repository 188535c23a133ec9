/**
 * Runs one remark transformer of a site's plugin (remark-run.ts runs them in order), until the
 * work it started has settled, not only until it returns. A
 * site's plugin may change the tree from promises it does not return (calico's `$[name]` variables:
 * an async visitor that `visit` does not await, which imports each version's variables file).
 * Docusaurus's pipeline goes on to plugins that wait for files, so such changes land before its
 * MDX compiles; here the tree is read as soon as the plugins return. So every promise the
 * transformer's call creates, and those that their callbacks create in turn, is followed (Node's
 * async hooks, on only while a transformer runs), and the tree is read once none is pending.
 */
import { AsyncResource, createHook } from 'node:async_hooks';
import type { Root } from 'mdast';

/** A unified transformer: the tree and the file, and a callback when it takes three arguments. */
export type Transformer = (tree: Root, file: unknown, next?: (error?: unknown, tree?: Root) => void) => unknown;

/** How long the promises a transformer left are waited for: one that never settles must not hold the build. */
export const SETTLE_LIMIT_MS = 10_000;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/** What the transformer being run started: async ids, and those of its promises not settled yet. Documents run one at a time. */
let watched: { family: Set<number>; pending: Set<number> } | undefined;

const hook = createHook({
  init(id, type, trigger) {
    if (!watched?.family.has(trigger)) return;
    watched.family.add(id);
    if (type === 'PROMISE') watched.pending.add(id);
  },
  promiseResolve: (id) => void watched?.pending.delete(id),
});

/** `call`'s result, once the promises it started have settled; `late` is true when some had not after `limit` ms (the result is given then). */
export async function settled<T>(call: () => T, limit = SETTLE_LIMIT_MS): Promise<{ value: Awaited<T>; late: boolean }> {
  const resource = new AsyncResource('remark-transformer');
  const watch = (watched = { family: new Set([resource.asyncId()]), pending: new Set<number>() });
  hook.enable();
  try {
    const started = resource.runInAsyncScope(() => Promise.resolve().then(call));
    // Taken through a promise of its own, so that what this function awaits next is not the call's.
    const value = await new Promise<Awaited<T>>((resolve, reject) => void started.then(resolve as (v: unknown) => void, reject));
    const end = Date.now() + limit;
    // A promise settled lets its callbacks run, which may start more: quiet twice in a row is done.
    for (let quiet = 0; quiet < 2; ) {
      await tick();
      if (watch.pending.size === 0) quiet++;
      else if (Date.now() > end) return { value, late: true };
      else (quiet = 0), await pause();
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
