/**
 * GFM footnotes as Docusaurus renders them (remark-gfm, then mdast-util-to-hast): a reference
 * `[^label]` to a defined footnote is a numbered `sup` link, the definitions `[^label]: text` leave
 * their place and are listed in a `section.footnotes` at the end of the document, in the order of
 * their first reference, each with a link back to every reference. Ids are remark's
 * (`user-content-fn-label`, `user-content-fnref-label`, `-2` for a second reference), so links
 * written against a Docusaurus page's footnotes keep working. A reference to a label no definition
 * names stays text, and a definition no reference names is left out, as in remark.
 */
import type { Lexer, MarkedExtension, Token, Tokens } from 'marked';
import { blockStart } from './block-start.ts';
import { escapeHtml } from './escape.ts';

export interface FootnoteDefToken {
  type: 'footnoteDef';
  raw: string;
  label: string;
  tokens: Token[];
  /** Set by `collectFootnotes`: the footnote's id (`fn-` and `fnref-` follow `user-content-`), number and how many references it has. */
  id?: string;
  number?: number;
  references?: number;
}

export interface FootnoteRefToken {
  type: 'footnoteRef';
  raw: string;
  label: string;
  /** Set by `collectFootnotes`: its footnote's id and number, and which reference to it this is (1, 2, ...). */
  id?: string;
  number?: number;
  reference?: number;
}

/** The definitions, in number order, as the document's last token. */
export interface FootnotesToken {
  type: 'footnotes';
  raw: '';
  items: FootnoteDefToken[];
}

const DEFINITION = /^ {0,3}\[\^([^[\]\s]{1,999})\]:[ \t]*/;
const REFERENCE = /^\[\^([^[\]\s]{1,999})\]/;
/** A line that starts another block, which ends a definition's lazy paragraph. */
const BLOCK_START = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|>|[-*+][ \t]|\d{1,9}[.)][ \t]|`{3,}|~{3,}|(?:[-*_][ \t]*){3,}$|\[\^[^[\]\s]+\]:)/;

/** The labels each lexer's definitions named: a reference is only one when its footnote exists (definitions lex before any inline text). */
const defined = new WeakMap<Lexer, Set<string>>();

/** remark's identifier of a label: case folded; the id percent-encodes what a URL fragment cannot hold. */
const idOf = (label: string) => encodeURI(label.toLowerCase());

/**
 * The definition at the start of `src`: its first line, then indented lines (blank lines between)
 * and lazy paragraph lines. Only its own lines are read: splitting the rest of a large document at
 * every definition would make rendering quadratic.
 */
function definitionAt(src: string): { label: string; raw: string; content: string } | undefined {
  const match = DEFINITION.exec(src);
  if (!match) return undefined;
  const first = lineEnd(src, match[0].length);
  const content = [src.slice(match[0].length, first)];
  let end = first;
  let blanks = 0;
  for (let start = first + 1; start < src.length; ) {
    const stop = lineEnd(src, start);
    const line = src.slice(start, stop).replace(/^\t/, '    ');
    start = stop + 1;
    if (!line.trim()) blanks++;
    else if (line.startsWith('    ')) {
      content.push(...Array<string>(blanks).fill(''), line.slice(4));
      end = stop;
      blanks = 0;
    } else if (blanks === 0 && !BLOCK_START.test(line)) {
      content.push(line);
      end = stop;
    } else break;
  }
  return { label: match[1], raw: src.slice(0, Math.min(end + 1, src.length)), content: content.join('\n') };
}

/** The offset of the newline that ends the line starting at `start`, or the text's length. */
function lineEnd(src: string, start: number): number {
  const end = src.indexOf('\n', start);
  return end < 0 ? src.length : end;
}

/** Where a definition could interrupt the paragraph that starts `src`: a line opening with `[^label]:` (block-start.ts). */
const definitionStart = (src: string) => blockStart(src, / {0,3}\[\^[^[\]\s]+\]:/);

export function footnotesExtension(): MarkedExtension {
  return {
    extensions: [
      {
        name: 'footnoteDef',
        level: 'block',
        start: definitionStart,
        tokenizer(src: string): FootnoteDefToken | undefined {
          const found = definitionAt(src);
          if (!found) return undefined;
          const labels = defined.get(this.lexer) ?? new Set<string>();
          defined.set(this.lexer, labels.add(idOf(found.label)));
          return { type: 'footnoteDef', raw: found.raw, label: found.label, tokens: this.lexer.blockTokens(found.content, []) };
        },
        // Rendered in the document's footnotes section, not where it is written.
        renderer: () => '',
      },
      {
        name: 'footnoteRef',
        level: 'inline',
        // No `start`: marked's text stops before every `[` anyway, and searching the rest of the text from every `[` would be quadratic.
        tokenizer(src: string): FootnoteRefToken | undefined {
          const match = REFERENCE.exec(src);
          if (!match || !defined.get(this.lexer)?.has(idOf(match[1]))) return undefined;
          return { type: 'footnoteRef', raw: match[0], label: match[1] };
        },
        renderer(token) {
          const { label, id: own, number, reference = 1 } = token as FootnoteRefToken;
          const id = escapeHtml(own ?? idOf(label));
          const again = reference > 1 ? `-${reference}` : '';
          return `<sup><a href="#user-content-fn-${id}" id="user-content-fnref-${id}${again}" data-footnote-ref aria-describedby="footnote-label">${number ?? ''}</a></sup>`;
        },
      },
      {
        name: 'footnotes',
        childTokens: ['items'],
        renderer(token) {
          const items = (token as FootnotesToken).items.map((def) => {
            const id = escapeHtml(def.id ?? idOf(def.label));
            const back = Array.from({ length: def.references ?? 0 }, (_, i) => {
              const n = i + 1;
              const again = n > 1 ? `-${n}` : '';
              return `<a href="#user-content-fnref-${id}${again}" data-footnote-backref aria-label="Back to reference ${def.number}${again}" class="data-footnote-backref">↩${n > 1 ? `<sup>${n}</sup>` : ''}</a>`;
            }).join(' ');
            // The links back end the last paragraph, as remark puts them; after any other last block they follow it.
            const last = def.tokens.at(-1);
            const body =
              last?.type === 'paragraph'
                ? `${this.parser.parse(def.tokens.slice(0, -1))}<p>${this.parser.parseInline((last as Tokens.Paragraph).tokens)} ${back}</p>\n`
                : `${this.parser.parse(def.tokens)}${back}`;
            return `<li id="user-content-fn-${id}">\n${body}</li>\n`;
          });
          const label = 'Direct link to Footnotes';
          const heading = `<h2 class="sr-only" id="footnote-label">Footnotes<a href="#footnote-label" class="hash-link" aria-label="${label}" title="${label}">&#8203;</a></h2>`;
          return `<section data-footnotes class="footnotes">${heading}\n<ol>\n${items.join('')}</ol>\n</section>\n`;
        },
      },
    ],
  };
}

