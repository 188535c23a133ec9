/**
 * ```` ```mdx-code-block ```` fences, Docusaurus's escape hatch for MDX that translation tools
 * would mangle: their content is the document's own MDX, not code, and Docusaurus unwraps them
 * before it parses a file (`unwrapMdxCodeBlocks`, on every file, with three or four backticks).
 * Here the fence lines become blank lines, so that every line keeps its number for messages.
 */

const FENCES = [3, 4].map((n) => new RegExp(`(^|\\r?\\n)( *)\`{${n}} *mdx-code-block\\r?\\n(.*?)\\r?\\n *\`{${n}}(?=\\r?\\n|$)`, 'gs'));

/**
 * The text with each mdx-code-block fence replaced by its content, between blank lines. With
 * `openToEnd` (a Docusaurus 2 page), also the one never closed (below), which it is told of: its
 * 0-based line and a warning.
 */
export function unwrapMdxCodeBlocks(text: string, openToEnd?: (line: number, message: string) => void): string {
  if (!text.includes('mdx-code-block')) return text;
  const closed = FENCES.reduce((unwrapped, fence) => unwrapped.replace(fence, (_, begin: string, _indent: string, children: string) => `${begin}\n${children}\n`), text);
  const open = openToEnd && unwrapOpenMdxCodeBlock(closed);
  if (!open) return closed;
  openToEnd(open.line, 'read as MDX 1 (Docusaurus 2) reads it: an ```mdx-code-block fence that is never closed, whose content Docusaurus 2 read as MDX to the end of the file and Docusaurus 3 shows as code. Close the fence.');
  return open.text;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * The text with an mdx-code-block fence that is never closed unwrapped to the end of the file, and
 * the 0-based line of its fence; undefined when there is none. Markdown runs such a fence to the end
 * of the file, and Docusaurus 2 unwrapped mdx-code-block code blocks as Markdown read them (a remark
 * plugin), so kusionstack's pages that end in one close their `<Tabs>` there; Docusaurus 3's
 * unwrapping (above) takes closed fences only.
 */
export function unwrapOpenMdxCodeBlock(text: string): { text: string; line: number } | undefined {
  if (!text.includes('mdx-code-block')) return undefined;
  const lines = text.split('\n');
  let open: { line: number; marker: string; info: string } | undefined;
  for (const [i, line] of lines.entries()) {
    const fence = FENCE.exec(line);
    if (!fence) continue;
    const [, marker, info] = fence;
    if (!open) {
      // A backtick fence's info string holds no backtick (CommonMark), so such a line opens nothing.
      if (marker[0] !== '`' || !info.includes('`')) open = { line: i, marker, info: info.trim() };
    } else if (marker[0] === open.marker[0] && marker.length >= open.marker.length && !info.trim()) open = undefined;
  }
  if (!open || !/^mdx-code-block(?:\s|$)/.test(open.info)) return undefined;
  lines[open.line] = '';
  return { text: lines.join('\n'), line: open.line };
}
