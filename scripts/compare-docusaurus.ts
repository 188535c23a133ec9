/**
 * Docusaurus's build of a site beside ours, page by page: screenshots of the same pages from both
 * builds at 1280 and 390 px, in light and dark mode, joined side by side into one PNG per page,
 * width and mode (Docusaurus left, ours right), and a table of computed styles measured in both.
 *
 *   npx tsx scripts/compare-docusaurus.ts --docusaurus SITE/build --ours OUT [--out DIR]
 *     [--base /] [--full] [--no-shots] PAGE...
 *
 * PAGE is a route such as / or /docs/intro (default: /). Both folders are served as built (each
 * under --base, the site's baseUrl). The colour mode is set as a visitor's choice in localStorage
 * (`theme`, which both builds read) and in the emulated system preference. --full takes whole
 * pages rather than the first screen. Nothing is checked: what differs is for a person to see.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright';
import { startPreview } from '../build/preview.ts';
import { launchBrowser } from '../tests/helpers/browser.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    docusaurus: { type: 'string' },
    ours: { type: 'string' },
    out: { type: 'string', default: 'compare-shots' },
    base: { type: 'string', default: '/' },
    full: { type: 'boolean', default: false },
    'no-shots': { type: 'boolean', default: false },
  },
});
if (!values.docusaurus || !values.ours) {
  console.error('usage: npx tsx scripts/compare-docusaurus.ts --docusaurus SITE/build --ours OUT [--out DIR] [--base /] [--full] [--no-shots] PAGE...');
  process.exit(2);
}
const pages = positionals.length ? positionals : ['/'];
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const MODES = ['light', 'dark'] as const;

/** What is measured in both builds: a label, a selector that Docusaurus's markup and ours both carry, and the properties. */
const MEASURES: [string, string, string[]][] = [
  ['announcement bar', '.theme-announcement-bar', ['height', 'font-size', 'border-bottom-width']],
  ['navbar', '.navbar', ['top', 'height', 'background-color', 'box-shadow']],
  ['search', '.navbar__search-input, .DocSearch-Button, .search__input', ['width', 'height', 'border-radius', 'background-color']],
  ['navbar title', '.navbar__title', ['font-size', 'font-weight', 'color']],
  ['navbar link', '.navbar__items .navbar__link', ['font-size', 'font-weight', 'color', 'padding-left']],
  ['page title', 'main h1', ['font-size', 'font-weight', 'line-height', 'color', 'margin-bottom', 'top', 'left']],
  ['h2', '.markdown h2', ['font-size', 'font-weight', 'margin-top', 'margin-bottom']],
  ['paragraph', '.markdown p', ['font-size', 'line-height', 'margin-bottom', 'color', 'font-family']],
  ['content link', '.markdown p a', ['color', 'text-decoration-line']],
  ['sidebar link', '.menu__link:not(.menu__link--active)', ['font-size', 'font-weight', 'color', 'padding-top', 'padding-left']],
  ['sidebar active', '.menu__link--active', ['color', 'background-color', 'font-weight']],
  ['toc link', '.table-of-contents__link', ['font-size', 'color']],
  ['table', '.markdown table', ['display', 'width', 'border-collapse']],
  ['table row 2', '.markdown table tbody tr:nth-child(2)', ['background-color']],
  ['admonition', '.theme-admonition', ['background-color', 'border-left-width', 'border-left-color', 'padding-top']],
  ['code block', '.theme-code-block', ['background-color', 'border-radius', 'box-shadow']],
  ['code text', '.theme-code-block pre', ['font-size', 'font-family', 'line-height']],
  ['inline code', '.markdown p code', ['font-size', 'background-color', 'border-top-width']],
  ['button', '.button--primary', ['background-color', 'color', 'font-size', 'padding-left']],
  ['hero', '.hero', ['background-color', 'padding-top']],
  ['blog post title', 'article header h2, article header h1', ['font-size', 'color', 'font-weight']],
  ['pagination', '.pagination-nav__link', ['border-top-color', 'border-radius', 'padding-left']],
  ['footer', '.footer', ['background-color', 'color', 'padding-top']],
];

