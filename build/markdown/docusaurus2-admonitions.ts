/**
 * Admonitions as Docusaurus 2 reads them (@docusaurus/mdx-loader 2.4's `remark/admonitions`, the
 * remark-admonitions plugin it took in). Its opener is colons, then one of its keywords, then the
 * rest of the line as the title. It then reads the lines that follow as plain text, knowing nothing
 * of code: every line that starts with `:::` is a marker, whatever follows the colons and even
 * inside a fenced code block. A marker with as many colons as the innermost open level closes it
 * (the whole line is eaten: `:::tip Title` there closes the note and opens no tip), one with fewer
 * opens a level inside it, one with more is text. The markers must start the line: `  :::` is text.
 * In a list item they start the line once remark-parse 8 has taken the item's indentation off, the
 * same amount from each of its lines, which can be less than the item's text column that this
 * build takes off: an opener this build reads indented is then closed by markers indented alike.
 */
import { codeLines } from './fences.ts';

/** The opener (mdx-loader 2's `${tag}${nestingChar}*(${keywords})(?: *(.*))?`), in its keywords' order. */
export const D2_OPENER = /^ {0,3}(?=(:{3,}))\1(secondary|info|success|danger|note|tip|warning|important|caution)(?: *([^\n]*))?(?:\n|$)/;

/** mdx-loader 2's `nestingLevelRegex`: the colons past the third are a marker's level (`:::` 0, `::::` 1). */
const MARKER = /^:::(:*)/;

/**
 * Reads the lines after an opener of `colons` colons, indented by `indent` spaces, one at a time;
 * true at the line that closes it. A marker may be indented as much as the opener (no more). The
 * levels are a stack, as in the plugin: the opener's, then one per marker of fewer colons.
 */
export function docusaurus2Closer(colons: number, indent = 0): (line: string) => boolean {
  const levels = [colons - 3];
  return (line) => {
    const marker = MARKER.exec(line.slice(Math.min(indent, /^ */.exec(line)![0].length)));
    if (!marker) return false;
    const level = marker[1].length;
    if (level < levels.at(-1)!) levels.push(level);
    else if (level === levels.at(-1)) levels.pop();
    return levels.length === 0;
  };
}

/**
 * Where the lines that close a Docusaurus 2 admonition go on past their colons (`:::info` closing an
 * `:::info`, as litho's docs write it; `:::tip Title` closing a note): the spans to blank for the MDX
 * parser, whose directive syntax would take such a line for a new container, and the JSX that
 * follows it (`</FbInternalOnly>`) for the inside of that container. And the title of each opener
 * (`:::caution Advertencia`): with it the line is no directive to that syntax, so the admonition is
 * a paragraph there, and an `import` right after its closing `:::` a lazy line of it, shown as text
 * where MDX 1 took it as an import (cotalker's untranslated Spanish pages, then without the
 * useBaseUrl their images call); blanked, the opener is a directive, as the title is this build's
 * (containers.ts) and was remark-admonitions' text.
 */
export function docusaurus2CloserTails(text: string): [number, number][] {
  const tails: [number, number][] = [];
  const lines = text.split('\n');
  const inCode = codeLines(lines);
  let closes: ((line: string) => boolean) | undefined;
  let at = 0;
  for (const [i, line] of lines.entries()) {
    if (closes?.(line)) {
      closes = undefined;
      const colons = /^ *:+/.exec(line)![0].length;
      if (line.slice(colons).trim()) tails.push([at + colons, at + line.length]);
    } else if (!closes && !inCode[i]) {
      const open = D2_OPENER.exec(line);
      if (open) closes = docusaurus2Closer(open[1].length, /^ */.exec(line)![0].length);
      if (open?.[3]) tails.push([at + line.length - open[3].length, at + line.length]);
    }
    at += line.length + 1;
  }
  return tails;
}
