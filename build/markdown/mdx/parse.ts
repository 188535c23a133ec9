/**
 * MDX parsed by the MDX project's own parser (micromark-extension-mdxjs with mdast-util-mdx), so
 * JSX, `{expressions}` and `import`/`export` are read exactly as Docusaurus 3 reads them, with
 * remark-directive's syntax as Docusaurus adds it (so a `:::note` holding a list ends where its
 * `:::` is). Only the MDX nodes' positions and values are used: the Markdown stays with marked.
 *
 * Like Docusaurus's `markdown.mdx1Compat` (on by default), HTML comments and `{#custom-id}`
 * heading ids are allowed: they are blanked out of the copy the parser sees, which keeps every
 * offset, and marked handles them as in plain Markdown.
 */
import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import { codeLines } from '../fences.ts';

export interface MdxSyntaxError {
  /** 1-based line within the parsed text. */
  line: number;
  message: string;
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** The source with HTML comments and heading ids (outside fenced code) turned into spaces. */
function masked(source: string): string {
  const lines = source.split('\n');
  const inCode = codeLines(lines);
  let inComment = false;
  return lines
    .map((line, i) => {
      if (inCode[i]) return line;
      let out = '';
      let rest = line;
      while (rest) {
        if (inComment) {
          const end = rest.indexOf('-->');
          if (end < 0) return out + blank(rest);
          out += blank(rest.slice(0, end + 3));
          rest = rest.slice(end + 3);
          inComment = false;
        } else {
          const start = rest.indexOf('<!--');
          if (start < 0) break;
          out += rest.slice(0, start);
          rest = rest.slice(start);
          inComment = true;
        }
      }
      return (out + rest).replace(/^( {0,3}#{1,6}[ \t].*?)(\{#[^}\s]+\})([ \t]*)$/, (_, head: string, id: string, tail: string) => head + blank(id) + tail);
    })
    .join('\n');
}

/** What to change for the errors authors meet most, after the parser's own message. */
function advice(reason: string): string {
  if (/closing tag for `<(\w+)>`/.test(reason)) return ' In MDX every tag is closed: write <br /> and <img ... />, and close <p>, <li> and the like.';
  if (/before name, expected a character that can start a name/.test(reason)) return ' A "<" that is not a tag must be written as "&lt;" (or put the text in `code`).';
  if (/in expression|acorn|Could not parse/i.test(reason)) return ' A "{" that is not an expression must be written as "\\{" (or put the text in `code`).';
  return '';
}

/** With `math` (a site whose config lists remark-math), `$…$` and `$$` blocks are math, whose braces are TeX's, not expressions. */
export function parseMdx(source: string, options: { math?: boolean } = {}): Root | MdxSyntaxError {
  try {
    const extensions = [mdxjs(), directive(), ...(options.math ? [math()] : [])];
    return fromMarkdown(masked(source), { extensions, mdastExtensions: [mdxFromMarkdown(), directiveFromMarkdown()] });
  } catch (error) {
    const e = error as { line?: number; place?: { line?: number; start?: { line: number } }; reason?: string; message: string };
    const line = e.line ?? e.place?.start?.line ?? e.place?.line ?? 1;
    const reason = (e.reason ?? e.message).replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/g, '');
    return { line, message: `MDX syntax error: ${reason}.${advice(reason)}` };
  }
}
