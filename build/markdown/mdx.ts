/**
 * `.mdx` files: plain Markdown builds as it is. MDX-only syntax (`import`/`export` lines and JSX
 * component tags) cannot be rendered without running code, so each such line gets a warning
 * naming file and line and is left out; the rest of the page still renders.
 */
import { codeLines } from './fences.ts';

const MODULE_LINE = /^(import|export)\s/;
/** A line that opens or closes a JSX component (capitalised tag) or a JSX comment/expression. */
const JSX_LINE = /^\s*(<\/?[A-Z][\w.]*(\s[^>]*)?\/?>|\{\/\*.*\*\/\}|\{[^}]*\})\s*$/;

export function stripMdx(source: string, firstLine: number, warn: (line: number, message: string) => void): string {
  const lines = source.split('\n');
  const inCode = codeLines(lines);
  return lines
    .map((line, i) => {
      if (inCode[i]) return line;
      // MDX's excerpt marker is a JSX comment; Markdown's is an HTML comment.
      if (/^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/.test(line)) return '<!-- truncate -->';
      const kind = MODULE_LINE.test(line) ? `an MDX ${MODULE_LINE.exec(line)![1]} statement` : JSX_LINE.test(line) ? 'a JSX element' : undefined;
      if (!kind) return line;
      warn(firstLine + i, `${kind} cannot be rendered here and is left out: ${line.trim().slice(0, 60)}. Use plain Markdown instead.`);
      return '';
    })
    .join('\n');
}
