/**
 * A block that interrupts a paragraph ends it before a setext underline below can make it a heading,
 * as micromark reads it: in Docusaurus 3, a `:::info` line right under a paragraph's last line opens
 * the admonition, and the `---` after its closing `:::` is a rule (shoguns-wiki: "own.  \n:::info
 * Attack restriction\n...\n:::\n---" was one heading holding the admonition's text and markers).
 * marked tries its setext heading before it cuts a paragraph where a block extension starts, so the
 * heading is refused when its text reaches past such a start, and the paragraph is cut there.
 */
import type { MarkedExtension } from 'marked';

export function setextInterruptsExtension(): MarkedExtension {
  return {
    tokenizer: {
      lheading(src) {
        const heading = this.rules.block.lheading.exec(src);
        if (!heading) return false;
        // As marked's lexer cuts a paragraph: each block extension's start in the text after its first character.
        const rest = src.slice(1);
        const starts = (this.options.extensions?.startBlock ?? []).map((start) => start.call({ lexer: this.lexer }, rest));
        const cut = Math.min(...starts.filter((at): at is number => typeof at === 'number' && at >= 0));
        return cut + 1 < heading[1].length ? undefined : false;
      },
    },
  };
}
