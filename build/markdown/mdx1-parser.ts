/**
 * remark-parse 8's `Parser`, as a remark plugin of a Docusaurus 2 site finds it on its processor:
 * MDX 1 parses with remark-parse 8, whose tokenizers a plugin extends through
 * `this.Parser.prototype` (`inlineTokenizers`, `inlineMethods`, `blockTokenizers`, ...: taichi's
 * `variables` and `fragments` plugins read `{{var.x}}` and `{{fragments/x}}` so). This build parses
 * with micromark, which has no such tables, so where there was no `Parser` such a plugin threw while
 * it was set up and stopped the build. Here it finds tables named as remark-parse 8.0.3's
 * (lib/parser.js, the version @mdx-js/mdx 1.6 depends on), so it sets up as under Docusaurus 2 and
 * the transformer it returns runs; the tokenizers it adds, replaces or removes are not run, which
 * `parserChanges` names for the warning (`tokenizersNotRun`).
 */

/** remark-parse 8.0.3's block and inline tokenizers, in its order (its `blockMethods`, `inlineMethods`). */
const BLOCK = [
  'blankLine',
  'indentedCode',
  'fencedCode',
  'blockquote',
  'atxHeading',
  'thematicBreak',
  'list',
  'setextHeading',
  'html',
  'definition',
  'table',
  'paragraph',
];
const INLINE = [
  'escape',
  'autoLink',
  'url',
  'email',
  'html',
  'link',
  'reference',
  'strong',
  'emphasis',
  'deletion',
  'code',
  'break',
  'text',
];

type Tokenizer = (...args: unknown[]) => unknown;

/** A tokenizer of remark-parse 8 this build does not have: never called, since no parse here runs the tables. */
const notRun = (name: string): Tokenizer => Object.assign(() => undefined, { displayName: name });

/**
 * A tokenizer a plugin changed, by table (`inline "taichi_inline_variable"`); `builtIn`: one of
 * remark-parse 8's own, which it replaced or removed (a plugin switching a construct off does so).
 */
export interface TokenizerChange {
  key: string;
  name: string;
  builtIn: boolean;
}

export interface Mdx1Parser {
  Parser: { prototype: Record<string, unknown> };
  /** The tokenizers added, replaced or removed since the last call. */
  parserChanges(): TokenizerChange[];
}

/** A fresh `Parser` for one list of plugins (each list has its processor, as each unified processor has its parser). */
export function mdx1Parser(): Mdx1Parser {
  const table = (names: string[]) => Object.fromEntries(names.map((name) => [name, notRun(name)]));
  const prototype: Record<string, unknown> = {
    blockTokenizers: table(BLOCK),
    inlineTokenizers: table(INLINE),
    blockMethods: [...BLOCK],
    inlineMethods: [...INLINE],
    interruptParagraph: [
      ['thematicBreak'],
      ['list'],
      ['atxHeading'],
      ['fencedCode'],
      ['blockquote'],
      ['html'],
      ['setextHeading', { commonmark: false }],
      ['definition', { commonmark: false }],
    ],
    interruptList: [
      ['atxHeading', { pedantic: false }],
      ['fencedCode', { pedantic: false }],
      ['thematicBreak', { pedantic: false }],
      ['definition', { commonmark: false }],
    ],
    interruptBlockquote: [
      ['indentedCode', { commonmark: true }],
      ['fencedCode', { commonmark: true }],
      ['atxHeading', { commonmark: true }],
      ['setextHeading', { commonmark: true }],
      ['thematicBreak', { commonmark: true }],
      ['html', { commonmark: true }],
      ['list', { commonmark: true }],
      ['definition', { commonmark: false }],
    ],
    options: { position: true, gfm: true, commonmark: false, pedantic: false },
  };
  function Parser() {}
  Parser.prototype = prototype;
  // Each tokenizer as it was at the last call, by table and name.
  const snapshot = () =>
    new Map(
      (['block', 'inline'] as const).flatMap((kind) =>
        Object.entries(prototype[`${kind}Tokenizers`] as Record<string, unknown>).map(([name, value]) => [`${kind} ${JSON.stringify(name)}`, { kind, name, value }] as const),
      ),
    );
  let seen = snapshot();
  return {
    Parser: Parser as unknown as Mdx1Parser['Parser'],
    parserChanges() {
      const now = snapshot();
      const keys = [...new Set([...seen.keys(), ...now.keys()])].filter((key) => seen.get(key)?.value !== now.get(key)?.value);
      const changes = keys.map((key) => {
        const { kind, name } = (now.get(key) ?? seen.get(key))!;
        return { key, name, builtIn: (kind === 'block' ? BLOCK : INLINE).includes(name) };
      });
      seen = now;
      return changes;
    },
  };
}

const plural = (many: boolean, one: string, more: string) => (many ? more : one);

/**
 * The warning for a plugin that changed remark-parse 8's tokenizers: one it adds reads nothing here
 * (the text stays as written); one of remark-parse's own that it replaces or removes (to switch a
 * construct off, as remark-disable-tokenizers does) still parses here, as CommonMark does.
 */
export function tokenizersNotRun(plugin: string, changes: TokenizerChange[], transforms: boolean): string {
  const added = changes.filter((c) => !c.builtIn).map((c) => c.key);
  const own = changes.filter((c) => c.builtIn);
  const [many, several] = [added.length > 1, own.length > 1];
  const transform = transforms ? ", and the plugin's tree transform runs" : '';
  const parts = [
    added.length &&
      'extends the Markdown parser of MDX 1 (remark-parse 8, Docusaurus 2) with the ' +
        `${plural(many, 'tokenizer', 'tokenizers')} ` +
        `${added.join(', ')}, which this build does not run (it parses with micromark, as Docusaurus 3 does): ` +
        `the text ${plural(many, 'it', 'they')} would read stays as written`,
    own.length &&
      `replaces or removes the ${plural(several, 'tokenizer', 'tokenizers')} ${own.map((c) => c.key).join(', ')} ` +
        `of MDX 1's parser (remark-parse 8, Docusaurus 2), which ${plural(several, 'is', 'are')} not run: ` +
        `this build parses ${own.map((c) => c.name).join(', ')} as CommonMark does`,
  ].filter(Boolean);
  return (
    `remark plugin "${plugin}" ${parts.join('; it also ')}${transform}. ` +
    `To keep what ${plural(changes.length > 1, 'it does', 'they do')}, rewrite the plugin as a transform of the tree ` +
    '(or a micromark extension), which Docusaurus 3 needs too.'
  );
}
