/**
 * Docusaurus's Link collects for its broken-link check only anchors and internal links it routes
 * itself: one with `target="_blank"` is a plain `<a>` that `docusaurus build` never checks
 * (tests/fixtures/docusaurus-link-target), nor the navbar and footer items with a target. Such
 * links to no page do not stop the build here either; the same links without the target still do.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
/** Whether the page has a link to `route` that opens another window. */
const opening = (html: string, route: string) => new RegExp(`<a (?=[^>]*target="_blank")[^>]*href="${route}"`).test(html);
afterAll(() => sites.forEach((s) => s.cleanup()));

describe('a Link that opens another window', () => {
  it('is not checked, from MDX (a component of the site or Link itself), a React page, the navbar and the footer, and is written as the page writes it', async () => {
    const site = tempSite('docusaurus-link-target');
    sites.push(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('error'))).toEqual([]);
    expect(result.ok).toBe(true);
    const overview = readFileSync(path.join(site.out, 'docs/overview/index.html'), 'utf8');
    const home = readFileSync(path.join(site.out, 'index.html'), 'utf8');
    expect([opening(overview, '/docs/planned-guide'), opening(overview, '/docs/roadmap'), opening(home, '/changelog')]).toEqual([true, true, true]);
    const setup = readFileSync(path.join(site.out, 'docs/setup/index.html'), 'utf8');
    expect([opening(setup, '/discord'), opening(setup, '/github')]).toEqual([true, true]);
  }, 120_000);

  it('is checked without the target: each such link to no page is a broken link', async () => {
    const site = tempSite('docusaurus-link-target');
    sites.push(site);
    for (const file of ['docs/overview.mdx', 'src/pages/index.js']) site.write(file, readFileSync(path.join(site.content, file), 'utf8').replaceAll(' target="_blank"', ''));
    site.write('docusaurus.config.js', readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8').replaceAll(", target: '_blank'", ''));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic).join('\n');
    for (const route of ['/docs/planned-guide', '/docs/roadmap', '/changelog']) expect(errors).toContain(`broken link: no page at "${route}"`);
    expect(errors).toContain('broken link in navbar item "Discord": no page at "/discord"');
    expect(errors).toContain('broken link in footer link "GitHub" (column "Community"): no page at "/github"');
    expect(errors).not.toContain('"/docs/setup"');
  }, 120_000);
});
