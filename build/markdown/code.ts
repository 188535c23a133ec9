/**
 * Fenced code: build-time highlighting (highlight.js through marked-highlight), titles
 * (`title="spec.ts"`), highlighted lines (`{1,3-5}`) and line numbers (`showLineNumbers`).
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import shell from 'highlight.js/lib/languages/shell';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { MarkedExtension, Tokens } from 'marked';
import { markedHighlight } from 'marked-highlight';
import { escapeHtml } from './escape.ts';

const languages = { bash, csharp, css, diff, go, ini, java, javascript, json, markdown, plaintext, python, rust, shell, typescript, xml, yaml };
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language);
hljs.registerAliases(['text', 'txt', 'mermaid'], { languageName: 'plaintext' });
hljs.registerAliases(['toml'], { languageName: 'ini' });

export interface CodeInfo {
  language: string;
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
}

/** Parses a fence's info string: ```ts title="spec.ts" {1,3-5} showLineNumbers */
export function parseCodeInfo(info: string | undefined): CodeInfo {
  const text = info ?? '';
  const language = (/^\S*/.exec(text)?.[0] ?? '').toLowerCase();
  const title = /\btitle=(["'])(.*?)\1/.exec(text)?.[2];
  const highlightLines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(text)?.[1] ?? '';
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number.parseInt(n, 10));
    if (Number.isInteger(from) && Number.isInteger(to)) for (let n = from; n <= to; n++) highlightLines.add(n);
  }
  return { language, title, highlightLines, showLineNumbers: /\bshowLineNumbers\b/.test(text) };
}

export function highlight(code: string, language: string): string {
  const known = hljs.getLanguage(language) ? language : 'plaintext';
  return hljs.highlight(code, { language: known, ignoreIllegals: true }).value;
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

const LANGUAGE_LABELS: Record<string, string> = { mermaid: 'Mermaid diagram source' };

export function renderCodeBlock(highlighted: string, info: CodeInfo): string {
  const body = highlighted.replace(/\n$/, '');
  const numbered = info.showLineNumbers;
  const lines = numbered || info.highlightLines.size > 0;
  const content = lines
    ? splitHighlightedLines(body)
        .map((line, i) => {
          const marked = info.highlightLines.has(i + 1) ? ' code-line--highlighted' : '';
          return `<span class="code-line${marked}">${line || ' '}</span>`;
        })
        .join('\n')
    : body;
  const title = info.title ?? LANGUAGE_LABELS[info.language];
  const language = escapeHtml(info.language || 'text');
  return (
    `<div class="code-block${numbered ? ' code-block--numbered' : ''}" data-language="${language}">` +
    (title ? `<div class="code-block__title">${escapeHtml(title)}</div>` : '') +
    `<pre class="code-block__pre" tabindex="0"><code class="hljs language-${language}">${content}\n</code></pre>` +
    `</div>\n`
  );
}

export function codeExtension(): MarkedExtension[] {
  return [
    markedHighlight({ highlight: (code, _lang, info) => highlight(code, parseCodeInfo(info).language) }),
    {
      renderer: {
        code(token: Tokens.Code) {
          const html = token.escaped ? token.text : escapeHtml(token.text);
          return renderCodeBlock(html, parseCodeInfo(token.lang));
        },
      },
    },
  ];
}
