/**
 * Webpack's inline raw-loader with its options (`!!raw-loader?esModule=false!./x.json`, as plausible's
 * API examples module reads each example), in a page's own import or a static require of a module
 * of the site: the file's text, as with `!!raw-loader!` alone. The query hid the file, so the module
 * stood in and what it provides showed nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'raw-loader-options-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'examples'));
writeFileSync(path.join(dir, 'examples/query.json'), '{ "metrics": ["visitors"] }\n');
writeFileSync(path.join(dir, 'examples.js'), "export const QUERY = require('!!raw-loader?esModule=false!./examples/query.json');\n");

describe('an inline raw-loader request with options', () => {
  it("gives the file's text to a module of the site that requires it", async () => {
    const result = await renderMdxPage(dir, ["import { QUERY } from './examples.js';", '', '<pre>{QUERY}</pre>', ''].join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('{ &quot;metrics&quot;: [&quot;visitors&quot;] }');
  });

  it("gives the file's text to a page's own import", async () => {
    const result = await renderMdxPage(dir, ["import query from '!!raw-loader?esModule=false!./examples/query.json';", '', '<pre>{query}</pre>', ''].join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('{ &quot;metrics&quot;: [&quot;visitors&quot;] }');
  });
});
