/**
 * `:::` containers as Docusaurus reads them: admonitions (`:::tip`, `:::tip[Title]` or the older
 * `:::tip Title`) and tabs (`:::tabs` with one `@tab Label` line per tab). A container closes at
 * a line of at least as many colons as opened it, so one with more colons (`::::tip`) can hold
 * others; code is never read as a marker (fences.ts). An unclosed container runs to the end of
 * the document and is reported at its line. A title may hold a link (`:::warning[See [CVE](url)]`).
 * The name follows the colons at once: `::: note` opens nothing in Docusaurus 3 (remark-directive)
 * or 2 (its admonitions plugin), so its lines are text.
 *
 * Any other name (`:::details`, `:::cautions`) is a directive no plugin handles: Docusaurus 3
 * (remark-directive) shows its content without the markers, in a plain `<div>`, and warns; so do
 * we. A Docusaurus 2 page is read as its admonitions plugin reads it: colons, then one of its
 * keywords, then the rest of the line is the title, whatever it is (`:::info::` is an info
 * admonition titled "::", `:::cautions` a caution titled "s", `:::tip[Title]` a tip titled
 * "[Title]"); any other `:::name` is text. With Docusaurus 3's `markdown.mdx1Compat.admonitions`
 * off, `:::tip Title` opens nothing: its lines are text, as remark-directive reads them.
 *
 * In an MDX page a marker line inside a container may be indented any amount: MDX has no indented
 * code, and micromark-extension-directive then takes any line prefix before a closing fence (a
 * `    :::` under a list item ends the container, as in Docusaurus 3). In CommonMark (`.md` read
 * as `md`) and Docusaurus 2 pages a line indented four spaces or more is no marker.
 */
import type { MarkedExtension, Token, TokenizerThis } from 'marked';
import { ADMONITIONS, admonitionClass, admonitionIcon, admonitionTitle } from '../../shared/admonition-markup.ts';
import { attributeTitle, closer, containerEnd, KINDS, MARKERS, MDX_MARKERS, OPENER, splitTabs, titledAdmonition } from './container-lines.ts';
import { blockStart } from './block-start.ts';
import { escapeHtml } from './escape.ts';
import { D2_OPENER, docusaurus2Closer } from './docusaurus2-admonitions.ts';
import { pageMessages } from './mdx/runtime.ts';

export interface AdmonitionToken {
  type: 'admonition';
  raw: string;
  kind: string;
  title: Token[];
  tokens: Token[];
  /** The opening marker (`::::tip`) when no closing line was found: the container ran to the end of the document. */
  unclosed?: string;
}

/** A container directive of another name, which shows its label and content. */
export interface DirectiveToken {
  type: 'directive';
  raw: string;
  name: string;
  label: Token[];
  tokens: Token[];
  unclosed?: string;
}

export interface TabsToken {
  type: 'tabs';
  raw: string;
  panels: { label: string; tokens: Token[] }[];
  unclosed?: string;
}

/** Where a container could interrupt the paragraph that starts `src`: a line of three colons and a name (block-start.ts). */
const containerStart = (src: string) => blockStart(src, / {0,3}:{3,}[A-Za-z]/);

/** Whether the opener is a directive no plugin handles, as Docusaurus 3 reads one: its name right after the colons, then at most a label. */
const otherDirective = (open: RegExpExecArray, mdx1: boolean | undefined, kinds: Set<string>) => !kinds.has(open[2]) && !mdx1 && open[5] === undefined;

/**
 * A container's content as blocks of its own, as marked lexes a block quote's: its paragraphs stay
 * paragraphs inside a list item, where marked's lexer would make them bare text. Docusaurus's
 * parsers keep them (a container directive's paragraphs; mdast-util-to-hast unwraps only a tight
 * item's own), so an admonition in an item keeps its paragraphs (kargo's managing-secrets page).
 */
function blocks(self: TokenizerThis, src: string): Token[] {
  const top = self.lexer.state.top;
  self.lexer.state.top = true;
  try {
    return self.lexer.blockTokens(src, []);
  } finally {
    self.lexer.state.top = top;
  }
}

