/**
 * MDX and Markdown read a document apart (prepare.ts, then marked), and they may disagree on what
 * is code: a fence MDX did not see (its opening line in an indented HTML comment, which MDX reads
 * as a comment and Markdown as indented code, say) holds an expression MDX evaluated, while
 * Markdown takes the fence as code. There the placeholder would
 * show as private-use characters; the author's own text stands in its place instead, as the
 * code reads in the file.
 */
import type { Token } from 'marked';
import { END, FILLER, FLOW, TEXT } from './markers.ts';
import type { MdxEntry } from './state.ts';

/** A placeholder with its padding: a text one's filler lines, or the line ends after a flow one (some of them the text's own). */
const PLACED = new RegExp(`([${FLOW}${TEXT}])(\\d+)${END}((?:${FILLER}\\n)*)(\\n*)`, 'g');

/** `text` with each placeholder (and the line ends it stands for) back to the source it replaced. */
export function restoreSource(text: string, entries: MdxEntry[]): string {
  return text.replace(PLACED, (placed, kind: string, index: string, _fillers: string, ends: string) => {
    const source = entries[Number(index)]?.source;
    if (source === undefined) return placed;
    const padding = kind === FLOW ? source.split('\n').length - 1 : 0;
    return source + '\n'.repeat(Math.max(0, ends.length - padding));
  });
}

const LEAVES = new Set(['code', 'codespan', 'html']);

/** A token Markdown reads as code or raw HTML (which nothing looks into for placeholders) gets its source back. */
export function restoreInLeaf(token: Token, entries: MdxEntry[]): void {
  if (!entries.length || !LEAVES.has(token.type)) return;
  const leaf = token as Token & { text?: string };
  leaf.raw = restoreSource(leaf.raw, entries);
  if (typeof leaf.text === 'string') leaf.text = restoreSource(leaf.text, entries);
}
