/**
 * A JSX element whose closing tag is followed on the same line by the next one's opening tag
 * (`</TabItem><TabItem`), inside another element, indented: docusaurus-plugin-openapi-docs writes
 * its security schemes so (pan.dev's 29 API overview pages). MDX has no indented code; the first
 * element was drawn as a code block of its source, and the tabs around it failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'adjacent-flow-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('draws both elements where the first one closes on the line the second one opens, indented four spaces', async () => {
  const { html, errors } = await renderMdxPage(dir, '<div>\n  <section>\n    <span>\n      <b>x</b>\n    </span><span>\n      <b>y</b>\n    </span>\n  </section>\n</div>\n');
  expect(errors).toEqual([]);
  expect(html).toBe('<div><section><span><b>x</b></span><span><b>y</b></span></section></div>\n');
});

it('keeps Markdown after such a pair a paragraph of the element that holds it', async () => {
  const { html } = await renderMdxPage(dir, '<div>\n  <section>\n    <span>\n      x\n    </span><span>\n      y\n    </span>\n\n    Text *after*.\n  </section>\n</div>\n');
  expect(html).toBe('<div><section><span><p>x</p>\n</span><span><p>y</p>\n</span><p>Text <em>after</em>.</p>\n</section></div>\n');
});