async function measure(page: Page): Promise<Record<string, string>> {
  return page.evaluate((measures) => {
    const found: Record<string, string> = {};
    for (const [label, selector, properties] of measures) {
      // The first element a reader sees: rendered, not in a closed <details> or a hidden popover, not moved off the screen (Docusaurus's phone sidebar waits beside it).
      const element = [...document.querySelectorAll(selector)].find((e) => {
        const box = e.getBoundingClientRect();
        return e.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) && box.width > 0 && box.right > 0 && box.left < window.innerWidth;
      }) as HTMLElement | undefined;
      for (const property of properties) {
        const key = `${label} ${property}`;
        if (!element) found[key] = '(none)';
        else if (property === 'top') found[key] = `${Math.round(element.getBoundingClientRect().top + window.scrollY)}px`;
        else if (property === 'left' || property === 'width') found[key] = `${Math.round(element.getBoundingClientRect()[property])}px`;
        else found[key] = getComputedStyle(element).getPropertyValue(property);
      }
    }
    return found;
  }, MEASURES);
}

async function open(browser: Browser, url: string, viewport: (typeof WIDTHS)[number], mode: (typeof MODES)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport, colorScheme: mode, deviceScaleFactor: 1 });
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' }).catch(() => page.waitForLoadState('load'));
  // Docusaurus hydrates before it applies the stored mode to a few parts; both get time to settle.
  await page.waitForTimeout(500);
  return page;
}

/** Two screenshots side by side, labelled, as one PNG (drawn by the same browser). */
async function sideBySide(browser: Browser, left: Buffer, right: Buffer, title: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 400, height: 200 } });
  const img = (png: Buffer, label: string) => `<figure><figcaption>${label}</figcaption><img src="data:image/png;base64,${png.toString('base64')}"></figure>`;
  await page.setContent(
    `<style>body{margin:0;font:14px system-ui;background:#888;display:inline-flex;flex-direction:column}h1{font-size:14px;margin:6px}div{display:flex;gap:12px;padding:0 6px 6px}figure{margin:0}figcaption{color:#fff;padding:2px 0}img{display:block}</style>` +
      `<h1>${title}</h1><div>${img(left, 'Docusaurus')}${img(right, 'this generator')}</div>`,
  );
  const shot = await page.locator('body').screenshot();
  await page.close();
  return shot;
}

const docusaurus = await startPreview(path.resolve(values.docusaurus), { base: values.base });
const ours = await startPreview(path.resolve(values.ours), { base: values.base });
const browser = await launchBrowser();
const outDir = path.resolve(values.out);
mkdirSync(outDir, { recursive: true });
const rows: string[] = [];
try {
  for (const route of pages) {
    for (const viewport of WIDTHS) {
      for (const mode of MODES) {
        const left = await open(browser, docusaurus.url + route, viewport, mode);
        const right = await open(browser, ours.url + route, viewport, mode);
        const name = `${route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${viewport.width}-${mode}`;
        if (!values['no-shots']) {
          const [a, b] = [await left.screenshot({ fullPage: values.full }), await right.screenshot({ fullPage: values.full })];
          writeFileSync(path.join(outDir, `${name}.png`), await sideBySide(browser, a, b, `${route} at ${viewport.width} px, ${mode}`));
        }
        const [x, y] = [await measure(left), await measure(right)];
        for (const key of Object.keys(x)) if (x[key] !== '(none)' || y[key] !== '(none)') rows.push(`${name}\t${key}\t${x[key]}\t${y[key]}\t${x[key] === y[key] ? 'same' : 'DIFFERS'}`);
        await left.context().close();
        await right.context().close();
      }
    }
  }
} finally {
  await browser.close();
  await docusaurus.close();
  await ours.close();
}
const table = ['view\tmeasure\tDocusaurus\tours\t', ...rows].join('\n') + '\n';
writeFileSync(path.join(outDir, 'styles.tsv'), table);
console.log(table);
console.log(`${rows.filter((r) => r.endsWith('DIFFERS')).length} of ${rows.length} measures differ; screenshots in ${path.relative(process.cwd(), outDir) || '.'}`);
