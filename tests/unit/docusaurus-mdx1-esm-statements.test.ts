/**
 * Declarations in a Docusaurus 2 page's import/export block (riverpod's concept pages: its imports,
 * then `const RED_STYLE = { color: "indianred" }` and more styles on the lines after them, no blank
 * line between): MDX 1 (remark-mdx 1's esSyntax) took the block's text as module code whatever it
 * held, so the constants were in scope in the page's JSX; MDX 3 takes import/export only and stops
 * ("Unexpected `VariableDeclaration` in code"). Each declaration there is exported, which MDX 3 takes
 * and which puts it in the page's scope as MDX 1 had it, with one warning. Written for this test.
 */
import { describe, expect, it } from 'vitest';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const site = { baseUrl: '/', siteConfig: {} };
const text = [
  'import Note from "@site/src/Note";',
  'const RED_STYLE = { color: "indianred", fontWeight: "700" };',
  'function shout(text) {',
  '  return text.toUpperCase();',
  '}',
  'class Box {}',
  'export const kept = 1;',
  '',
  '# Styles',
  '',
  '<span style={RED_STYLE}>{shout("red")}</span> and {typeof Box} {kept}',
  '',
].join('\n');

describe('a declaration in the import/export block of a Docusaurus 2 page', () => {
  it('is module code, in scope in the page, as MDX 1 read it, with one warning naming its line', async () => {
    const { html, warnings } = await renderSiteDoc(text, '/site/docs/page.mdx', '/site/docs', { site, isMdx: () => true, mdx1: true });
    expect(html).toContain('<span style="color:indianred;font-weight:700">RED</span> and function 1');
    expect(warnings.filter((w) => !w.includes('cannot be resolved'))).toEqual([
      expect.stringMatching(/^2: read as MDX 1 \(Docusaurus 2\) reads it: a variable declaration in an import\/export block \(and 2 more, at lines 3, 6\)/),
    ]);
  });

  it('stays an MDX syntax error on a Docusaurus 3 page, as MDX 3 refuses it', async () => {
    const { html, warnings } = await renderSiteDoc(text, '/site/docs/page.mdx', '/site/docs', { site, isMdx: () => true });
    expect(html).not.toContain('RED');
    expect(warnings.join('\n')).toMatch(/Unexpected `VariableDeclaration` in code: only import\/exports are supported/);
  });
});
