/**
 * Tailwind's arbitrary values with commas in `@apply` (`shadow-[0_0_10px_rgba(0,0,0,0.2)]`,
 * `grid-cols-[repeat(2,1fr)]`), in the stylesheets a React page imports: Docusaurus's postcss-loader
 * runs the site's PostCSS plugins on each file's own text, before css-loader reads it (@docusaurus/
 * bundler 3.10.2's loaders/styleLoader.js, read). They ran on esbuild's bundle here, which prints an
 * at-rule's prelude with a space after each comma: Tailwind read `shadow-[0_0_10px_rgba(0,` and
 * kuizuo-blog stopped; a CSS module's `@reference "../css/custom.css"` was read from the page's
 * folder. The custom CSS was read right, and is checked too. Fixture: tests/fixtures/docusaurus-postcss-apply.
 */
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
let messages: string[];
afterAll(() => site?.cleanup());
beforeAll(async () => {
  site = tempSite('docusaurus-postcss-apply');
  mkdirSync(path.join(site.content, 'node_modules'));
  symlinkSync(path.join(ROOT, 'node_modules/postcss'), path.join(site.content, 'node_modules/postcss'));
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  messages = result.diagnostics.map(formatDiagnostic);
}, 120_000);

/** The stylesheets a page links whose names match `names`, concatenated. */
const linked = (page: string, names: RegExp) => {
  const html = readFileSync(path.join(site.out, page), 'utf8');
  return [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/css\/[^"]+\.css)"/g)].filter((m) => names.test(path.basename(m[1]))).map((m) => readFileSync(path.join(site.out, m[1]), 'utf8')).join('\n');
};

describe('arbitrary values with commas in @apply', () => {
  it('reach the PostCSS plugins whole in the CSS modules, stylesheets and Sass a React page imports', () => {
    expect(messages).toEqual([]);
    // CSS modules in the page's stylesheet, plain CSS and Sass in the one every page links.
    const css = linked('index.html', /^(page|components)\./).replace(/\s+/g, ' ');
    expect(css).toMatch(/grid-template-columns: repeat\(2, ?1fr\)/);
    expect(css).toMatch(/background-color: rgba\(0, ?120, ?231, ?0?\.2\)/);
    expect(css).toMatch(/\.landing \{ box-shadow: 0 0 30px rgba\(0, ?120, ?231, ?0?\.2\)/);
    expect(css).toMatch(/box-shadow: 0 0 10px rgba\(0, ?0, ?0, ?0?\.2\); opacity: 0\.8/);
    expect(css).not.toMatch(/@apply|@reference/);
  });

  it('reach them whole in the custom CSS', () => {
    expect(linked('index.html', /^custom\./)).toMatch(/\.site-card\{box-shadow:0 0 10px #0003\}/);
  });
});
