/**
 * Sass a site's own plugin has webpack put before every SCSS file (tests/fixtures/docusaurus-sass-prelude,
 * as databend-docs' global-sass-var-inject does with sass-resources-loader): its customCss and its
 * components' `.module.scss` use the mixins and variables without importing them, as under Docusaurus.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
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
    expect(sassPreludeOf(plugin.configureWebpack(), SITE)).toBe(`@import ${JSON.stringify(path.join(SITE, 'src/css/_mixins.scss'))};\n$brand: rebeccapurple;\n`);
    expect(sassPreludeOf({ module: { rules: [{ test: /\.scss$/, loader: 'sass-resources-loader', options: { resources: 'src/a.scss' } }] } }, '/site')).toBe('@import "/site/src/a.scss";\n');
    expect(sassPreludeOf({ module: { rules: [{ test: /\.scss$/, use: ['style-loader', 'sass-loader'] }] } }, '/site')).toBe('');
    expect(sassPreludeOf(undefined, '/site')).toBe('');
  });
});
