/**
 * `npm run bench [-- SIZES... --site DIR --sites-only --runs N]`: builds this site, synthetic sites
 * of 1,000 and 10,000 docs (or SIZES) and any Docusaurus folder given (`--sites-only`: those
 * alone), cold and warm, and prints pages, wall seconds, pages per second, peak memory, output
 * size, average HTML per page and the search download for one query; then, when `hugo` is
 * installed, Hugo's time on the same synthetic docs in the same run and the ratios. With
 * `--runs N`, every build is timed N times and the best time is shown with the range. A script
 * that prints figures, not a test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { globbySync } from 'globby';
import { loadSearchEngine } from '../site/islands/search-engine.ts';
import { SEARCH_MANIFEST_URL } from '../shared/search-format.ts';
import { benchDev } from './bench-dev.ts';
import { buildWithHugo, hugoVersion } from './bench-hugo.ts';
import { writeSyntheticSite } from './synthetic-site.ts';

const root = path.resolve(import.meta.dirname, '..');
/** A word of the synthetic text and of SpecWeave's docs. */
const QUERY = 'increment';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { site: { type: 'string', multiple: true }, 'sites-only': { type: 'boolean' }, runs: { type: 'string', default: '1' } },
});
const sizes = positionals.map(Number).filter(Boolean);
const repeat = Math.max(1, Number(values.runs) || 1);
const sitesOnly = values['sites-only'] && values.site !== undefined;
/** Sites to build: this one, synthetic docs of each size, and any `--site DIR` (a Docusaurus folder, searched for `query`). */
const runs: { name: string; docs?: number; dir?: string; query: string }[] = [
  ...(sitesOnly ? [] : [{ name: 'SpecWeave site', query: QUERY }, ...(sizes.length ? sizes : [1000, 10000]).map((docs) => ({ name: `${docs} docs`, docs, query: QUERY }))]),
  ...(values.site ?? []).map((dir) => ({ name: path.basename(path.resolve(dir)), dir: path.resolve(dir), query: 'the' })),
];

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

/** Waits until the versions a build replaced beside `out` are removed: a build leaves that to a process of its own (build/output.ts), which would otherwise run beside the next timed build. */
function waitForRemovals(out: string): void {
  const versions = path.join(path.dirname(out), `.${path.basename(out)}.builds`);
  while (existsSync(versions) && readdirSync(versions).some((entry) => entry.includes('.removing'))) spawnSync('sleep', ['0.05']);
}

/** The command `npm run build` runs, without npm, timed from process start to exit. */
function buildOurs(content: string, out: string, extra: string[] = []) {
  waitForRemovals(out);
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', './scripts/report-rss.mjs', 'build/launch.mjs', 'cli.ts', ...(content ? ['--content', content] : []), '--out', out, ...extra], { cwd: root, encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  const summary = /^(\d+) pages written .*, (\d+) ms$/m.exec(child.stdout);
  if (child.status !== 0 || !summary) throw new Error(`the build of ${content || 'this site'} failed:\n${child.stdout}${child.stderr}`);
  return { wall, pages: Number(summary[1]), ms: Number(summary[2]), maxRssKb: JSON.parse(child.stderr.trim().split('\n').at(-1)!).maxRssKb as number };
}

type Timed = ReturnType<typeof buildOurs>;
const best = (builds: Timed[]): Timed => builds.reduce((a, b) => (b.wall < a.wall ? b : a));
/** The best wall time, and with several runs the range. */
function seconds(builds: Timed[]): string {
  const walls = builds.map((b) => b.wall);
  return builds.length === 1 ? walls[0].toFixed(2) : `${Math.min(...walls).toFixed(2)} (${Math.min(...walls).toFixed(2)}–${Math.max(...walls).toFixed(2)})`;
}

const rows: string[][] = [];
const versus: string[][] = [];
const hugo = hugoVersion();
for (const run of runs) {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const content = run.docs ? path.join(dir, 'content') : (run.dir ?? '');
  if (run.docs) writeSyntheticSite(content, run.docs);
  const out = path.join(dir, 'dist');
  // Cold: nothing rendered before (`--no-cache`); warm: the same content built a second time, as after an edit elsewhere.
  const colds = Array.from({ length: repeat }, () => buildOurs(content, out, ['--no-cache']));
  buildOurs(content, out);
  const warms = Array.from({ length: repeat }, () => buildOurs(content, out));
  const [cold, warm] = [best(colds), best(warms)];
  const html = globbySync('**/index.html', { cwd: out });
  const htmlBytes = html.reduce((n, f) => n + statSync(path.join(out, f)).size, 0);
  const search = await firstQueryBytes(out, run.query);
  rows.push([
    run.name,
    String(cold.pages),
    seconds(colds),
    seconds(warms),
    (cold.ms / 1000).toFixed(2),
    Math.round(cold.pages / cold.wall).toString(),
    `${Math.round(Math.max(...[...colds, ...warms].map((b) => b.maxRssKb)) / 1024)} MB`,
    `${(folderSize(out) / 1024 / 1024).toFixed(1)} MB`,
    `${(htmlBytes / html.length / 1024).toFixed(1)} KB`,
    `${(search / 1024).toFixed(0)} KB`,
  ]);
  if (hugo && run.docs) {
    const theirs = Array.from({ length: repeat }, () => buildWithHugo(content, dir)).reduce((a, b) => (b.wall < a.wall ? b : a));
    versus.push([run.name, cold.wall.toFixed(2), warm.wall.toFixed(2), theirs.wall.toFixed(2), `${(cold.wall / theirs.wall).toFixed(2)}x`, `${(warm.wall / theirs.wall).toFixed(2)}x`]);
  }
  waitForRemovals(out);
  rmSync(dir, { recursive: true, force: true });
}

const header = ['site', 'pages', 'cold wall s', 'warm wall s', 'cold build s', 'pages/s', 'peak RSS', 'output', 'avg HTML', 'search (gzip)'];
function table(head: string[], body: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  for (const row of [head, ...body]) console.log(line(row));
}
console.log(`${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB\n`);
table(header, rows);
console.log('\nwall s: `npm run build` without npm, from process start to exit; cold: `--no-cache`, warm: the second build of the same content with the cache on disk; build s: from loading the config to the summary line. A build leaves the removal of the output it replaced to a process of its own; each timed build waits until that is done.');
if (repeat > 1) console.log(`Each build timed ${repeat} times: the best time, then the range (best–worst).`);
console.log(`avg HTML: per page; search (gzip): what a first query ("${QUERY}") downloads: the search code, the manifest, the shard of its word, the chunks of its 8 results.`);
if (versus.length) {
  console.log(`\nThe same synthetic docs built by Hugo ${hugo} in the same run (scripts/bench-hugo.ts):\n`);
  table(['site', 'ours cold s', 'ours warm s', 'Hugo s', 'cold / Hugo', 'warm / Hugo'], versus);
} else if (!hugo && !sitesOnly) console.log('\nHugo is not installed (Debian: apt-get install hugo), so there is no comparison with it.');
if (!sitesOnly) console.log('\n' + (await benchDev(root, 1000)));
