/**
 * Live code blocks (```jsx live) of a site that lists `@docusaurus/theme-live-codeblock`: drawn as
 * the theme's Playground draws them (3.10.2's markup and classes: a "Live Editor" header over the
 * code, a "Result" header over the result), with the result drawn at build time where it can be
 * (live-code-run.ts), so that a reader without JavaScript sees it too; Docusaurus's server HTML has
 * "Loading..." there. The browser makes the block editable (site/client/live-code.tsx), on that
 * page only, once it scrolls near or is touched.
 */
import type { Tokens } from 'marked';
import { escapeHtml } from './escape.ts';

import type { LiveCodeSettings } from '../docusaurus/config-plugins.ts';

export type { LiveCodeSettings };

/** What the build found of one live block: its result's HTML where it drew it, and the scope module's URL for the browser. */
export interface LiveCode {
  noInline: boolean;
  result?: string;
  scopeUrl?: string;
  position: LiveCodeSettings['playgroundPosition'];
  /** The locale's messages, which the headers' labels are in. */
  messages?: Record<string, string>;
}

export type LiveCodeToken = Tokens.Code & { live?: LiveCode };

/** The words after the language in a fence's info string, as Docusaurus's mdx-loader reads `live` (codeCompatPlugin: `meta.split(' ').includes('live')`) and the theme `noInline` (a substring of the metastring). */
function meta(info: string | undefined): string {
  const text = (info ?? '').trim();
  const space = text.search(/\s/);
  return space < 0 ? '' : text.slice(space + 1);
}

export const isLiveFence = (token: { type: string; lang?: string }): token is Tokens.Code => token.type === 'code' && meta(token.lang).split(' ').includes('live');

export const isNoInline = (info: string | undefined) => meta(info).includes('noInline');

/** The theme's interface strings (theme-translations' theme-live-codeblock ids), in the page's locale where the site has them. */
const label = (messages: Record<string, string> | undefined, id: string, text: string) => messages?.[`theme.Playground.${id}`] ?? text;

/**
 * The playground: `code` is the block as a code block (code.ts), shown in the editor's place; the
 * result region holds the build's drawing, or the theme's "Loading..." (hidden without JavaScript,
 * where nothing would come). The island reads the code from the block's text.
 */
export function renderPlayground(code: string, live: LiveCode): string {
  const { messages } = live;
  const header = (text: string) => `<div class="playgroundHeader"><div class="playgroundHeaderContent">${escapeHtml(text)}</div></div>`;
  const editorLabel = label(messages, 'liveEditor', 'Live Editor');
  const resultLabel = label(messages, 'result', 'Result');
  const editor = header(editorLabel) + `<div class="playgroundEditor">${code}</div>`;
  const result = live.result === undefined ? '<div class="playgroundLoading">Loading...</div>' : live.result;
  const preview = header(resultLabel) + `<div class="playgroundPreview" role="region" aria-label="${escapeHtml(resultLabel)}">${result}</div>`;
  // Without its scope module (it could not be bundled: live-code-run.ts warned) the block is not made editable: it stays as drawn.
  const data = live.scopeUrl ? ` data-live-code="${escapeHtml(live.scopeUrl)}"${live.noInline ? ' data-no-inline' : ''} data-reset="${escapeHtml(label(messages, 'buttons.reset', 'Reset'))}"` : '';
  return `<div class="playgroundContainer"${data}>${live.position === 'top' ? preview + editor : editor + preview}</div>\n`;
}
