/**
 * A Markdown link to a `.md` file that is no page (TypeDoc's `../README.md` beside a reference it
 * did not publish) is left as written by Docusaurus, whatever `onBrokenMarkdownLinks` says; its Link
 * resolves it from the page and its broken-link check reports it as `onBrokenLinks` says
 * (tests/fixtures/docusaurus-md-link-no-page, `ignore` and `throw`): uniswap's SDK reference.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));
const MISSING = ['/docs/api/README.md', '/docs/api/modules.md', '/home/someone/dev/docs/Owner.md'];

describe('a Markdown link to a file that is no page', () => {
  it('is a broken link for onBrokenLinks, even where broken Markdown links are ignored', async () => {
    const site = tempSite('docusaurus-md-link-no-page');
    sites.push(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    for (const route of MISSING) expect(errors.filter((e) => e.includes(`broken link: no page at "${route}"`)).length).toBe(1);
    expect(errors.every((e) => e.includes('docs/api/classes/Amount.md'))).toBe(true);
    // onBrokenMarkdownLinks: 'ignore' still says nothing of its own.
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('is not a page of this site'))).toEqual([]);
  }, 120_000);

  it('is written resolved from the page, as Docusaurus writes it, and only warned of under onBrokenLinks warn', async () => {
    const site = tempSite('docusaurus-md-link-no-page');
    sites.push(site);
    site.write('docusaurus.config.js', readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8').replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'"));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning').map(formatDiagnostic).join('\n');
    for (const route of MISSING) expect(warnings).toContain(`broken link: no page at "${route}"`);
    const amount = readFileSync(path.join(site.out, 'docs/api/classes/Amount/index.html'), 'utf8');
    const hrefs = [...amount.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(expect.arrayContaining([...MISSING, '/docs/api/classes/Price']));
    expect(hrefs.filter((h) => h.endsWith('README.md') || h.endsWith('modules.md')).every((h) => h.startsWith('/'))).toBe(true);
  }, 120_000);
});

describe('the same links where broken Markdown links are reported', () => {
  // Docusaurus reports them twice: onBrokenMarkdownLinks (mdx-loader 3.10's resolveMarkdownLinks, 2.4's linkify), then,
  // left as written, onBrokenLinks (core's brokenLinks.js): under 'throw' the build stops there (eas, Docusaurus 2.2).
  it('are reported by both checks, and stop the build under onBrokenLinks throw', async () => {
    const site = tempSite('docusaurus-md-link-no-page');
    sites.push(site);
    site.write('docusaurus.config.js', readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8').replace("onBrokenMarkdownLinks: 'ignore'", "onBrokenMarkdownLinks: 'warn'"));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning').map(formatDiagnostic);
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    expect(warnings.filter((m) => m.includes('is not a page of this site'))).toHaveLength(3);
    for (const route of MISSING) expect(errors.filter((e) => e.includes(`broken link: no page at "${route}"`)).length).toBe(1);
  }, 120_000);

  // Docusaurus 2's check takes a link whose file is in the output for a good one, the link read from the output's root
  // (core 2.4.3 brokenLinks.js filterExistingFileLinks): a `.md` file of the static folder, published, is no broken link there.
  it('on Docusaurus 2, are not broken links where the file they name, read from the root, is published', async () => {
    const site = tempSite('docusaurus-md-link-no-page');
    sites.push(site);
    site.write('package.json', '{ "name": "docusaurus-md-link-no-page-2", "private": true, "dependencies": { "@docusaurus/core": "2.4.3" } }\n');
    site.write('docusaurus.config.js', readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8').replace("markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } },", "onBrokenMarkdownLinks: 'warn',"));
    site.write('docs/notes.md', '# Notes\n\nThe [changes](changes.md) and the [missing page](missing.md).\n');
    site.write('static/changes.md', '# Changes\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => m.includes('docs/notes.md') && m.includes('is not a page of this site'))).toHaveLength(2);
    const noteErrors = result.diagnostics.filter((d) => d.severity === 'error' && d.file?.includes('notes.md')).map(formatDiagnostic);
    expect(noteErrors.some((e) => e.includes('missing.md'))).toBe(true);
    expect(noteErrors.some((e) => e.includes('changes.md'))).toBe(false);
  }, 120_000);
});
