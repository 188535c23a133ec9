/**
 * A comment that starts a line, with text after its `-->`, as Docusaurus 3 reads it: its comment
 * plugin (remark-comment, markdown/mdx/comment-syntax.ts) ends the comment at `-->`, and micromark
 * then takes the one character after it for the line's end, so the rest of the line is a block of
 * its own. ozone's `<!-- TODO: link to SCM page --> The relationship between ...` is a paragraph
 * there; CommonMark's HTML block, which marked reads, would take the whole line for HTML, shown
 * without a paragraph and its Markdown unread. A comment with nothing after it on its line is the
 * HTML block it is in CommonMark too, and is left to marked.
 */
import type { MarkedExtension, Tokens } from 'marked';

const OPENING = /^ {0,3}<!--/;

/**
 * Where the comment at the start of `src` ends, just after its `-->`, as remark-comment finds it:
 * `<!-->` and `<!--->` are no comment, the dash right after `<!--` starts no `-->`, and a comment
 * never closed is none.
 */
function commentEnd(src: string): number | undefined {
  const open = OPENING.exec(src);
  if (!open) return undefined;
  const body = open[0].length;
  if (src[body] === '>' || src.startsWith('->', body)) return undefined;
  const close = src.indexOf('-->', src[body] === '-' ? body + 1 : body);
  return close < 0 ? undefined : close + 3;
}

/** The extension; `enabled` says whether the document at hand is read so (not a Docusaurus 2 page: MDX 1 made the rest of such a line part of the comment, or refused it). */
export function commentLinesExtension(enabled: () => boolean): MarkedExtension {
  return {
    extensions: [
      {
        name: 'commentLine',
        level: 'block',
        tokenizer(src: string): Tokens.HTML | undefined {
          const end = enabled() ? commentEnd(src) : undefined;
          if (end === undefined) return undefined;
          const lineEnd = src.indexOf('\n', end);
          if (!src.slice(end, lineEnd < 0 ? undefined : lineEnd).trim()) return undefined;
          // The character after `-->` goes with the comment, as micromark takes it for the line's end: it is not shown.
          return { type: 'html', block: true, pre: false, raw: src.slice(0, end + 1), text: src.slice(0, end) };
        },
      },
    ],
  };
}
