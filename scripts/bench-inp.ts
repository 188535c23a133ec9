/**
 * `npm run bench:inp`: how fast the chrome answers from the first paint, on a CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate, as Lighthouse's mobile run slows it). Builds this site, serves
 * it with its headers, and for each interaction (opening the drawer at 390 px, toggling the colour
 * mode, opening search and switching a tab at 1280 px) loads the page afresh, presses the control
 * the moment it is visible and, while the press has no effect, presses again every 100 ms. It
 * prints, per interaction, the median over the runs of:
 *
 * - INP of the first press and of the first press that took effect: the longest Event Timing
 *   entry of that interaction (input to the next paint; Chromium reports none under 16 ms, shown
 *   as "<16"), with the worst run's in brackets;
 * - the longest task from the control showing to 1.5 s after the effect (Long Tasks API): what a
 *   press at the worst moment of that window would wait for before its handler runs, whenever it
 *   came (the bundle's evaluation and hydration are in that window);
 * - presses lost: how many runs' first press did nothing;
 * - press to effect: from the press that took effect to its effect on screen (polled every 10 ms);
 * - visible to effect: from the control being first visible to its effect (the presses lost
 *   included, and this script's own round trips to the page, which a loaded machine lengthens).
 *
 * `-- --site DIR` measures another build the same way (a Docusaurus `build/` folder, served as a
 * static host serves it), `--runs N` (5 without) loads each page N times. Figures, not assertions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright';
import { build } from '../build/build.ts';
import { startPreview } from '../build/preview.ts';
import { launchBrowser } from '../tests/helpers/browser.ts';

const { values } = parseArgs({ options: { site: { type: 'string', multiple: true, default: [] }, runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const SLOWDOWN = 4;
const GIVE_UP_MS = 15_000;

interface Interaction {
  name: string;
  path: string;
  width: number;
  /** The control, as this site's chrome or Docusaurus's classic theme marks it up. */
  control: string;
  /** Whether the press took effect, run in the page; `before` is what it returned before the press. */
  effect: string;
}

const INTERACTIONS: Interaction[] = [
  { name: 'open the drawer (390 px)', path: '/docs/overview/introduction', width: 390, control: '.navbar__toggle', effect: `Boolean(document.querySelector('.drawer:popover-open, .navbar-sidebar--show'))` },
  { name: 'toggle colour mode (1280 px)', path: '/docs/overview/introduction', width: 1280, control: '.color-mode-toggle, .navbar button[class*="toggleButton"]', effect: `document.documentElement.dataset.themeChoice + document.documentElement.dataset.theme` },
  { name: 'open search (1280 px)', path: '/docs/overview/introduction', width: 1280, control: '#search-input, .navbar__search-input, .DocSearch-Button', effect: `Boolean(document.activeElement?.matches('#search-input, .navbar__search-input, .DocSearch-Input'))` },
  { name: 'switch a tab (1280 px)', path: '/docs/guides/getting-started/installation', width: 1280, control: '[role="tab"]:nth-child(2)', effect: `document.querySelector('[role="tab"]:nth-child(2)')?.getAttribute('aria-selected')` },
];

/** Runs in the page before its own scripts: keeps every Event Timing entry and the time the effect first shows. */
const recorder = (effect: string) => `
  window.__events = [];
  window.__tasks = [];
  new PerformanceObserver((list) => window.__tasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => window.__events.push(...list.getEntries().map((e) => ({ id: e.interactionId, start: e.startTime, duration: e.duration })))).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__effect = () => (${effect});
`;

interface Run {
  firstInp: number;
  effectiveInp: number;
  lost: boolean;
  visibleToEffect: number;
  /** From the press that took effect to the effect (Infinity when the press was under 16 ms and so has no entry). */
  pressToEffect: number;
  longestTask: number;
}

