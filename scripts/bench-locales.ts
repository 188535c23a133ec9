/**
 * `npm run bench:locales -- SITE [SITE...] [--runs N]`: the wall time of building every locale of a
 * Docusaurus site in one build, beside building its default locale alone (`--locale`), each cold
 * (`--no-cache`) in its own process, as `npm run build` runs. Docusaurus builds one locale per
 * build, so it takes about the default locale's time once per locale. Prints figures.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteConfig } from '../build/config.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string' } } });
if (!positionals.length) {
  console.error('usage: npm run bench:locales -- SITE_FOLDER [SITE_FOLDER...] [--runs N]');
  process.exit(2);
}
const runs = Number(values.runs ?? 2);

/** Seconds of one cold build in its own process, and its pages; `locale` builds that locale alone. */
function timeBuild(site: string, locale?: string): { s: number; pages: number } {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'bench-locales-')), 'dist');
  const args = ['build/launch.mjs', 'cli.ts', '--content', site, '--out', out, '--no-cache', ...(locale ? ['--locale', locale] : [])];
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const s = (performance.now() - started) / 1000;
  rmSync(path.dirname(out), { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`${site}${locale ? ` --locale ${locale}` : ''} failed:\n${run.stdout.slice(-2000)}${run.stderr.slice(-2000)}`);
  return { s, pages: Number(/(\d+) pages written/.exec(run.stdout)?.[1] ?? 0) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log('| site | locales | pages (all) | all locales, one build | default locale alone | ratio |');
console.log('|---|---|---|---|---|---|');
for (const site of positionals.map((p) => path.resolve(p))) {
  const { config } = await loadSiteConfig(site, root, site, false);
  const { defaultLocale, locales } = config.i18n;
  const all: number[] = [];
  const one: number[] = [];
  let pages = 0;
  // Alternated, so that a change of the machine's load weighs on both alike.
  for (let i = 0; i < runs; i++) {
    const both = timeBuild(site);
    pages = both.pages;
    all.push(both.s);
    one.push(timeBuild(site, defaultLocale).s);
  }
  const [a, o] = [median(all), median(one)];
  console.log(`| ${path.basename(site)} | ${locales.length} (${locales.join(', ')}) | ${pages} | ${a.toFixed(1)} s | ${o.toFixed(1)} s | ${(a / o).toFixed(2)}x |`);
}
