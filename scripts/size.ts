/**
 * `npm run size`: builds the site and prints what a docs page downloads on a first visit
 * (HTML, CSS, JavaScript; raw and gzip), failing when a budget is exceeded. CI runs it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from '../build/build.ts';
import { formatDiagnostic } from '../build/diagnostics.ts';

/** Gzip budgets per docs page; React's own client runtime is about 60 KB of the JavaScript. */
export const BUDGET = { js: 75 * 1024, css: 20 * 1024, html: 30 * 1024 };
const PAGE = 'docs/overview/introduction/index.html';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'site-size-'));
const out = path.join(dir, 'dist');
const result = await build({ root, outDir: out });
if (!result.ok) {
  console.error(result.diagnostics.map(formatDiagnostic).join('\n'));
  process.exit(1);
}

const read = (url: string) => readFileSync(path.join(out, url));

/** The module and every module it imports statically (dynamic imports load later, on use). */
function staticModules(url: string, seen = new Set<string>()): string[] {
  if (seen.has(url)) return [];
  seen.add(url);
  const code = read(url).toString('utf8');
  const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+)"/g)].map((m) => path.posix.join(path.posix.dirname(url), m[1]));
  return [url, ...imports.flatMap((i) => staticModules(i, seen))];
}

const html = read(PAGE);
const text = html.toString('utf8');
const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
// The head script's data-client names the bundle it starts once the page has painted.
const js = [...text.matchAll(/<script (?:type="module" src|data-client)="([^"]+)"/g)].flatMap((m) => staticModules(m[1]));
if (!js.length) throw new Error(`${PAGE} names no client script: scripts/size.ts looks for <script data-client="..."> and module scripts`);

const rows: [string, Buffer[], number][] = [
  ['HTML', [html], BUDGET.html],
  ['CSS', css.map(read), BUDGET.css],
  ['JavaScript', js.map(read), BUDGET.js],
];
let over = false;
console.log(`First visit of /${path.dirname(PAGE)}`);
console.log('kind        files      raw KB    gzip KB   budget KB');
for (const [kind, files, budget] of rows) {
  const raw = files.reduce((n, f) => n + f.length, 0);
  const gzip = files.reduce((n, f) => n + gzipSync(f, { level: 9 }).length, 0);
  const ok = gzip <= budget;
  over ||= !ok;
  console.log(
    `${kind.padEnd(10)} ${String(files.length).padStart(6)} ${(raw / 1024).toFixed(1).padStart(11)} ${(gzip / 1024).toFixed(1).padStart(10)} ${(budget / 1024).toFixed(0).padStart(11)}${ok ? '' : '  OVER BUDGET'}`,
  );
}
rmSync(dir, { recursive: true, force: true });
process.exitCode = over ? 1 : 0;
