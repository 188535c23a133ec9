/**
 * A line that opens with an HTML tag of CommonMark's seventh kind (any complete tag alone on its
 * line: `<br/>`, `<img …/>`) cannot interrupt a paragraph, so in a list item it goes on the item's
 * text, and the lines after it stay Markdown. marked knows the rule for a paragraph but not for a
 * list item's text (its lines lex as `text` tokens, not `paragraph`), where it took the tag and
 * every line after it to the next blank line as raw HTML: a `:::warning` admonition, links and
 * `**bold**` under `* **Delete** - …` / `  <br/>` showed as source (clearml-docs, read as
 * CommonMark under `markdown.format: 'detect'`). Tags of the first six kinds (`<div>`, `<pre>`,
 * comments) interrupt a paragraph in CommonMark, as in marked, and still do.
 */
import type { MarkedExtension } from 'marked';

/** What of marked's tokenizer is read here: its rules, and the lexer's last block token. */
interface TokenizerThis {
  lexer: { state: { lastToken?: { type: string } } };
  rules: { other: { htmlBeginRegex: (indent: number) => RegExp } };
}

export function listTextHtmlExtension(): MarkedExtension {
  return {
    tokenizer: {
      // `undefined`: no HTML block here, so the line lexes as the item's text; `false`: marked's own rule.
      html(this: unknown, src: string) {
        const { lexer, rules } = this as TokenizerThis;
        return lexer.state.lastToken?.type === 'text' && !rules.other.htmlBeginRegex(4).test(src) ? undefined : false;
      },
    },
  };
}
