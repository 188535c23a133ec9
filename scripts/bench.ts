/**
 * `npm run bench`: builds synthetic sites of 1,000 and 10,000 docs and this site, and prints a
 * table of pages, wall seconds, pages per second, peak memory, output size, average HTML per
 * page and the search download for one query. A script that prints figures, not a test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { globbySync } from 'globby';
import { loadSearchEngine } from '../site/islands/search-engine.ts';
import { SEARCH_MANIFEST_URL } from '../shared/search-format.ts';
import { benchDev } from './bench-dev.ts';
import { writeSyntheticSite } from './synthetic-site.ts';

const root = path.resolve(import.meta.dirname, '..');
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const runs: { name: string; docs?: number }[] = [{ name: 'SpecWeave site' }, ...(sizes.length ? sizes : [1000, 10000]).map((docs) => ({ name: `${docs} docs`, docs }))];

/** A word of the synthetic text and of SpecWeave's docs. */
const QUERY = 'increment';

/** Gzip bytes the browser downloads for its first query: the search code, then what the engine fetches. */
async function firstQueryBytes(out: string, query: string): Promise<number> {
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(out, file))).length;
  let bytes = globbySync('assets/js/search-engine.*.js', { cwd: out }).map(gzipped).reduce((a, b) => a + b, 0);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    bytes += gzipped(url.replace(/^\//, ''));
    return new Response(readFileSync(path.join(out, url)));
  }) as typeof fetch;
  try {
    const engine = await loadSearchEngine(SEARCH_MANIFEST_URL);
    if (!(await engine.search(query)).length) throw new Error(`no results for "${query}" in ${out}`);
  } finally {
    globalThis.fetch = realFetch;
  }
  return bytes;
}

function folderSize(dir: string): number {
  return globbySync('**/*', { cwd: dir }).reduce((n, f) => n + statSync(path.join(dir, f)).size, 0);
}

const rows: string[][] = [];
for (const run of runs) {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const content = run.docs ? path.join(dir, 'content') : '';
  if (run.docs) writeSyntheticSite(content, run.docs);
  const out = path.join(dir, 'dist');
  // The command `npm run build` runs, timed from process start to exit.
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', './scripts/report-rss.mjs', 'build/launch.mjs', 'cli.ts', ...(content ? ['--content', content] : []), '--out', out], { cwd: root, encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  const summary = /^(\d+) pages written .*, (\d+) ms$/m.exec(child.stdout);
  if (child.status !== 0 || !summary) throw new Error(`the build of ${run.name} failed:\n${child.stdout}${child.stderr}`);
  const stats = { pages: Number(summary[1]), ms: Number(summary[2]), maxRssKb: JSON.parse(child.stderr.trim().split('\n').at(-1)!).maxRssKb };
  const html = globbySync('**/index.html', { cwd: out });
  const htmlBytes = html.reduce((n, f) => n + statSync(path.join(out, f)).size, 0);
  const search = await firstQueryBytes(out, QUERY);
  rows.push([
    run.name,
    String(stats.pages),
    wall.toFixed(2),
    (stats.ms / 1000).toFixed(2),
    Math.round(stats.pages / wall).toString(),
    `${Math.round(stats.maxRssKb / 1024)} MB`,
    `${(folderSize(out) / 1024 / 1024).toFixed(1)} MB`,
    `${(htmlBytes / html.length / 1024).toFixed(1)} KB`,
    `${(search / 1024).toFixed(0)} KB`,
  ]);
  rmSync(dir, { recursive: true, force: true });
}

const header = ['site', 'pages', 'wall s', 'build s', 'pages/s', 'peak RSS', 'output', 'avg HTML', 'search (gzip)'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log('\nwall s: `npm run build` without npm, from process start to exit; build s: from loading the config to the summary line.');
console.log(`avg HTML: per page; search (gzip): what a first query ("${QUERY}") downloads: the search code, the manifest, the shard of its word, the chunks of its 8 results.`);
console.log('\n' + (await benchDev(root, 1000)));
