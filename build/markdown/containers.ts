/**
 * `:::` containers as Docusaurus reads them: admonitions (`:::tip`, `:::tip[Title]` or the older
 * `:::tip Title`) and tabs (`:::tabs` with one `@tab Label` line per tab). A container closes at
 * a line of at least as many colons as opened it, so one with more colons (`::::tip`) can hold
 * others; code is never read as a marker (fences.ts). An unclosed container runs to the end of
 * the document and is reported at its line.
 */
import type { MarkedExtension, Token, TokenizerThis } from 'marked';
import { ADMONITIONS, admonitionClass, admonitionIcon } from './admonition-markup.ts';
import { escapeHtml } from './escape.ts';
import { codeLines } from './fences.ts';

const KINDS = new Set<string>([...ADMONITIONS, 'tabs']);

const OPENER = /^ {0,3}(:{3,})[ \t]*([a-z]+)(?:\[([^\n\]]*)\])?(?:[ \t]+([^\n]*?))?[ \t]*(?:\n|$)/;
const CLOSER = /^ {0,3}(:{3,})[ \t]*$/;

export interface AdmonitionToken {
  type: 'admonition';
  raw: string;
  kind: string;
  title: Token[];
  tokens: Token[];
  /** The opening marker (`::::tip`) when no closing line was found: the container ran to the end of the document. */
  unclosed?: string;
}

export interface TabsToken {
  type: 'tabs';
  raw: string;
  panels: { label: string; tokens: Token[] }[];
  unclosed?: string;
}

/**
 * The container's body: the lines after its opener up to the line that closes it, skipping code.
 * A line of colons closes the innermost open container with exactly as many colons (and every
 * container inside that one), else the innermost one if it has at least as many; otherwise it is
 * text. So `::::tip` can hold `:::note`, and same-length nesting also works.
 */
function containerBody(lines: string[], colons: number): { body: string[]; consumed: number; closed: boolean } {
  const inCode = codeLines(lines);
  const open = [colons];
  for (let i = 1; i < lines.length; i++) {
    if (inCode[i]) continue;
    const opener = OPENER.exec(lines[i]);
    const closer = opener ? null : CLOSER.exec(lines[i]);
    if (opener) open.push(opener[1].length);
    else if (closer) {
      const length = closer[1].length;
      const exact = open.lastIndexOf(length);
      if (exact >= 0) open.length = exact;
      else if (length >= open.at(-1)!) open.pop();
      if (open.length === 0) return { body: lines.slice(1, i), consumed: i + 1, closed: true };
    }
  }
  return { body: lines.slice(1), consumed: lines.length, closed: false };
}

/** Splits a tabs body at its `@tab Label` lines (outside fenced code). */
function splitTabs(body: string[]): { label: string; lines: string[] }[] {
  const tabs: { label: string; lines: string[] }[] = [];
  const inCode = codeLines(body);
  body.forEach((line, i) => {
    const tab = inCode[i] ? null : /^@tab[ \t]+(.+?)[ \t]*$/.exec(line);
    if (tab) tabs.push({ label: tab[1], lines: [] });
    else if (tabs.length) tabs.at(-1)!.lines.push(line);
  });
  return tabs;
}

/**
 * Where a container could interrupt the paragraph that starts `src`. Only the paragraph itself
 * (up to the next blank line) is searched: scanning the whole rest of a large document on every
 * paragraph would make rendering quadratic.
 */
function containerStart(src: string): number | undefined {
  const end = src.indexOf('\n\n');
  return (end < 0 ? src : src.slice(0, end)).match(/^ {0,3}:{3,}[a-z]/m)?.index;
}

function tokenize(this: TokenizerThis, src: string): AdmonitionToken | TabsToken | undefined {
  const open = OPENER.exec(src);
  if (!open || !KINDS.has(open[2])) return undefined;
  const lines = src.split('\n');
  const found = containerBody(lines, open[1].length);
  const raw = lines.slice(0, found.consumed).join('\n') + (found.consumed < lines.length ? '\n' : '');
  const unclosed = found.closed ? undefined : open[1] + open[2];
  if (open[2] === 'tabs') {
    const panels = splitTabs(found.body).map((tab) => ({ label: tab.label, tokens: this.lexer.blockTokens(tab.lines.join('\n'), []) }));
    return { type: 'tabs', raw, panels, unclosed };
  }
  const titleText = (open[3] ?? open[4])?.trim() || open[2][0].toUpperCase() + open[2].slice(1);
  return { type: 'admonition', raw, kind: open[2], title: this.lexer.inlineTokens(titleText), tokens: this.lexer.blockTokens(found.body.join('\n'), []), unclosed };
}

/** The warning for a container whose closing line is missing, if it is one. */
export function unclosedContainer(token: Token): string | undefined {
  const marker = (token as Token & { unclosed?: string }).unclosed;
  if (!marker || (token.type !== 'admonition' && token.type !== 'tabs')) return undefined;
  const colons = /^:+/.exec(marker)![0];
  return `"${marker}" is never closed, so it runs to the end of the page. Add a line "${colons}" where it should end.`;
}

export function containersExtension(): MarkedExtension {
  return {
    extensions: [
      {
        name: 'admonition',
        level: 'block',
        start: containerStart,
        tokenizer: tokenize,
        childTokens: ['title', 'tokens'],
        renderer(token) {
          const { kind, title, tokens } = token as unknown as AdmonitionToken;
          return (
            `<div class="${admonitionClass(kind)}">` +
            `<p class="admonition__title"><span class="admonition__icon">${admonitionIcon(kind)}</span>${this.parser.parseInline(title)}</p>` +
            `<div class="admonition__body">${this.parser.parse(tokens)}</div></div>\n`
          );
        },
      },
      {
        name: 'tabs',
        level: 'block',
        childTokens: ['panels'],
        renderer(token) {
          const { panels } = token as unknown as TabsToken;
          const body = panels
            .map(
              (panel) =>
                `<div class="tabs__panel" data-label="${escapeHtml(panel.label)}">` +
                `<p class="tabs__label">${escapeHtml(panel.label)}</p>${this.parser.parse(panel.tokens)}</div>`,
            )
            .join('');
          return `<div class="tabs">${body}</div>\n`;
        },
      },
    ],
  };
}
