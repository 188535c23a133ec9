/**
 * `npm run size`: builds the site and prints what a docs page downloads on a first visit
 * (HTML, CSS, JavaScript; raw and gzip), failing when a budget is exceeded. CI runs it. Beside it,
 * with no budget, what a Docusaurus site's React home page (`src/pages/index.tsx`, hydrated) loads
 * on a first visit: the pages fixture's, and with `-- --site DIR` that Docusaurus folder's too.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from '../build/build.ts';
import { formatDiagnostic } from '../build/diagnostics.ts';
import { firstVisit } from './first-visit.ts';

/** Gzip budgets per docs page; React's own client runtime is about 60 KB of the JavaScript. */
export const BUDGET = { js: 75 * 1024, css: 20 * 1024, html: 30 * 1024 };
const PAGE = 'docs/overview/introduction/index.html';
const REACT_PAGE_FIXTURE = 'tests/fixtures/docusaurus-pages';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { site: { type: 'string', multiple: true } } });
const dir = mkdtempSync(path.join(tmpdir(), 'site-size-'));

/** Builds `contentDir` (this site without one) into the temporary folder; stops with its errors. */
async function built(name: string, contentDir?: string) {
  const outDir = path.join(dir, name);
  const result = await build({ root, outDir, ...(contentDir ? { contentDir } : {}) });
  if (!result.ok) {
    console.error(result.diagnostics.map(formatDiagnostic).join('\n'));
    throw new Error(`the build of ${contentDir ?? 'this site'} failed`);
  }
  return { outDir, baseUrl: result.baseUrl ?? '/' };
}

const kb = (bytes: number, width: number) => (bytes / 1024).toFixed(1).padStart(width);
const gzip = (files: Buffer[]) => files.reduce((n, f) => n + gzipSync(f, { level: 9 }).length, 0);

/** One table of a page's first visit; returns whether a budget is exceeded. */
async function report(title: string, outDir: string, page: string, baseUrl: string, budget?: typeof BUDGET): Promise<boolean> {
  const visit = await firstVisit(outDir, page, baseUrl);
  const read = (files: string[]) => files.map((rel) => readFileSync(path.join(outDir, rel)));
  const rows: [string, Buffer[], number | undefined][] = [
    ['HTML', [visit.html], budget?.html],
    ['CSS', read(visit.css), budget?.css],
    ['JavaScript', read(visit.js), budget?.js],
    ...(visit.reactPage.length ? [['React page', read(visit.reactPage), undefined] as [string, Buffer[], undefined]] : []),
  ];
  let over = false;
  console.log(title);
  console.log(`kind        files      raw KB    gzip KB${budget ? '   budget KB' : ''}`);
  for (const [kind, files, limit] of rows) {
    const zipped = gzip(files);
    const ok = limit === undefined || zipped <= limit;
    over ||= !ok;
    const raw = files.reduce((n, f) => n + f.length, 0);
    console.log(`${kind.padEnd(10)} ${String(files.length).padStart(6)} ${kb(raw, 11)} ${kb(zipped, 10)}${limit === undefined ? '' : ` ${(limit / 1024).toFixed(0).padStart(11)}`}${ok ? '' : '  OVER BUDGET'}`);
  }
  if (visit.external.length) console.log(`(not counted: ${visit.external.length} file${visit.external.length === 1 ? '' : 's'} from other hosts, ${visit.external.join(', ')})`);
  if (visit.reactPage.length) console.log('("React page": of the JavaScript, the runtime, code and lazily loaded modules that only a hydrated React page loads)');
  return over;
}

try {
  const own = await built('dist');
  const over = await report(`First visit of /${path.dirname(PAGE)}`, own.outDir, PAGE, own.baseUrl, BUDGET);
  for (const [name, site] of [['fixture', path.join(root, REACT_PAGE_FIXTURE)], ...(values.site ?? []).map((s, i) => [`site-${i}`, path.resolve(s)])]) {
    const { outDir, baseUrl } = await built(name, site);
    console.log('');
    await report(`First visit of the React home page of ${path.relative(process.cwd(), site) || site} (no budget)`, outDir, 'index.html', baseUrl);
  }
  process.exitCode = over ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
