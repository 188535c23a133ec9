/**
 * The PostCSS plugins a site's own plugin adds with `configurePostCss` (Tailwind: opencost's and
 * homarr's landing pages are styled by its classes) run on the custom CSS, in the site folder, with
 * the site's own `postcss`, as Docusaurus's postcss-loader runs them (@docusaurus/core 3.10.2,
 * lib/webpack/utils.js applyConfigurePostCss, read), and on the stylesheets its React pages import
 * (embed-generator's landing page imports its `@tailwind` lines: it was unstyled); so do those of
 * the site's postcss.config.js, before them, as postcss-loader 7 reads it (truss-docs' Tailwind 4 has
 * no plugin of the site's, manifold's mixins are defined there); without `postcss`
 * installed, one warning says so. Fixture: tests/fixtures/docusaurus-postcss-plugin.
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

/** The fixture in a temporary folder with `postcss` installed, changed by `prepare`, built. */
async function builtWithPostcss(prepare: (content: string) => void = () => undefined) {
  const site = tempSite('docusaurus-postcss-plugin');
  sites.push(site);
  mkdirSync(path.join(site.content, 'node_modules'));
  symlinkSync(path.join(ROOT, 'node_modules/postcss'), path.join(site.content, 'node_modules/postcss'));
  prepare(site.content);
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  return { out: site.out, messages: result.diagnostics.map(formatDiagnostic) };
}
let asIs: ReturnType<typeof builtWithPostcss> | undefined;
const builtAsIs = () => (asIs ??= builtWithPostcss());

const customCss = (out: string) => {
  const dir = path.join(out, 'assets/css');
  return readFileSync(path.join(dir, readdirSync(dir).find((f) => f.startsWith('custom.'))!), 'utf8');
};

describe("a site plugin's configurePostCss", () => {
  it('runs its PostCSS plugins on the custom CSS, from the site folder', async () => {
    const site = await builtAsIs();
    expect(site.messages).toEqual([]);
    const css = customCss(site.out);
    expect(css).toContain('.hero-pad{padding:4rem}');
    expect(css).toContain('.hero-grid{display:grid}');
    expect(css).not.toContain('@tailwind');
  }, 120_000);

  it('runs them on the stylesheet a React page imports (plain CSS, in the stylesheet of every page)', async () => {
    const site = await builtAsIs();
    expect(site.messages).toEqual([]);
    const html = readFileSync(path.join(site.out, 'index.html'), 'utf8');
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/css\/components\.[^"]+\.css)"/g)].map((m) => readFileSync(path.join(site.out, m[1]), 'utf8'));
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toContain('.hero-pad');
    expect(sheets[0]).not.toContain('@tailwind');
  }, 120_000);

  it("runs the plugins of the site's postcss.config.js, with the options it gives, without a plugin of the site's", async () => {
    // The config without its plugin; postcss.config.js names the fixture's plugin by path, with options, as Tailwind 4's `'@tailwindcss/postcss': {}`.
    const site = await builtWithPostcss((content) => {
      const config = readFileSync(path.join(content, 'docusaurus.config.js'), 'utf8');
      writeFileSync(path.join(content, 'docusaurus.config.js'), config.slice(0, config.indexOf('  plugins: [')) + '};\n');
      writeFileSync(path.join(content, 'plugins/prefixed.js'), "const utilities = require('./utilities.js');\nmodule.exports = ({ prefix }) => ({ ...utilities, postcssPlugin: 'prefixed', OnceExit(root) { root.walkRules((rule) => { rule.selector = rule.selector.replace('.', `.${prefix}`); }); } });\n");
      writeFileSync(path.join(content, 'postcss.config.js'), "module.exports = { plugins: { './plugins/prefixed.js': { prefix: 'tw-' } } };\n");
    });
    expect(site.messages).toEqual([]);
    expect(customCss(site.out)).toContain('.tw-hero-pad{padding:4rem}');
  }, 120_000);

  it('is one warning when the site has not installed postcss', async () => {
    const site = tempSite('docusaurus-postcss-plugin');
    sites.push(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => m.includes('PostCSS'))).toEqual([expect.stringMatching(/docusaurus\.config\.js: warning: the site's PostCSS plugins \(its PostCSS config file's, or configurePostCss's\) do not run: "postcss" is not installed in the site folder/)]);
    // The stylesheet is built as before: the line it cannot read is left out.
    expect(messages.filter((m) => !m.includes('PostCSS'))).toEqual([expect.stringMatching(/custom\.css:1: warning: Unknown at rule: @tailwind/)]);
  }, 120_000);
});
