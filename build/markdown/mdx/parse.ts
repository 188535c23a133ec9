/**
 * MDX parsed by the MDX project's own parser (micromark-extension-mdxjs with mdast-util-mdx), so
 * JSX, `{expressions}` and `import`/`export` are read exactly as Docusaurus 3 reads them, with
 * remark-directive's syntax as Docusaurus adds it (so a `:::note` holding a list ends where its
 * `:::` is). Only the MDX nodes' positions and values are used: the Markdown stays with marked.
 *
 * Like Docusaurus's `markdown.mdx1Compat` (on by default), HTML comments and `{#custom-id}`
 * heading ids are allowed: comments are read by the construct Docusaurus adds for them
 * (comment-syntax.ts), so one ends a list as it does there; heading ids are blanked out of the
 * copy the parser sees, which keeps every offset. marked handles both as in plain Markdown. A
 * Docusaurus 2 site's MDX is read as MDX 1 read it where MDX 3 refuses it (mdx1.ts): the same
 * blanking, error by error.
 */
import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { gfmTable } from 'micromark-extension-gfm-table';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import { codeLines } from '../fences.ts';
import { docusaurus2CloserTails } from '../docusaurus2-admonitions.ts';
import { mdx1Repair, mdx1TextExpressions, type Mdx1Repair } from './mdx1.ts';
import { recentResults } from '../recent.ts';
import { commentFromMarkdown, commentSyntax } from './comment-syntax.ts';
import { settledByBraceScan, withoutStackTraces } from './expression-parser.ts';
import { gatheringMdxjs } from './expression-gathering.ts';
import { blankPlainBlocks, kept } from './plain-blocks.ts';
import { urlBraceSpans } from './url-braces.ts';

export interface ParsedMdx {
  tree: Root;
  /** The text the tree's positions are in: the source, unless an MDX 1 repair moved a tag. */
  source: string;
  /** What MDX 3 refused and was read as MDX 1 read it, by line. */
  repairs: Mdx1Repair[];
}

