/**
 * What `npm run size` counts as a page's first visit (scripts/first-visit.ts): on a hydrated React
 * page, the page runtime, the page's code and the lazily loaded modules that code names come on
 * top of the client entry; on a page that does not hydrate, none of them. Measured on a build of
 * tests/fixtures/docusaurus-swizzled-code-block (its /lines/ page imports two lazily loaded
 * modules), and on an output folder written here under a base URL, whose island props React escaped.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliBuild } from '../helpers/fixture.ts';
import { firstVisit, lazyChunks } from '../../scripts/first-visit.ts';

const { out } = cliBuild('docusaurus-swizzled-code-block', 180_000);

describe('first visit of a built page', () => {
  it("counts a hydrated React page's runtime, code and the lazily loaded modules its code names, each once", async () => {
    const visit = await firstVisit(out, 'lines/index.html');
    const names = visit.reactPage.map((file) => path.posix.basename(file).replace(/\.[\w]+\.js$/, ''));
    expect(names.sort()).toEqual(['docs-client', 'page', 'page-runtime', 'theme-common-internal']);
    expect(visit.js.filter((file) => /^assets\/js\/entry\./.test(file))).toHaveLength(1);
    expect(visit.js).toEqual(expect.arrayContaining(visit.reactPage));
    expect(new Set(visit.js).size).toBe(visit.js.length);
  });

  it('counts only the client entry on a page that does not hydrate', async () => {
    const visit = await firstVisit(out, 'docs/intro/index.html');
    expect(visit.reactPage).toEqual([]);
    expect(visit.js.some((file) => /^assets\/js\/entry\./.test(file))).toBe(true);
    expect(visit.css.length).toBeGreaterThan(0);
  });
});

describe('first visit under a base URL', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-visit-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };

  it('reads URLs under the base URL and the props as React escapes them, skips a module the runtime does not have, and leaves files of other hosts out', async () => {
    write('assets/js/entry.js', 'import "./chunk.js";import("./later.js");');
    write('assets/js/chunk.js', '');
    write('assets/js/runtime.js', 'var L={"@docusaurus/theme-common/internal":function(){return import("./helpers.js")}};');
    write('assets/js/helpers.js', 'import "./chunk.js";');
    write('assets/js/code.js', 'const x=["@docusaurus/theme-common/internal","@docusaurus/unknown"];export{x as lazy};');
    const props = JSON.stringify({ runtime: '/base/assets/js/runtime.js', code: '/base/assets/js/code.js', data: { title: "It's <here> & \"now\"" } });
    const escaped = props.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    write('index.html', `<link rel="stylesheet" href="https://cdn.example.com/font.css"/><link rel="stylesheet" href="/base/assets/css/site.css"/><script data-client="/base/assets/js/entry.js"></script><div data-island="page" data-props="${escaped}"></div>`);
    const visit = await firstVisit(dir, 'index.html', '/base/');
    expect(visit.css).toEqual(['assets/css/site.css']);
    expect(visit.external).toEqual(['https://cdn.example.com/font.css']);
    expect(visit.js).toEqual(['assets/js/entry.js', 'assets/js/chunk.js', 'assets/js/runtime.js', 'assets/js/code.js', 'assets/js/helpers.js']);
    expect(visit.reactPage).toEqual(['assets/js/runtime.js', 'assets/js/code.js', 'assets/js/helpers.js']);
  });

  it("reads the runtime's map of lazily loaded modules as build/assets.ts writes it", () => {
    expect([...lazyChunks('var L={"a/b":function(){return import("./x.1.js")},"c":function(){return import("./y.js")}};')]).toEqual([
      ['a/b', './x.1.js'],
      ['c', './y.js'],
    ]);
  });
});
