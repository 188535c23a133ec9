/**
 * A function an MDX page imports from a package the site did not install (LIT-Protocol's
 * `paramCase` from `param-case`, used as `<h2 id={paramCase(title)}>`) is a stand-in. Called with
 * something other than props, it gives the stand-in again, as the React pages' stand-in does, not a
 * React element: one rendered as an attribute or as text showed "[object Object]".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'stand-in-call-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a stand-in called as a function', () => {
  it('renders no "[object Object]" in an attribute or in text, and still renders as a component and through its members', async () => {
    const source = [
      "import { paramCase } from 'not-installed-param-case'",
      "import Client from 'not-installed-client'",
      '',
      "<h2 id={paramCase('Getting Started')}>Getting Started</h2>",
      '',
      "Slug: <span className=\"slug\">{paramCase('A B')}</span>",
      '',
      "<Client.Panel>Panel text</Client.Panel> and <span className=\"idx\">{Client('id', 'key').initIndex('docs')}</span>",
      '',
    ].join('\n');
    const result = await renderMdxPage(dir, source);
    expect(result.html).not.toContain('[object Object]');
    expect(result.html).toContain('Getting Started</h2>');
    expect(result.html).toContain('<span class="slug"></span>');
    expect(result.html).toContain('Panel text');
    expect(result.html).toContain('<span class="idx"></span>');
    expect(result.errors.filter((e) => !/cannot be resolved here/.test(e))).toEqual([]);
  });
});
