/**
 * ```` ```mdx-code-block ```` fences, Docusaurus's escape hatch for MDX that translation tools
 * would mangle: their content is the document's own MDX, not code, and Docusaurus unwraps them
 * before it parses a file (`unwrapMdxCodeBlocks`, on every file, with three or four backticks).
 * Here the fence lines become blank lines, so that every line keeps its number for messages.
 */

const FENCES = [3, 4].map((n) => new RegExp(`(^|\\r?\\n)( *)\`{${n}} *mdx-code-block\\r?\\n(.*?)\\r?\\n *\`{${n}}(?=\\r?\\n|$)`, 'gs'));

/** The text with each mdx-code-block fence replaced by its content, between blank lines. */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  return FENCES.reduce((unwrapped, fence) => unwrapped.replace(fence, (_, begin: string, _indent: string, children: string) => `${begin}\n${children}\n`), text);
}
