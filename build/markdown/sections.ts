/** The plain text of a document, split at its h2/h3 headings: the search index's sections (and a post's word count, words.ts). */
import type { Token, Tokens } from 'marked';
import { diagramText, isDiagram } from './diagrams.ts';
import { withoutMagicComments } from './magic-comments.ts';
import { childTokens, plainText } from './tokens.ts';

export interface Section {
  id?: string;
  heading?: string;
  text: string;
}

/** Groups top-level tokens under the h2/h3 heading before them. */
export function splitSections(tokens: Token[]): Section[] {
  const sections: Section[] = [{ text: '' }];
  for (const token of tokens) {
    const heading = token as Tokens.Heading & { id?: string; plain?: string };
    if (token.type === 'heading' && heading.depth >= 2 && heading.depth <= 3 && heading.id) sections.push({ id: heading.id, heading: heading.plain ?? '', text: '' });
    else {
      const current = sections.at(-1)!;
      current.text += (current.text ? '\n' : '') + collectText([token]);
    }
  }
  return sections.filter((s) => s.heading || s.text.trim());
}

/** Plain text of a token tree, block by block, for search and word counts. */
export function collectText(tokens: Token[]): string {
  const parts: string[] = [];
  for (const token of tokens) {
    if (isDiagram(token) && token.diagram && token.diagram.kind !== 'error') parts.push(diagramText(token.diagram));
    else if (token.type === 'code') parts.push(withoutMagicComments((token as Tokens.Code).raw.replace(/^[`~]{3,}.*$/gm, '')));
    else if (token.type === 'heading' || token.type === 'paragraph' || token.type === 'text')
      parts.push(plainText((token as Tokens.Paragraph).tokens ?? []) || (token as Tokens.Text).text);
    else if (token.type === 'table') {
      const table = token as Tokens.Table;
      parts.push([...table.header, ...table.rows.flat()].map((c) => plainText(c.tokens)).join(' '));
    } else parts.push(collectText(childTokens(token)));
  }
  return parts.filter(Boolean).join('\n');
}

