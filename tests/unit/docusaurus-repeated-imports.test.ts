/**
 * One name imported twice from one module in a site's code (pan.dev's FlipWords imports `motion`
 * twice from `motion/react`, which left its home page out). Docusaurus Faster compiles it: SWC's
 * loader (@swc/core 1.15) and Rspack's parser take the two imports as one binding; Babel, and
 * webpack's parser after SWC's loader, refuse it, as esbuild does. So on a site whose config turns
 * both on (`future.faster`, `future.experimental_faster` before 3.10, or `future.v4` in 3.10)
 * the page is built; elsewhere the error names the line it repeats and what to change.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { lowestVersion } from '../../build/docusaurus/docusaurus-major.ts';
import { siteCodeOptions } from '../../build/docusaurus/site-code-options.ts';
import { bundleSiteCode, runSiteCode } from '../../build/markdown/mdx/site-code.ts';
import { cliBuild, FIXTURES, ROOT } from '../helpers/fixture.ts';

const dir = path.join(FIXTURES, 'docusaurus-faster-imports');
const flipWords = path.join(dir, 'src/components/FlipWords.js');
const { out } = cliBuild('docusaurus-faster-imports', 120_000);
const text = (file: string) => readFileSync(path.join(out, file), 'utf8').replace(/<!-- -->/g, '');

const sites = mkdtempSync(path.join(tmpdir(), 'repeated-imports-'));
afterAll(() => rmSync(sites, { recursive: true, force: true }));
type Refusal = { errors: { text: string; location: { line: number } }[] };
/** What bundling the file throws (esbuild's failure, with its messages). */
const refusal = (file: string, merge: boolean) => bundleSiteCode(file, dir, () => undefined, 'node', { repeatedImports: merge }).then(() => ({ errors: [] }) as Refusal, (e: Refusal) => e);
const merges = (future: Record<string, unknown>, range = '3.10.2') => siteCodeOptions({ future }, lowestVersion(range)).repeatedImports;

describe('which configs compile code as Docusaurus Faster does (SWC loader and Rspack)', () => {
  it('future.faster: true, or both switches written on', () => {
    expect(merges({ faster: true })).toBe(true);
    expect(merges({ faster: { swcJsLoader: true, rspackBundler: true } })).toBe(true);
    expect(merges({})).toBe(false);
    expect(merges({ faster: false, v4: true })).toBe(false);
  });

  it('not the SWC loader alone: webpack parses its output and refuses the repeated import', () => {
    expect(merges({ faster: { swcJsLoader: true } })).toBe(false);
    expect(merges({ faster: { rspackBundler: true } })).toBe(false);
  });

  it('future.experimental_faster, its name before 3.10, whose switches are off unless written', () => {
    expect(merges({ experimental_faster: true }, '^3.8.1')).toBe(true);
    expect(merges({ experimental_faster: { swcJsLoader: true, rspackBundler: true } }, '^3.8.1')).toBe(true);
    expect(merges({ experimental_faster: { swcJsLoader: true }, v4: true }, '^3.8.1')).toBe(false);
  });

  it('future.v4 in 3.10 (fasterByDefault), for the switches left unset', () => {
    expect(merges({ v4: true })).toBe(true);
    expect(merges({ v4: { fasterByDefault: true }, faster: { swcJsLoader: true } })).toBe(true);
    expect(merges({ v4: true, faster: { rspackBundler: false } })).toBe(false);
    expect(merges({ v4: true }, '^3.9.2')).toBe(false);
  });
});

describe('a repeated import on a site with future.faster', () => {
  it('keeps the React page for / that uses it', () => {
    expect(text('index.html')).toContain('<h1>Landing page</h1>');
    expect(text('index.html')).toContain('<span class="flip-words">swift of 3 words</span>');
  });

  it('renders the component in the MDX doc that imports it', () => {
    expect(text('docs/intro/index.html')).toContain('The words: <span class="flip-words">swift of 3 words</span>.');
  });

  it('is the one binding: the code runs as written', async () => {
    const bundle = await bundleSiteCode(flipWords, dir, () => undefined, 'node', { repeatedImports: true });
    const exports = runSiteCode(bundle, flipWords, (id) => (id === 'react' ? React : id === 'react/jsx-runtime' ? JsxRuntime : undefined)) as { default: ComponentType };
    expect(renderToStaticMarkup(createElement(exports.default))).toBe('<span class="flip-words">swift of 3 words</span>');
  });

  it('is still refused where the two imports bind different exports, naming both lines and what to change', async () => {
    const error = await refusal(path.join(dir, 'src/components/Clash.js'), true);
    expect(error.errors[0].location.line).toBe(2);
    expect(error.errors[0].text).toBe('The symbol "first" has already been declared: line 1 imports "first" too. Give one of the two imports another name (`import { x as y }`).');
  });
});

describe('a repeated import on a site without Docusaurus Faster', () => {
  it('is refused, naming the line it repeats and what to change', async () => {
    const error = await refusal(flipWords, false);
    expect(error.errors.map((e) => [e.location.line, e.text])).toEqual([
      [3, 'The symbol "useState" has already been declared: line 1 imports "useState" from "react" already. Import it once: remove it from one of the two imports. Docusaurus Faster compiles it (its config `future.faster: true` turns on the SWC loader and Rspack), Babel and webpack refuse it as this build does.'],
      [4, 'The symbol "first" has already been declared: line 2 imports "first" from "./words" already. Import it once: remove it from one of the two imports. Docusaurus Faster compiles it (its config `future.faster: true` turns on the SWC loader and Rspack), Babel and webpack refuse it as this build does.'],
    ]);
  });
});

describe('the site built with each switch, and without', () => {
  const variants: [string, string, boolean][] = [
    ['future.experimental_faster (Docusaurus 3.8)', "future: { experimental_faster: true },\n  presets:", true],
    ['no future switch', 'presets:', false],
  ];
  for (const [name, future, kept] of variants) {
    it(`${name}: the home page is ${kept ? 'built' : 'left out with the error'}`, async () => {
      const site = mkdtempSync(path.join(sites, 'site-'));
      cpSync(dir, path.join(site, 'content'), { recursive: true });
      const config = path.join(site, 'content/docusaurus.config.js');
      writeFileSync(config, readFileSync(config, 'utf8').replace('future: { faster: true },\n  presets:', future));
      writeFileSync(path.join(site, 'content/package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': '3.8.1' } }));
      const result = await build({ root: ROOT, contentDir: path.join(site, 'content'), outDir: path.join(site, 'out') });
      const messages = result.diagnostics.map(formatDiagnostic);
      if (kept) {
        expect(messages).toEqual([]);
        expect(readFileSync(path.join(site, 'out/index.html'), 'utf8')).toContain('flip-words');
      } else {
        expect(messages.join('\n')).toContain('the React page for "/" is left out: it does not compile (FlipWords.js:3: The symbol "useState" has already been declared: line 1 imports "useState" from "react" already. Import it once');
        expect(messages.join('\n')).toMatch(/docs\/intro\.mdx:5: warning: .*FlipWords.js:3: The symbol "useState" has already been declared: line 1 imports/);
      }
    }, 120_000);
  }
});
