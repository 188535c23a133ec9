/**
 * The one fence-aware scanner of the Markdown layer: which lines belong to fenced code. Every
 * line-based pass (MDX lines, `:::` containers, `@tab` labels, diagram counts) asks it, so that
 * none of them reads code as syntax.
 *
 * It follows CommonMark: a fence is three or more backticks or tildes; it closes at a line of the
 * same character, at least as long, with nothing after it; a backtick fence's info string has no
 * backtick; an unclosed fence runs to the end. Fences may be indented (inside list items). An
 * HTML comment that starts a line runs to the line holding `-->` (CommonMark's HTML block, and
 * what Docusaurus's comment plugin reads): a fence written inside it (`<!-- ```go` ... ``` -->`,
 * code commented out) is no fence, and its last line opens none.
 */

export interface Fence {
  /** 0-based index of the opening line. */
  open: number;
  /** 0-based index of the closing line, or of the last line when the fence is never closed. */
  close: number;
  /** The info string after the opening marker: ```ts title="a.ts" gives `ts title="a.ts"`. */
  info: string;
  closed: boolean;
}

const OPENING = /^\s*(`{3,}|~{3,})(.*)$/;
const COMMENT = /^\s*<!--/;

/** Whether each line, given one after another outside fenced code, is part of an HTML comment that starts a line. */
function commentReader(): (line: string) => boolean {
  let open = false;
  return (line) => {
    if (!open && !COMMENT.test(line)) return false;
    open = !line.slice(open ? 0 : line.indexOf('<!--') + 4).includes('-->');
    return true;
  };
}

export function scanFences(lines: string[]): Fence[] {
  const fences: Fence[] = [];
  const inComment = commentReader();
  for (let i = 0; i < lines.length; i++) {
    if (inComment(lines[i])) continue;
    const open = OPENING.exec(lines[i]);
    if (!open || (open[1][0] === '`' && open[2].includes('`'))) continue;
    const [marker, info] = [open[1], open[2].trim()];
    let close = i + 1;
    while (close < lines.length && !closes(lines[close], marker)) close++;
    const closed = close < lines.length;
    fences.push({ open: i, close: closed ? close : lines.length - 1, info, closed });
    i = close;
  }
  return fences;
}

function closes(line: string, marker: string): boolean {
  const match = OPENING.exec(line);
  return Boolean(match && match[1][0] === marker[0] && match[1].length >= marker.length && !match[2].trim());
}

/** For each line, whether it is part of fenced code (its fence lines included). */
export function codeLines(lines: string[]): boolean[] {
  return lines.map(fenceReader());
}

/**
 * Whether each line, given one after another, is part of fenced code, as `scanFences` decides:
 * for a pass that reads only as far as it needs (a container reads up to its closing line).
 */
export function fenceReader(): (line: string) => boolean {
  let marker: string | undefined;
  const inComment = commentReader();
  return (line) => {
    if (marker) {
      if (closes(line, marker)) marker = undefined;
      return true;
    }
    if (inComment(line)) return false;
    const open = OPENING.exec(line);
    if (!open || (open[1][0] === '`' && open[2].includes('`'))) return false;
    marker = open[1];
    return true;
  };
}
