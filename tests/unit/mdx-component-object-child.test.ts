/**
 * A component whose children are one expression gets the expression's value as it is, as MDX gives
 * it: TurboWarp's docs write `<ExtensionCode title="color">{require("!raw-loader!@site/static/example-extensions/color.js")}</ExtensionCode>`,
 * and ExtensionCode reads `children.default` (raw-loader's module) into a CodeBlock whose `title` is
 * markup: the file's name and a "Try this extension" link. The module object was left out ("is an
 * object, which cannot be shown"), so ExtensionCode threw on `children.default` and its 26 examples
 * showed nothing; with the object through, the CodeBlock's title showed "[object Object]".
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'mdx-object-child-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'examples'));
writeFileSync(path.join(dir, 'examples/greet.js'), "console.log('hello from the example');\n");
writeFileSync(
  path.join(dir, 'utils.js'),
  [
    "import React from 'react';",
    "import CodeBlock from '@theme/CodeBlock';",
    'export const ExampleCode = ({ title, children }) => (',
    '  <CodeBlock language="js" title={<span>{`${title}.js`} - <a href={`/try/${title}`}>Try it</a></span>}>{children.default}</CodeBlock>',
    ');',
    'export const Keys = ({ children }) => <ul>{Object.keys(children).map((k) => <li key={k}>{k}</li>)}</ul>;',
    '',
  ].join('\n'),
);

describe('a component whose children are one expression', () => {
  it('gets a module object as it is, and its CodeBlock draws a title that is markup', async () => {
    const page = ["import { ExampleCode } from './utils.js';", '', '<ExampleCode title="greet">{require("!raw-loader!./examples/greet.js")}</ExampleCode>', ''].join('\n');
    const result = await renderMdxPage(dir, page);
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('hello from the example');
    expect(result.html).toMatch(/<div class="code-block__title"><span>greet\.js - <a href="\/try\/greet">Try it<\/a><\/span><\/div>/);
  });

  it('gets a plain object written over lines too, and an object shown as text is still left out with a warning', async () => {
    const page = ["import { Keys } from './utils.js';", '', '<Keys>', '  {{ alpha: 1, beta: 2 }}', '</Keys>', '', 'Text {{ gamma: 3 }} here.', ''].join('\n');
    const result = await renderMdxPage(dir, page);
    expect(result.html).toMatch(/<ul><li>alpha<\/li><li>beta<\/li><\/ul>/);
    expect(result.errors).toEqual([expect.stringMatching(/^7: \{\{ gamma: 3 \}\} is an object, which cannot be shown/)]);
  });
});
