/**
 * The description Docusaurus gives a doc, blog post or Markdown page without a `description` in
 * its front matter: not its first paragraph, but the first line of its text that is left after
 * Docusaurus's cleaning (imports, code fences, titles, tags, emphasis, links, admonition lines
 * and emoji names taken out). A paragraph wrapped onto several lines gives only its first line,
 * and `<...>` goes even from inline code. Ported from `createExcerpt` of @docusaurus/utils 3.10
 * (MIT, lib/markdownUtils.js), rule for rule, so that descriptions, doc cards and feeds match.
 */
export function docusaurusExcerpt(body: string): string | undefined {
  const lines = body
    .trimStart()
    // A Setext title (`Title` over `===`).
    .replace(/^[^\r\n]*\r?\n[=]+/g, '')
    .split(/\r?\n/);
  let inCode = false;
  let inImport = false;
  let fence = '';
  for (const line of lines) {
    if (!line.trim()) {
      // An empty line ends the imports.
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s.*/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const marks = line.trim().match(/^`+/)![0];
      // Inside a ```` fence, ``` is text, not a fence.
      if (!inCode) [inCode, fence] = [true, marks];
      else if (marks.length >= fence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const cleaned = cleanLine(line);
    if (cleaned) return cleaned;
  }
  return undefined;
}

function cleanLine(line: string): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/^#[^#]+#?/gm, '')
    .replace(/^#{1,6}\s*(?<text>[^#]*?)\s*#{0,6}/gm, '$1')
    .replace(/(?<opening>[*_]{1,3})(?<text>.*?)\1/g, '$2')
    .replace(/~~(?<text>\S.*\S)~~/g, '$1')
    .replace(/!\[(?<alt>.*?)\][[(].*?[\])]/g, '$1')
    .replace(/\[\^.+?\](?:: .*$)?/g, '')
    .replace(/\[(?<alt>.*?)\][[(].*?[\])]/g, '$1')
    .replace(/`(?<text>.+?)`/g, '$1')
    .replace(/^\s{0,3}>\s?/g, '')
    .replace(/:::.*/, '')
    .replace(/\s?:(?:::|[^:\n])+:/g, '')
    .replace(/\{#*[\w-]+\}/, '')
    .trim();
}