function tokenizer(page: () => ContainerPage) {
  return function tokenize(this: TokenizerThis, src: string): AdmonitionToken | TabsToken | DirectiveToken | undefined {
    const legacy = page().mdx1 ? D2_OPENER.exec(src) : null;
    if (legacy) {
      const found = containerEnd(src, docusaurus2Closer(legacy[1].length, /^ */.exec(src)![0].length));
      const title = legacy[3]?.trim() || admonitionTitle(legacy[2], pageMessages());
      const unclosed = found.closed ? undefined : legacy[1] + legacy[2];
      return { type: 'admonition', raw: src.slice(0, found.end), kind: legacy[2], title: this.lexer.inlineTokens(title), tokens: blocks(this, src.slice(found.bodyStart, found.bodyEnd)), unclosed };
    }
    const open = OPENER.exec(src);
    // A Docusaurus 3 content plugin's `admonitions` option sets its own names (cartesi's `:::troubleshoot`, drawn as Info), with or without the defaults.
    const own = page().mdx1 ? undefined : page().admonitions;
    const kinds = own ? new Set([...own, 'tabs']) : KINDS;
    if (!open || (!kinds.has(open[2]) && !otherDirective(open, page().mdx1, kinds))) return undefined;
    const markers = { ...(page().mdx && !page().mdx1 ? MDX_MARKERS : MARKERS), untitled: page().admonitionTitles === false, kinds };
    if (markers.untitled && titledAdmonition(open, kinds)) return undefined;
    const found = containerEnd(src, closer(open[1].length, markers));
    const raw = src.slice(0, found.end);
    const body = src.slice(found.bodyStart, found.bodyEnd);
    const unclosed = found.closed ? undefined : open[1] + open[2];
    if (!kinds.has(open[2])) return { type: 'directive', raw, name: open[2], label: this.lexer.inlineTokens(open[3] ?? ''), tokens: blocks(this, body), unclosed };
    if (open[2] === 'tabs') {
      const panels = splitTabs(body.split('\n'), markers).map((tab) => ({ label: tab.label, tokens: blocks(this, tab.lines.join('\n')) }));
      return { type: 'tabs', raw, panels, unclosed };
    }
    const titleText = (attributeTitle(open[4]) ?? open[3] ?? open[5])?.trim() || admonitionTitle(open[2], pageMessages());
    return { type: 'admonition', raw, kind: open[2], title: this.lexer.inlineTokens(titleText), tokens: blocks(this, body), unclosed };
  };
}

/** The warning for a container whose closing line is missing, or that is no admonition, if it is one. */
export function containerProblem(token: Token): string | undefined {
  if (token.type === 'directive') {
    const { name } = token as unknown as DirectiveToken;
    return `":::${name}" is not an admonition (${ADMONITIONS.slice(0, 6).join(', ')}…), so only its content is shown, as Docusaurus shows a directive no plugin handles. Use an admonition's name, or remove the ":::" lines.`;
  }
  const marker = (token as Token & { unclosed?: string }).unclosed;
  if (!marker || (token.type !== 'admonition' && token.type !== 'tabs')) return undefined;
  const colons = /^:+/.exec(marker)![0];
  return `"${marker}" is never closed, so it runs to the end of the page. Add a line "${colons}" where it should end.`;
}

/** What the containers read of the document at hand: whether it is MDX, and whether Docusaurus 2 reads it. */
interface ContainerPage {
  mdx?: boolean;
  mdx1?: boolean;
  /** Whether `:::note Title` has a title (Docusaurus 3's `markdown.mdx1Compat.admonitions`); off, it is text. On without. */
  admonitionTitles?: boolean;
  /** The `:::` names that are admonitions on the page, when not Docusaurus's own (its content plugin's `admonitions` option). */
  admonitions?: string[];
}

/** `page()` is the document at hand: a Docusaurus 2 page reads only admonitions and tabs. */
export function containersExtension(page: () => ContainerPage): MarkedExtension {
  return {
    extensions: [
      {
        name: 'admonition',
        level: 'block',
        start: containerStart,
        tokenizer: tokenizer(page),
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
        name: 'directive',
        level: 'block',
        childTokens: ['label', 'tokens'],
        renderer(token) {
          const { label, tokens } = token as unknown as DirectiveToken;
          return `<div>${label.length ? `<p>${this.parser.parseInline(label)}</p>` : ''}${this.parser.parse(tokens)}</div>\n`;
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
