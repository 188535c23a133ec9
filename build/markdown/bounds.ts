/**
 * Bounds on the work of one Markdown document, so that no input makes a build take minutes or
 * overflow the stack. Markdown parsers recurse once per level of block quote, list, container,
 * emphasis, link or MDX element, and their time grows faster than the text (10,000 nested `>` or
 * 50,000 `_` around a letter overflow the stack; 1,000 nested lists take seconds); and each
 * element costs a few tens of microseconds from lexing to its Markdown twin. Real documents nest a
 * few levels and hold at most some 50,000 elements (a long changelog). Lists and quotes are
 * checked in the text before parsing (their levels show at the start of a line); everything else
 * is bounded by the lexer.
 */
import { withOpenerInterrupts } from './list-interrupts.ts';
import { Lexer, type MarkedExtension, type MarkedOptions, type Token, type Tokens, type TokensList } from 'marked';
import { codeLines } from './fences.ts';

export const MAX_NESTING = 100;
/** Steps of the lexer (about one per element: a paragraph, a list item, a link, a run of text) a document may take; the longest real document we know takes about 50,000. */
export const MAX_ELEMENTS = 500_000;

/** Quote markers, list markers and indentation at the start of a line. */
const PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*/;

/** Levels a line's prefix opens: each quote or list marker, and every two columns of indentation. */
function levels(line: string): number {
  const prefix = PREFIX.exec(line)![0];
  let markers = 0;
  let spaces = 0;
  for (const ch of prefix) {
    if (ch === ' ') spaces++;
    else if (ch === '\t') spaces += 4;
    else if (ch === '>' || ch === '-' || ch === '*' || ch === '+' || ch === '.' || ch === ')') markers++;
  }
  return markers + Math.floor(spaces / 2);
}

/**
 * A line that may nest deeper than the limit: its prefix takes at least one character per two
 * levels (a tab is two). Most documents have none, and are not split into lines at all.
 */
const DEEP_CANDIDATE = new RegExp(`^[ \\t>*+\\-.)0-9]{${Math.floor(MAX_NESTING / 2)},}`, 'm');

/** The 0-based index of the first line outside code fences that nests deeper than the limit. */
export function tooDeeplyNested(text: string): number | undefined {
  if (!DEEP_CANDIDATE.test(text)) return undefined;
  const lines = text.split('\n');
  const inCode = codeLines(lines);
  const index = lines.findIndex((line, i) => !inCode[i] && levels(line) > MAX_NESTING);
  return index === -1 ? undefined : index;
}

/** What stands where the lexer stopped, going deeper or going on: the text it left unread, as its `raw`, so that it gets a line. */
export interface LimitToken {
  type: 'nestingLimit' | 'elementLimit';
  raw: string;
}

export const NESTING_MESSAGE = `Markdown nests more than ${MAX_NESTING} levels deep here (admonitions, tabs, quotes, lists, emphasis, links or JSX elements inside one another). Flatten it; no reader follows that many levels.`;
export const ELEMENTS_MESSAGE = `the file holds more than ${MAX_ELEMENTS.toLocaleString('en')} Markdown elements (paragraphs, list items, links, emphasis, runs of text); the build renders at most that many per file, and this is where it stopped. Split the file into several pages.`;

/**
 * marked's lexer, counting how deeply its block and inline passes nest (every container, list,
 * quote, emphasis, link and MDX element lexes its content through one of them) and how many
 * steps they take (`elementLimitExtension` counts them). Past either limit, the content at hand
 * becomes one limit token instead of more work, so no token tree (nor any walk over it) is deeper
 * than the limit or larger than the budget.
 */
class BoundedLexer extends Lexer {
  private depth = 0;
  private steps = 0;

  constructor(options: MarkedOptions<string, string>) {
    super(options);
    // marked's types keep the tokenizer private; its rules are what each lexer hands its tokenizer.
    const own = this as unknown as { tokenizer: { rules: Parameters<typeof withOpenerInterrupts>[0] } };
    own.tokenizer.rules = withOpenerInterrupts(own.tokenizer.rules);
  }

  override blockTokens(src: string, tokens?: Token[], lastParagraphClipped?: boolean): Token[];
  override blockTokens(src: string, tokens?: TokensList, lastParagraphClipped?: boolean): TokensList;
  override blockTokens(src: string, tokens: Token[] = [], lastParagraphClipped?: boolean): Token[] {
    return this.nested(src, tokens, () => super.blockTokens(src, tokens, lastParagraphClipped));
  }

  override inlineTokens(src: string, tokens: Token[] = []): Token[] {
    return this.nested(src, tokens, () => super.inlineTokens(src, tokens));
  }

  /** One more step; a limit token for the rest of `src` once the budget is spent. */
  step(src: string): LimitToken | undefined {
    return ++this.steps > MAX_ELEMENTS ? { type: 'elementLimit', raw: src } : undefined;
  }

  private nested(src: string, tokens: Token[], lex: () => Token[]): Token[] {
    // The document itself is level 0; once the budget is spent, nothing more is lexed.
    const limit = this.depth > MAX_NESTING ? 'nestingLimit' : this.steps > MAX_ELEMENTS ? 'elementLimit' : undefined;
    if (limit) {
      tokens.push({ type: limit, raw: src } satisfies LimitToken as unknown as Token);
      return tokens;
    }
    this.depth++;
    try {
      return lex();
    } finally {
      this.depth--;
    }
  }
}

/** The tokens of a document, as `marked.lexer` with these options makes them, within the bounds. */
export function lexBounded(text: string, options: MarkedOptions): TokensList {
  return new BoundedLexer(options as MarkedOptions<string, string>).lex(text);
}

/** The limit tokens: a step counted at every block and inline position, and nothing rendered where a limit cut the tree (the build stops at its error anyway). */
export function limitsExtension(): MarkedExtension {
  const step = (lexer: unknown, src: string) => (lexer instanceof BoundedLexer ? lexer.step(src) : undefined) as Tokens.Generic | undefined;
  return {
    extensions: [
      { name: 'nestingLimit', renderer: () => '' },
      { name: 'elementLimit', level: 'block', tokenizer: function (src) { return step(this.lexer, src); }, renderer: () => '' },
      { name: 'elementLimit', level: 'inline', tokenizer: function (src) { return step(this.lexer, src); }, renderer: () => '' },
    ],
  };
}

/** The error for a limit token, if the token is one. */
export function limitMessage(token: Token): string | undefined {
  return token.type === 'nestingLimit' ? NESTING_MESSAGE : token.type === 'elementLimit' ? ELEMENTS_MESSAGE : undefined;
}
