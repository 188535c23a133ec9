/**
 * Runs one level of the fuzzer (documents or whole sites) for the CI test and `npm run fuzz`:
 * each case under the watchdog, the slowest cases timed, and a failure reported in a few lines
 * (seed, path, the shrunk input with its long strings shortened, what failed) with the whole input
 * kept as a site folder that `npm run build -- --content` builds.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { doc, site, type Doc, type FuzzSite } from './grammar.ts';
import { checkDocument, checkSite, cpuMs, writeSite } from './properties.ts';
import type { Watchdog } from './watchdog.ts';

export type LevelName = 'documents' | 'sites';

const LEVELS = {
  documents: { arbitrary: doc as fc.Arbitrary<unknown>, check: checkDocument as (value: unknown, dir: string) => Promise<void>, asSite: (d: unknown): FuzzSite => ({ docs: [d as Doc], category: undefined, sidebars: undefined }), only: '--sites 0' },
  sites: { arbitrary: site as fc.Arbitrary<unknown>, check: checkSite as (value: unknown, dir: string) => Promise<void>, asSite: (s: unknown) => s as FuzzSite, only: '--runs 0' },
};

/** How to run one case again, alone: `npm run fuzz` takes the seed and the path fast-check prints. */
export const replayCommand = (name: LevelName, seed: number, at: string) => `npm run fuzz -- --seed ${seed} --path ${at} ${LEVELS[name].only}`;

export interface LevelRun {
  name: LevelName;
  seed: number;
  runs: number;
  /** Replays the case at this path (as a failure reports it) instead of generating `runs`. */
  path?: string;
  /** Inputs run before the generated ones (those the fuzzer once failed on). */
  examples?: unknown[];
  /** A folder the cases may write in. */
  dir: string;
  watchdog: Watchdog;
  /** Told after each case how many ran, so that a long run shows where it is. */
  progress?(cases: number): void;
  /** What each case must pass: the level's property (properties.ts) unless told otherwise. */
  check?: (value: unknown, dir: string) => Promise<void>;
}

export interface LevelResult {
  cases: number;
  ms: number;
  /** The generated cases that took the most CPU time, most first. */
  slowest: { index: number; ms: number }[];
  /** What failed, in a few lines; undefined when every case passed. */
  failure?: string;
}

const LONG = 240;

/** A value as JSON, each string longer than a few lines shortened to its start and end, bytes to their count: a counterexample of a megabyte stays readable. */
export function summarize(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Uint8Array) return `<${v.length} bytes: ${Buffer.from(v.subarray(0, 24)).toString('hex')}${v.length > 24 ? '…' : ''}>`;
    if (typeof v !== 'string' || v.length <= LONG) return v;
    return `${v.slice(0, LONG * 0.75)}…[${(v.length - LONG).toLocaleString('en')} more characters]…${v.slice(-LONG / 4)}`;
  });
}

/** Writes a case as a site folder (its config, sidebars and docs) under a new temporary folder; returns that site folder. */
export function keepCase(name: LevelName, value: unknown): string {
  const kept = mkdtempSync(path.join(tmpdir(), `fuzz-${name}-`));
  writeSite(LEVELS[name].asSite(value), kept);
  return path.join(kept, 'site');
}

/** The case at `at` (a path as a failure reports it), without running it. */
export function caseAt(name: LevelName, seed: number, at: string): unknown {
  let value: unknown;
  // Failing at once makes fast-check stop at the path's own value rather than shrink it further.
  fc.check(fc.property(LEVELS[name].arbitrary, (v) => ((value ??= v), false)), { seed, path: at, numRuns: 1, endOnFailure: true });
  return value;
}

/** Runs the level; resolves with its figures and, should a case fail, the report of its shrunk input. */
export async function runLevel(run: LevelRun): Promise<LevelResult> {
  const { name, seed, watchdog, examples = [] } = run;
  const level = LEVELS[name];
  let calls = 0;
  let failedAt: number | undefined;
  const slowest: { index: number; ms: number }[] = [];
  const property = fc.asyncProperty(level.arbitrary, async (value) => {
    const index = calls++ - examples.length;
    const what = failedAt !== undefined ? `shrinking the failure of ${name} case ${failedAt} (seed ${seed}; replay that case with: ${replayCommand(name, seed, String(failedAt))})` : index < 0 ? `${name} example ${index + examples.length} (of those once failing, run first)` : `${name} case ${index} (seed ${seed}; print it with: ${replayCommand(name, seed, run.path ?? String(index))} --print)`;
    const start = cpuMs();
    watchdog.begin(what);
    try {
      await (run.check ?? level.check)(value, run.dir);
    } catch (error) {
      failedAt ??= index;
      throw error;
    } finally {
      watchdog.end();
      const ms = cpuMs() - start;
      run.progress?.(calls);
      if (failedAt === undefined && index >= 0 && (slowest.length < 5 || ms > slowest.at(-1)!.ms)) {
        slowest.push({ index, ms });
        slowest.sort((a, b) => b.ms - a.ms).splice(5);
      }
    }
  });
  const start = performance.now();
  const details = await fc.check(property, { seed, path: run.path, numRuns: run.runs, examples: examples.map((e) => [e]) });
  const result: LevelResult = { cases: calls, ms: performance.now() - start, slowest };
  if (!details.failed) return result;
  const [input] = details.counterexample ?? [];
  const at = details.counterexamplePath ?? '';
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  result.failure = [
    `${name}: ${failedAt !== undefined && failedAt < 0 ? `example ${failedAt + examples.length}` : `case ${at.split(':')[0]} (seed ${seed})`} failed; shrunk ${details.numShrinks} times to the input below.`,
    `Replay it with: ${replayCommand(name, seed, at)} (add --print to see the input without running it)`,
    `The input: ${summarize(input)}`,
    `The whole input is kept at ${keepCase(name, input)} (npm run build -- --content <that folder> builds it).`,
    `What failed:\n${error.length > 4000 ? `${error.slice(0, 4000)}…` : error}`,
  ].join('\n');
  return result;
}
