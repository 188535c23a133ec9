/**
 * The blocks of a document that cannot hold MDX, blanked before the MDX parse. Only the MDX nodes
 * of the parsed tree are read (prepare.ts), yet the parser spends most of a long document on its
 * prose: react-native's docs are mostly paragraphs, lists and tables between a few JSX elements.
 * A blanked block (spaces, newlines kept, so every offset and line stays) costs the parser almost
 * nothing, and the MDX nodes it gives are those of the whole text, for these reasons:
 *
 * - A block starts at a line that begins in its first column after a blank line (or at the first
 *   line), and ends where the next such line starts or at the end. Such a line closes every list
 *   item and block quote, blanked or not, so the text after a blanked block is read in the same
 *   containers; paragraphs end at blank lines, so none crosses into a block.
 * - A blanked block holds no `<`, `>`, `{`, `}` (no tag or expression starts there, or ends one
 *   begun before it), no `]:` (a definition, which decides elsewhere whether `[a][b]` is a link),
 *   no line that opens or closes something that runs across blank lines (a code fence, a `:::`
 *   container, a `$$` block or an `import`/`export`), and no `require(`, which module.ts looks
 *   for in every string of the tree, code included.
 * - What the parse cannot show by the text alone, `kept` checks on the tree: no expression or
 *   import spans a blanked block, whose code it would change; a JSX element does only between its
 *   first and last child (the range of the source it holds is the same then); and no block could
 *   have nested deeper than the limit its nodes are checked against (nodes.ts `tooDeep`, with the
 *   levels `blockLevels` bounds). Otherwise the caller parses the whole text.
 */
import type { Nodes } from 'mdast';
import { MAX_NESTING } from '../bounds.ts';

export interface Blanked {
  /** The text with its plain blocks blanked. */
  text: string;
  /** The blanked blocks, as offsets [from, to), in order; with, for each, at most how many levels it could nest. */
  spans: { from: number; to: number; levels: number }[];
}

