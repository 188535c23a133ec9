/**
 * Mermaid diagrams in Chromium under the site's Content-Security-Policy: build-time SVG takes its
 * colours from the colour mode; a kind only the browser draws loads Mermaid when it scrolls into
 * view, and its source stays readable without JavaScript.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { tempSite } from '../helpers/fixture.ts';
import { useBuiltSite } from '../helpers/site.ts';

const fixture = tempSite();
fixture.write(
  'docs/drawn.md',
  '# Drawn\n\n```mermaid\n---\ntitle: Increment lifecycle\n---\nflowchart LR\n  P[Planning] --> A[Active] --> D[Done]\n```\n',
);
const filler = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1} of text before the chart.`).join('\n\n');
fixture.write('docs/charted.md', `# Charted\n\n${filler}\n\n\`\`\`mermaid\npie title Pets\n  "Dogs": 3\n  "Cats": 2\n\`\`\`\n`);
const site = useBuiltSite(fixture.content);
afterAll(() => fixture.cleanup());

describe('build-time diagrams', () => {
  it('take their colours from the colour mode through CSS, with no CSP violation', async () => {
    const fills: Record<string, string> = {};
    for (const mode of ['light', 'dark'] as const) {
      const context = await site().browser.newContext({ colorScheme: mode });
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/.test(m.text())) violations.push(m.text());
      });
      await page.goto(site().server.url + '/docs/drawn');
      const node = page.locator('.diagram svg g.node rect').first();
      fills[mode] = await node.evaluate((el) => getComputedStyle(el).fill);
      const text = await page.locator('.diagram svg g.node text').first().evaluate((el) => getComputedStyle(el).fill);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(text).not.toBe(background);
      expect(await page.getByRole('img', { name: 'Increment lifecycle' }).count()).toBe(1);
      expect(await page.locator('.diagram__source textarea').isVisible()).toBe(false);
      expect(violations).toEqual([]);
      await context.close();
    }
    expect(fills.light).toMatch(/^(rgb|color)/);
    expect(fills.light).not.toBe(fills.dark);
  });
});

describe('diagrams drawn in the browser', () => {
  it('load Mermaid only when the diagram scrolls into view, then show it as an image with its source in details', async () => {
    const context = await site().browser.newContext();
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(site().server.url + '/docs/charted');
    await page.waitForFunction(() => window.__siteClientLoaded === true);
    await page.waitForTimeout(500);
    expect(requested.filter((p) => p.startsWith('/assets/mermaid/'))).toEqual([]);
    await page.locator('.diagram--client').scrollIntoViewIfNeeded();
    const chart = page.getByRole('img', { name: 'Pie chart' });
    await chart.waitFor({ timeout: 20_000 });
    expect(requested.some((p) => /^\/assets\/mermaid\/[\d.]+\/mermaid\.esm\.min\.mjs$/.test(p))).toBe(true);
    expect(await page.locator('.diagram--client svg .pieCircle').count()).toBe(2);
    // Mermaid's styles reach the SVG although the CSP forbids inline style: its stylesheet (the title's size) and style attributes (the width).
    expect(await page.locator('.diagram--client svg .pieTitleText').evaluate((el) => getComputedStyle(el).fontSize)).toBe('25px');
    expect(await page.locator('.diagram--client svg').evaluate((el) => (el as SVGElement).style.maxWidth)).toMatch(/^\d+(\.\d+)?px$/);
    expect(await page.locator('.diagram--client details.diagram__source code').textContent()).toContain('pie title Pets');
    await context.close();
  });

  it('never loads Mermaid on a page without such a diagram', async () => {
    const context = await site().browser.newContext();
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(site().server.url + '/docs/drawn');
    await page.waitForFunction(() => window.__siteClientLoaded === true);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(requested.filter((p) => p.includes('mermaid'))).toEqual([]);
    await context.close();
  });

  it('show their source, readable, without JavaScript', async () => {
    const context = await site().browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site().server.url + '/docs/charted');
    const code = page.locator('.diagram--client pre');
    await code.scrollIntoViewIfNeeded();
    expect(await code.isVisible()).toBe(true);
    expect(await code.textContent()).toContain('"Dogs": 3');
    await context.close();
  });
});