export interface MdxSyntaxError {
  /** 1-based line within the parsed text. */
  line: number;
  message: string;
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** The source with `spans` and, unless `headingIds` is off, heading ids (`{#id}`, outside fenced code) turned into spaces. */
export function masked(text: string, spans: [number, number][], headingIds = true): string {
  let source = '';
  let at = 0;
  for (const [from, to] of [...spans].sort((a, b) => a[0] - b[0])) {
    source += text.slice(at, Math.max(at, from)) + blank(text.slice(Math.max(at, from), to));
    at = Math.max(at, to);
  }
  source += text.slice(at);
  if (!headingIds) return source;
  const lines = source.split('\n');
  const inCode = codeLines(lines);
  return lines
    .map((line, i) => (inCode[i] ? line : maskedHeadingId(line)))
    .join('\n');
}

/**
 * A heading line as MDX reads it once Docusaurus has escaped the first `{#` of it (mdx-loader's
 * escapeMarkdownHeadingIds): an id at its end (any characters but `}` and `{#`, spaces too: `{#a b}`,
 * headings.ts) is blanked; a `{#` elsewhere is text, so its brace is (`## Use {#x} here`).
 */
function maskedHeadingId(line: string): string {
  if (!/^ {0,3}#{1,6}[ \t]/.test(line)) return line;
  const id = /\{#(?:(?!\{#)[^}])+\}(?=[ \t]*$)/.exec(line);
  if (id) return line.slice(0, id.index) + blank(id[0]) + line.slice(id.index + id[0].length);
  const at = line.indexOf('{#');
  return at < 0 || line[at - 1] === '\\' ? line : `${line.slice(0, at)} ${line.slice(at + 1)}`;
}

/** What to change for the errors authors meet most, after the parser's own message. */
function advice(reason: string): string {
  if (/closing tag for `<(\w+)>`/.test(reason)) return ' In MDX every tag is closed: write <br /> and <img ... />, and close <p>, <li> and the like.';
  if (/to create a comment in MDX/.test(reason)) return ' HTML comments are not MDX on this site: its config turns `markdown.mdx1Compat.comments` off (`future.v4` does). Write the comment as {/* … */}, or set `markdown.mdx1Compat.comments: true`.';
  if (/before name, expected a character that can start a name/.test(reason)) return ' A "<" that is not a tag must be written as "&lt;" (or put the text in `code`).';
  if (/in expression|acorn|Could not parse/i.test(reason)) return ' A "{" that is not an expression must be written as "\\{" (or put the text in `code`).';
  return '';
}

const HEADING_ID_ADVICE = ' A heading id {#id} is not MDX on this site: its config turns `markdown.mdx1Compat.headingIds` off (`future.v4` does). Write it as \\{#id}, or set `markdown.mdx1Compat.headingIds: true`.';

/** `text`: the parsed text, when `{#id}` was left to MDX (`headingIds` off): an error on a heading line holding one gets its own advice. */
function syntaxError(error: unknown, text?: string): MdxSyntaxError {
  const e = error as { line?: number; place?: { line?: number; start?: { line: number } }; reason?: string; message: string };
  const line = e.line ?? e.place?.start?.line ?? e.place?.line ?? 1;
  const reason = (e.reason ?? e.message).replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/g, '');
  const headingId = text !== undefined && /^ {0,3}#{1,6}[ \t].*\{#/.test(text.split('\n')[line - 1] ?? '');
  return { line, message: `MDX syntax error: ${reason}.${headingId ? HEADING_ID_ADVICE : advice(reason)}` };
}

/**
 * Each round of MDX 1 repairs parses the document again: bounded, so a hostile file costs at most
 * this many rounds, and at most this many parses of itself or this many characters parsed,
 * whichever is more: a long page needs as many rounds as a short one (alaya's 181 KB JS SDK
 * reference, eleven `{…}` in its prose, needs 11 parses: 2 MB).
 */
const MAX_REPAIRS = 100;
const REPAIR_PARSES = 25;
const REPAIR_BUDGET = 1_000_000;

/**
 * With `math` (a site whose config lists remark-math), `$…$` and `$$` blocks are math, whose
 * braces are TeX's, not expressions. With `mdx1` (a Docusaurus 2 site), what MDX 3 refuses and
 * MDX 1 took is read as MDX 1 read it, and listed in `repairs`.
 */
export function parseMdx(source: string, options: ParseOptions = {}): ParsedMdx | MdxSyntaxError {
  return recentParses(`${options.math ? 'm' : '-'}${options.mdx1 ? '1' : '-'}${options.mdxNodesOnly ? 'n' : '-'}${options.comments === false ? 'h' : '-'}${options.headingIds === false ? 'i' : '-'}${source}`, () => parseOnce(source, options));
}

export interface ParseOptions {
  math?: boolean;
  mdx1?: boolean;
  /** Whether `<!-- … -->` is a comment (Docusaurus's `markdown.mdx1Compat.comments`, on without): off, MDX refuses it, as Docusaurus does. */
  comments?: boolean;
  /** Whether `{#id}` may end a heading (Docusaurus's `markdown.mdx1Compat.headingIds`, on without): off, MDX reads it as an expression, and refuses it. */
  headingIds?: boolean;
  /**
   * The caller reads only the tree's MDX nodes (prepare.ts), not its Markdown: blocks that cannot
   * hold MDX may be blanked before parsing (plain-blocks.ts), and are then missing from the tree;
   * and not the tree of an expression (`data.estree` of expressions and attribute values), which is
   * cut a few levels below its root (ESM's is whole).
   */
  mdxNodesOnly?: boolean;
}

/** The tree is read, never changed, by its users (prepare.ts), so one parse serves every copy of a text. */
const recentParses = recentResults<ParsedMdx | MdxSyntaxError>(64, 4_000_000);

/**
 * The parser's extensions, made once per thread and shared by every parse, as unified shares a
 * processor's: they keep no state between parses (each parse keeps its own on its tokenizer), and
 * each `mdxjs()` makes a new acorn Parser class, whose code V8 then optimises afresh. Made per
 * parse, they were about a quarter of what a short document (an OpenAPI page) cost to parse.
 */
const syntaxes = new Map<string, Options>();
/**
 * With `braceScan` (the parse's own), expressions are gathered by expression-gathering.ts and parsed by expression-parser.ts; without, by mdxjs()'s default, whose errors are the ones shown.
 * `shallow`: for a caller that reads no expression's tree (`mdxNodesOnly`), each is kept only as deep as the syntax reads it (expression-parser.ts's shallowBraceScanningParser).
 */
function syntaxFor(withMath: boolean, comments: boolean, braceScan = true, shallow = false) {
  const key = `${withMath} ${comments} ${braceScan} ${shallow}`;
  let syntax = syntaxes.get(key);
  // The comment construct is last, so tried first at a `<`, before JSX (which refuses `<!`), as remark-comment is for Docusaurus.
  // GFM tables as remark-gfm reads them for Docusaurus: each cell's text on its own, so a code span in a cell
  // (with \` escapes, which code spans do not take) ends in that cell, and a brace after it is no expression.
  if (!syntax) {
    const mdx = braceScan ? gatheringMdxjs(shallow) : mdxjs();
    syntaxes.set(key, (syntax = { extensions: [mdx, directive(), gfmTable(), ...(withMath ? [math()] : []), ...(comments ? [commentSyntax] : [])], mdastExtensions: [mdxFromMarkdown(), directiveFromMarkdown(), gfmTableFromMarkdown(), commentFromMarkdown] }));
  }
  return syntax;
}

/**
 * The error a parse of `text` throws, as the MDX parser's default JavaScript parser words it: where
 * the expression parser's brace scan settled the failing attempt (an expression never closed), the
 * text is parsed again without it, so the message and position are acorn's.
 */
function parseError(error: unknown, text: string, options: ParseOptions): unknown {
  if (!settledByBraceScan(error)) return error;
  try {
    fromMarkdown(text, syntaxFor(options.math === true, options.comments !== false, false));
  } catch (plain) {
    return plain;
  }
  return error;
}

/** The tree of the text with its plain blocks blanked, when it gives the MDX nodes of the whole text (plain-blocks.ts). */
function parseMdxBlocks(text: string, syntax: Options): Root | undefined {
  const blanked = blankPlainBlocks(text);
  if (!blanked.spans.length) return undefined;
  let tree: Root;
  try {
    tree = withoutStackTraces(() => fromMarkdown(blanked.text, syntax));
  } catch {
    // Whatever the error, the whole text's parse reports it (or finds none).
    return undefined;
  }
  return kept(tree, blanked.spans) ? tree : undefined;
}

function parseOnce(source: string, options: ParseOptions): ParsedMdx | MdxSyntaxError {
  const syntax = syntaxFor(options.math === true, options.comments !== false, true, options.mdxNodesOnly === true);
  // Not for MDX 1: its repairs read the whole tree's expressions, and are made error by error.
  const fast = options.mdxNodesOnly && !options.mdx1 ? parseMdxBlocks(masked(source, [], options.headingIds), syntax) : undefined;
  if (fast && !urlBraceSpans(fast, source).length) return { tree: fast, source, repairs: [] };
  const repairs: Mdx1Repair[] = [];
  // Docusaurus 2's admonitions close at a line of their colons whatever follows them (docusaurus2-admonitions.ts).
  const spans: [number, number][] = options.mdx1 ? docusaurus2CloserTails(source) : [];
  let text = source;
  let textRead = false;
  let rounds = 0;
  const budget = Math.max(REPAIR_BUDGET, REPAIR_PARSES * source.length);
  for (let parsed = 0; ; parsed += text.length + 1) {
    const shown = masked(text, spans, options.headingIds);
    try {
      const tree = withoutStackTraces(() => fromMarkdown(shown, syntax));
      // Once what MDX 3 refuses is repaired, the expressions of the text are text, one parse more.
      const literal = options.mdx1 && !textRead ? mdx1TextExpressions(tree, shown) : [];
      // remark-gfm's bare URLs hold their braces (url-braces.ts); MDX 1's text braces are all text already.
      const inUrls = !options.mdx1 && !textRead ? urlBraceSpans(tree, text) : [];
      textRead = true;
      if (inUrls.length) {
        spans.push(...inUrls);
        continue;
      }
      if (literal.length) {
        repairs.push(...literal);
        spans.push(...literal.flatMap((repair) => repair.mask ?? []));
        continue;
      }
      return { tree, source: text, repairs: repairs.sort((a, b) => a.line - b.line) };
    } catch (thrown) {
      const error = parseError(thrown, shown, options);
      const repair = options.mdx1 && parsed < budget && rounds++ < MAX_REPAIRS ? mdx1Repair(shown, error as object) : undefined;
      if (!repair || (repair.remove && text.slice(...repair.remove).trim())) return syntaxError(error, options.headingIds === false ? shown : undefined);
      const made = [repair, ...(repair.elsewhere ?? [])];
      repairs.push(...made.map(({ elsewhere, ...one }) => one));
      if (repair.mask) spans.push(...made.flatMap((one) => one.mask ?? []));
      else if (repair.remove) {
        const [from, to] = repair.remove;
        text = text.slice(0, from) + text.slice(to);
        for (const span of spans) if (span[0] >= to) (span[0] -= to - from), (span[1] -= to - from);
      } else if (repair.wrap) {
        for (const [from, to] of [...repair.wrap].sort((a, b) => b[0] - a[0])) {
          const expression = `{${JSON.stringify(text.slice(from, to))}}`;
          text = text.slice(0, from) + expression + text.slice(to);
          for (const span of spans) if (span[0] >= to) (span[0] += expression.length - (to - from)), (span[1] += expression.length - (to - from));
        }
      } else {
        const inserts = repair.insert ? [repair.insert] : (repair.escape ?? []).map((at) => ({ at, text: '\\' }));
        for (const { at, text: added } of inserts.sort((a, b) => b.at - a.at)) {
          text = `${text.slice(0, at)}${added}${text.slice(at)}`;
          for (const span of spans) if (span[1] > at) (span[0] += span[0] >= at ? added.length : 0), (span[1] += added.length);
        }
      }
    }
  }
}
