/**
 * Sass a site's own plugin has webpack put before every SCSS file (tests/fixtures/docusaurus-sass-prelude,
 * as databend-docs' global-sass-var-inject does with sass-resources-loader): its customCss and its
 * components' `.module.scss` use the mixins and variables without importing them, as under Docusaurus.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { loadSiteConfig } from '../../build/config.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { sassPreludeOf } from '../../build/docusaurus/sass-prelude.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const SITE = path.join(FIXTURES, 'docusaurus-sass-prelude');
let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
let css: string[];
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: SITE, outDir: fixture.out });
  const dir = path.join(fixture.out, 'assets/css');
  css = result.ok ? readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8')) : [];
}, 120_000);
afterAll(() => fixture.cleanup());

describe("a site plugin's Sass prelude", () => {
  it('lets the customCss, through the partial it imports, use the mixin and the variable: the site builds', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(css.some((sheet) => sheet.includes('.navbar{border-color:#639}') && sheet.includes('@media screen and (max-width:997px){.navbar{'))).toBe(true);
  });

  it("lets a component's .module.scss use them too", () => {
    const box = css.find((sheet) => /\.styles_module_box\s*\{\s*color:\s*rebeccapurple/.test(sheet));
    expect(box).toMatch(/@media screen and \(max-width: 997px\) \{\s*\.styles_module_box \{\s*padding: 0;/);
  });

  it("is read from the rules configureWebpack returns: sass-resources-loader's resources, then sass-loader's additionalData, for rules that take .scss (nested oneOf too)", () => {
    const plugin = createRequire(import.meta.url)(path.join(SITE, 'plugins/sass-mixins.js'))() as { configureWebpack: () => unknown };
    const imports = ['_mixins.scss', 'tokens/_gap.scss', 'tokens/_wide.scss'].map((file) => `@import ${JSON.stringify(path.join(SITE, 'src/css', file))};\n`);
    expect(sassPreludeOf(plugin.configureWebpack(), SITE)).toEqual({ text: `${imports.join('')}$brand: rebeccapurple;\n`, unmatched: [] });
    const single = { module: { rules: [{ test: /\.scss$/, loader: 'sass-resources-loader', options: { resources: 'src/css/_mixins.scss' } }] } };
    expect(sassPreludeOf(single, SITE)).toEqual({ text: imports[0], unmatched: [] });
    expect(sassPreludeOf({ module: { rules: [{ test: /\.scss$/, use: ['style-loader', 'sass-loader'] }] } }, '/site')).toEqual({ text: '', unmatched: [] });
    expect(sassPreludeOf(undefined, '/site')).toEqual({ text: '', unmatched: [] });
  });

  it("expands a resource that is a glob, as the loader does, into every file it matches, sorted whatever order the folder lists them in: a variable of _wide.scss uses _gap.scss's", () => {
    expect(css.some((sheet) => /\.styles_module_box\s*\{[^}]*margin:\s*14px/.test(sheet))).toBe(true);
    const dir = mkdtempSync(path.join(tmpdir(), 'sass-prelude-glob-'));
    try {
      for (const name of ['c.scss', 'a.scss', 'B.scss', 'b.scss', 'not-sass.txt']) writeFileSync(path.join(dir, name), '');
      const resources = { module: { rules: [{ test: /\.scss$/, loader: 'sass-resources-loader', options: { resources: ['*.scss', path.join(dir, 'c.*')] } }] } };
      expect(sassPreludeOf(resources, dir).text).toBe(['a', 'b', 'B', 'c', 'c'].map((name) => `@import ${JSON.stringify(path.join(dir, `${name}.scss`))};\n`).join(''));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('warns, naming the plugin and the pattern, when a resource matches no file, which stops the loader under Docusaurus', async () => {
    const site = tempSite('docusaurus-sass-prelude');
    try {
      const plugin = path.join(site.content, 'plugins/sass-mixins.js');
      writeFileSync(plugin, readFileSync(plugin, 'utf8').replace("'src/css/tokens/_*.scss'", "'src/css/tokens/_*.scss', 'src/theme/*.scss'"));
      const { warnings } = await loadSiteConfig(path.join(ROOT, 'site'), ROOT, site.content, false);
      expect(warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^plugin "sass-mixins": sass-resources-loader's resource "src\/theme\/\*\.scss" matches no file/)]);
      expect(warnings[0].file).toBe(path.relative(ROOT, plugin));
    } finally {
      site.cleanup();
    }
  });
});
