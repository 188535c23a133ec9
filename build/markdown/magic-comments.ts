/**
 * Docusaurus's magic comments: `// highlight-next-line` and `// highlight-start` … `// highlight-end`
 * (also as `#`, `<!-- -->`, `/* *\/`, `{/* *\/}`, `--`, `%` or `;` comments) mark lines and are
 * removed from the code shown. A site may declare its own, each with its class name, as
 * Docusaurus's `themeConfig.prism.magicComments` does.
 */

export interface MagicComment {
  /** Class given to the marked lines. */
  className: string;
  /** The comment that marks the next line. */
  line?: string;
  /** The comments that mark the lines between them. */
  block?: { start: string; end: string };
}

/** Docusaurus's default; its class is the site's highlighted-line class. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: 'code-line--highlighted theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

const COMMENT = /^\s*(?:\/\/|#|<!--|\/\*|\{\/\*|--|%|;;?)\s*(.+?)\s*(?:-->|\*\/\}|\*\/)?\s*$/;

export interface MarkedCode {
  /** The code without its magic comment lines. */
  code: string;
  /** Class names per 1-based line of that code. */
  lineClasses: Map<number, string[]>;
}

/** Removes magic comment lines from `code` and says which lines they mark. */
export function applyMagicComments(code: string, comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS): MarkedCode {
  const kept: string[] = [];
  const lineClasses = new Map<number, string[]>();
  const open = new Map<MagicComment, number>();
  const nextLine: MagicComment[] = [];
  const mark = (line: number, className: string) => lineClasses.set(line, [...new Set([...(lineClasses.get(line) ?? []), className])]);
  for (const line of code.split('\n')) {
    const directive = COMMENT.exec(line)?.[1];
    const matched = directive === undefined ? undefined : comments.find((c) => c.line === directive || c.block?.start === directive || c.block?.end === directive);
    if (matched && directive !== undefined) {
      if (matched.line === directive) nextLine.push(matched);
      else if (matched.block?.start === directive) open.set(matched, (open.get(matched) ?? 0) + 1);
      else open.set(matched, Math.max(0, (open.get(matched) ?? 0) - 1));
      continue;
    }
    kept.push(line);
    for (const comment of nextLine.splice(0)) mark(kept.length, comment.className);
    for (const [comment, depth] of open) if (depth > 0) mark(kept.length, comment.className);
  }
  return { code: kept.join('\n'), lineClasses };
}

/** Search text and excerpts show code as readers see it, without magic comment lines. */
export function withoutMagicComments(code: string, comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS): string {
  return applyMagicComments(code, comments).code;
}
