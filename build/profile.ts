/**
 * `--profile`: where a build's time went, stage by stage, printed after the summary line, with the
 * process's resident memory (worker threads included) when the stage ended. A stage timed more
 * than once (the Markdown of several sections) adds up. Without `--profile` the build
 * runs the same code through `untimed`, which only calls the work.
 */

export interface Profile {
  /** Runs `work` and adds the time it took, until its promise settles if it returns one, to `stage`. */
  time<T>(stage: string, work: () => T): T;
}

export const untimed: Profile = { time: (_stage, work) => work() };

export interface TimedProfile extends Profile {
  /** One line per stage in the order they first ran, then the start-up and the total. */
  report(totalMs: number): string[];
}

export function createProfile(): TimedProfile {
  const stages = new Map<string, number>();
  const memory = new Map<string, number>();
  // performance.now() counts from the process start, so what ran before the build is Node's start-up and the generator's loading.
  const startup = performance.now();
  const add = (stage: string, since: number) => {
    stages.set(stage, (stages.get(stage) ?? 0) + performance.now() - since);
    memory.set(stage, process.memoryUsage.rss());
  };
  return {
    time(stage, work) {
      const since = performance.now();
      const result = work();
      if (result instanceof Promise) return result.finally(() => add(stage, since)) as typeof result;
      add(stage, since);
      return result;
    },
    report(totalMs) {
      const rows: [string, number][] = [['start-up (Node, loading the generator)', startup], ...stages, ['other', totalMs - [...stages.values()].reduce((a, b) => a + b, 0)], ['total', startup + totalMs]];
      const width = Math.max(...rows.map(([name]) => name.length));
      const rss = (name: string) => (memory.has(name) ? `${(memory.get(name)! / 2 ** 20).toFixed(0).padStart(7)} MB` : '');
      return rows.map(([name, ms]) => `${name.padEnd(width)}  ${ms.toFixed(0).padStart(6)} ms${rss(name)}`);
    },
  };
}
