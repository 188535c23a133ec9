/**
 * npm run fuzz: the fuzzer of tests/fuzz/, longer than CI runs it and with a random seed.
 * `-- --runs N` (documents; default 10,000), `--sites N` (whole sites; default 200), `--seed S`
 * and `--path P` replay a failure as printed. A failure prints its seed and the input fast-check
 * shrank it to.
 */
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { doc, site } from '../tests/fuzz/grammar.ts';
import { CASE_BOUND_MS, checkDocument, checkSite, fuzzFolder } from '../tests/fuzz/properties.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' }, sites: { type: 'string', default: '200' }, seed: { type: 'string' }, path: { type: 'string' } } });
const seed = values.seed === undefined ? (Date.now() ^ (Math.random() * 0x100000000)) | 0 : Number(values.seed);
const folder = fuzzFolder();
let done = 0;
const levels: { name: string; runs: number; property: fc.IAsyncProperty<[never]> }[] = [
  { name: 'documents', runs: Number(values.runs), property: fc.asyncProperty(doc, (d) => (done++, checkDocument(d, folder.dir))) as unknown as fc.IAsyncProperty<[never]> },
  { name: 'sites', runs: Number(values.sites), property: fc.asyncProperty(site, (s) => (done++, checkSite(s, folder.dir))) as unknown as fc.IAsyncProperty<[never]> },
];
console.log(`fuzz: seed ${seed} (replay with --seed ${seed})`);
let failed = false;
for (const { name, runs, property } of levels) {
  if (!runs) continue;
  const start = performance.now();
  done = 0;
  const ticker = setInterval(() => console.log(`  ${name}: ${done} cases, ${((performance.now() - start) / 1000).toFixed(0)} s`), 60_000);
  const details = await fc.check(property, { seed, path: values.path, numRuns: runs, timeout: CASE_BOUND_MS });
  clearInterval(ticker);
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  if (details.failed) {
    failed = true;
    console.log(`${name}: FAILED (${seconds} s). Replay it with: npm run fuzz -- --seed ${details.seed} --path "${details.counterexamplePath}"`);
    console.log(fc.defaultReportMessage(details as fc.RunDetails<unknown>));
    console.log(`What failed:\n${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`);
  } else console.log(`${name}: ${details.numRuns} cases in ${seconds} s (seed ${seed}), no failure`);
}
folder.cleanup();
process.exit(failed ? 1 : 0);
