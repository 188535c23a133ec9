/**
 * Where a document's title heading (its first heading, when that is a `#` one: headings.ts's
 * `contentTitleIndex`) is shown. Docusaurus's contentTitle plugin wraps that heading in a
 * `<header>` where it stands; the blog's removes it (`removeContentTitle`), the post's title
 * showing it. The page draws the title above the content, so it is left to the page unless
 * something visible comes before it (pan.dev's API introductions: a version badge and the API's
 * name, then the description's own `# How to evaluate`), where it stays in place.
 */
import type { Tokens } from 'marked';

/** A private-use character (never in real text, which marked leaves alone) that marks the heading's place while the document renders. */
const MARK = '\uE050';

/** The token that stands where the title heading was: raw HTML, which renders as it is. */
export const TITLE_PLACE: Tokens.HTML = { type: 'html', block: true, pre: false, raw: MARK, text: MARK };

/**
 * The document's HTML with the title's place resolved: `header` (the heading's markup) goes
 * there when the HTML before it shows anything, unless the title is removed (a blog post's);
 * otherwise the place is dropped and `inPlace` is false, so the page draws the title itself.
 */
export function placeTitle(html: string, header: string | undefined): { html: string; inPlace: boolean } {
  const at = html.indexOf(MARK);
  if (at < 0) return { html, inPlace: false };
  const inPlace = header !== undefined && html.slice(0, at).trim() !== '';
  return { html: html.slice(0, at) + (inPlace ? header : '') + html.slice(at + MARK.length), inPlace };
}
