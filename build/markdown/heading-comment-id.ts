/**
 * A heading's id written as a comment at its end, as Docusaurus 3.10 reads it (mdx-loader's
 * remark/headings): `### click {/* #locator-click *\/}` in MDX, `### click <!-- #locator-click -->`
 * in CommonMark. The comment's first word, after its `#`, is the id; a comment whose first word
 * does not start with `#` is no id. microsoft/playwright.dev writes every API member's heading so,
 * and its pages link to those ids (1,244 links on its Node.js site alone).
 */

/** The characters CommonMark lets a backslash escape. */
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/g;

/** The id a comment's text gives (` #locator-click `), if any. */
export function commentHeadingId(comment: string): string | undefined {
  const first = comment.trim().split(' ')[0];
  return first.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/** An HTML comment's id (`<!-- #id -->`), if it is one. */
export function htmlCommentHeadingId(html: string): string | undefined {
  const comment = /^<!--([\s\S]*)-->$/.exec(html.trim())?.[1];
  return comment ? commentHeadingId(comment) : undefined;
}

/**
 * What the MDX stage writes for a comment `{/* … *\/}` in text, from `start` to `end` of `source`
 * (`comments`: the comments its code holds). On an ATX heading's line, Docusaurus reads the
 * comment as part of the heading (a setext heading's too, `Title {/* x *\/}` over `---`): when it ends the line and is its code's one comment, naming an
 * id, it gives the `\\{#id\\}` the heading stage (headings.ts) reads; any other comment there is
 * `null`, kept as an expression, whose code Docusaurus's slug and table of contents read as text
 * (`## Plain {/* note *\/}` is `plain--note-`). Anywhere else it is dropped: ''.
 */
export function textComment(source: string, start: number, end: number, comments: { value: string }[] = []): string | null {
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = source.indexOf('\n', end);
  if (!/^ {0,3}#{1,6}[ \t]/.test(source.slice(lineStart, start)) && !setextLine(source, lineStart, lineEnd)) return '';
  const last = !source.slice(end, lineEnd < 0 ? undefined : lineEnd).trim();
  const id = last && comments.length === 1 ? commentHeadingId(comments[0].value) : undefined;
  // Docusaurus takes any first word as the id (`#a/b`, `#日本語`): its ASCII punctuation is written escaped, so that it stays text, and headings.ts unescapes it.
  return id && !/\s/.test(id) ? `\\{#${id.replace(ASCII_PUNCTUATION, '\\$&')}\\}` : null;
}

/** Whether the line from `lineStart` to `lineEnd` is a one-line setext heading's text: a line of text over a line of `=` or `-`. */
function setextLine(source: string, lineStart: number, lineEnd: number): boolean {
  if (lineEnd < 0 || !/^ {0,3}[^\s>*+#-]/.test(source.slice(lineStart, lineEnd)) || /^ {0,3}\d{1,9}[.)]/.test(source.slice(lineStart, lineEnd))) return false;
  const next = source.indexOf('\n', lineEnd + 1);
  return / {0,3}(=+|-+)[ \t]*$/y.test(source.slice(lineEnd + 1, next < 0 ? undefined : next));
}
