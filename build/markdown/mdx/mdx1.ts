/**
 * What MDX 1 (Docusaurus 2) took and MDX 3 refuses, read as MDX 1 read it: given the parser's
 * error, the one change that gets past it; and the `{…}` of its text, which MDX 1 showed as written. Most are a span the parser is not shown (parse.ts
 * blanks it, so marked reads it as plain Markdown: an autolink, a `<` or `{` in prose, an HTML
 * tag left open as HTML allows, a JS comment between a tag's attributes); a closing tag indented
 * into the list before it, which MDX 1 closed where it stood, is moved back to the line's start.
 */

import { codeLines } from '../fences.ts';
import { jsxTextMarkers } from './mdx1-jsx-text.ts';
import { inMdx1JsxBlock } from './mdx1-jsx-blocks.ts';
import { bracesTo } from './mdx1-braces.ts';
import { jsxBlockText } from './mdx1-block-text.ts';
import { indentedBlocks } from './mdx1-indented-code.ts';

export interface Mdx1Repair {
  /** 1-based line within the parsed text. */
  line: number;
  /** What MDX 3 refused there, for the warning. */
  what: string;
  /** Spans the parser is not shown. */
  mask?: [number, number][];
  /** Whether the masked characters are text as written in MDX 1's tree too (a brace, a `<` that starts no tag), which remark plugins read there (mdx1-text.ts). */
  text?: boolean;
  /** Or a span of the text that is removed (an indentation). */
  remove?: [number, number];
  /** Or the offsets of characters a backslash is put before (emphasis markers MDX 1 showed as written). */
  escape?: number[];
  /** Or text put in at an offset (`export ` before a declaration of an import/export block). */
  insert?: { at: number; text: string };
  /** Or spans of a JSX block's text, each written as the string expression MDX 1 compiled it to (mdx1-block-text.ts). */
  wrap?: [number, number][];
  /** The same repair at other places of the text, made in the same parse. */
  elsewhere?: Mdx1Repair[];
}

