/**
 * `npm run lighthouse`: builds the site, serves it with its headers and runs Lighthouse (mobile,
 * in the Chromium the browser tests find) on the home page, a docs page and the blog post,
 * printing the four category scores and the simulated First and Largest Contentful Paint and Total
 * Blocking Time (the figures Lantern, Lighthouse's model of a slow phone, scores; printed, not checked). Targets: 100
 * in all four categories. LIGHTHOUSE_DETAILS=1 adds the audits that cost points.
 * `-- --site DIR` also runs it, in the same Chrome and run, on another build of the same pages
 * (a Docusaurus `build/` folder, served the same way), for comparison; its scores are not checked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from '../build/build.ts';
import { startPreview } from '../build/preview.ts';
import { findChromium } from '../tests/helpers/browser.ts';

process.env.NODE_ENV ??= 'production';
const other = parseArgs({ options: { site: { type: 'string' } } }).values.site;
const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'site-lighthouse-'));
const out = path.join(dir, 'dist');
if (!(await build({ root, outDir: out })).ok) throw new Error('the site did not build; run npm run build to see why');
const preview = await startPreview(out);
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const TARGETS: Record<string, number> = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const PAGES = ['/', '/docs/overview/introduction', '/blog/introducing-specweave'];
const seconds = (audit: { numericValue?: number } | undefined) => ((audit?.numericValue ?? NaN) / 1000).toFixed(2);
const ms = (audit: { numericValue?: number } | undefined) => Math.round(audit?.numericValue ?? NaN).toString();

/** Runs Lighthouse on each page under `url`, prints a row per page and returns how many scores missed their target. */
async function audit(url: string, label: string): Promise<number> {
  let missed = 0;
  for (const page of PAGES) {
    const result = await lighthouse(url + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS) });
    const scores = Object.keys(TARGETS).map((id) => Math.round((result?.lhr.categories[id]?.score ?? 0) * 100));
    scores.forEach((score, i) => score < Object.values(TARGETS)[i] && missed++);
    const audits = result?.lhr.audits ?? {};
    const paints = [seconds(audits['first-contentful-paint']), seconds(audits['largest-contentful-paint']), ms(audits['total-blocking-time'])].map((v) => v.padStart(7));
    console.log(`${(label + page).padEnd(38)}${scores.map((s, i) => String(s).padStart([11, 15, 16, 5][i])).join('')}${paints.join('')}`);
    if (process.env.LIGHTHOUSE_DETAILS) {
      for (const item of Object.values(result!.lhr.audits)) if (item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative') console.log(`  ${item.id}: ${item.displayValue ?? item.score}`);
    }
  }
  return missed;
}

// A fresh Chrome's first page paints up to 2 s late (its own start-up, not the page's: the same page
// measures 0.2 s on the next run), so one unreported run comes first.
await lighthouse(preview.url + PAGES[0], { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
console.log('page                                  performance  accessibility  best-practices  seo   FCP s  LCP s TBT ms');
const missed = await audit(preview.url, '');
if (other) {
  const served = await startPreview(path.resolve(other));
  await audit(served.url, `${path.basename(path.resolve(other))}: `);
  await served.close();
}
chrome.kill();
await preview.close();
rmSync(dir, { recursive: true, force: true });
console.log(missed ? `${missed} scores below target` : 'all scores on target');
process.exitCode = missed ? 1 : 0;
