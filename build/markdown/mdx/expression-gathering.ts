/**
 * The MDX syntax (micromark-extension-mdxjs) with the text of an expression gathered once, as it
 * is read, rather than again at every `}` in it.
 *
 * micromark-factory-mdx-expression (2.0) tries each `}` of an expression as its end: it takes the
 * expression's events so far (`this.events.slice(start)`), and micromark-util-events-to-acorn
 * serializes them all, strips comments from the whole text with two regular expressions and
 * hands it to the JavaScript parser. A `}` starts a new chunk token, so a prop holding k braces
 * is k tokens, gathered k times: quadratic. pan.dev's generated OpenAPI pages pass each schema as
 * one JSON prop (up to 100 KB and thousands of braces on a line), and this was three quarters of
 * their parse. Where the tokens pass positions to the expression's tree, each node's is looked up
 * among all of them, quadratic again.
 *
 * Here each construct of the syntax sees, as `this.events`, the tokenizer's events, whose `slice`
 * reads only the events added since the last `}` and keeps the brace scan of
 * expression-parser.ts going over their text. Where that scan finds a `{` not yet closed outside
 * strings, no parser would take the text as a whole expression: `slice` gives a one-character
 * stand-in (`{`, at the end of the text), whose parse fails at the same place as the whole text's
 * would (braceScanningParser settles it too, so a parse that ends on it is done again by
 * parse.ts). Elsewhere it gives the expression's tokens with those that follow one another on a
 * line joined into one: the same text, and the same positions, since a token's offset and column
 * go on by one a character within a line.
 */
import type { Construct, Event, Extension, Point, Token, TokenizeContext } from 'micromark-util-types';
import { mdxjs } from 'micromark-extension-mdxjs';
import { braceScanningParser, scan, shallowBraceScanningParser, type ScanState } from './expression-parser.ts';

/** What one expression's `slice` has read so far. */
export interface Gathering {
  start: number;
  /** The events read, up to here. */
  read: number;
  /** The chunk tokens' type (the factory's `chunkType`), from the first. */
  chunkType: string | undefined;
  /** The events the factory would gather, neighbours on a line joined. */
  joined: Event[];
  /** The brace scan of their text, `next` counted from the end of the text read. */
  scan: ScanState;
  /** An event the factory does not make: left to the factory's own gathering. */
  unknown: boolean;
}

/** A gathering of the expression whose events start at `start`. */
export const fresh = (start: number): Gathering => ({ start, read: start, chunkType: undefined, joined: [], scan: { depth: 0, quote: 0, next: 0, unsure: false }, unknown: false });

/** A token's text as micromark-util-events-to-acorn gathers it: virtual spaces at its start dropped, those after a tab too. */
function tokenText(token: Token, context: TokenizeContext): string {
  const chunks = context.sliceStream(token);
  let start = 0;
  while (chunks[start] === -1) start++;
  let text = '';
  let atTab = false;
  for (let i = start; i < chunks.length; i++) {
    const chunk = chunks[i];
    if (typeof chunk === 'string') text += chunk;
    else if (chunk === -5) text += '\r';
    else if (chunk === -4) text += '\n';
    else if (chunk === -3) text += '\r\n';
    else if (chunk === -2) text += '\t';
    else if (chunk === -1) text += atTab ? '' : ' ';
    else if (chunk !== null) text += String.fromCharCode(chunk);
    atTab = chunk === -2 || (chunk === -1 && atTab);
  }
  return text;
}

const touching = (a: Point, b: Point) => a.offset === b.offset && a.line === b.line;

