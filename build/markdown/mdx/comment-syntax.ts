/**
 * HTML comments in the MDX parse, read as Docusaurus 3 reads them: with `markdown.mdx1Compat.comments`
 * (on by default) mdx-loader adds @slorber/remark-comment, whose micromark construct makes
 * `<!-- … -->` a comment in flow and in text, and whose mdast extension leaves it out of the tree.
 * A comment is no blank line: one at the start of a line ends the list item or paragraph before it
 * as any block there would (cardano's `<!-- -->` line ends a list, so the `</TabItem>` under it
 * closes its element). The tokenizer follows that plugin's, step for step, so that the same
 * texts are comments: `<!-->` and `<!--->` are not, nor a comment never closed; one ends at the
 * first `-->` (or `--->`), across lines, each line's indent set aside.
 */
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Code, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    comment: 'comment';
    commentEnd: 'commentEnd';
  }
}

const LESS_THAN = 60;
const EXCLAMATION = 33;
const DASH = 45;
const GREATER_THAN = 62;
/** micromark's codes for CR, LF and CRLF, and for a tab, a tab's virtual spaces and a space. */
const lineEnding = (code: Code) => code !== null && code < -2;
const space = (code: Code) => code === -2 || code === -1 || code === 32;

function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const expect = (wanted: number, next: State): State => (code) => {
    if (code !== wanted) return nok(code);
    effects.consume(code);
    return next;
  };
  const start: State = (code) => {
    effects.enter('comment');
    effects.consume(code);
    return expect(EXCLAMATION, expect(DASH, expect(DASH, opened)));
  };
  const opened: State = (code) => {
    if (code === GREATER_THAN) return nok(code);
    if (lineEnding(code)) return atLineEnding(code);
    effects.enter('data');
    if (code !== DASH) return inside(code);
    effects.consume(code);
    return (next: Code) => (next === GREATER_THAN ? nok(next) : inside(next));
  };
  const inside: State = (code) => {
    if (code === null) return nok(code);
    if (code === DASH) {
      effects.consume(code);
      return oneDash;
    }
    if (lineEnding(code)) {
      effects.exit('data');
      return atLineEnding(code);
    }
    effects.consume(code);
    return inside;
  };
  const atLineEnding: State = (code) => {
    effects.enter('lineEnding');
    effects.consume(code);
    effects.exit('lineEnding');
    return indent;
  };
  // The next line's indent is the line's prefix, as micromark's factory-space would mark it.
  const indent: State = (code) => {
    if (!space(code)) return afterIndent(code);
    effects.enter('linePrefix');
    const more: State = (next) => {
      if (space(next)) {
        effects.consume(next);
        return more;
      }
      effects.exit('linePrefix');
      return afterIndent(next);
    };
    return more(code);
  };
  const afterIndent: State = (code) => {
    if (lineEnding(code)) return atLineEnding(code);
    effects.enter('data');
    return inside(code);
  };
  const oneDash: State = (code) => {
    if (code !== DASH) return inside(code);
    effects.consume(code);
    return dashes;
  };
  const dashes: State = (code) => {
    if (code === GREATER_THAN) {
      effects.exit('data');
      effects.enter('commentEnd');
      effects.consume(code);
      effects.exit('commentEnd');
      effects.exit('comment');
      return ok;
    }
    if (code === DASH) {
      effects.consume(code);
      return dashes;
    }
    return inside(code);
  };
  return start;
}

/** The micromark syntax: a comment in flow (a construct of its own lines, which nothing pierces) and in text. */
export const commentSyntax: Extension = {
  flow: { [LESS_THAN]: { name: 'comment', tokenize, concrete: true } },
  text: { [LESS_THAN]: { name: 'comment', tokenize } },
};

/** The mdast side: the comment's text is read into a buffer and dropped, so the tree has no node for it. */
export const commentFromMarkdown: FromMarkdownExtension = {
  enter: {
    comment() {
      this.buffer();
    },
  },
  exit: {
    comment() {
      this.resume();
    },
  },
};
