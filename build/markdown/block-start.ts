/** Each marker's search, made once. */
const AFTER_NEWLINE = new WeakMap<RegExp, RegExp>();

/**
 * Where a block extension's marker could interrupt the paragraph that starts `src` (the `start` of
 * a marked block extension). marked asks with the paragraph's text less its first character
 * (`src.slice(1)`), so offset 0 is inside the paragraph's first line, never at a line's start: only
 * a marker right after a newline counts. Matching at offset 0 cut rotorflight's escaped `\:::note`
 * into a paragraph of its backslash and an admonition that ran to the end of the page, where
 * Docusaurus shows the line as text. Only the paragraph itself (up to the next blank line) is
 * searched: scanning the whole rest of a large document on every paragraph would make rendering
 * quadratic.
 */
export function blockStart(src: string, marker: RegExp): number | undefined {
  const end = src.indexOf('\n\n');
  let afterNewline = AFTER_NEWLINE.get(marker);
  if (!afterNewline) AFTER_NEWLINE.set(marker, (afterNewline = new RegExp(`\\n(?:${marker.source})`)));
  const found = afterNewline.exec(end < 0 ? src : src.slice(0, end));
  return found ? found.index + 1 : undefined;
}
