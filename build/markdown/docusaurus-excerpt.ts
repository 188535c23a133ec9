/**
 * The description Docusaurus gives a doc, blog post or Markdown page without a `description` in
 * its front matter: not its first paragraph, but the first line of its text that is left after
 * Docusaurus's cleaning (imports, code fences, titles, tags, emphasis, links, admonition lines
 * and emoji names taken out). A paragraph wrapped onto several lines gives only its first line,
 * and `<...>` goes even from inline code. Ported from `createExcerpt` of @docusaurus/utils 3.10
 * (MIT, lib/markdownUtils.js), rule for rule, so that descriptions, doc cards and feeds match.
 * `major` 2: @docusaurus/utils 2.4's, whose one difference is a heading's marks (see `cleanLine`).
 */
export function docusaurusExcerpt(body: string, major: 2 | 3 = 3): string | undefined {
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
    const cleaned = cleanLine(line, major);
    if (cleaned) return cleaned;
  }
  return undefined;
}

/**
 * 3.10 takes a heading's text lazily, so only its opening marks go (`## C# and F#` stays `C# and
 * F#`, `## Title ##` keeps its `##`); 2.4 took it greedily, up to its first `#`, which went with
 * the marks after it (`C and F#`, `Title`).
 */
const HEADING_MARKS = { 2: /^#{1,6}\s*(?<text>[^#]*)\s*#{0,6}/gm, 3: /^#{1,6}\s*(?<text>[^#]*?)\s*#{0,6}/gm };

function cleanLine(line: string, major: 2 | 3): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/^#[^#]+#?/gm, '')
    .replace(HEADING_MARKS[major], '$1')
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
