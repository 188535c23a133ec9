/**
 * HTML comments are left out of the page, as Docusaurus leaves them out: MDX 3 drops what its
 * comment plugin reads (and rehype-raw's comments in Markdown become JSX comments), MDX 1 compiled
 * them to JSX comments. A comment holding what a reader must not see (a `:::note` put aside, a
 * draft paragraph, a `<script>` turned off) stays out of the HTML, and out of the checks of what
 * the HTML would run.
 */

/** A raw-text element, whose `<!--` is text; a tag, whose attribute values may hold `<!--`; a comment, as HTML reads it (`<!-->` and `<!--->` are empty; one never closed runs to the end). */
const PARTS = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<[a-zA-Z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>|(<!--(?:-?>|[\s\S]*?(?:--!?>|$)))/gi;

/** The HTML without its comments. */
export function withoutComments(html: string): string {
  if (!html.includes('<!--')) return html;
  return html.replace(PARTS, (part: string, _tag: string | undefined, comment: string | undefined) => (comment ? '' : part));
}
