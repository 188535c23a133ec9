/**
 * What the spool (build/spool.ts) costs a render thread on real pages: `npm run bench:spool --
 * DIR [--files N] [--rounds N]` reads up to N `.html` and `.md` files under DIR (a build's output:
 * a page's `a.html` is a hard link to `a/index.html`, so a text comes twice, as the versions of a doc
 * bring the same text again), then, round after round, writes them into a new spool folder beside
 * DIR in batches of 50 (as a render thread writes a batch's HTML and twins), reads each back
 * (as the HTML stage and the twins do) and removes the folder. It prints the CPU time (user and
 * system: creating files is the kernel's work) per text written and read, and the files made.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSpool, removeSpool, spoolWriter, textOf, type SpooledText } from '../build/spool.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { files: { type: 'string', default: '4000' }, rounds: { type: 'string', default: '5' } } });
const dir = positionals[0];
if (!dir) {
  console.error('usage: npm run bench:spool -- DIR [--files N] [--rounds N]');
  process.exit(1);
}
const root = path.resolve(dir);
const texts = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => /\.(html|md)$/.test(f))
  .sort()
  .slice(0, Number(values.files))
  .map((f) => readFileSync(path.join(root, f), 'utf8'));
const mb = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / 2 ** 20;
const BATCH = 50;

const cpuMs = (work: () => void) => {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

console.log(`${texts.length} texts (${new Set(texts).size} different), ${mb.toFixed(1)} MB, from ${root}`);
console.log('round  write µs/text  read µs/text  files');
for (let round = 1; round <= Number(values.rounds); round++) {
  const spool = createSpool(root);
  const index = new Map();
  let handles: SpooledText[] = [];
  const write = cpuMs(() => {
    for (let i = 0; i < texts.length; i += BATCH) {
      const writer = spoolWriter(spool, index);
      handles = handles.concat(texts.slice(i, i + BATCH).map((text) => writer.text(text)));
      writer.close();
    }
  });
  let chars = 0;
  const read = cpuMs(() => {
    for (const handle of handles) chars += textOf(handle).length;
  });
  const files = readdirSync(spool).length;
  removeSpool(spool);
  if (chars !== texts.reduce((n, text) => n + text.length, 0)) throw new Error('a text read back differs in length from the text written');
  console.log(`${String(round).padStart(5)}  ${((1000 * write) / texts.length).toFixed(1).padStart(13)}  ${((1000 * read) / texts.length).toFixed(1).padStart(12)}  ${String(files).padStart(5)}`);
}
