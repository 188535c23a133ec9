/**
 * The module rules a site's own plugin gives webpack in `configureWebpack`, run as webpack runs them
 * (tests/fixtures/docusaurus-webpack-rules, after langchaingo's Go examples): a site loader with
 * json-loader, `asset/source`, `json`; a rule this build cannot run is a warning naming it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { moduleRulesOf } from '../../build/docusaurus/webpack-rules.ts';
import { rulesFor } from '../../build/markdown/mdx/webpack-loaders.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

async function built(change?: (site: TempSite) => void) {
  const site = tempSite('docusaurus-webpack-rules');
  sites.push(site);
  change?.(site);
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  const read = (page: string) => readFileSync(path.join(site.out, page), 'utf8');
  return { result, read, messages: result.diagnostics.map(formatDiagnostic) };
}

describe("configureWebpack's module rules", () => {
  it('run the site loader and json-loader on what the examples alias names, and give text and JSON by type', async () => {
    const { result, read, messages } = await built();
    expect(result.ok).toBe(true);
    const intro = read('docs/intro/index.html');
    // The site's CodeBlock reads `children.content` of the `{ content, imports }` the loaders make.
    expect(intro).toMatch(/<code class="hljs language-go">[^]*shown by block-loader[^]*hello from the examples folder/);
    expect(intro).toContain('<span id="imports">hello.go</span>');
    expect(intro).toContain('<p id="notes">Release notes, read as text: &lt;b&gt;not markup&lt;/b&gt;.');
    expect(intro).toContain('<p id="table">deep thought says 42</p>');
    expect(intro).toContain('drawn by the same CodeBlock');
    // A React page's bundle takes the same rules.
    expect(read('notes/index.html')).toContain('<pre id="page-notes">Release notes, read as text: &lt;b&gt;not markup&lt;/b&gt;.');
    const rules = messages.filter((m) => m.includes('module.rules'));
    expect(rules).toHaveLength(1);
    expect(rules[0]).toContain('docusaurus.config.js');
    expect(rules[0]).toContain('module.rules[4]');
    expect(rules[0]).toContain("type: 'asset/resource'");
    expect(messages.join('\n')).not.toContain('cannot be resolved');
  }, 120_000);

  it('fail the import of a file the site loader fails on, with a warning naming the file and why', async () => {
    const { result, messages } = await built((site) => {
      const loader = readFileSync(path.join(site.content, 'block-loader.js'), 'utf8');
      site.write('block-loader.js', loader.replace("require('@babel/core');", "const babel = require('@babel/core');").replace('this.cacheable();', 'babel.transformSync(content);'));
    });
    expect(result.ok).toBe(true);
    const failed = messages.filter((m) => m.includes("the loaders configureWebpack's module rules give it failed"));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('"@examples/hello/hello.go" could not be loaded (examples/hello/hello.go: the loaders');
    expect(failed[0]).toContain('the package "@babel/core" is not installed');
  }, 120_000);
});

describe('reading module rules', () => {
  const siteDir = path.join(ROOT, 'tests/fixtures/docusaurus-webpack-rules');
  it('take a path by a string condition (its start), include and exclude, and resourceQuery', () => {
    const { rules, warnings } = moduleRulesOf(
      { module: { rules: [{ test: path.join(siteDir, 'examples'), exclude: [/skip/], type: 'asset/source' }, { resourceQuery: /raw/, type: 'asset/source' }, '...'] } },
      siteDir,
      'plugin "p"',
    );
    expect(warnings).toEqual([]);
    expect(rulesFor(rules, path.join(siteDir, 'examples/hello/hello.go'))).toHaveLength(1);
    expect(rulesFor(rules, path.join(siteDir, 'examples/skip/hello.go'))).toHaveLength(0);
    expect(rulesFor(rules, path.join(siteDir, 'docs/notes.txt'))).toHaveLength(0);
    expect(rulesFor(rules, path.join(siteDir, 'docs/notes.txt'), '?raw')).toHaveLength(1);
  });

  it('warn of a loader that is not installed and of shapes this build does not read', () => {
    const { rules, warnings } = moduleRulesOf({ module: { rules: [{ test: /\.html$/, use: 'html-loader' }, { oneOf: [] }, { test: () => true, use: 'raw-loader' }] } }, siteDir, 'plugin "p" of docusaurus.config.js');
    expect(rules).toEqual([]);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('its loader "html-loader" is not installed');
    expect(warnings[1]).toContain('`oneOf`');
    expect(warnings[2]).toContain('`test` is a function');
  });
});
