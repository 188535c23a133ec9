/**
 * Fenced code: build-time highlighting (highlight.js through marked-highlight, languages.ts),
 * titles (`title="spec.ts"`), highlighted lines (`{1,3-5}` and magic comments) and line numbers
 * (`showLineNumbers`).
 */
import type { MarkedExtension, Token, Tokens } from 'marked';
import { markedHighlight } from 'marked-highlight';
import { escapeHtml } from './escape.ts';
import { highlight, resolveLanguage } from './languages.ts';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, type MagicComment } from './magic-comments.ts';
import { renderPlayground, type LiveCodeToken } from './live-code.ts';

/** A code token after magic comments were applied: class names per 1-based line. */
/** `source`: the code as written, magic comments and all, before highlighting replaces `text` (the `code` element MDX gives a component holds it: mdx/code-children.ts). */
export type CodeToken = Tokens.Code & { lineClasses?: Map<number, string[]>; source?: string };

export interface CodeInfo {
  language: string;
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
}

/**
 * Parses a fence's info string: ```ts title="spec.ts" {1,3-5} showLineNumbers. As in Docusaurus
 * (MDX's code node: `lang` is the info string's first word, `meta` the rest; theme-common reads the
 * title, line ranges and showLineNumbers from `meta` only), a fence that opens with `title="..."`
 * or `{1,3}`, or glues them to the language (```python{2}), has that word as its language and no
 * title or highlighted lines.
 */
export function parseCodeInfo(info: string | undefined): CodeInfo {
  const [, first, meta] = /^(\S*)\s*([\s\S]*)$/.exec((info ?? '').trim())!;
  const language = first.toLowerCase();
  const title = /\btitle=(["'])(.*?)\1/.exec(meta)?.[2];
  const highlightLines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1] ?? '';
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number.parseInt(n, 10));
    if (Number.isInteger(from) && Number.isInteger(to)) for (let n = from; n <= to; n++) highlightLines.add(n);
  }
  return { language, title, highlightLines, showLineNumbers: /\bshowLineNumbers\b/.test(meta) };
}

/** The warning for a fence whose language highlight.js does not know, if it is one. */
export function unknownLanguage(token: Token): string | undefined {
  if (token.type !== 'code') return undefined;
  const { language } = parseCodeInfo((token as Tokens.Code).lang);
  if (!language || resolveLanguage(language)) return undefined;
  const glued = /^title=|\{/.test(language)
    ? ' Docusaurus reads the first word of the info string as the language, so this block has no title or highlighted lines there either: write the language, then a space, then title="..." or {1,3}.'
    : ' Use a language highlight.js knows (such as bash, typescript, python) or a Prism name (such as sh, tsx, kotlin).';
  return `unknown code language "${language}": the block is shown without highlighting.${glued}`;
}

/**
 * Splits highlighted HTML into lines, closing the spans still open at each line end and
 * reopening them on the next line, so every line is well-formed on its own.
 */
export function splitHighlightedLines(html: string): string[] {
  const open: string[] = [];
  return html.split('\n').map((line) => {
    const prefix = open.join('');
    for (const [tag] of line.matchAll(/<span[^>]*>|<\/span>/g)) {
      if (tag === '</span>') open.pop();
      else open.push(tag);
    }
    return prefix + line + '</span>'.repeat(open.length);
  });
}

/** A highlighted line's classes: this site's, and Docusaurus's, which a site's CSS and magic comments name. */
const HIGHLIGHTED = 'code-line--highlighted theme-code-block-highlighted-line';

const LANGUAGE_LABELS: Record<string, string> = { mermaid: 'Mermaid diagram source' };

/** `titleHtml`: a title given as markup (`@theme/CodeBlock`'s `title` is any React node), in the place of the info string's. */
export function renderCodeBlock(highlighted: string, info: CodeInfo, lineClasses = new Map<number, string[]>(), titleHtml?: string): string {
  const body = highlighted.replace(/\n$/, '');
  const numbered = info.showLineNumbers;
  const classesOf = (line: number) => [...(info.highlightLines.has(line) ? [HIGHLIGHTED] : []), ...(lineClasses.get(line) ?? [])];
  const lines = numbered || info.highlightLines.size > 0 || lineClasses.size > 0;
  const content = lines
    ? splitHighlightedLines(body)
        .map((line, i) => {
          const classes = [...new Set(classesOf(i + 1))].map((c) => ` ${escapeHtml(c)}`).join('');
          return `<span class="code-line${classes}">${line || ' '}</span>`;
        })
        .join('\n')
    : body;
  const label = info.title ?? LANGUAGE_LABELS[info.language];
  const title = titleHtml ?? (label && escapeHtml(label));
  const language = escapeHtml(info.language || 'text');
  return (
    `<div class="code-block theme-code-block${numbered ? ' code-block--numbered' : ''}" data-language="${language}">` +
    (title ? `<div class="code-block__title">${title}</div>` : '') +
    `<pre class="code-block__pre prism-code" tabindex="0"><code class="hljs language-${language}">${content}\n</code></pre>` +
    `</div>\n`
  );
}

/** `magicComments`: Docusaurus's default, or those a site's config declares. */
export function codeExtension(magicComments: MagicComment[] = DEFAULT_MAGIC_COMMENTS): MarkedExtension[] {
  return [
    markedHighlight({ highlight: (code, _lang, info) => highlight(code, parseCodeInfo(info).language) }),
    {
      // Registered after marked-highlight, so it runs first: highlighting sees the code without its magic comments.
      walkTokens(token) {
        if (token.type !== 'code' || (token as CodeToken).lineClasses) return;
        const { code, lineClasses } = applyMagicComments((token as Tokens.Code).text, magicComments);
        (token as CodeToken).source = (token as Tokens.Code).text;
        (token as CodeToken).text = code;
        (token as CodeToken).lineClasses = lineClasses;
      },
      renderer: {
        code(token: Tokens.Code) {
          const html = token.escaped ? token.text : escapeHtml(token.text);
          const block = renderCodeBlock(html, parseCodeInfo(token.lang), (token as CodeToken).lineClasses);
          // A live block (live-code.ts) is its playground, its code in the editor's place.
          const { live } = token as LiveCodeToken;
          return live ? renderPlayground(block, live) : block;
        },
      },
    },
  ];
}
