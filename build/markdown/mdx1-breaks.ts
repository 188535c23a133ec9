/**
 * Hard line breaks as a Docusaurus 2 page reads them. Its MDX 1 parsed Markdown with remark-parse 8
 * outside CommonMark mode, where only two or more spaces end a line with a break: a `\` at the end
 * of a line is text (CommonMark, marked and Docusaurus 3 make it a break). The backslash stays.
 */
import type { MarkedExtension, Tokens } from 'marked';

/** The extension; `enabled` says whether the document at hand is a Docusaurus 2 page. */
export function mdx1BreaksExtension(enabled: () => boolean | undefined): MarkedExtension {
  return {
    extensions: [
      {
        name: 'mdx1Breaks',
        level: 'inline',
        tokenizer(src: string): Tokens.Text | undefined {
          return src.charCodeAt(0) === 92 && src.charCodeAt(1) === 10 && enabled() ? { type: 'text', raw: '\\', text: '\\', escaped: false } : undefined;
        },
      },
    ],
  };
}