const SPECIAL = /[<>{}]|\]:|require\(|^[ \t]*(?:`{3}|~{3}|:{3}|\$\$|import\b|export\b)/m;
/** A character each inline level needs at least one of: emphasis (`*`, `_`), strikethrough, a link's `[`. */
const INLINE_MARK = /[*_~[]/g;
/** Indentation and list markers at the start of a line: where every list item that starts on it has its marker. */
const LIST_PREFIX = /^(?:[ \t]|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))*/;
/** A bullet list item with content, at most three columns in: it starts a block wherever it is, so no paragraph runs on into it. */
const BULLET_ITEM = /^ {0,3}[-+*][ \t]+[^ \t]/;
const isBlank = (line: string) => /^[ \t]*$/.test(line);

/**
 * At most how many levels (nodes.ts `tooDeep`'s) a plain block's nodes nest, counted from the
 * container the block starts in. A plain block holds no quote, JSX, expression or container
 * directive (SPECIAL), so its levels are lists and inline ones (emphasis, strikethrough, links),
 * each bounded on its own:
 *
 * - Lists: the block starts at a line in its first column after a blank line, which closes every
 *   list item, so each list a node of the block lies in has an item that starts in the block.
 *   Such an item's content starts at least two columns right of its marker, and an item nested in
 *   it has its marker no further left than that content: the item of the d-th list down has its
 *   marker at column 2(d-1) or more, within its line's LIST_PREFIX.
 * - Inline levels lie in one paragraph, heading or table cell, which no blank line crosses and
 *   no bullet item's line continues (BULLET_ITEM: with no containers but lists, such a line is an
 *   item, in whichever list it finds itself, and an item with content ends a paragraph): at most
 *   the marks (INLINE_MARK) of one run of lines from such a line or a blank one to the next.
 *
 * Counting every mark of the block, as before, refused the blocks of long lists and prose with
 * many full stops, which were then parsed whole: a changelog of 1,900 list items on moderne
 * (139 KB) took 0.86 s to parse, nine tenths of it the second, whole parse.
 */
function blockLevels(lines: string[]): number {
  let lists = 0;
  let inline = 0;
  let run = 0;
  for (const line of lines) {
    const prefix = LIST_PREFIX.exec(line)![0];
    let column = 0;
    for (const ch of prefix) column = ch === '\t' ? column + 4 - (column % 4) : column + 1;
    if (/[^ \t]/.test(prefix)) lists = Math.max(lists, Math.floor(column / 2) + 1);
    run = isBlank(line) ? 0 : (BULLET_ITEM.test(line) ? 0 : run) + (line.match(INLINE_MARK)?.length ?? 0);
    inline = Math.max(inline, run);
  }
  return lists + inline;
}

/** The text with the blocks that cannot hold MDX blanked; `spans` is empty when none can be. */
export function blankPlainBlocks(text: string): Blanked {
  const lines = text.split('\n');
  const starts: number[] = [0];
  for (let i = 1; i < lines.length; i++) if (lines[i] !== '' && !/^[ \t]/.test(lines[i]) && isBlank(lines[i - 1])) starts.push(i);
  starts.push(lines.length);
  const blockLines = starts.slice(0, -1).map((start, b) => lines.slice(start, starts[b + 1]));
  const blocks = blockLines.map((block, b) => block.join('\n') + (starts[b + 1] < lines.length ? '\n' : ''));
  const spans: Blanked['spans'] = [];
  let out = '';
  let offset = 0;
  blocks.forEach((block, b) => {
    // The first and last child of a JSX element are kept, as what it holds runs from one to the other (`kept`): a block just after an opening tag (`<TabItem value="npm">`) or just before a closing one is not blanked.
    const before = b > 0 ? blocks[b - 1].trimEnd().split('\n').at(-1)!.trim() : '';
    const afterTag = before.endsWith('>') && !before.startsWith('</') && !before.endsWith('/>');
    const beforeClosing = blocks[b + 1]?.startsWith('</') === true;
    if (!SPECIAL.test(block) && block.trim() && !afterTag && !beforeClosing) {
      spans.push({ from: offset, to: offset + block.length, levels: blockLevels(blockLines[b]) });
      out += block.replace(/[^\n]/g, ' ');
    } else out += block;
    offset += block.length;
  });
  return { text: out, spans };
}

const MDX = /^mdx(JsxFlowElement|JsxTextElement|FlowExpression|TextExpression|jsEsm)$/;
/** The node types nodes.ts `tooDeep` counts as a level. */
const LEVELS = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'containerDirective', 'blockquote', 'list', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

/** Whether the tree of the blanked text gives the MDX nodes of the whole text (see the module's comment). */
export function kept(tree: Nodes, spans: Blanked['spans']): boolean {
  const stack: [Nodes, number][] = [[tree, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    const from = node.position?.start.offset;
    const to = node.position?.end.offset;
    if (from === undefined || to === undefined) return false;
    const level = depth + (LEVELS.has(node.type) ? 1 : 0);
    let touches = false;
    for (const span of spans) {
      if (span.from >= to) break;
      if (span.to <= from) continue;
      if ((MDX.test(node.type) && !betweenChildren(node, span)) || level + span.levels > MAX_NESTING) return false;
      touches = true;
    }
    // A node that touches no blanked block holds none: what is under it is as in the whole text.
    if (touches && 'children' in node) for (const child of node.children) stack.push([child, level]);
  }
  return true;
}

/**
 * Whether the span lies between the start of a JSX element's first child and the end of its last:
 * what the element holds is read as that range of the source (prepare.ts), the same whether or not
 * the blocks within it were blanked, as none of them is its first or last child.
 */
function betweenChildren(node: Nodes, span: { from: number; to: number }): boolean {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return false;
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  return first !== undefined && last !== undefined && first <= span.from && span.to <= last;
}