/** The definitions in `list` and the lists it holds, each taken out of its place (the first of a label wins, as in remark). */
function takeDefinitions(list: Token[], found: Map<string, FootnoteDefToken>): void {
  let kept = 0;
  for (const token of list as (Token & { tokens?: Token[]; items?: Token[] })[]) {
    if (token.type === 'footnoteDef') {
      const def = token as unknown as FootnoteDefToken;
      if (!found.has(idOf(def.label))) found.set(idOf(def.label), def);
      takeDefinitions(def.tokens, found);
      continue;
    }
    if (token.tokens) takeDefinitions(token.tokens, found);
    if (token.items) takeDefinitions(token.items, found);
    list[kept++] = token;
  }
  // Compacted in place (splicing each one out would be quadratic in a document of many).
  list.length = kept;
}

/** Calls `visit` on each reference in `list`, in document order. */
function eachReference(list: Token[], visit: (ref: FootnoteRefToken) => void): void {
  for (const token of list as (Token & { tokens?: Token[]; items?: Token[]; header?: Tokens.TableCell[]; rows?: Tokens.TableCell[][]; panels?: { tokens: Token[] }[] })[]) {
    if (token.type === 'footnoteRef') visit(token as unknown as FootnoteRefToken);
    if (token.type === 'table') for (const cell of [...token.header!, ...token.rows!.flat()]) eachReference(cell.tokens, visit);
    if (token.panels) for (const panel of token.panels) eachReference(panel.tokens, visit);
    if (token.tokens) eachReference(token.tokens, visit);
    if (token.items) eachReference(token.items, visit);
  }
}

/**
 * Numbers the references of a document in the order they come (those inside a definition after
 * the text's, as remark numbers them) and moves the referenced definitions into one footnotes
 * token at the end of `tokens`. `suffix` ends every id: a blog post's, so that the posts a list
 * page shows whole keep their footnotes apart (Docusaurus's blog adds one too).
 */
export function collectFootnotes(tokens: Token[], suffix = ''): void {
  const definitions = new Map<string, FootnoteDefToken>();
  takeDefinitions(tokens, definitions);
  if (!definitions.size) return;
  const order: FootnoteDefToken[] = [];
  const number = (ref: FootnoteRefToken) => {
    const def = definitions.get(idOf(ref.label))!;
    if (def.number === undefined) {
      def.number = order.push(def);
      def.id = idOf(def.label) + suffix;
    }
    ref.id = def.id;
    ref.number = def.number;
    ref.reference = def.references = (def.references ?? 0) + 1;
  };
  eachReference(tokens, number);
  for (let i = 0; i < order.length; i++) eachReference(order[i].tokens, number);
  if (order.length) tokens.push({ type: 'footnotes', raw: '', items: order } satisfies FootnotesToken as unknown as Token);
}