interface ParserError {
  source?: string;
  reason?: string;
  place?: { offset?: number; start?: { offset?: number } };
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
const AUTOLINK = /^<(?:[a-z][a-z\d+.-]{1,31}:[^\s<>]*|[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*)>/i;
const AUTOLINKS = new RegExp(AUTOLINK.source.slice(1), 'gi');
const HTML_NAME = /^[a-z][a-z\d-]*$/;
/** A "<" before what cannot start a tag's name (nor `<!--`, `</`, `<>`, or a space, which MDX reads as text). */
const NO_TAG = /<(?=[^\p{ID_Start}$_/>!\s])/gu;

/**
 * A tag as remark-mdx 1 reads one (its tag.js, from remark-parse's HTML): a name of letters,
 * digits, dots and hyphens, then attributes named `[a-zA-Z_:][a-zA-Z0-9:._-]*`, each with an
 * optional value. A `<` where this does not match was text in MDX 1 (`[<Time Complexity :
 * 시간복잡도> 구하는 법](url)`), where MDX 3 reads a tag `<Time>` and finds it never closed.
 */
const MDX1_ATTRIBUTE = String.raw`(?:\s+[a-zA-Z_:][a-zA-Z0-9:._-]*(?:\s*=\s*(?:[^"'=<>\x60\u0000-\u0020]+|'[^']*'|"[^"]*"|\{[\s\S]*\}))?)`;
const MDX1_TAG = new RegExp(String.raw`^(?:<[A-Za-z]*[A-Za-z0-9.-]*${MDX1_ATTRIBUTE}*\s*\/?>|<\/[A-Za-z][A-Za-z0-9.-]*\s*>)`);

/** Whether MDX 1 read the `<` at `from` as a tag: as its inline tokenizer did, on the rest of the paragraph. */
function mdx1ReadsTag(text: string, from: number): boolean {
  const blank = /\n[ \t]*\n/.exec(text.slice(from));
  return MDX1_TAG.test(text.slice(from, blank ? from + blank.index : text.length));
}

/** The offset of `line:column` (1-based) in `text`. */
function offsetOf(text: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) at = text.indexOf('\n', at) + 1;
  return at + column - 1;
}

/** The tag starting at `from` (`<x ...>` or `</x>`), as far as its `>`. */
function tagEnd(text: string, from: number): number {
  const close = text.indexOf('>', from);
  return close < 0 ? from + 1 : close + 1;
}

/**
 * The span to hide for an HTML tag at `from`: its whole block (the lines between blank lines)
 * when that block is HTML only (it starts with a lowercase tag and holds no component or
 * expression), as MDX 1 read such a block, so that one parse more repairs it all; else the tag.
 */
function htmlSpan(text: string, from: number): [number, number][] {
  let start = text.lastIndexOf('\n', from - 1) + 1;
  for (let prev = start - 1; prev > 0; ) {
    const lineStart = text.lastIndexOf('\n', prev - 1) + 1;
    if (!text.slice(lineStart, prev).trim()) break;
    start = lineStart;
    prev = lineStart - 1;
  }
  const after = /\n[ \t]*(?:\n|$)/.exec(text.slice(from));
  const end = after ? from + after.index : text.length;
  const block = text.slice(start, end);
  return /^[ \t]*<[a-z]/.test(block) && !/<[A-Z]|[{}]/.test(block) ? [[start, end]] : [[from, tagEnd(text, from)]];
}

/** An open tag's span and its closing tag's, found by counting the tags of its name after it: the parser then needs neither. */
function withClosingTag(text: string, name: string, from: number): [number, number][] {
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])`, 'g');
  tags.lastIndex = tagEnd(text, from);
  for (let depth = 0, tag = tags.exec(text); tag; tag = tags.exec(text)) {
    if (!tag[1]) depth++;
    else if (depth-- === 0) return [...htmlSpan(text, from), [tag.index, tagEnd(text, tag.index)]];
  }
  return htmlSpan(text, from);
}

const autolinkRepair = (shown: string, at: number, link: string): Mdx1Repair => ({ line: lineOf(shown, at), what: `an autolink ${link.slice(0, 60)}`, mask: [[at, at + link.length]] });

/**
 * The autolinks of the text but the one at `at`, outside code, each its repair: one parse more for
 * all of them, not one each, which a long page (tauri's 108 KB config reference, 13 of them) would
 * spend its repair budget on. Code keeps its text whether the parser is shown it or not.
 */
function otherAutolinks(shown: string, at: number): Mdx1Repair[] {
  const lines = shown.split('\n');
  const inCode = codeLines(lines);
  const found: Mdx1Repair[] = [];
  for (const match of shown.matchAll(AUTOLINKS)) {
    const lineStart = shown.lastIndexOf('\n', match.index - 1) + 1;
    const inSpan = (shown.slice(lineStart, match.index).match(/`/g)?.length ?? 0) % 2 === 1;
    if (match.index !== at && !inCode[lineOf(shown, match.index) - 1] && !inSpan) found.push(autolinkRepair(shown, match.index, match[0]));
  }
  return found;
}

