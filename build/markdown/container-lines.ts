/**
 * The lines of a `:::` container (containers.ts): its opener and closer as Docusaurus 3 and
 * CommonMark read them, where its body ends (a container closes at a line of at least as many
 * colons as opened it, code never read as a marker), and a tabs body's `@tab Label` lines.
 */
import { ADMONITIONS } from '../../shared/admonition-markup.ts';
import { codeLines, fenceReader } from './fences.ts';

export const KINDS = new Set<string>([...ADMONITIONS, 'tabs']);

// `(?=(:{3,}))\1` takes the colons at once: a long line of colons fails without retrying every shorter run. A title's brackets may hold one level more (a link).
// A backslash escapes the next character, so `\]` does not close the title (remark-directive's rule: `:::info[Setup\]` is no directive, but text).
// A title starts at a character that is not blank: `:::info ` (blanks, then the line's end) has none, as remark-directive reads it (pan.dev's API pages).
// Attributes in braces may follow the name or label (`:::tip{title="Js Plugins"}`, remark-directive's `{#id .class key=value}`), then nothing but blanks.
export const OPENER = /^ {0,3}(?=(:{3,}))\1([A-Za-z][\w-]*)(?:\[((?:\\.|[^\n[\]\\]|\[(?:\\.|[^\n[\]\\])*\])*)\])?(?:\{((?:[^\n{}"']|"[^"\n]*"|'[^'\n]*')*)\}(?=[ \t]*(?:\n|$)))?(?:[ \t]+(\S[^\n]*?))?[ \t]*(?:\n|$)/;
const CLOSER = /^ {0,3}(:{3,})[ \t]*$/;
/** The same markers at any indent, as an MDX page's container body reads them. */
const anyIndent = (marker: RegExp) => new RegExp(marker.source.replace('^ {0,3}', '^[ \\t]*'));
export const MDX_MARKERS = { opener: anyIndent(OPENER), closer: anyIndent(CLOSER) };
export const MARKERS = { opener: OPENER, closer: CLOSER };
/** `untitled`: mdx-loader does not rewrite `:::note Title` to `:::note[Title]` (mdx1Compat.admonitions off), so remark-directive reads no directive there, and its lines are text. */
/**
 * The `title` attribute of an opener's braces (`{title="Js Plugins"}`, quoted or not), which
 * Docusaurus 3's admonitions plugin takes as the title before the label (`directive.attributes.title`).
 */
export function attributeTitle(attributes: string | undefined): string | undefined {
  const found = attributes === undefined ? null : /(?:^|[\s"'])title=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`}]+))/.exec(attributes);
  return found ? (found[1] ?? found[2] ?? found[3]) : undefined;
}
/** `kinds`: the container names read as admonitions or tabs, the site's own admonitions among them. */
type Markers = typeof MARKERS & { untitled?: boolean; kinds?: Set<string> };
export const titledAdmonition = (open: RegExpExecArray, kinds = KINDS) => open[5] !== undefined && open[2] !== 'tabs' && kinds.has(open[2]);

/**
 * Where the container that `src` opens ends: its body runs from the line after its opener up to
 * the line `closes` is true at (a Docusaurus 2 admonition's: docusaurus2Closer; else `closer`).
 * Only the container's own lines are read, as offsets into `src`: a container nested in another
 * reads no further than its closing line and copies nothing.
 */
export function containerEnd(src: string, closes: (line: string) => boolean): { bodyStart: number; bodyEnd: number; end: number; closed: boolean } {
  const bodyStart = lineEnd(src, 0) + 1;
  for (let start = bodyStart; start < src.length; ) {
    const end = lineEnd(src, start);
    const line = src.slice(start, end);
    start = end + 1;
    if (closes(line)) return { bodyStart, bodyEnd: Math.max(bodyStart, end - line.length - 1), end: Math.min(start, src.length), closed: true };
  }
  return { bodyStart, bodyEnd: src.length, end: src.length, closed: false };
}

/**
 * Reads the lines after an opener of `colons` colons, skipping code; true at the line that closes
 * it. A line of colons closes the innermost open container with exactly as many colons (and every
 * container inside that one), else the innermost one if it has at least as many; otherwise it is
 * text. So `::::tip` can hold `:::note`, and same-length nesting also works.
 */
export function closer(colons: number, markers: Markers): (line: string) => boolean {
  const inCode = fenceReader();
  const open = [colons];
  return (line) => {
    if (inCode(line)) return false;
    follow(open, line, markers);
    return open.length === 0;
  };
}

/** A line's effect on the colon counts of the containers open around it (see `containerEnd`). */
function follow(open: number[], line: string, markers: Markers): void {
  const opener = markers.opener.exec(line);
  if (opener) return void (markers.untitled && titledAdmonition(opener, markers.kinds) ? undefined : open.push(opener[1].length));
  const closer = markers.closer.exec(line);
  if (!closer) return;
  const length = closer[1].length;
  const exact = open.lastIndexOf(length);
  if (exact >= 0) open.length = exact;
  else if (length >= open.at(-1)!) open.pop();
}

/** The offset of the newline that ends the line starting at `start`, or the text's length. */
function lineEnd(src: string, start: number): number {
  const end = src.indexOf('\n', start);
  return end < 0 ? src.length : end;
}

/** Splits a tabs body at its own `@tab Label` lines: outside fenced code and outside the containers it holds, whose tabs are theirs. */
export function splitTabs(body: string[], markers: Markers): { label: string; lines: string[] }[] {
  const tabs: { label: string; lines: string[] }[] = [];
  const inCode = codeLines(body);
  const open: number[] = [];
  body.forEach((line, i) => {
    const tab = inCode[i] || open.length ? null : /^@tab[ \t]+(.+?)[ \t]*$/.exec(line);
    if (tab) return void tabs.push({ label: tab[1], lines: [] });
    if (!inCode[i]) follow(open, line, markers);
    if (tabs.length) tabs.at(-1)!.lines.push(line);
  });
  return tabs;
}
