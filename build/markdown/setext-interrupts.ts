/**
 * A block that interrupts a paragraph ends it before a setext underline below can make it a heading,
 * as micromark reads it: in Docusaurus 3, a `:::info` line right under a paragraph's last line opens
 * the admonition, and the `---` after its closing `:::` is a rule (shoguns-wiki: "own.  \n:::info
 * Attack restriction\n...\n:::\n---" was one heading holding the admonition's text and markers).
 * marked tries its setext heading before it cuts a paragraph where a block extension starts, so the
 * heading is refused when its text reaches past such a start, and the paragraph is cut there.
 */
import type { MarkedExtension, Tokens } from 'marked';

/** The extension; `mdx1` says whether the document at hand is a Docusaurus 2 page. */
export function setextInterruptsExtension(mdx1: () => boolean | undefined): MarkedExtension {
  return {
    tokenizer: {
      lheading(src) {
        const heading = this.rules.block.lheading.exec(src);
        if (!heading) return false;
        // As marked's lexer cuts a paragraph: each block extension's start in the text after its first character.
        const rest = src.slice(1);
        const starts = (this.options.extensions?.startBlock ?? []).map((start) => start.call({ lexer: this.lexer }, rest));
        const cut = Math.min(...starts.filter((at): at is number => typeof at === 'number' && at >= 0));
        if (cut + 1 < heading[1].length) return undefined;
        // remark-parse 8 (MDX 1) ends a paragraph at a line where a setext heading starts (its paragraph.js tries
        // the block tokenizers that interrupt one, setextHeading among them, at each line): the heading is the
        // last line alone, the lines above stay a paragraph (battlesnake's "text\n![](img)\n---").
        // marked's lexer keeps whatever token the rule gives, so the paragraph is given for the heading's rule.
        const last = heading[1].lastIndexOf('\n');
        const paragraph = last > 0 && mdx1() ? this.paragraph(src.slice(0, last)) : undefined;
        return paragraph ? (paragraph as unknown as Tokens.Heading) : false;
      },
    },
  };
}