/** The indented code block `offset` is in, and the others that hold a `<` or `{`, each a span the parser is not shown: one parse more for all. */
function indentedCode(shown: string, offset: number): Mdx1Repair | undefined {
  const lines = shown.split('\n');
  const starts: number[] = [];
  lines.reduce((at, line) => (starts.push(at), at + line.length + 1), 0);
  const line = lineOf(shown, offset) - 1;
  const repairs = indentedBlocks(lines).map(([first, last]): Mdx1Repair & { has: boolean; hit: boolean } => ({
    line: first + 1,
    what: 'Markdown indented code',
    mask: [[starts[first], starts[last] + lines[last].length]],
    has: /[<{]/.test(lines.slice(first, last + 1).join('\n')),
    hit: first <= line && line <= last,
  }));
  const hit = repairs.find((r) => r.hit);
  if (!hit) return undefined;
  const plain = (r: Mdx1Repair): Mdx1Repair => ({ line: r.line, what: r.what, mask: r.mask });
  return { ...plain(hit), elsewhere: repairs.filter((r) => r !== hit && r.has).map(plain) };
}

/**
 * The repair for the parser's `error` on `shown` (the text as the parser saw it, with earlier
 * masks blanked), or undefined when MDX 1 refused it too.
 */
export function mdx1Repair(shown: string, error: ParserError): Mdx1Repair | undefined {
  const reason = error.reason ?? '';
  const unclosed = /^Expected a closing tag for `<([^>`]+)>` \((\d+):(\d+)/.exec(reason);
  // Before an HTML tag's repair: in a block of components, that tag is JSX, left open for a later block as MDX 1 allowed.
  const blockText = unclosed && reason.includes('before the end of `paragraph`') ? jsxBlockText(shown, offsetOf(shown, Number(unclosed[2]), Number(unclosed[3]))) : undefined;
  if (unclosed && blockText?.length) return { line: Number(unclosed[2]), what: `the text of a JSX block that leaves <${unclosed[1]}> open for a later block`, wrap: blockText };
  if (unclosed && HTML_NAME.test(unclosed[1])) {
    const from = offsetOf(shown, Number(unclosed[2]), Number(unclosed[3]));
    return { line: Number(unclosed[2]), what: `an HTML tag <${unclosed[1]}> left open`, mask: withClosingTag(shown, unclosed[1], from) };
  }
  // A name no tag can have (`<key_name>`, `<RSS_HOME>`, a placeholder in prose): remark-mdx 1 reads a tag only with a
  // name of letters, digits, dots and hyphens (its tag.js), so there it is text, in either case. `<keyName>` is a component's tag there, which MDX 1 refused left open.
  // A name in another script (`**<тегов>**`, `<名前>`) is text there too: remark-mdx 1's tag names are ASCII (its tag.js), MDX 3's any identifier.
  if (unclosed && (/^[A-Za-z][\w.-]*$/.test(unclosed[1]) || /^[^\x00-\x7f]/.test(unclosed[1])) && !/^[A-Za-z][A-Za-z0-9-]*$/.test(unclosed[1])) {
    const from = offsetOf(shown, Number(unclosed[2]), Number(unclosed[3]));
    const others = [...shown.matchAll(new RegExp(`<(?=${unclosed[1].replace(/[.]/g, '\\.')}>)`, 'g'))].map((m): [number, number] => [m.index, m.index + 1]);
    return { line: Number(unclosed[2]), what: `<${unclosed[1]}>, which no tag can be named`, mask: [[from, from + 1], ...others.filter(([at]) => at !== from)], text: true };
  }
  // A tag whose attributes no MDX 1 tag could have (`<Time Complexity : 시간복잡도>`): text there.
  if (unclosed) {
    const from = offsetOf(shown, Number(unclosed[2]), Number(unclosed[3]));
    if (shown[from] === '<' && !mdx1ReadsTag(shown, from)) return { line: Number(unclosed[2]), what: `a "<" that starts no tag in MDX 1 (<${unclosed[1]} ...>)`, mask: [[from, from + 1]] };
  }
  const offset = error.place?.offset ?? error.place?.start?.offset;
  if (offset === undefined) return undefined;
  // MDX 1 kept an import/export block's text as module code whatever it held (riverpod's `const RED_STYLE = {...}` after its imports); MDX 3 takes import/export only, so a declaration there is exported.
  const statement = /^Unexpected `(Variable|Function|Class)Declaration` in code: only import\/exports/.exec(reason);
  if (statement) return { line: lineOf(shown, offset), what: `a ${statement[1].toLowerCase()} declaration in an import/export block`, insert: { at: offset, text: 'export ' } };
  const code = indentedCode(shown, offset);
  if (code) return code;
  // Babel compiled MDX 1's JSX, and reads a JS comment between a tag's attributes as one anywhere (Docusaurus 2's own TOCInline example has two): the parser is not shown it.
  if (reason.includes('JS comments in JSX tags are not supported')) {
    const lineEnd = shown.indexOf('\n', offset);
    const end = shown[offset] === '*' ? shown.indexOf('*/', offset + 1) + 2 : shown[offset] === '/' ? (lineEnd < 0 ? shown.length : lineEnd) : -1;
    if (shown[offset - 1] !== '/' || end < offset) return undefined;
    return { line: lineOf(shown, offset), what: 'a JS comment in a JSX tag', mask: [[offset - 1, end]] };
  }
  if (error.source === 'micromark-extension-mdx-jsx') {
    const lineStart = shown.lastIndexOf('\n', offset - 1) + 1;
    const open = shown.lastIndexOf('<', offset);
    if (open < lineStart) return undefined;
    const link = AUTOLINK.exec(shown.slice(open, open + 2048));
    if (link) return { ...autolinkRepair(shown, open, link[0]), elsewhere: otherAutolinks(shown, open) };
    // No "<" before such a character starts a tag: one parse more for all of them, not one each.
    const others = [...shown.matchAll(NO_TAG)].map((m): [number, number] => [m.index, m.index + 1]);
    return { line: lineOf(shown, open), what: 'a "<" that starts no tag', mask: [[open, open + 1], ...others], text: true };
  }
  if (error.source === 'micromark-extension-mdx-expression') {
    const brace = shown.lastIndexOf('{', offset);
    if (brace < 0) return undefined;
    return { line: lineOf(shown, brace), what: 'a "{" that is not an expression', mask: bracesTo(shown, brace), text: true };
  }
  const closing = /^(?:Expected the closing tag `<\/([^>`]+)>`|Unexpected closing tag `<\/([^>`]+)>`|Unexpected closing slash `\/` in tag)/.exec(reason);
  if (!closing) return undefined;
  const tagStart = shown.lastIndexOf('<', offset);
  const name = closing[1] ?? closing[2] ?? /^<\/([^\s>]+)/.exec(shown.slice(tagStart))?.[1] ?? '';
  const lineStart = shown.lastIndexOf('\n', tagStart - 1) + 1;
  const indent = shown.slice(lineStart, tagStart);
  if (closing[1] && indent && !indent.trim()) return { line: lineOf(shown, tagStart), what: `a closing tag </${name}> indented into the list before it`, remove: [lineStart, tagStart] };
  // A tag MDX 3 finds crossed by emphasis (`either after the end of `emphasis``), or its closing tag then found out of place.
  const markers = /`(?:emphasis|strong)`|expected corresponding closing tag for `</.test(reason) ? jsxTextMarkers(shown, tagStart) : [];
  if (markers.length) return { line: lineOf(shown, markers[0]), what: 'a "*" or "_" in the text of a JSX block', escape: markers };
  if (HTML_NAME.test(name)) return { line: lineOf(shown, tagStart), what: `an HTML closing tag </${name}> that closes no tag of its block`, mask: htmlSpan(shown, tagStart) };
  return undefined;
}

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  position?: { start: { line: number; offset?: number }; end: { offset?: number } };
}

