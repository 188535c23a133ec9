/**
 * What a swizzled layout draws beside its children inside the element that holds them: a swizzled
 * BlogLayout rendered once around a marker (stage.ts) adds this to the main column of every blog
 * page, where the generator keeps its own sidebar, columns and table of contents (meteoswiss's adds
 * a "Subscribe to the RSS feed" paragraph before the posts).
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g;

/** The HTML between the opening tag of the innermost element around `marker` and it, and between it and that element's closing tag; the whole HTML either side when no element holds it. */
export function aroundChildren(html: string, marker: string): { before: string; after: string } | undefined {
  const at = html.indexOf(marker);
  if (at < 0 || html.indexOf(marker, at + 1) >= 0) return undefined;
  // The open elements at the marker, each with where its content starts.
  const open: number[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m && m.index < at; m = TAG.exec(html)) {
    if (m[1]) open.pop();
    else if (!m[3] && !VOID.has(m[2].toLowerCase())) open.push(m.index + m[0].length);
  }
  const start = open.at(-1) ?? 0;
  // Its closing tag: the first one past the marker that closes more than it opened since.
  let depth = 0;
  let end = html.length;
  TAG.lastIndex = at + marker.length;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m[1]) depth -= 1;
    else if (!m[3] && !VOID.has(m[2].toLowerCase())) depth += 1;
    if (depth < 0) {
      end = m.index;
      break;
    }
  }
  if (!open.length) end = html.length;
  return { before: html.slice(start, at), after: html.slice(at + marker.length, end) };
}
