/**
 * Strikethrough as a Docusaurus 2 page reads it. Its MDX 1 parsed Markdown with remark-parse 8,
 * whose GFM deletion (lib/tokenize/delete.js, ported below) takes `~~…~~` only: a single `~` is
 * text. marked, as GitHub and Docusaurus 3 (micromark) do, also reads `~…~`, so `2~3 components and
 * 5~6 resources` (a range, common in Chinese and Japanese docs) lost its tildes and struck out the
 * words between them. Docusaurus 3 pages and plain Markdown keep GFM's reading.
 */
import type { MarkedExtension } from 'marked';
import { mdx1InlineExtension } from './mdx1-inline.ts';

const SPACE = /\s/;

/** The length of `~~…~~` at the start of `src`, as remark-parse 8 reads it: no space after the opening pair, none before the closing one. */
export function deleteLength(src: string): number | undefined {
  if (src[0] !== '~' || src[1] !== '~' || src.length < 3 || SPACE.test(src[2])) return undefined;
  for (let i = 3; i < src.length; i++) {
    if (src[i] === '~' && src[i - 1] === '~' && (i < 4 || !SPACE.test(src[i - 2]))) return i + 1;
  }
  return undefined;
}

/** The extension; `enabled` says whether the document at hand is a Docusaurus 2 page. */
export function mdx1StrikethroughExtension(enabled: () => boolean | undefined): MarkedExtension {
  // `~`.
  return mdx1InlineExtension('mdx1Strikethrough', [126], enabled, function (src) {
    const length = deleteLength(src);
    if (length === undefined) return { type: 'text', raw: '~', text: '~', escaped: false };
    const text = src.slice(2, length - 2);
    return { type: 'del', raw: src.slice(0, length), text, tokens: this.lexer.inlineTokens(text) };
  });
}