async function measure(browser: Browser, base: string, interaction: Interaction): Promise<Run | 'absent'> {
  const context = await browser.newContext({ viewport: { width: interaction.width, height: 800 }, colorScheme: 'light', bypassCSP: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.addInitScript({ content: recorder(interaction.effect) });
    const response = await page.goto(base + interaction.path, { waitUntil: 'commit' });
    if (!response?.ok()) return 'absent';
    // The control's centre, the moment it is first painted (polled in the page, not through Playwright's actionability checks, which wait for a control to be enabled).
    let spot: { x: number; y: number; at: number } | null;
    try {
      const handle = await page.waitForFunction(
        (selector) => {
          // Before the first paint the page may be laid out without its stylesheet (this script runs regardless): the control is not yet where it will show.
          if (!performance.getEntriesByName('first-contentful-paint').length) return null;
          const el = [...document.querySelectorAll(selector)].find((e) => e.checkVisibility() && e.getBoundingClientRect().width > 0);
          if (el && (el.getBoundingClientRect().top < 0 || el.getBoundingClientRect().bottom > innerHeight)) el.scrollIntoView({ block: 'center', behavior: 'instant' });
          const r = el?.getBoundingClientRect();
          return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2, at: performance.now() } : null;
        },
        interaction.control,
        { polling: 10, timeout: GIVE_UP_MS },
      );
      spot = await handle.jsonValue();
    } catch {
      return 'absent';
    }
    if (!spot) return 'absent';
    const before = await page.evaluate(() => (window as unknown as { __effect: () => unknown }).__effect());
    const changed = () => page.evaluate((b) => (window as unknown as { __effect: () => unknown }).__effect() !== b, before);
    const started = Date.now();
    let presses = 0;
    let effectAt = 0;
    while (!effectAt) {
      await page.mouse.click(spot.x, spot.y);
      presses++;
      const until = Date.now() + 100;
      while (Date.now() < until && !(await changed())) await page.waitForTimeout(10);
      if (await changed()) effectAt = await page.evaluate(() => performance.now());
      else if (Date.now() - started > GIVE_UP_MS) throw new Error(`${interaction.name}: no effect after ${presses} presses`);
    }
    // Event Timing entries arrive after their paint; a bundle still starting has 1.5 s to show its long tasks.
    await page.waitForTimeout(1500);
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks);
    const longestTask = Math.max(0, ...tasks.filter((t) => t.start + t.duration > spot.at).map((t) => t.duration));
    const events = await page.evaluate(() => (window as unknown as { __events: { id: number; start: number; duration: number }[] }).__events.filter((e) => e.id > 0));
    const interactions = [...new Set(events.map((e) => e.id))];
    const inp = (id: number | undefined) => Math.max(0, ...events.filter((e) => e.id === id).map((e) => e.duration));
    const pressedAt = Math.min(...events.filter((e) => e.id === interactions.at(-1)).map((e) => e.start));
    return { firstInp: inp(interactions[0]), effectiveInp: inp(interactions.at(-1)), lost: presses > 1, visibleToEffect: effectAt - spot.at, pressToEffect: effectAt - pressedAt, longestTask };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Chromium reports no Event Timing entry under 16 ms and no long task under 50 ms. */
const ms = (x: number, floor = 16) => (x < floor ? `<${floor}` : String(Math.round(x)));
/** The median over the runs, and the worst run in brackets. */
const spread = (xs: number[], floor = 16) => `${ms(median(xs), floor)} ms (${ms(Math.max(...xs), floor)})`;

async function measureSite(browser: Browser, label: string, base: string): Promise<void> {
  console.log(`\n${label}: ${RUNS} runs each, CPU slowed ${SLOWDOWN}x, medians`);
  console.log('| interaction | INP, first press (worst) | INP, press that took effect (worst) | first press lost | press to effect | visible to effect | longest task (worst) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const interaction of INTERACTIONS) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(browser, base, interaction);
      if (run === 'absent') break;
      runs.push(run);
    }
    if (!runs.length) {
      console.log(`| ${interaction.name} | no such control on ${interaction.path} | | | | | |`);
      continue;
    }
    const lost = runs.filter((r) => r.lost).length;
    const pressToEffect = median(runs.map((r) => r.pressToEffect));
    console.log(`| ${interaction.name} | ${spread(runs.map((r) => r.firstInp))} | ${spread(runs.map((r) => r.effectiveInp))} | ${lost} of ${runs.length} | ${Number.isFinite(pressToEffect) ? `${Math.round(pressToEffect)} ms` : 'under a frame'} | ${Math.round(median(runs.map((r) => r.visibleToEffect)))} ms | ${spread(runs.map((r) => r.longestTask), 50)} |`);
  }
}

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'site-inp-'));
const browser = await launchBrowser();
try {
  const out = path.join(dir, 'dist');
  if (!(await build({ root, outDir: out })).ok) throw new Error('the site did not build; run npm run build to see why');
  const preview = await startPreview(out);
  await measureSite(browser, 'This site', preview.url);
  await preview.close();
  for (const other of values.site) {
    const served = await startPreview(path.resolve(other));
    await measureSite(browser, other, served.url);
    await served.close();
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
