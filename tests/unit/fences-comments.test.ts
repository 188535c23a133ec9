/**
 * Code commented out with an HTML comment (`<!-- ```go` ... ``` -->`, as GreptimeTeam/docs writes
 * its unfinished SDK examples) is a comment, not a fence: CommonMark's HTML block runs to the line
 * holding `-->`, and Docusaurus's comment plugin reads it so too. Its last line (``` -->) must not
 * open a fence that swallows the rest of the page, the `</div>` closing the JSX around it included.
 */
import { describe, expect, it } from 'vitest';
import { codeLines, scanFences } from '../../build/markdown/fences.ts';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';

const source = [
  '<div id="sdk">', // 0
  '',
  '```go', // 2
  'x := 1',
  '```', // 4
  '',
  '<!-- TODO -->', // 6
  '<!-- ```go', // 7
  'y := 2',
  '``` -->', // 9
  '',
  '</div>', // 11
  '',
  '  <!-- a comment, then a fence after it on its own line -->',
  '~~~', // 14
  '<!--',
  '~~~', // 16
  '',
  'After.',
].join('\n');

describe('a fence inside an HTML comment', () => {
  it('is no fence, and the comment ends where `-->` is', () => {
    const lines = source.split('\n');
    expect(scanFences(lines).map((f) => [f.open, f.close])).toEqual([
      [2, 4],
      [14, 16],
    ]);
    expect(codeLines(lines).flatMap((code, i) => (code ? [i] : []))).toEqual([2, 3, 4, 14, 15, 16]);
  });

  it('leaves the JSX around it closed, as Docusaurus reads it', () => {
    const parsed = parseMdx(source);
    expect(parsed).not.toHaveProperty('message');
    const tree = (parsed as Exclude<typeof parsed, { message: string }>).tree;
    expect(tree.children.map((node) => node.type)).toEqual(['mdxJsxFlowElement', 'code', 'paragraph']);
  });
});
