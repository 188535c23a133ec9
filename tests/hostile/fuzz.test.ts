/**
 * The fuzzer in CI (tests/fuzz/): a fixed seed and a bounded number of cases, with the inputs it
 * once failed on run first. `npm run fuzz` runs it longer with a random seed. A failure names the
 * seed and prints the input fast-check shrank it to.
 */
import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { doc, site, type Doc, type FuzzSite } from '../fuzz/grammar.ts';
import { CASE_BOUND_MS, checkDocument, checkSite, fuzzFolder } from '../fuzz/properties.ts';

const SEED = 32;
const folder = fuzzFolder();
afterAll(() => folder.cleanup());

/** Inputs the fuzzer found failing, kept so that they stay fixed. */
const FOUND: Doc[] = [
  // The Markdown twin failed on a URL no parser reads.
  { ext: 'md', text: ':::tabs\n@tab alpha\n| <a href=" http://example.com #"> http://example.com #</a>  |\n| --- |\n|  |\n\nalpha\n:::' },
];

/** Sites that ended in an error without a file, kept so that they stay fixed. */
const FOUND_SITES: FuzzSite[] = [
  // A sidebars file whose items throw when read (issue 32).
  { docs: [{ ext: 'md', text: '# Intro\n\nText.\n' }], category: undefined, sidebars: 'module.exports = { docs: [{ type: "category", get items() { throw new Error("x") } }] };' },
];

/** Runs a property as fc.assert does, timing it; its report has the seed and the shrunk input. */
async function run<T>(name: string, property: fc.IAsyncProperty<[T]>, numRuns: number, examples: [T][] = []): Promise<void> {
  const start = performance.now();
  await fc.assert(property, { seed: SEED, numRuns, timeout: CASE_BOUND_MS, examples });
  console.log(`fuzz: ${numRuns} ${name} (seed ${SEED}) in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

describe('fuzzing: every input ends as pages or as errors naming a file, within the time bound, with valid Markdown twins', () => {
  it('documents: Markdown, MDX and front matter from the grammar, extreme sizes, random text and bytes', async () => {
    await run('documents', fc.asyncProperty(doc, (d) => checkDocument(d, folder.dir)), 300, FOUND.map((d) => [d]));
  }, 600_000);

  it('sites: docs with a _category_ file and a sidebars file', async () => {
    await run('sites', fc.asyncProperty(site, (s) => checkSite(s, folder.dir)), 40, FOUND_SITES.map((s) => [s]));
  }, 600_000);
});
