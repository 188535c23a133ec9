/**
 * What a page drawn with a bundle of the site's code records for the cache: the stamps of the
 * bundle's watched files as the build checked them (once a build, watched-files.ts), not stamps
 * taken again for each page. pan.dev's 7,177 API pages each import seven components of a theme
 * package: stamped again per page, their files cost a stat each, 7% of its render threads' CPU.
 */
import { cpSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderMarkdownJobs } from '../../build/render-jobs.ts';
import { fileStamp, type MarkdownJob, type MarkdownSiteContext } from '../../build/markdown-jobs.ts';
import { startSiteCodeBuild } from '../../build/markdown/mdx/watched-files.ts';

const stats = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  const statSync = ((file: Parameters<typeof actual.statSync>[0], options?: Parameters<typeof actual.statSync>[1]) => (stats.paths.push(String(file)), actual.statSync(file, options))) as typeof actual.statSync;
  return { ...actual, statSync, default: { ...actual, statSync } };
});

const siteDir = mkdtempSync(path.join(tmpdir(), 'site-code-stamps-'));
cpSync(path.join(import.meta.dirname, '../fixtures/mdx-theme-package/theme-package'), path.join(siteDir, 'node_modules/fixture-theme'), { recursive: true });
writeFileSync(path.join(siteDir, 'package.json'), '{ "name": "site", "private": true }\n');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const component = path.join(siteDir, 'node_modules/fixture-theme/lib/theme/ApiExplorer/MethodEndpoint/index.js');
const themePackage = path.join(siteDir, 'node_modules/fixture-theme/package.json');

const context = (): MarkdownSiteContext => ({ routeByFile: new Map(), staticDirs: [], contentDirs: [siteDir], docsDirs: [{ dir: path.join(siteDir, 'docs'), pluginId: 'default' }], siteDir, onBrokenMarkdownLinks: 'ignore', mermaid: false, markdownFormat: 'detect', site: { baseUrl: '/', siteConfig: {} }, themeDirs: [path.join(siteDir, 'node_modules/fixture-theme/lib/theme')] });

const job = (name: string): MarkdownJob => ({ path: path.join(siteDir, 'docs', name), display: `docs/${name}`, body: `import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";\n\n<MethodEndpoint method={"get"} path={"/pets/${name}"} />\n`, bodyLine: 1, permalink: `/docs/${name}`, url: `https://example.com/docs/${name}`, site: { baseUrl: '/' } });

/** A page's recorded stamps, by file, and how often the theme package's package.json (a watched file of the bundle, which the page does not import itself) was stat'ed while it rendered. */
async function render(name: string, site: MarkdownSiteContext) {
  stats.paths = [];
  const [output] = await renderMarkdownJobs([job(name)], site);
  expect(output.diagnostics).toEqual([]);
  expect(output.md.html).toContain('openapi__method-endpoint');
  return { stamps: new Map(output.imageStamps), statted: stats.paths.filter((file) => file === themePackage).length };
}

describe('a page drawn with a bundle of the site code', () => {
  it("records the stamps the bundle was checked with, taken once a build: a file changed during the build renders its pages again next build", async () => {
    startSiteCodeBuild();
    const site = context();
    const first = await render('one.mdx', site);
    expect(first.stamps.get(component)).toBe(fileStamp(component));
    expect(first.stamps.get(themePackage)).toBe(fileStamp(themePackage));
    expect(first.statted).toBe(1);
    // Changed while the build runs (an install): this build's pages are drawn with the bundle made before, and say so.
    const before = first.stamps.get(themePackage);
    const { mtime } = statSync(themePackage);
    utimesSync(themePackage, mtime, new Date(mtime.getTime() + 5000));
    const second = await render('two.mdx', site);
    expect(second.statted).toBe(0);
    expect(second.stamps.get(themePackage)).toBe(before);
    expect(fileStamp(themePackage)).not.toBe(before);
    // The next build checks the files again, makes the bundle again and records what it was made from.
    startSiteCodeBuild();
    const next = await render('three.mdx', context());
    expect(next.stamps.get(themePackage)).toBe(fileStamp(themePackage));
  });
});
