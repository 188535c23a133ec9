/**
 * GFM tables: each in a box that scrolls sideways instead of widening the page, and column
 * alignment (`:--`, `:-:`, `--:`) as a class, since `align` is obsolete HTML and the site's CSP
 * allows no inline style.
 */
import type { MarkedExtension, Tokens } from 'marked';

export function tablesExtension(): MarkedExtension {
  return {
    renderer: {
      table(token: Tokens.Table) {
        const cell = (c: Tokens.TableCell) => this.tablecell(c);
        const head = `<tr>${token.header.map(cell).join('')}</tr>`;
        const rows = token.rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('');
        return `<div class="table-wrapper" tabindex="0"><table><thead>${head}</thead><tbody>${rows}</tbody></table></div>\n`;
      },
      tablecell(token: Tokens.TableCell) {
        const tag = token.header ? 'th' : 'td';
        const align = token.align ? ` class="align-${token.align}"` : '';
        return `<${tag}${align}>${this.parser.parseInline(token.tokens)}</${tag}>\n`;
      },
    },
  };
}
