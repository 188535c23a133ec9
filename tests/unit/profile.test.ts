import { describe, expect, it } from 'vitest';
import { createProfile, type ProfileClock } from '../../build/profile.ts';

/** A clock the test moves by hand: wall and CPU milliseconds, resident bytes. */
function handClock(): ProfileClock & { wall: number; cpuMs: number; bytes: number } {
  const clock = { wall: 100, cpuMs: 80, bytes: 64 * 2 ** 20, now: () => clock.wall, cpu: () => clock.cpuMs, rss: () => clock.bytes };
  return clock;
}

/** The report's columns by stage name: wall ms, CPU ms and MB (undefined where the row has none). */
function rows(lines: string[]): Map<string, { wall: number; cpu: number; mb?: number }> {
  return new Map(
    lines.slice(1).map((line) => {
      const m = /^(.*?)\s+(-?\d+) ms\s+(-?\d+) ms(?:\s+(\d+) MB)?$/.exec(line)!;
      return [m[1], { wall: Number(m[2]), cpu: Number(m[3]), mb: m[4] === undefined ? undefined : Number(m[4]) }];
    }),
  );
}

describe('--profile', () => {
  it("gives each stage's wall time and the CPU time spent meanwhile apart: a stage waiting for a core or a thread shows wall time without CPU", async () => {
    const clock = handClock();
    const profile = createProfile(clock);
    // Waiting for the render threads on a busy machine: 900 ms of wall time, 30 ms of CPU.
    await profile.time('Markdown', async () => {
      clock.wall += 900;
      clock.cpuMs += 30;
    });
    // Working on two threads at once: more CPU than wall time.
    profile.time('HTML pages', () => {
      clock.wall += 200;
      clock.cpuMs += 350;
      clock.bytes = 512 * 2 ** 20;
    });
    // Timed again: adds up.
    profile.time('Markdown', () => {
      clock.wall += 100;
      clock.cpuMs += 100;
    });
    clock.wall += 50;
    clock.cpuMs += 20;
    const report = profile.report(1350);
    expect(report[0]).toMatch(/^stage\s+wall\s+CPU$/);
    const byStage = rows(report);
    // Memory is the process's when the stage last ended.
    expect(byStage.get('Markdown')).toEqual({ wall: 1000, cpu: 130, mb: 512 });
    expect(byStage.get('HTML pages')).toEqual({ wall: 200, cpu: 350, mb: 512 });
    expect(byStage.get('start-up (Node, loading the generator)')).toEqual({ wall: 100, cpu: 80, mb: undefined });
    // What no stage timed: the build's 1,350 ms less the stages' 1,200; the CPU spent since start-up less the stages'.
    expect(byStage.get('other')).toEqual({ wall: 150, cpu: 20, mb: undefined });
    expect(byStage.get('total')).toEqual({ wall: 1450, cpu: 580, mb: undefined });
  });
});
