/**
 * A fenced code block among a component's Markdown children is the element MDX makes of it, `pre`
 * holding `code` with `className: 'language-x'`, its `metastring` and its code: autoparams'
 * JavaKotlinCodeBlock keeps the children whose `props.children.props.className` names Java or
 * Kotlin and shows each `code` in a tab; its children were one string of HTML, so it drew nothing
 * and 12 pages lost their examples. The components here are written for this test in that manner.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'mdx-code-children-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  path.join(dir, 'code.js'),
  [
    "import React from 'react';",
    '// Keeps the blocks of the languages it knows, each in a labelled section, as a language switcher does.',
    'export const LanguageBlocks = ({ children }) => {',
    "  const known = { 'language-java': 'Java', 'language-kotlin': 'Kotlin' };",
    '  const codes = React.Children.toArray(children).map((child) => child.props?.children).filter((code) => known[code?.props?.className]);',
    '  if (codes.length === 0) return null;',
    '  return <div className="blocks">{codes.map((code, i) => <section key={i} data-label={known[code.props.className]}>{code}</section>)}</div>;',
    '};',
    '// Shows what MDX gives it of a block: the class, the meta string, and the code.',
    'export const Describe = ({ children }) => {',
    '  const code = children.props.children;',
    '  return <p className="described">{code.props.className}|{code.props.metastring}|{JSON.stringify(code.props.children)}</p>;',
    '};',
    '',
  ].join('\n'),
);

describe("a component reading its Markdown children's code blocks", () => {
  it('gets each fenced block as pre > code with its language class, and draws the blocks it keeps', async () => {
    const page = [
      "import { LanguageBlocks } from './code.js';",
      '',
      '<LanguageBlocks>',
      '```java',
      'void testMethod(@Size(min = 5) ArrayList<String> list) {}',
      '```',
      '',
      '```kotlin',
      'fun testMethod(list: ArrayList<String>) {}',
      '```',
      '',
      '```python',
      'def ignored(): pass',
      '```',
      '</LanguageBlocks>',
      '',
    ].join('\n');
    const result = await renderMdxPage(dir, page);
    expect(result.errors).toEqual([]);
    const sections = [...result.html.matchAll(/<section data-label="(\w+)">([\s\S]*?)<\/section>/g)];
    expect(sections.map(([, label]) => label)).toEqual(['Java', 'Kotlin']);
    expect(sections[0][2]).toMatch(/^<div class="code-block theme-code-block" data-language="java"><pre[^>]*><code class="hljs language-java">[\s\S]*ArrayList&lt;String&gt; list/);
    expect(sections[1][2]).toMatch(/^<div class="code-block theme-code-block" data-language="kotlin"><pre[^>]*><code class="hljs language-kotlin">[\s\S]*testMethod/);
    expect(result.html).not.toContain('ignored');
  });

  it('gives the meta string and the code with the newline MDX ends it with, and keeps the Markdown around a block', async () => {
    const page = ["import { Describe } from './code.js';", '', '<Describe>', '```js title="a.js" {1}', 'const a = 1;', '```', '</Describe>', '', 'Text **after**.', ''].join('\n');
    const result = await renderMdxPage(dir, page);
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('<p class="described">language-js|title=&quot;a.js&quot; {1}|&quot;const a = 1;\\n&quot;</p>');
    expect(result.html).toContain('<strong>after</strong>');
  });
});
