/**
 * What a page shows that Docusaurus does not render on the server (unrendered.tsx marks it):
 * Docusaurus checks only the links its server render collects, so the checks read the HTML
 * without it, and the page gets the HTML without the marks. Private-use characters, which never
 * occur in real text; a module without React, as Markdown pages read it too.
 */
export const START = '\uE040';
export const END = '\uE041';
const MARKS = /[\uE040\uE041]/g;

/** The HTML the server render of Docusaurus has: what is marked left out (marks nest, as tabs do). */
export function serverRendered(html: string): string {
  if (!html.includes(START)) return html;
  let depth = 0;
  let kept = '';
  let from = 0;
  for (let i = 0; i < html.length; i++) {
    const c = html[i];
    if (c !== START && c !== END) continue;
    if (depth === 0) kept += html.slice(from, i);
    depth = c === START ? depth + 1 : Math.max(0, depth - 1);
    from = i + 1;
  }
  return depth === 0 ? kept + html.slice(from) : kept;
}

/** The page's HTML: every tab shown, the marks gone. */
export const withoutMarks = (html: string): string => html.replace(MARKS, '');
