/**
 * Live code blocks of a Docusaurus site that lists @docusaurus/theme-live-codeblock
 * (tests/fixtures/docusaurus-live-code): each ```jsx live block is the theme's Playground, its
 * result drawn at build time with the site's ReactLiveScope (a `noInline` block through `render`),
 * a block whose code fails a warning at its line that keeps its code; the browser's editor loads
 * only on the page that has one. Without the theme, `live` is an ordinary code block.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../build/docusaurus/map-config.ts';
import { renderPlayground } from '../../build/markdown/live-code.ts';
import { cliBuild } from '../helpers/fixture.ts';

const { out, printed } = cliBuild('docusaurus-live-code', 120_000);
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const playgrounds = (html: string) => [...html.matchAll(/<div class="playgroundContainer"[\s\S]*?aria-label="Result">[\s\S]*?<\/div><\/div>\n/g)].map((m) => m[0]);

describe('live code blocks', () => {
  it('warn once, at the line of the block whose code fails, and build', () => {
    expect(printed.stderr.trim().split('\n').sort()).toEqual([
      expect.stringMatching(/docs\/contained\.mdx:5: warning: this live code block did not finish at build time \(it ran over 1 s\): the page shows "Loading\.\.\." until the browser runs it/),
      expect.stringMatching(/docs\/playground\.mdx:21: warning: this live code block's result could not be drawn at build time \(Missing is not defined\)/),
    ]);
  });

  it("run each in a context of its own, with a time limit: a block that never ends keeps Loading..., and Node's globals and a block's changes to built-ins stay out", () => {
    const [endless, globals, changing, after] = playgrounds(page('docs/contained'));
    expect(endless).toContain('<div class="playgroundPreview" role="region" aria-label="Result"><div class="playgroundLoading">Loading...</div></div>');
    expect(globals).toContain('<p>process is undefined</p>');
    expect(changing).toContain('<p>changed</p>');
    expect(after).toContain('<p>leaked is undefined</p>');
  });

  it("are the theme's Playground: the code under a Live Editor header, the result drawn at build time under a Result header", () => {
    const [scoped, noInline, failing] = playgrounds(page('docs/playground'));
    expect(scoped).toMatch(/^<div class="playgroundContainer" data-live-code="\/assets\/js\/live-scope\.[0-9a-f]{10}\.js" data-reset="Reset"><div class="playgroundHeader"><div class="playgroundHeaderContent">Live Editor<\/div><\/div><div class="playgroundEditor"><div class="code-block theme-code-block" data-language="jsx">/);
    expect(scoped).toContain('<div class="playgroundHeader"><div class="playgroundHeaderContent">Result</div></div><div class="playgroundPreview" role="region" aria-label="Result"><span class="badge badge--primary">Hello from the scope</span></div>');
    expect(noInline).toContain(' data-no-inline ');
    expect(noInline).toContain('<div class="playgroundPreview" role="region" aria-label="Result"><button>Count: 2</button></div>');
    expect(failing).toContain('<div class="playgroundPreview" role="region" aria-label="Result"><div class="playgroundLoading">Loading...</div></div>');
    expect(failing).toContain('never drawn');
  });

  it('publish the scope module, and mark only the page that has one', () => {
    const url = /data-live-code="\/(assets\/js\/live-scope\.[0-9a-f]{10}\.js)"/.exec(page('docs/playground'))![1];
    expect(readdirSync(path.join(out, 'assets/js')).filter((f) => f.startsWith('live-scope.'))).toEqual([path.basename(url)]);
    const module = readFileSync(path.join(out, url), 'utf8');
    expect(module).toContain('badge--primary');
    // The file is the module the page was built with: its name is its content's hash, and the image it imports is published there.
    expect(createHash('sha256').update(module).digest('hex').slice(0, 10)).toBe(/live-scope\.([0-9a-f]{10})\.js$/.exec(url)![1]);
    const image = /"(\/assets\/images\/dot-[0-9a-f]+\.png)"/.exec(module)?.[1];
    expect(image && existsSync(path.join(out, image))).toBe(true);
    expect(page('docs/intro')).not.toContain('data-live-code');
    expect(page('docs/intro')).not.toContain('playgroundContainer');
    // Their code runs in the reader's browser as it is edited (react-live's `new Function`), which the site's policy then allows.
    expect(readFileSync(path.join(out, '_headers'), 'utf8')).toMatch(/Content-Security-Policy: script-src 'self' 'unsafe-eval' 'sha256-/);
  });

  it('stay as drawn, with no editor, where the scope module could not be bundled', () => {
    const drawn = renderPlayground('<pre>code</pre>', { noInline: true, result: '<b>drawn</b>', position: 'bottom' });
    expect(drawn).toMatch(/^<div class="playgroundContainer"><div class="playgroundHeader">/);
    expect(drawn).not.toContain('data-');
    expect(renderPlayground('<pre>code</pre>', { noInline: true, result: '<b>drawn</b>', position: 'bottom', scopeUrl: '/assets/js/live-scope.0123456789.js' })).toContain(' data-live-code="/assets/js/live-scope.0123456789.js" data-no-inline ');
  });

  it('are on only where the theme is listed, with its playgroundPosition', () => {
    const map = (themes: string[], themeConfig = {}) => mapDocusaurusConfig({ title: 't', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', {}]], themes, themeConfig }, '/site');
    const listed = map(['@docusaurus/theme-live-codeblock'], { liveCodeBlock: { playgroundPosition: 'top' } });
    expect(listed.liveCode).toEqual({ playgroundPosition: 'top' });
    expect(listed.warnings).toEqual([]);
    expect(map(['@docusaurus/theme-live-codeblock']).liveCode).toEqual({ playgroundPosition: 'bottom' });
    expect(map([]).liveCode).toBeUndefined();
  });
});
