/**
 * The marked side of MDX: each placeholder prepare.ts left becomes a token whose children marked
 * lexes like any Markdown (so their headings, links and images go through the same passes), and
 * renders as a React element tree: the Markdown between elements as HTML, the elements as React
 * elements (Tabs sees its TabItems), server-rendered with react-dom/server.
 */
import type { MarkedExtension, Token } from 'marked';
import { createElement, Fragment, type ElementType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { assignLines, childTokens, type Located } from '../tokens.ts';
import { END, FILLER, FLOW, TEXT } from './markers.ts';
import type { MdxEntry } from './state.ts';
import { fillRaw, rawPlaceholder, runtime, withPageRandom } from './runtime.ts';
import { fillFragments, FRAGMENT_TAG } from './mdx1-fragments.ts';
import { codeBlockElement } from './code-children.ts';

export interface MdxToken {
  type: 'mdxFlow' | 'mdxText';
  raw: string;
  entry: MdxEntry;
  tokens: Token[];
  /** An expression's value as text, for titles and search. */
  text: string;
  /** An expression's code as written between its braces: what Docusaurus's heading slugs and table of contents read of it (headings.ts). */
  code?: string;
  line?: number;
  /** Its children's lines are their own (tokens.ts). */
  ownLines: true;
}

const FLOW_PLACEHOLDER = new RegExp(`^ {0,3}${FLOW}(\\d+)${END}[ \\t]*\\n?`);
const TEXT_PLACEHOLDER = new RegExp(`^${TEXT}(\\d+)${END}`);

export const isMdx = (token: Token): token is Token & MdxToken => token.type === 'mdxFlow' || token.type === 'mdxText';

function textOf(entry: MdxEntry): string {
  return typeof entry.value === 'string' || typeof entry.value === 'number' ? String(entry.value) : '';
}

/** Children of a partial take the line where it is used: the page's diagnostics name the page. */
function setLine(tokens: Token[], line: number): void {
  for (const token of tokens as Located[]) {
    token.line = line;
    if (!isMdx(token)) setLine(childTokens(token), line);
  }
}

function locate(tokens: Token[], entry: MdxEntry): void {
  if (!entry.children) return;
  if (entry.children.fromPartial !== undefined) setLine(tokens, entry.line);
  else assignLines(tokens, entry.children.text, entry.children.line);
}

type Parser = { parse(tokens: Token[]): string; parseInline(tokens: Token[]): string };

/** The React children of an element: runs of Markdown as HTML, nested elements as elements, and fenced code blocks as MDX's elements (code-children.ts). */
function childNodes(token: MdxToken, parser: Parser, nested: (child: MdxToken) => ReactNode): ReactNode[] {
  const nodes: ReactNode[] = [];
  const inline = token.entry.children?.inline;
  let run: Token[] = [];
  const flush = () => {
    const html = inline ? parser.parseInline(run) : parser.parse(run);
    if (html.trim()) nodes.push(rawPlaceholder(html));
    run = [];
  };
  for (const child of token.tokens) {
    const code = inline || isMdx(child) ? undefined : codeBlockElement(child, () => parser.parse([child]));
    if (isMdx(child) || code) {
      flush();
      nodes.push(code ?? nested(child as MdxToken));
    } else run.push(child);
  }
  flush();
  return nodes;
}

function element(token: MdxToken, parser: Parser): ReactNode {
  const { entry } = token;
  if (entry.kind === 'expression') return entry.value as ReactNode;
  return createElement(entry.component as ElementType, entry.props, ...childNodes(token, parser, (child) => element(child, parser)));
}

/**
 * The token's HTML. A component that throws is a warning at its line, and its children are
 * shown without it (each nested element rendered on its own, so one failure stays one).
 */
/** React 19 adds a preload link for each eager image it renders; Markdown's images load lazily and get none. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

function render(token: MdxToken, parser: Parser, warn: (line: number, message: string) => void, fragments?: Map<string, Token[]>): string {
  const page = runtime();
  page.line = token.entry.line;
  try {
    const node = element(token, parser);
    const html = fillRaw(withPageRandom(() => renderToStaticMarkup(page.providers ? page.providers(node) : node)).replace(IMAGE_PRELOAD, ''));
    return fillFragments(html, (k) => {
      const tokens = fragments?.get(k);
      return tokens && parser.parse(tokens);
    });
  } catch (error) {
    warn(token.entry.line, `${token.entry.label} could not be rendered (${(error as Error).message.split('\n')[0]}), so its children are shown without it. Fix the component or its props.`);
    const children = childNodes(token, parser, (child) => rawPlaceholder(render(child, parser, warn, fragments)));
    return fillRaw(renderToStaticMarkup(createElement(Fragment, null, ...children)));
  }
}

/** What the extension reads of the page at hand: its MDX entries, which its placeholders index, where warnings go, and its admonition names (containers.ts), which a partial's content plugin sets while its content is read. */
export interface MdxPage {
  entries: MdxEntry[];
  warn(line: number, message: string): void;
  admonitions?: string[];
  /** The tokens of each MDX 1 fragment's Markdown, by its marker's number (mdx1-fragments.ts). */
  fragments?: Map<string, Token[]>;
}

/** Children read with the admonition names of the partial they are, where its content plugin decides them, then the page's again. */
function lexChildren(page: MdxPage, children: NonNullable<MdxEntry['children']>, lex: (text: string, inline: boolean) => Token[]): Token[] {
  if (!children.admonitions) return lex(children.text, children.inline);
  const own = page.admonitions;
  page.admonitions = children.admonitions.names;
  try {
    return lex(children.text, children.inline);
  } finally {
    page.admonitions = own;
  }
}

/** The MDX tokens of the page `page()` gives. */
export function mdxExtension(page: () => MdxPage): MarkedExtension {
  const warn = (line: number, message: string) => page().warn(line, message);
  const token = (type: MdxToken['type'], raw: string, index: string, lex: (text: string, inline: boolean) => Token[]): MdxToken => {
    const entry = page().entries[Number(index)];
    const tokens = entry.children ? lexChildren(page(), entry.children, lex) : [];
    locate(tokens, entry);
    // An MDX 1 fragment's Markdown, rendered where its marker is (mdx1-fragments.ts).
    if (entry.component === FRAGMENT_TAG) (page().fragments ??= new Map()).set(String(entry.props?.k), tokens);
    return { type, raw, entry, tokens, text: textOf(entry), code: entry.kind === 'expression' ? entry.source?.slice(1, -1) : undefined, ownLines: true };
  };
  const at = (src: string, mark: string) => {
    const index = src.indexOf(mark);
    return index < 0 ? undefined : index;
  };
  return {
    extensions: [
      {
        name: 'mdxFlow',
        level: 'block',
        // MDX ends a paragraph at a flow element (a `<details>` line after a line of text); so does this.
        start: (src) => at(src, FLOW),
        tokenizer(src) {
          const match = FLOW_PLACEHOLDER.exec(src);
          return match ? token('mdxFlow', match[0], match[1], (text, inline) => (inline ? this.lexer.inlineTokens(text) : this.lexer.blockTokens(text, []))) : undefined;
        },
        childTokens: ['tokens'],
        renderer(t) {
          const mdx = t as unknown as MdxToken;
          return mdx.entry.component === FRAGMENT_TAG ? '' : `${render(mdx, this.parser, warn, page().fragments)}\n`;
        },
      },
      {
        name: 'mdxText',
        level: 'inline',
        start: (src) => at(src, TEXT),
        tokenizer(src) {
          const match = TEXT_PLACEHOLDER.exec(src);
          // A partial in a line of text (`<Partial />;`) still holds blocks, as the component it compiles to renders them.
          return match ? token('mdxText', match[0], match[1], (text, inline) => (inline ? this.lexer.inlineTokens(text) : this.lexer.blockTokens(text, []))) : undefined;
        },
        childTokens: ['tokens'],
        renderer(t) {
          return render(t as unknown as MdxToken, this.parser, warn, page().fragments);
        },
      },
      {
        name: 'mdxFiller',
        level: 'inline',
        start: (src) => at(src, FILLER),
        tokenizer: (src) => (src.startsWith(FILLER) ? { type: 'mdxFiller', raw: FILLER } : undefined),
        renderer: () => '',
      },
    ],
  };
}
