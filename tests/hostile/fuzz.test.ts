/**
 * The fuzzer in CI (tests/fuzz/): a fixed seed and a bounded number of cases, with the inputs it
 * once failed on run first, each case under the watchdog. `npm run fuzz` runs it longer with a
 * random seed. A failure names the seed and path and shows the input fast-check shrank it to.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Doc, FuzzSite } from '../fuzz/grammar.ts';
import { CASE_HANG, fuzzFolder } from '../fuzz/properties.ts';
import { runLevel, type LevelName } from '../fuzz/run.ts';
import { startWatchdog } from '../fuzz/watchdog.ts';

const SEED = 32;
const folder = fuzzFolder();
const watchdog = startWatchdog(CASE_HANG);
afterAll(async () => {
  await watchdog.stop();
  folder.cleanup();
});

/** Inputs the fuzzer found failing, kept so that they stay fixed. */
const FOUND: Doc[] = [
  // The Markdown twin failed on a URL no parser reads.
  { ext: 'md', text: ':::tabs\n@tab alpha\n| <a href=" http://example.com #"> http://example.com #</a>  |\n| --- |\n|  |\n\nalpha\n:::' },
  // MDX read an expression in what Markdown reads as code: its placeholder showed in the twin (a run of 7,520 cases, seed 1865411079).
  { ext: 'mdx', text: ':::note\n- :::note <!-- alpha\n   alpha\n   :::\n   \n   alpha\n- > ```mermaid\n   > graph LR\n   >   A[x] --> B{y}\n   >   B -->|z| C\n   > ```\n   > \n   > \n:::\n\n<kbd>****</kbd>' },
  // A flow element on the line after a paragraph's: MDX ends the paragraph there, marked kept the placeholder in it (seed 1213064483, case 1,944).
  { ext: 'mdx', text: '---\nsidebar_custom_props: null\ndate: /\n---\n# Title\n\n:::nosuch\n<details>\n<summary>Sum</summary>\n\n\n\n</details>\n:::\n' },
];

/** Sites that ended in an error without a file, kept so that they stay fixed. */
const FOUND_SITES: FuzzSite[] = [
  // A sidebars file whose items throw when read (issue 32).
  { docs: [{ ext: 'md', text: '# Intro\n\nText.\n' }], category: undefined, sidebars: 'module.exports = { docs: [{ type: "category", get items() { throw new Error("x") } }] };' },
];

/** Runs a level with the fixed seed, printing its figures; fails with the report of a failing case. */
async function run(name: LevelName, runs: number, examples: unknown[]): Promise<void> {
  const result = await runLevel({ name, seed: SEED, runs, examples, dir: folder.dir, watchdog });
  console.log(`fuzz: ${result.cases} ${name} (seed ${SEED}) in ${(result.ms / 1000).toFixed(1)} s; slowest case ${(result.slowest[0]?.ms / 1000).toFixed(2)} s of CPU time`);
  expect(result.failure).toBeUndefined();
}

describe('fuzzing: every input ends as pages or as errors naming a file, within the time bound, with valid Markdown twins', () => {
  it('documents: Markdown, MDX and front matter from the grammar, extreme sizes, random text and bytes', async () => {
    await run('documents', 300, FOUND);
  }, 600_000);

  it('sites: docs with a _category_ file and a sidebars file', async () => {
    await run('sites', 40, FOUND_SITES);
  }, 600_000);
});
