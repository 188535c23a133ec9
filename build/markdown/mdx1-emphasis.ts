/**
 * Emphasis and strong emphasis as a Docusaurus 2 page reads them. Its MDX 1 parsed Markdown with
 * remark-parse 8, which is not CommonMark: at a `*` or `_` it tries strong (`**`, `__`), then
 * emphasis, each running to the first closing marker with no flanking rules (lib/tokenize/strong.js
 * and emphasis.js, ported below). So `a * b * c`, `2 * 3 = 6 and 4 * 5` and `{/* note *\/}` hold
 * emphasis there, and `** b **` is strong; an `_` may open inside a word (`foo_bar_ baz`) but not
 * close before a word character (`snake_case_name` stays text). Where neither matches, the marker
 * is text, as remark-parse leaves it: marked's own (CommonMark) emphasis never runs on such a page.
 * Docusaurus 3 pages and plain Markdown keep CommonMark's.
 */
import type { MarkedExtension } from 'marked';
import { mdx1InlineExtension } from './mdx1-inline.ts';

/** is-word-character, which remark-parse 8 asks: an ASCII letter, digit or `_`. */
const WORD = /\w/;

/** The length of `**…**` (or `__…__`) at the start of `src`, as remark-parse 8's strong reads it. */
export function strongLength(src: string): number | undefined {
  const marker = src[0];
  if ((marker !== '*' && marker !== '_') || src[1] !== marker) return undefined;
  for (let i = 2; i < src.length; i++) {
    // A closing pair followed by a third marker is not one: the run closes at its last two.
    if (src[i] === marker && src[i + 1] === marker && src[i + 2] !== marker) return src.slice(2, i).trim() ? i + 2 : undefined;
    if (src[i] === '\\') i++;
  }
  return undefined;
}

/** The length of `*…*` (or `_…_`) at the start of `src`, as remark-parse 8's emphasis reads it. */
export function emphasisLength(src: string): number | undefined {
  const marker = src[0];
  if (marker !== '*' && marker !== '_') return undefined;
  let previous = '';
  for (let i = 1; i < src.length; i++) {
    if (src[i] === marker) {
      if (src[i + 1] !== marker) {
        // Empty, or the end of a run of markers: not emphasis at all (remark-parse gives up, it does not look further).
        if (!src.slice(1, i).trim() || previous === marker) return undefined;
        if (marker === '_' && WORD.test(src[i + 1] ?? '')) {
          previous = marker;
          continue;
        }
        return i + 1;
      }
      // A doubled marker is content: both are taken, and the next character is read after them.
      previous = marker;
      i++;
      continue;
    }
    if (src[i] === '\\') i++;
    previous = src[i] ?? '';
  }
  return undefined;
}

/** The extension; `enabled` says whether the document at hand is a Docusaurus 2 page. */
export function mdx1EmphasisExtension(enabled: () => boolean | undefined): MarkedExtension {
  // `*` or `_`.
  return mdx1InlineExtension('mdx1Emphasis', [42, 95], enabled, function (src) {
    const strong = strongLength(src);
    if (strong !== undefined) {
      const text = src.slice(2, strong - 2);
      return { type: 'strong', raw: src.slice(0, strong), text, tokens: this.lexer.inlineTokens(text) };
    }
    const em = emphasisLength(src);
    if (em !== undefined) {
      const text = src.slice(1, em - 1);
      return { type: 'em', raw: src.slice(0, em), text, tokens: this.lexer.inlineTokens(text) };
    }
    return { type: 'text', raw: src[0], text: src[0], escaped: false };
  });
}
