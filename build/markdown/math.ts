/**
 * Math as remark-math reads it (`$inline$`, and `$$` fences around a display block), drawn at build
 * time by KaTeX, for sites whose config lists remark-math (the rehype-katex that goes with it runs
 * here). KaTeX writes MathML, which browsers lay out themselves: no stylesheet, font or inline
 * style (which the site's CSP refuses) is needed, and no script runs on the page.
 */
import katex from 'katex';
import type { MarkedExtension, Tokens } from 'marked';
import { blockStart } from './block-start.ts';
import { escapeHtml } from './escape.ts';

export interface MathToken extends Tokens.Generic {
  type: 'math' | 'inlineMath';
  text: string;
  display: boolean;
  /** The MathML, drawn in the analysis pass (`drawMath`), which knows the line to report at. */
  html?: string;
}

export const isMath = (token: Tokens.Generic): token is MathToken => token.type === 'math' || token.type === 'inlineMath';

const BLOCK = /^ {0,3}\$\$[ \t]*\n([\s\S]*?)\n? {0,3}\$\$[ \t]*(?:\n+|$)/;
// Like a code span: a run of `$` closed by a run as long, not across a blank line.
const INLINE = /^(\$\$?)(?!\$)((?:\\[\s\S]|(?!\n[ \t]*\n)[^\\$])+?)\1(?!\$)/;

/** Draws a formula into its token; one KaTeX refuses is shown as its source, with a warning. */
export function drawMath(token: MathToken, warn: (message: string) => void): void {
  try {
    token.html = katex.renderToString(token.text, { displayMode: token.display, output: 'mathml', strict: 'ignore', throwOnError: true });
  } catch (error) {
    warn(`math does not parse: ${(error as Error).message.replace(/^KaTeX parse error: /, '')}. Fix the TeX; until then the formula shows as its source.`);
    token.html = `<code>${escapeHtml(token.text)}</code>`;
  }
}

/** The extension; `enabled` says whether the document at hand reads math. */
export function mathExtension(enabled: () => boolean): MarkedExtension {
  return {
    extensions: [
      {
        name: 'math',
        level: 'block',
        start: (src: string) => (enabled() ? blockStart(src, / {0,3}\$\$/) : undefined),
        tokenizer(src: string): MathToken | undefined {
          const match = enabled() ? BLOCK.exec(src) : null;
          return match ? { type: 'math', raw: match[0], text: match[1], display: true } : undefined;
        },
        renderer: (token) => `<div class="math math-display">${(token as MathToken).html}</div>\n`,
      },
      {
        name: 'inlineMath',
        level: 'inline',
        start: (src: string) => (enabled() ? src.match(/(?<!\\)\$/)?.index : undefined),
        tokenizer(src: string): MathToken | undefined {
          const match = enabled() ? INLINE.exec(src) : null;
          return match ? { type: 'inlineMath', raw: match[0], text: match[2].trim(), display: false } : undefined;
        },
        renderer: (token) => `<span class="math math-inline">${(token as MathToken).html}</span>`,
      },
    ],
  };
}
