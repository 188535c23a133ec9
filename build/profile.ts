/**
 * `--profile`: where a build's time went, stage by stage, printed after the summary line: its wall
 * time, the CPU time the process spent meanwhile (every thread's, the render workers' too; not a
 * child process's, such as esbuild's service) and the process's resident memory (worker threads
 * included) when the stage ended. On a machine shared with other builds a stage's wall time is
 * mostly waiting for a core; its CPU time is what it cost. A stage timed more than once (the
 * Markdown of several sections) adds up. Without `--profile` the build runs the same code through
 * `untimed`, which only calls the work.
 */

export interface Profile {
  /** Runs `work` and adds the time it took, until its promise settles if it returns one, to `stage`. */
  time<T>(stage: string, work: () => T): T;
}

export const untimed: Profile = { time: (_stage, work) => work() };

export interface TimedProfile extends Profile {
  /** A header, then one line per stage in the order they first ran (wall time, CPU time, memory), then the start-up and the total. */
  report(totalMs: number): string[];
}

/** What a profile reads: the wall clock and the process's CPU time in milliseconds, and its resident memory in bytes. */
export interface ProfileClock {
  now(): number;
  cpu(): number;
  rss(): number;
}

const processClock: ProfileClock = {
  // performance.now() counts from the process start, so what ran before the build is Node's start-up and the generator's loading.
  now: () => performance.now(),
  cpu: () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
  rss: () => process.memoryUsage.rss(),
};

export function createProfile(clock: ProfileClock = processClock): TimedProfile {
  const stages = new Map<string, number>();
  const cpu = new Map<string, number>();
  const memory = new Map<string, number>();
  const startup = clock.now();
  const startupCpu = clock.cpu();
  const add = (stage: string, since: number, sinceCpu: number) => {
    stages.set(stage, (stages.get(stage) ?? 0) + clock.now() - since);
    cpu.set(stage, (cpu.get(stage) ?? 0) + clock.cpu() - sinceCpu);
    memory.set(stage, clock.rss());
  };
  return {
    time(stage, work) {
      const since = clock.now();
      const sinceCpu = clock.cpu();
      const result = work();
      if (result instanceof Promise) return result.finally(() => add(stage, since, sinceCpu)) as typeof result;
      add(stage, since, sinceCpu);
      return result;
    },
    report(totalMs) {
      const totalCpu = clock.cpu();
      const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
      const rows: [string, number, number][] = [
        ['start-up (Node, loading the generator)', startup, startupCpu],
        ...[...stages].map(([name, ms]): [string, number, number] => [name, ms, cpu.get(name)!]),
        ['other', totalMs - sum(stages), totalCpu - startupCpu - sum(cpu)],
        ['total', startup + totalMs, totalCpu],
      ];
      const width = Math.max(...rows.map(([name]) => name.length));
      const rss = (name: string) => (memory.has(name) ? `${(memory.get(name)! / 2 ** 20).toFixed(0).padStart(7)} MB` : '');
      return [`${'stage'.padEnd(width)}  ${'wall'.padStart(9)}  ${'CPU'.padStart(9)}`, ...rows.map(([name, ms, cpuMs]) => `${name.padEnd(width)}  ${ms.toFixed(0).padStart(6)} ms  ${cpuMs.toFixed(0).padStart(6)} ms${rss(name)}`)];
    },
  };
}