/**
 * The `{…}` of the Markdown text that MDX 1 showed as written: it compiled each text node to a
 * template literal (mdx-hast-to-jsx.js), and only JSX, a block of its own, held JavaScript. So
 * "POST http://{endpoint}/{node}" is text there, where MDX 3 evaluates it (and stops on a name
 * that is not defined). An expression in a JSX element (`<b>{2 * 3}</b>`, an attribute) stays one.
 */
export function mdx1TextExpressions(tree: Node, text: string): Mdx1Repair[] {
  const found: Mdx1Repair[] = [];
  const walk = (node: Node, parent: Node | undefined) => {
    const { start, end } = node.position ?? { start: { line: 0 }, end: {} };
    // In an MDX 1 JSX block (lines from a tag to a blank line), `{…}` is an expression wherever it stands (mdx1-jsx-blocks.ts).
    const isText = (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && parent && !parent.type.startsWith('mdxJsx') && !inMdx1JsxBlock(text, node);
    if (isText && start.offset !== undefined && end.offset !== undefined) {
      const shown = (node.value ?? '').replace(/\s+/g, ' ').trim();
      found.push({ line: start.line, what: `{${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}} in text, which MDX 1 shows as written`, mask: [[start.offset, end.offset]], text: true });
    }
    for (const child of node.children ?? []) walk(child, node);
  };
  walk(tree, undefined);
  return found;
}

/** One warning per file, at its first repair: what Docusaurus 3 would refuse, and where else. */
export function mdx1Warning(repairs: Mdx1Repair[], firstLine: number): string {
  const others = [...new Set(repairs.slice(1).map((r) => firstLine - 1 + r.line))].filter((line) => line !== firstLine - 1 + repairs[0].line);
  const more = others.length ? ` (and ${repairs.length - 1} more, at line${others.length > 1 ? 's' : ''} ${others.slice(0, 8).join(', ')}${others.length > 8 ? ', …' : ''})` : '';
  return `read as MDX 1 (Docusaurus 2) reads it: ${repairs[0].what}${more}, which Docusaurus 3 refuses or reads otherwise. Before moving to Docusaurus 3, write links as [text](url), "<" as "&lt;", "{" as "\\{", and close every tag (<br />).`;
}
