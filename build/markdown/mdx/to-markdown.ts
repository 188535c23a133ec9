/**
 * MDX in the Markdown twin: what a reader of the page sees, as Markdown. Partials and unknown
 * components give their content, tabs become labelled sections, details their summary and
 * content, admonitions the same blockquote as `:::note`, code blocks fences, images and links
 * Markdown; expressions their value. No import, export or JSX tag is left.
 */
import type { Token } from 'marked';
import { prefixLines } from '../line-prefixes.ts';
import { isMdx, type MdxToken } from './extension.ts';
import { cardItem, cardsMarker, DOC_CARD_LIST_MARKER } from './doc-card-list-marker.ts';
import { THEME_MODULES } from './theme.tsx';

const theme = (name: string) => THEME_MODULES[`@theme/${name}`].default;
const capitalize = (word: string) => word[0].toUpperCase() + word.slice(1);

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The element children of a token (TabItems of Tabs, the summary of details). */
const elements = (token: MdxToken) => token.tokens.filter(isMdx) as unknown as MdxToken[];

/** What a reducer can call back into: the rest of the tree, and the URL of a link target. */
export interface Reduction {
  blocks(tokens: Token[]): string;
  inline(tokens: Token[]): string;
  url(href: string): string;
}

function content(token: MdxToken, r: Reduction): string {
  return token.entry.children?.inline ? r.inline(token.tokens) : r.blocks(token.tokens);
}

function tabs(token: MdxToken, r: Reduction): string {
  const values = (token.entry.props?.values as { value: string; label?: string }[] | undefined) ?? [];
  return elements(token)
    .filter((item) => item.entry.props?.value !== undefined)
    .map((item) => {
      const value = str(item.entry.props!.value);
      const label = values.find((v) => v.value === value)?.label ?? (str(item.entry.props!.label) || value);
      return [`**${label}**`, content(item, r)].filter(Boolean).join('\n\n');
    })
    .join('\n\n');
}

function details(token: MdxToken, r: Reduction): string {
  const summary = elements(token).find((child) => child.entry.component === 'summary');
  const title = summary ? content(summary, r).trim() : str(token.entry.props?.summary) || 'Details';
  const rest = token.tokens.filter((t) => t !== (summary as unknown as Token));
  return [`**${title}**`, r.blocks(rest)].filter(Boolean).join('\n\n');
}

function admonition(token: MdxToken, r: Reduction): string {
  const type = capitalize(str(token.entry.props?.type) || 'note');
  const title = str(token.entry.props?.title);
  const heading = title && title !== type ? `**${type}: ${title}**` : `**${type}**`;
  return prefixLines([heading, content(token, r)].filter(Boolean).join('\n\n'), '> ');
}

function codeBlock(token: MdxToken, r: Reduction): string {
  const props = token.entry.props ?? {};
  const language = str(props.language) || /language-(\S+)/.exec(str(props.className))?.[1] || '';
  const code = content(token, r).replace(/\n$/, '');
  const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`{3,}/g)].map((m) => m[0].length + 1)));
  const title = str(props.title);
  return `${fence}${[language, title ? `title="${title}"` : ''].filter(Boolean).join(' ')}\n${code}\n${fence}`;
}

function intrinsic(tag: string, token: MdxToken, r: Reduction): string | undefined {
  const props = token.entry.props ?? {};
  if (tag === 'img' && props.src) return `![${str(props.alt)}](${r.url(str(props.src))})`;
  if (tag === 'a' && props.href) return `[${content(token, r)}](${r.url(str(props.href))})`;
  if (tag === 'br') return '\n';
  return undefined;
}

/** One MDX token as Markdown (block or inline by where it stands). */
export function reduceMdx(t: Token, r: Reduction): string {
  const token = t as unknown as MdxToken;
  const { entry } = token;
  if (entry.kind === 'expression') return token.text;
  const component = entry.component;
  if (component === theme('Tabs')) return tabs(token, r);
  if (component === theme('Details') || component === 'details') return details(token, r);
  if (component === theme('Admonition')) return admonition(token, r);
  if (component === theme('CodeBlock')) return codeBlock(token, r);
  if (component === theme('DocCardList')) return Array.isArray(entry.props?.items) ? cardsMarker(entry.props.items.flatMap(cardItem), true) : DOC_CARD_LIST_MARKER;
  if (component === theme('DocCard')) return cardsMarker(cardItem(entry.props?.item), false);
  if (component === theme('TOCInline')) return '';
  if (component === THEME_MODULES['@docusaurus/Link'].default) return `[${content(token, r)}](${r.url(str(entry.props?.to ?? entry.props?.href))})`;
  if (typeof component === 'string') return intrinsic(component, token, r) ?? content(token, r);
  return content(token, r);
}
