/**
 * An inline rule of a Docusaurus 2 page's reading (its MDX 1's remark-parse 8): tried only where
 * the text starts with one of its characters, and only on such a page (`enabled`), so that every
 * other document pays one character comparison. The mdx1-*.ts rules of text are each one of these.
 */
import type { MarkedExtension, TokenizerThis, Tokens } from 'marked';

type InlineToken = Tokens.Text | Tokens.Strong | Tokens.Em | Tokens.Del;

export function mdx1InlineExtension(name: string, starts: number[], enabled: () => boolean | undefined, tokenize: (this: TokenizerThis, src: string) => InlineToken | undefined): MarkedExtension {
  return {
    extensions: [
      {
        name,
        level: 'inline',
        tokenizer(src: string): InlineToken | undefined {
          return starts.includes(src.charCodeAt(0)) && enabled() ? tokenize.call(this, src) : undefined;
        },
      },
    ],
  };
}
