/**
 * An `import` written inside a JSX element (ory's `import CodeBlock` inside a TabItem, in a nested
 * mdx-code-block) is the page's import, as MDX hoists every import to the module: what it imports is
 * defined after the element too.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'nested-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'example.ts'), 'const answer = 42;\n');

describe('an import inside a JSX element', () => {
  it('defines its name for the whole page, after the element too', async () => {
    const source = ['<details>', '<summary>Setup</summary>', '', "import source from '!!raw-loader!./example.ts'", '', '</details>', '', 'After: <code>{source}</code>', ''].join('\n');
    const result = await renderMdxPage(dir, source);
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('<code>const answer = 42;\n</code>');
    expect(result.html).not.toContain('import source');
  });
});
