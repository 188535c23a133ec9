/**
 * A bound on how deeply Markdown nests, checked before parsing: Markdown parsers recurse once per
 * level of block quote or list, and their time grows faster than the text (10,000 nested `>`
 * overflow the stack; 1,000 nested lists take seconds). Real documents nest a few levels.
 */
import { codeLines } from './fences.ts';

export const MAX_NESTING = 100;

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
