/**
 * npm run fuzz: the fuzzer of tests/fuzz/, longer than CI runs it and with a random seed.
 * `-- --runs N` (documents; default 10,000), `--sites N` (whole sites; default 200), `--seed S`
 * and `--path P` replay a failure as printed; `--print` shows that case without running it.
 * Prints the seed first (a run stopped midway can be replayed), then per level its cases, time and
 * slowest cases; a failure prints its seed, path and shrunk input, and a case past the bound
 * (CASE_HANG) stops the run, naming the case.
 */
import { parseArgs } from 'node:util';
import { CASE_HANG, CASE_WORK_MS, fuzzFolder } from '../tests/fuzz/properties.ts';
import { caseAt, keepCase, runLevel, summarize, type LevelName } from '../tests/fuzz/run.ts';
import { startWatchdog } from '../tests/fuzz/watchdog.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' }, sites: { type: 'string', default: '200' }, seed: { type: 'string' }, path: { type: 'string' }, print: { type: 'boolean' } } });
const seed = values.seed === undefined ? (Date.now() ^ (Math.random() * 0x100000000)) | 0 : Number(values.seed);
const levels = ([['documents', Number(values.runs)], ['sites', Number(values.sites)]] as [LevelName, number][]).filter(([, runs]) => runs > 0);

if (values.print) {
  if (!values.path) throw new Error('--print shows the case at --path: give the path a failure printed');
  for (const [name] of levels) {
    const value = caseAt(name, seed, values.path);
    console.log(`${name} case ${values.path} of seed ${seed}: ${summarize(value)}\nKept whole at ${keepCase(name, value)}`);
  }
  process.exit(0);
}

console.log(`fuzz: seed ${seed} (replay with --seed ${seed}); a case fails past ${CASE_WORK_MS / 1000} s of CPU time and is stopped past ${CASE_HANG.cpuMs / 1000} s`);
const folder = fuzzFolder();
const watchdog = startWatchdog(CASE_HANG);
let failed = false;
for (const [name, runs] of levels) {
  const start = performance.now();
  // Printed from the cases themselves: a timer would wait behind a case that holds the thread.
  const progress = (cases: number) => cases % 5000 === 0 && console.log(`  ${name}: ${cases} cases, ${((performance.now() - start) / 1000).toFixed(0)} s`);
  const result = await runLevel({ name, seed, runs, path: values.path, dir: folder.dir, watchdog, progress });
  const seconds = (result.ms / 1000).toFixed(1);
  const slowest = result.slowest.map((s) => `case ${s.index} ${(s.ms / 1000).toFixed(2)} s`).join(', ');
  // Whole seconds of the run, CPU seconds of its slowest cases: the run's time depends on the machine's load, a case's work does not.
  if (result.failure) {
    failed = true;
    console.log(`${name}: FAILED after ${result.cases} cases (${seconds} s)\n${result.failure}`);
  } else console.log(`${name}: ${result.cases} cases in ${seconds} s (seed ${seed}), no failure; most CPU time: ${slowest}`);
}
await watchdog.stop();
folder.cleanup();
process.exit(failed ? 1 : 0);
