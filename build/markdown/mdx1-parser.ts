/**
 * remark-parse 8's `Parser`, as a remark plugin of a Docusaurus 2 site finds it on its processor:
 * MDX 1 parses with remark-parse 8, whose tokenizers a plugin extends through
 * `this.Parser.prototype` (`inlineTokenizers`, `inlineMethods`, `blockTokenizers`, ...: taichi's
 * `variables` and `fragments` plugins read `{{var.x}}` and `{{fragments/x}}` so). This build parses
 * with micromark, which has no such tables, so where there was no `Parser` such a plugin threw while
 * it was set up and stopped the build. Here it finds tables named as remark-parse 8.0.3's
 * (lib/parser.js, the version @mdx-js/mdx 1.6 depends on), so it sets up as under Docusaurus 2 and
 * the transformer it returns runs; the tokenizers it adds or replaces are not run, which
 * `parserChanges` names for the warning.
 */

/** remark-parse 8.0.3's block and inline tokenizers, in its order (its `blockMethods`, `inlineMethods`). */
const BLOCK = ['blankLine', 'indentedCode', 'fencedCode', 'blockquote', 'atxHeading', 'thematicBreak', 'list', 'setextHeading', 'html', 'definition', 'table', 'paragraph'];
const INLINE = ['escape', 'autoLink', 'url', 'email', 'html', 'link', 'reference', 'strong', 'emphasis', 'deletion', 'code', 'break', 'text'];

type Tokenizer = (...args: unknown[]) => unknown;

/** A tokenizer of remark-parse 8 this build does not have: never called, since no parse here runs the tables. */
const notRun = (name: string): Tokenizer => Object.assign(() => undefined, { displayName: name });

export interface Mdx1Parser {
  Parser: { prototype: Record<string, unknown> };
  /** The tokenizers added or replaced since the last call, by table: `inline "taichi_inline_variable"`. */
  parserChanges(): string[];
}

/** A fresh `Parser` for one list of plugins (each list has its processor, as each unified processor has its parser). */
export function mdx1Parser(): Mdx1Parser {
  const table = (names: string[]) => Object.fromEntries(names.map((name) => [name, notRun(name)]));
  const prototype: Record<string, unknown> = {
    blockTokenizers: table(BLOCK),
    inlineTokenizers: table(INLINE),
    blockMethods: [...BLOCK],
    inlineMethods: [...INLINE],
    interruptParagraph: [['thematicBreak'], ['list'], ['atxHeading'], ['fencedCode'], ['blockquote'], ['html'], ['setextHeading', { commonmark: false }], ['definition', { commonmark: false }]],
    interruptList: [['atxHeading', { pedantic: false }], ['fencedCode', { pedantic: false }], ['thematicBreak', { pedantic: false }], ['definition', { commonmark: false }]],
    interruptBlockquote: [['indentedCode', { commonmark: true }], ['fencedCode', { commonmark: true }], ['atxHeading', { commonmark: true }], ['setextHeading', { commonmark: true }], ['thematicBreak', { commonmark: true }], ['html', { commonmark: true }], ['list', { commonmark: true }], ['definition', { commonmark: false }]],
    options: { position: true, gfm: true, commonmark: false, pedantic: false },
  };
  function Parser() {}
  Parser.prototype = prototype;
  const seen = new Map<string, unknown>();
  const snapshot = () => {
    const now = new Map<string, unknown>();
    for (const kind of ['block', 'inline'] as const) for (const [name, value] of Object.entries(prototype[`${kind}Tokenizers`] as Record<string, unknown>)) now.set(`${kind} "${name}"`, value);
    return now;
  };
  for (const [key, value] of snapshot()) seen.set(key, value);
  return {
    Parser: Parser as unknown as Mdx1Parser['Parser'],
    parserChanges() {
      const changed = [...snapshot()].filter(([key, value]) => seen.get(key) !== value);
      for (const [key, value] of changed) seen.set(key, value);
      return changed.map(([key]) => key);
    },
  };
}
