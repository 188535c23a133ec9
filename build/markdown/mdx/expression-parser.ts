/**
 * The JavaScript parser the MDX syntax (micromark-extension-mdxjs) is given, as its own default
 * (acorn with JSX), but answering at once where an expression cannot be whole yet.
 *
 * micromark-factory-mdx-expression cannot tell which `}` ends an expression `{…}` or an attribute
 * value `attr={…}` (a `}` may be in a string), so at every `}` it asks acorn to parse all the text
 * since the `{`, and goes on past the `}` while that fails. An expression holding k braces is
 * parsed k times over its whole length: pan.dev's generated OpenAPI pages pass each response
 * schema as one JSON prop (`<StatusCodes responses={{…}} />`, up to 90 KB and thousands of braces
 * on a line), and one such page took seconds. Here a scan of the text, much cheaper than a parse,
 * finds a `{` not yet closed outside strings, which no complete expression has, and the attempt
 * fails without acorn. Where the scan cannot be sure (template literals, regular expressions,
 * comments, JSX), acorn answers, as before.
 *
 * The scan of an expression's text as it is read, once, is expression-gathering.ts's: it hands an
 * unclosed text over as a one-character stand-in, so the scan here reads whole texts only where
 * that gathering could not be sure, or left the events to the factory, and is a plain scan.
 */
import { Parser, type Expression, type Options as AcornOptions } from 'acorn';
import acornJsx from 'acorn-jsx';

const OPEN = 123; // {
const CLOSE = 125; // }
const DOUBLE = 34; // "
const SINGLE = 39; // '
const BACKSLASH = 92;
const BACKTICK = 96;
const SLASH = 47;
const LESS_THAN = 60;

/** Where a scan stopped: braces open, the quote of the string it is in (0 outside), the next character to read (past the end after a string's backslash), or unsure for good. */
export interface ScanState {
  depth: number;
  quote: number;
  next: number;
  unsure: boolean;
}

/** Scans `input` on from `state`: braces outside strings; unsure at what it does not follow. */
export function scan(input: string, state: ScanState): ScanState {
  let { depth, quote } = state;
  let i = state.next;
  for (; i < input.length; i++) {
    const code = input.charCodeAt(i);
    // A line break in a string is read on as the string: acorn refuses the text for it, wherever it ends.
    if (quote) {
      if (code === BACKSLASH) i++;
      else if (code === quote) quote = 0;
    } else if (code === OPEN) depth++;
    else if (code === CLOSE) depth--;
    else if (code === DOUBLE || code === SINGLE) quote = code;
    // A template, a regular expression or comment, JSX: not followed (a backslash outside strings, `\u{…}`, holds its braces).
    else if (code === BACKTICK || code === SLASH || code === LESS_THAN) return { depth, quote, next: i, unsure: true };
  }
  return { depth, quote, next: i, unsure: false };
}

/**
 * Whether `input` has a `{` that is not closed, outside strings: then it is no complete
 * expression, whatever follows in it. False where the scan cannot be sure.
 */
export function holdsUnclosedBrace(input: string): boolean {
  const state = scan(input, { depth: 0, quote: 0, next: 0, unsure: false });
  return !state.unsure && state.depth > 0;
}

/** The failure given for an attempt the scan settled: it stands for acorn's, which a parse that ends on it gets by parsing again with the default parser (mdx/parse.ts). */
export class UnclosedBrace extends SyntaxError {
  pos: number;
  raisedAt: number;
  constructor(input: string) {
    super('Unexpected end of input: a `{` is not closed');
    this.pos = this.raisedAt = input.length;
  }
}

const jsxParser = Parser.extend(acornJsx());

/** acorn with JSX, as mdxjs() makes it, whose expression parse first asks `holdsUnclosedBrace`. */
export const braceScanningParser = {
  parse: (input: string, options: AcornOptions) => jsxParser.parse(input, options),
  parseExpressionAt(input: string, pos: number, options: AcornOptions) {
    // The MDX parser parses from the start of what it hands over (pos 0), so that is what the scan reads.
    if (pos === 0 && holdsUnclosedBrace(input)) throw new UnclosedBrace(input);
    return jsxParser.parseExpressionAt(input, pos, options);
  },
};

/**
 * How deep an attribute spread's tree is kept, from its root: deep enough for what the MDX syntax
 * reads of it (`{...spread}` is parsed as `({...spread})`, a parenthesized object whose properties
 * it counts and types). Of any other expression only the root is kept: the syntax reads nothing of
 * it. micromark-util-events-to-acorn walks the whole tree an expression parses to, to put each
 * node's position in the document; the Markdown stage reads no expression's tree (its code is the
 * expression's text, prepare.ts), and pan.dev's generated API pages pass each schema as one prop of
 * thousands of nodes: that walk was 7.4% of their render threads' samples. With two levels kept
 * for every expression, the walk (estree-util-visit, which names a function for each node) was
 * still 5% of the render of moderne's recipe pages, whose props are arrays of objects.
 */
const SPREAD_DEPTH = 2;
/** How micromark-factory-mdx-expression hands an attribute spread to the parser. */
const SPREAD_PREFIX = '({';

type Node = { type: string; start: number; end: number } & Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `node` and its descendants down to `depth` levels below it; those below that level are left out. */
function pruned(node: Node, depth: number): Node {
  const copy: Node = { ...node };
  for (const key of Object.keys(copy)) {
    const value = copy[key];
    if (Array.isArray(value)) copy[key] = depth > 0 ? value.map((item) => (isNode(item) ? pruned(item, depth - 1) : item)) : [];
    else if (isNode(value)) copy[key] = depth > 0 ? pruned(value, depth - 1) : null;
  }
  return copy;
}

/** braceScanningParser for a parse whose expression trees nobody reads (the Markdown stage's): a spread is kept to SPREAD_DEPTH, any other expression to its root. */
export const shallowBraceScanningParser = {
  parse: braceScanningParser.parse,
  parseExpressionAt: (input: string, pos: number, options: AcornOptions) =>
    pruned(braceScanningParser.parseExpressionAt(input, pos, options) as unknown as Node, input.startsWith(SPREAD_PREFIX) ? SPREAD_DEPTH : 0) as unknown as Expression,
};

/**
 * `parse()` run with no stack traces taken for the errors made in it. Every `}` of an expression
 * that does not end it is an attempt that fails with two errors (the parser's, or UnclosedBrace,
 * and the factory's VFileMessage), each taking a stack trace that nothing reads: an error that
 * leaves the parse is read for its message and place only (parse.ts). On pan.dev's
 * generated API pages, whose schemas are props of thousands of braces, those two constructors were
 * 5.7% of the render threads' sampled time, four fifths of it the stack traces. A parse is
 * synchronous, so nothing else runs while the limit is off.
 */
export function withoutStackTraces<T>(parse: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return parse();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * Whether a parse's error (a VFileMessage whose `cause` is the parser's) stands for acorn's: the
 * expression ran to the end of the text unclosed, and the message to show is acorn's own, from a
 * parse with the default parser.
 */
export function settledByBraceScan(error: unknown): boolean {
  return (error as { cause?: unknown } | undefined)?.cause instanceof UnclosedBrace;
}
