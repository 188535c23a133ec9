/**
 * `npx tsx --expose-gc scripts/bench-memory.ts DIR`: builds the content folder DIR (cold, no cache,
 * into a temporary output) and prints, after each stage, the live heap of the build's own thread
 * (garbage collected first; the render threads' heaps are not in it) and its largest, per page. Issue 29's question is how that grows with the site:
 * the process's peak (render threads included) is what `/usr/bin/time -v` or `npm run bench`
 * print. A script that prints figures, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../build/build.ts';
import { formatDiagnostic } from '../build/diagnostics.ts';
import type { Profile } from '../build/profile.ts';

const content = process.argv[2];
const collect = (globalThis as { gc?: () => void }).gc;
if (!content || !collect) throw new Error('usage: npx tsx --expose-gc scripts/bench-memory.ts CONTENT_DIR');

const live = () => {
  collect();
  return process.memoryUsage().heapUsed;
};
const rows: [string, number][] = [];
const profile: Profile = {
  time(stage, work) {
    const result = work();
    if (result instanceof Promise) return result.finally(() => rows.push([stage, live()])) as typeof result;
    rows.push([stage, live()]);
    return result;
  },
};

const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-memory-'));
try {
  const start = live();
  const result = await build({ root: path.resolve(import.meta.dirname, '..'), contentDir: path.resolve(content), outDir: path.join(dir, 'dist'), profile, removal: 'now' });
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0).padStart(6)} MB`;
  const width = Math.max(...rows.map(([stage]) => stage.length));
  console.log(`${'after stage'.padEnd(width)}  live heap of the build's thread`);
  for (const [stage, bytes] of rows) console.log(`${stage.padEnd(width)}  ${mb(bytes)}`);
  const perPage = (bytes: number) => `${((bytes - start) / result.routes.length / 1024).toFixed(1)} KB a page`;
  const [peakStage, peak] = rows.reduce((a, b) => (b[1] > a[1] ? b : a));
  console.log(`\n${result.routes.length} pages; the live heap, less the heap before the build: at most ${mb(peak - start).trim()} (after "${peakStage}"), ${perPage(peak)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
