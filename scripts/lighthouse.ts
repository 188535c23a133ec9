/**
 * `npm run lighthouse`: builds the site, serves it with its headers and runs Lighthouse (mobile,
 * in the Chromium the browser tests find) on the home page, a docs page and the blog post,
 * printing the four category scores. Targets: Performance 98 or more, Accessibility, Best
 * Practices and SEO 100.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from '../build/build.ts';
import { startPreview } from '../build/preview.ts';
import { findChromium } from '../tests/helpers/browser.ts';

process.env.NODE_ENV ??= 'production';
const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'site-lighthouse-'));
const out = path.join(dir, 'dist');
if (!(await build({ root, outDir: out })).ok) throw new Error('the site did not build; run npm run build to see why');
const preview = await startPreview(out);
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const TARGETS: Record<string, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
let missed = 0;
console.log('page                                  performance  accessibility  best-practices  seo');
for (const page of ['/', '/docs/overview/introduction', '/blog/introducing-specweave']) {
  const result = await lighthouse(preview.url + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS) });
  const scores = Object.keys(TARGETS).map((id) => Math.round((result?.lhr.categories[id]?.score ?? 0) * 100));
  scores.forEach((score, i) => score < Object.values(TARGETS)[i] && missed++);
  console.log(`${page.padEnd(38)}${scores.map((s, i) => String(s).padStart([11, 15, 16, 5][i])).join('')}`);
  if (process.env.LIGHTHOUSE_DETAILS) {
    for (const audit of Object.values(result!.lhr.audits)) if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') console.log(`  ${audit.id}: ${audit.displayValue ?? audit.score}`);
  }
}
chrome.kill();
await preview.close();
rmSync(dir, { recursive: true, force: true });
console.log(missed ? `${missed} scores below target` : 'all scores on target');
process.exitCode = missed ? 1 : 0;