/** The gathering step: reads the events added since the last call into `gathering` (exported for its test). */
export function readOn(events: Event[], gathering: Gathering): void {
  for (; gathering.read < events.length; gathering.read++) {
    const [kind, token, context] = events[gathering.read];
    if (kind !== 'enter' || token.type === 'linePrefix') continue;
    if (token.type !== 'lineEnding') {
      gathering.chunkType ??= token.type;
      if (token.type !== gathering.chunkType) {
        gathering.unknown = true;
        return;
      }
    }
    const text = tokenText(token, context);
    // Once unsure (a template, comment, regular expression or JSX), it stays so for this expression.
    if (!gathering.scan.unsure) {
      const state = scan(text, gathering.scan);
      gathering.scan = { ...state, next: state.next - text.length };
    }
    // Within a line the factory starts a chunk only at a `}` (never at a virtual space, dropped at a token's start), so joined tokens read as the same text.
    const last = gathering.joined.at(-1);
    if (last && last[1].type === token.type && token.type !== 'lineEnding' && last[2] === context && touching(last[1].end, token.start)) {
      last[1] = { type: token.type, start: last[1].start, end: token.end } as Token;
    } else gathering.joined.push([kind, token, context]);
  }
}

/** The one-character text `{`, where a text holding an unclosed `{` ends: its parse fails there, as the text's does. */
function unclosedStandIn(gathering: Gathering): Event[] {
  const end = gathering.joined.at(-1)![1].end;
  const context = { sliceStream: () => ['{'] } as unknown as TokenizeContext;
  return [['enter', { type: gathering.chunkType!, start: end, end } as Token, context]];
}

/** `events`, whose `slice(start)` gives what the expression factory gathers, read once (see above). */
function gatheringView(events: Event[], holder: { gathering?: Gathering }): Event[] {
  return new Proxy(events, {
    get(target, key, receiver) {
      // The factory reads the length as an expression starts, to know where its events begin.
      if (key === 'length') holder.gathering = undefined;
      if (key !== 'slice') return Reflect.get(target, key, receiver);
      return (start: number, end?: number) => {
        if (end !== undefined) return target.slice(start, end);
        if (holder.gathering?.start !== start) holder.gathering = fresh(start);
        const gathering = holder.gathering;
        if (!gathering.unknown) readOn(target, gathering);
        if (gathering.unknown || !gathering.chunkType) return target.slice(start);
        return !gathering.scan.unsure && gathering.scan.depth > 0 ? unclosedStandIn(gathering) : gathering.joined;
      };
    },
  });
}

/** The construct, run with a context whose `events` is the gathering view. */
function gathered(construct: Construct): Construct {
  const tokenize = construct.tokenize;
  return {
    ...construct,
    tokenize(effects, ok, nok) {
      // A context of its own, as micromark makes for constructs with fields: the tokenizer's own properties live through the prototype.
      const context = Object.create(this) as TokenizeContext;
      const holder: { gathering?: Gathering } = {};
      const base = this;
      Object.defineProperty(context, 'events', { get: () => gatheringView(base.events, holder) });
      return tokenize.call(context, effects, ok, nok);
    },
  };
}

type ConstructMap = Record<number, Construct | Construct[] | undefined>;

/** The constructs that read expressions with micromark-factory-mdx-expression (not ESM's, which gathers its own way). */
const EXPRESSION_CONSTRUCTS = new Set(['mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowTag', 'mdxJsxTextTag']);

const gatheredIfExpression = (construct: Construct) => (construct.name && EXPRESSION_CONSTRUCTS.has(construct.name) ? gathered(construct) : construct);

function gatheredMap(map: ConstructMap | undefined): ConstructMap | undefined {
  if (!map) return map;
  const out: ConstructMap = {};
  for (const [code, value] of Object.entries(map)) out[Number(code)] = Array.isArray(value) ? value.map(gatheredIfExpression) : value && gatheredIfExpression(value);
  return out;
}

/** micromark-extension-mdxjs with braceScanningParser (or, `shallow`, shallowBraceScanningParser), each expression's text gathered once. */
export function gatheringMdxjs(shallow = false): Extension {
  const mdx = mdxjs({ acorn: shallow ? shallowBraceScanningParser : braceScanningParser });
  return { ...mdx, flow: gatheredMap(mdx.flow as ConstructMap), text: gatheredMap(mdx.text as ConstructMap) } as Extension;
}
