/**
 * `:::` containers: Docusaurus admonitions (`:::tip Optional title`) and tabs
 * (`:::tabs` with one `@tab Label` line per tab). Containers nest; fenced code inside is left alone.
 */
import type { MarkedExtension, Token, TokenizerThis } from 'marked';
import { escapeHtml } from './escape.ts';

export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
const KINDS = new Set<string>([...ADMONITIONS, 'tabs']);

const OPENER = /^ {0,3}(:{3,})[ \t]*([a-z]+)(?:[ \t]+([^\n]*?))?[ \t]*(?:\n|$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export interface AdmonitionToken {
  type: 'admonition';
  raw: string;
  kind: string;
  title: string;
  tokens: Token[];
}

export interface TabsToken {
  type: 'tabs';
  raw: string;
  panels: { label: string; tokens: Token[] }[];
}

/** Finds the container's body: the lines up to its closing `:::`, skipping code and nested containers. */
function containerBody(lines: string[]): { body: string[]; consumed: number } | undefined {
  let depth = 0;
  let fence: string | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && !line.trim().slice(fenceMatch[1].length).trim()) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    if (OPENER.test(line + '\n') && KINDS.has(OPENER.exec(line + '\n')![2])) depth++;
    else if (/^ {0,3}:{3,}[ \t]*$/.test(line)) {
      if (depth === 0) return { body: lines.slice(1, i), consumed: i + 1 };
      depth--;
    }
  }
  return undefined;
}

/** Splits a tabs body at its `@tab Label` lines (outside fenced code). */
function splitTabs(body: string[]): { label: string; lines: string[] }[] {
  const tabs: { label: string; lines: string[] }[] = [];
  let fence: string | undefined;
  for (const line of body) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) fence = fence ? undefined : fenceMatch[1];
    const tab = fence ? null : /^@tab[ \t]+(.+?)[ \t]*$/.exec(line);
    if (tab) tabs.push({ label: tab[1], lines: [] });
    else if (tabs.length) tabs.at(-1)!.lines.push(line);
  }
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
  const found = containerBody(lines);
  if (!found) return undefined;
  const raw = lines.slice(0, found.consumed).join('\n') + (found.consumed < lines.length ? '\n' : '');
  if (open[2] === 'tabs') {
    const panels = splitTabs(found.body).map((tab) => ({ label: tab.label, tokens: this.lexer.blockTokens(tab.lines.join('\n'), []) }));
    return { type: 'tabs', raw, panels };
  }
  const title = open[3]?.trim() || open[2][0].toUpperCase() + open[2].slice(1);
  return { type: 'admonition', raw, kind: open[2], title, tokens: this.lexer.blockTokens(found.body.join('\n'), []) };
}

export function containersExtension(): MarkedExtension {
  return {
    extensions: [
      {
        name: 'admonition',
        level: 'block',
        start: containerStart,
        tokenizer: tokenize,
        renderer(token) {
          const { kind, title, tokens } = token as unknown as AdmonitionToken;
          return (
            `<div class="admonition admonition--${kind}">` +
            `<p class="admonition__title">${escapeHtml(title)}</p>` +
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
