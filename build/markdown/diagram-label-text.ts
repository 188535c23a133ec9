/**
 * A diagram label drawn at build time shows what Mermaid shows for the same text in the browser
 * (Mermaid 11 with its default config, as Docusaurus's theme runs it; each rule below was read
 * from Mermaid's drawings in Chromium), where beautiful-mermaid reads labels otherwise:
 *
 * - entities: `&lt;T&gt;` and Mermaid's own codes (`#lt;`, `#quot;`, `#9829;`) show the character
 *   they name, in every kind of diagram. Mermaid keeps them out of its parsers until the SVG is
 *   written; so does the build: `withEntitiesKept` puts a private-use character in the place of
 *   each one that is markup (`<`, `>`, `&`, `"`) or is named, and `svgWithEntities` writes it back
 *   as an entity, so an escaped `<T>` is text and a `#quot;` does not end a quoted label.
 * - HTML: flowcharts, state, class and ER diagrams show labels as sanitized HTML. `<br>` breaks
 *   the line, `<b>`, `<i>`, `<u>`, `<s>` (and `strong`, `em`, `del`) style it, every other tag is
 *   dropped and its text kept, and a tag-like `<T>` written raw is such a tag: `List<T>` shows
 *   `List`. Sequence diagrams write labels as text: only `<br>` is read, every other tag shows as
 *   written.
 * - Markdown: `**bold**` and `*italic*` are read in a flowchart's Markdown strings ("`…`", whose
 *   line breaks break the label) and in every state, class and ER label; a flowchart's plain
 *   label and a sequence diagram's show the asterisks. `~~` is never read.
 * - `\n` breaks a flowchart label's line; a sequence diagram shows it as written (the other kinds
 *   break it, as beautiful-mermaid did: not compared with Mermaid).
 */

export type LabelKind = 'flowchart' | 'state' | 'sequence' | 'class' | 'er';

/** Private-use characters in the place of markup characters written as entities, until the SVG is written. */
const KEPT: Record<string, string> = { '<': '\uE000', '>': '\uE001', '&': '\uE002', '"': '\uE003' };
const WRITTEN: Record<string, string> = { '\uE000': '&lt;', '\uE001': '&gt;', '\uE002': '&amp;', '\uE003': '&quot;' };
/** Around the name of any other named entity (`&nbsp;`, `#hearts;`), which the page's HTML parser reads. */
const NAMED_OPEN = '\uE004';
const NAMED_CLOSE = '\uE005';
const MARKUP_NAMES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const KINDS: [RegExp, LabelKind][] = [
  [/^(graph|flowchart)\b/, 'flowchart'],
  [/^stateDiagram\b/, 'state'],
  [/^sequenceDiagram\b/, 'sequence'],
  [/^classDiagram\b/, 'class'],
  [/^erDiagram\b/, 'er'],
];

/** The kind of a diagram's drawing, by its first line. */
export function labelKind(body: string): LabelKind {
  const first = body.trimStart().split('\n', 1)[0];
  return KINDS.find(([header]) => header.test(first))?.[1] ?? 'flowchart';
}

function kept(reference: string): string {
  const numeric = /^#(?:x([0-9a-f]+)|(\d+))$/i.exec(reference);
  if (numeric) {
    const code = numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]);
    if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return `&${reference};`;
    const char = String.fromCodePoint(code);
    return KEPT[char] ?? char;
  }
  const markup = MARKUP_NAMES[reference];
  if (markup) return KEPT[markup] ?? markup;
  return `${NAMED_OPEN}${reference}${NAMED_CLOSE}`;
}

/**
 * The drawing with its entities (HTML's `&name;`, `&#60;`, and Mermaid's `#name;`, `#60;`) kept
 * out of beautiful-mermaid's parsers, and a Markdown string's line breaks as `<br>`. Mermaid
 * reads no code in `style` and `classDef` lines, whose colours end in `;` (`fill:#f9f;`).
 */
export function withEntitiesKept(body: string): string {
  const markdownStrings = body.replace(/"`([^`]*)`"/g, (string) => string.replace(/\s*\n\s*/g, '<br>'));
  return markdownStrings
    .split('\n')
    .map((line) => {
      const html = line.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (_, reference: string) => kept(reference));
      if (/^\s*(style|classDef|linkStyle)\b/.test(line)) return html;
      return html.replace(/#(\d+|[a-z][a-z0-9]*);/gi, (_, reference: string) => kept(/^\d+$/.test(reference) ? `#${reference}` : reference));
    })
    .join('\n');
}

/** The SVG with each kept entity written as an entity again. */
export function svgWithEntities(svg: string): string {
  return svg.replace(/[\uE000-\uE003]/g, (char) => WRITTEN[char]).replace(new RegExp(`${NAMED_OPEN}([a-z0-9]+)${NAMED_CLOSE}`, 'gi'), '&$1;');
}

/** Tags the renderer styles (renderLineContent in beautiful-mermaid's multiline-utils.ts). */
const STYLED = /^(b|strong|i|em|u|s|del)$/i;

/** The label's HTML as the browser shows it after Mermaid's sanitizer: styled tags kept for the renderer, other tags dropped with their text kept. */
export function withoutHtmlTags(text: string): string {
  return text.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(/<\/?([a-z][^\s/>]*)[^>]*(>|$)/gi, (tag, name: string) => (STYLED.test(name) ? tag : ''));
}

const markdown = (text: string) => text.replace(/\*\*(.+?)\*\*/g, '<b>$1</b>').replace(/(?<!\*)\*([^\s*](?:[^*]*[^\s*])?)\*(?!\*)/g, '<i>$1</i>');

/**
 * A label as beautiful-mermaid's parsers hand it to `normalizeBrTags` (quotes and all), as the
 * renderer should write it: lines split by `\n`, styled by `<b>`, `<i>`, `<u>`, `<s>`.
 */
export function mermaidLabel(label: string, kind: LabelKind): string {
  const markdownString = /^"`([\s\S]*)`"$/.exec(label);
  const quoted = /^"([\s\S]*)"$/.exec(label);
  // Spaces around a line break do not show in Mermaid's labels, HTML or text.
  let text = (markdownString?.[1] ?? quoted?.[1] ?? label).replace(/[ \t]*<br\s*\/?>[ \t]*/gi, '\n');
  if (kind === 'sequence') return text.replace(/[<>]/g, (char) => KEPT[char]);
  text = withoutHtmlTags(text.replace(/\\n/g, '\n'));
  return markdownString || kind !== 'flowchart' ? markdown(text) : text;
}
