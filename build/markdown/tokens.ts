/** Helpers over marked's token tree: source lines and plain text. */
import type { Token, Tokens } from 'marked';
import { unescapeHtml } from './escape.ts';

/** Tokens carry the source line they start on, for diagnostics. */
export type Located<T = Token> = T & { line?: number };

/** Every token that may contain block or inline tokens, in document order. */
export function childTokens(token: Token): Token[] {
  const t = token as Token & { tokens?: Token[]; items?: Token[]; panels?: { tokens: Token[] }[] };
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    return [...table.header, ...table.rows.flat()].flatMap((cell) => cell.tokens);
  }
  if (t.panels) return t.panels.flatMap((p) => p.tokens);
  // Most tokens have one list or none: it is returned as it is rather than copied.
  if (!t.items) return t.tokens ?? NONE;
  return t.tokens ? [...t.items, ...t.tokens] : t.items;
}

const NONE: Token[] = [];

/**
 * Gives each token the 1-based line it starts on. Marked keeps each token's `raw` text, so a
 * token is found inside its parent's raw text, searching forward from the previous sibling.
 */
export function assignLines(tokens: Token[], text: string, firstLine: number): void {
  let cursor = 0;
  let line = firstLine;
  for (const token of tokens as Located[]) {
    const at = token.raw ? text.indexOf(token.raw, cursor) : -1;
    if (at >= 0) {
      line += countNewlines(text, cursor, at);
      cursor = at;
    }
    token.line = line;
    const children = childTokens(token);
    // An MDX element's children come from another text (mdx/extension.ts), which gave them their lines.
    if (children.length && !(token as { ownLines?: boolean }).ownLines) assignLines(children, token.raw ?? '', line);
  }
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** The visible text of inline tokens, as a reader would see it. */
export function plainText(tokens: Token[] | undefined): string {
  if (!tokens) return '';
  return tokens
    .map((token) => {
      const t = token as Token & { tokens?: Token[]; text?: string };
      if (token.type === 'image') return (token as Tokens.Image).text;
      if (token.type === 'html' || token.type === 'br') return '';
      if (t.tokens?.length) return plainText(t.tokens);
      return unescapeHtml(t.text ?? '');
    })
    .join('');
}
