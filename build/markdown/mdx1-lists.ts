/**
 * Ordered lists as a Docusaurus 2 page reads them. Its MDX 1 parsed Markdown with remark-parse 8
 * outside CommonMark mode, where an ordered item's number ends with `.` only (lib/tokenize/list.js
 * takes `)` in CommonMark mode alone): `1) CPU usage` is a paragraph there, and was a list here
 * (kubevela, kubeedge). Docusaurus 3 pages and plain Markdown keep CommonMark's `1)` lists.
 */
import type { MarkedExtension } from 'marked';

const PAREN_ITEM = /^ {0,3}\d{1,9}\)(?:[ \t]|\n|$)/;

/** The extension; `enabled` says whether the document at hand is a Docusaurus 2 page. */
export function mdx1ListsExtension(enabled: () => boolean | undefined): MarkedExtension {
  return {
    tokenizer: {
      // `undefined`: no list here, and marked goes on to its next block rules (a paragraph); `false`: marked's own list rule.
      list: (src: string) => (PAREN_ITEM.test(src) && enabled() ? undefined : false),
    },
  };
}
