/**
 * Line prefixes of the Markdown twin (`> ` of a quote or an admonition, `- ` and its indent of a
 * list item), written once. A container marks its text with the prefixes rather than prefixing
 * every line itself: prefixed at each level, a line 100 containers deep was copied 100 times, with
 * ever longer prefixes, and a deep document cost its depth times the size of its twin (100 nested
 * admonitions around 90,000 lines: 11.5 s of CPU time, now 3.3 s). `writePrefixes` then writes each
 * line's prefixes in one pass, in time linear in the twin's size.
 */

// Private-use characters, which real text does not hold (as the MDX placeholders, with others); a
// page that does hold them may get a twin with prefixes missing, nothing worse.
const OPEN = '\uE010';
const SPLIT = '\uE011';
const CLOSE = '\uE012';
const MARK = new RegExp(`${OPEN}([^${SPLIT}]*)${SPLIT}([^${SPLIT}]*)${SPLIT}|${CLOSE}|\\n`, 'g');

/** `text` with `first` before its first line and `rest` before each other (a blank line gets its prefix without trailing spaces). */
export function prefixLines(text: string, first: string, rest = first): string {
  return `${OPEN}${first}${SPLIT}${rest}${SPLIT}${text}${CLOSE}`;
}

/** The text with every line's prefixes written: those of the containers it is in at its start, then those opening on it. */
export function writePrefixes(text: string): string {
  if (!text.includes(OPEN)) return text;
  const lines: string[] = [];
  // The prefix of a new line, per container the text is in at that point (the innermost last).
  const indents: string[] = [];
  let indent = '';
  let line: string[] = [];
  // Nothing but prefixes since the last of them: the line ends without their trailing spaces.
  let bare = true;
  const add = (piece: string) => {
    if (!piece) return;
    line.push(piece);
    bare = false;
  };
  const end = () => {
    const written = line.join('');
    lines.push(bare ? written.trimEnd() : written);
    line = [indent];
    bare = true;
  };
  let at = 0;
  for (const mark of text.matchAll(MARK)) {
    add(text.slice(at, mark.index));
    at = mark.index + mark[0].length;
    if (mark[0] === '\n') end();
    else if (mark[0] === CLOSE) {
      indents.pop();
      indent = indents.at(-1) ?? '';
    } else {
      line.push(mark[1]);
      bare = true;
      indent += mark[2];
      indents.push(indent);
    }
  }
  add(text.slice(at));
  end();
  return lines.join('\n');
}
