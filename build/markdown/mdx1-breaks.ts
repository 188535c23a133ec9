/**
 * Hard line breaks as a Docusaurus 2 page reads them. Its MDX 1 parsed Markdown with remark-parse 8
 * outside CommonMark mode, where only two or more spaces end a line with a break: a `\` at the end
 * of a line is text (CommonMark, marked and Docusaurus 3 make it a break). The backslash stays.
 */
import type { MarkedExtension } from 'marked';
import { mdx1InlineExtension } from './mdx1-inline.ts';

/** The extension; `enabled` says whether the document at hand is a Docusaurus 2 page. */
export function mdx1BreaksExtension(enabled: () => boolean | undefined): MarkedExtension {
  // `\` then a line's end.
  return mdx1InlineExtension('mdx1Breaks', [92], enabled, (src) => (src.charCodeAt(1) === 10 ? { type: 'text', raw: '\\', text: '\\', escaped: false } : undefined));
}
