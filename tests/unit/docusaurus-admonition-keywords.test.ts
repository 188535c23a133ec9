/**
 * Admonition names a site adds with its content plugins' `admonitions.keywords`
 * (tests/fixtures/docusaurus-admonition-keywords, as cartesi/docs adds `goal` and `troubleshoot`):
 * each content plugin's mdx-loader gets its own option (mdx-loader 3.10's remark/admonitions,
 * read), so a name is an admonition only in the plugin that lists it, titled as Docusaurus's own
 * are, and theme-classic's Admonition draws a type it has no component for as Info (3.9, read).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { markdownOptions } from '../../build/docusaurus/markdown-options.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let messages: string[];
const page = (route: string) => readFileSync(path.join(fixture.out, route, 'index.html'), 'utf8').replace(/<svg[\s\S]*?<\/svg>/g, '');
beforeAll(async () => {
  fixture = tempSite('');
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-admonition-keywords'), outDir: fixture.out });
  messages = result.diagnostics.map(formatDiagnostic);
}, 120_000);
afterAll(() => fixture.cleanup());

describe("a site's own admonition keywords", () => {
  it('make `:::troubleshoot Title` an admonition with that title, drawn as Info, its markers gone', () => {
    const html = page('docs/intro');
    expect(html).toContain('<div class="admonition admonition--troubleshoot admonition--info theme-admonition theme-admonition-info alert alert--info"><p class="admonition__title"><span class="admonition__icon"></span>Troubleshooting common errors</p><div class="admonition__body"><p>Run the build again.</p>');
    expect(html).not.toContain(':::');
  });

  it("are each content plugin's own: the guide's `:::goal`, the blog's `:::story`", () => {
    expect(page('guide/start')).toContain('<div class="admonition admonition--goal admonition--info theme-admonition theme-admonition-info alert alert--info"><p class="admonition__title"><span class="admonition__icon"></span>Your goal</p>');
    expect(page('blog/2024/01/02/tale')).toContain('<div class="admonition admonition--story admonition--info theme-admonition theme-admonition-info alert alert--info"><p class="admonition__title"><span class="admonition__icon"></span>Once upon a time</p>');
  });

  it('leave a name only another plugin lists, or none does, a directive whose content shows, with its warning', () => {
    const intro = page('docs/intro');
    expect(intro).toContain('<div><p>Only its content shows.</p>');
    expect(intro).toContain('<div><p>Only the guide&#39;s admonition.</p>');
    expect(intro).not.toContain('admonition--goal');
    expect(page('blog/2024/01/02/tale')).toContain('<div><p>Only the docs&#39; admonition.</p>');
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/docs\/intro\.md:9: warning: ":::unknown" is not an admonition/),
        expect.stringMatching(/docs\/intro\.md:15: warning: ":::goal" is not an admonition/),
        // With the same warning of the partial the docs import (below), under its first place.
        expect.stringMatching(/":::troubleshoot" is not an admonition.*2024-01-02-tale\.md:11/),
      ]),
    );
  });

  it("take away the defaults under `extendDefaults: false`, and every admonition under `admonitions: false`", () => {
    expect(page('guide/start')).toContain('<div><p>Not a tip here: this instance&#39;s keywords do not extend the defaults.</p>');
    expect(page('guide/start')).not.toContain('admonition--tip');
    expect(page('notes')).toContain('<div><p>The pages plugin has no admonitions.</p>');
    // The one there is the partial's, from no plugin's folder (below).
    expect(page('notes').match(/admonition--note/g)).toHaveLength(1);
    expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/guide\/start\.md:9: warning: ":::tip" is not an admonition/), expect.stringMatching(/notes\.md:3: warning: ":::note" is not an admonition/)]));
    expect(messages).toHaveLength(5);
  });

  it("are, in a partial, those of the content plugin whose folder holds it, and Docusaurus's own in no plugin's folder, whoever imports it", () => {
    // guide/_goal.mdx, imported by a blog post, is compiled by the guide's mdx-loader: its `:::goal`, not the defaults.
    const tale = page('blog/2024/01/02/tale');
    expect(tale).toContain('<div class="admonition admonition--goal admonition--info theme-admonition theme-admonition-info alert alert--info"><p class="admonition__title"><span class="admonition__icon"></span>A shared goal</p>');
    expect(tale).toContain('<div><p>Not a tip in the guide&#39;s folder.</p>');
    // partials/_aside.md is in no content plugin's folder: core's fallback mdx-loader, with `admonitions: true`.
    for (const route of ['notes', 'docs/intro']) {
      expect(page(route), route).toContain('<div class="admonition admonition--note theme-admonition theme-admonition-note alert alert--secondary"><p class="admonition__title"><span class="admonition__icon"></span>Note</p><div class="admonition__body"><p>From a folder no content plugin holds.</p>');
      expect(page(route), route).toContain('<div><p>Not an admonition outside the docs folder.</p>');
    }
    // Each warned where the partial is used, beside the same warning of other pages.
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/guide\/start\.md:9: warning: ":::tip" is not an admonition.*\(2 places in 2 files: here, .*2024-01-02-tale\.md:19\)$/),
        expect.stringMatching(/docs\/intro\.md:23: warning: ":::troubleshoot" is not an admonition.*\(3 places in 3 files: here, .*2024-01-02-tale\.md:11, .*notes\.md:11\)$/),
      ]),
    );
  });

  it("are read as mdx-loader 3.10's normalizeAdmonitionOptions reads each instance's option, none for a Docusaurus 2 site", () => {
    const raw = { presets: [] };
    const instances = { docs: [{ id: 'default', options: { admonitions: { keywords: ['goal', 'not a name'] } } }, { id: 'api', options: { admonitions: { keywords: ['goal'], extendDefaults: false } } }, { id: 'plain', options: { admonitions: true } }], blogs: [{ id: 'default', options: { admonitions: false } }], pages: { admonitions: { keywords: ['note'] } } };
    expect(markdownOptions(raw, [3, 10], [], instances)?.admonitions).toEqual({
      'docs:default': ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution', 'goal'],
      'docs:api': ['goal'],
      'blog:default': [],
    });
    expect(markdownOptions(raw, [2, 4], [], instances)?.admonitions).toEqual({});
  });
});
