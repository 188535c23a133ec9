/**
 * The clean Markdown twin of a document, for AI assistants (`/page.md`, `/llms-full.txt`): the
 * same tokens the HTML comes from, written back as plain CommonMark/GFM. Links and images become
 * absolute URLs, admonitions become blockquotes that name their type, tabs become labelled
 * sections, heading ids and code-fence options go, and the author's own spelling of everything
 * else is kept. A feature that adds a token type adds its reducer to `REDUCERS`.
 */
import type { Token, Tokens } from 'marked';
import { admonitionTitle } from '../../shared/admonition-markup.ts';
import type { AdmonitionToken, DirectiveToken, TabsToken } from './containers.ts';
import type { FootnotesToken } from './footnotes.ts';
import { withoutComments } from './html-comments.ts';
import { isExternal } from './links.ts';
import { prefixLines, writePrefixes } from './line-prefixes.ts';
import { parseCodeInfo } from './code.ts';
import { plainText } from './tokens.ts';
import { pageMessages } from './mdx/runtime.ts';
import { reduceMdx, type Reduction } from './mdx/to-markdown.ts';

type Reducer = (token: Token, r: Reduction) => string;

const TRUNCATE = /^\s*<!--\s*truncate\s*-->\s*$/;

function linkTitle(title: string | null | undefined): string {
  return title ? ` "${title.replace(/"/g, '\\"')}"` : '';
}

/** A link destination that needs no escaping, or the same in angle brackets. */
function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

/** Root-relative and relative `href`/`src` attributes of raw HTML, made absolute. */
function absolutizeHtml(html: string, r: Reduction): string {
  return html.replace(/\b(href|src)=(["'])(.*?)\2/g, (_, name: string, quote: string, value: string) => `${name}=${quote}${r.url(value)}${quote}`);
}

/** A fence opener with only the language and title: line highlighting and numbering mean nothing as text. */
function cleanFence(raw: string): string {
  const open = /^( {0,3})(`{3,}|~{3,})([^\n]*)/.exec(raw);
  if (!open) return raw;
  const { language, title } = parseCodeInfo(open[3].trim());
  const info = [language, title ? `title="${title}"` : ''].filter(Boolean).join(' ');
  return open[1] + open[2] + info + raw.slice(open[0].length);
}

function listItem(item: Tokens.ListItem, marker: string, r: Reduction): string {
  const body = item.tokens.filter((t) => t.type !== 'checkbox');
  const task = item.task ? `[${item.checked ? 'x' : ' '}] ` : '';
  const text = item.loose ? r.blocks(body) : body.map((t) => reduceBlock(t, r)).filter(Boolean).join('\n');
  return prefixLines(task + text, `${marker} `, ' '.repeat(marker.length + 1));
}

function tableRow(cells: Tokens.TableCell[], r: Reduction): string {
  return `| ${cells.map((cell) => r.inline(cell.tokens).replace(/(?<!\\)\|/g, '\\|')).join(' | ')} |`;
}

const ALIGN: Record<string, string> = { left: ':--', right: '--:', center: ':-:' };

export const REDUCERS: Record<string, Reducer> = {
  space: () => '',
  def: () => '', // Reference links are written inline, so their definitions are not needed.
  checkbox: () => '',
  heading: (t, r) => `${'#'.repeat((t as Tokens.Heading).depth)} ${r.inline((t as Tokens.Heading).tokens).trim()}`,
  paragraph: (t, r) => r.inline((t as Tokens.Paragraph).tokens),
  text: (t, r) => ((t as Tokens.Text).tokens ? r.inline((t as Tokens.Text).tokens!) : t.raw.trimEnd()),
  code: (t) => cleanFence(t.raw.replace(/\n+$/, '')),
  // Comments are left out of the twin as out of the HTML (html-comments.ts): what they hold is not published.
  html: (t, r) => (TRUNCATE.test(t.raw) ? '' : absolutizeHtml(withoutComments(t.raw).trimEnd(), r)),
  hr: () => '---',
  blockquote: (t, r) => prefixLines(r.blocks((t as Tokens.Blockquote).tokens), '> '),
  list(t, r) {
    const list = t as Tokens.List;
    const start = typeof list.start === 'number' ? list.start : 1;
    return list.items.map((item, i) => listItem(item, list.ordered ? `${start + i}.` : '-', r)).join(list.loose ? '\n\n' : '\n');
  },
  table(t, r) {
    const table = t as Tokens.Table;
    const align = `| ${table.align.map((a) => (a ? ALIGN[a] : '---')).join(' | ')} |`;
    return [tableRow(table.header, r), align, ...table.rows.map((row) => tableRow(row, r))].join('\n');
  },
  admonition(t, r) {
    const { kind, title: titleTokens, tokens } = t as unknown as AdmonitionToken;
    const type = admonitionTitle(kind, pageMessages());
    const title = plainText(titleTokens);
    const heading = title === type ? `**${type}**` : `**${type}: ${title}**`;
    return prefixLines([heading, r.blocks(tokens)].filter(Boolean).join('\n\n'), '> ');
  },
  // A directive no plugin handles shows its label and content (containers.ts): so does its twin.
  directive(t, r) {
    const { label, tokens } = t as unknown as DirectiveToken;
    return [r.inline(label), r.blocks(tokens)].filter(Boolean).join('\n\n');
  },
  tabs(t, r) {
    return (t as unknown as TabsToken).panels.map((panel) => [`**${panel.label}**`, r.blocks(panel.tokens)].filter(Boolean).join('\n\n')).join('\n\n');
  },
  // References keep their label as written (an inline token without children is its raw text); the definitions follow the text, in number order.
  footnotes: (t, r) => (t as unknown as FootnotesToken).items.map((def) => prefixLines(r.blocks(def.tokens), `[^${def.label}]: `, '    ')).join('\n'),
  mdxFlow: reduceMdx,
};

function reduceBlock(token: Token, r: Reduction): string {
  const reducer = REDUCERS[token.type];
  return reducer ? reducer(token, r) : (token.raw ?? '').trimEnd();
}

function reduceInline(token: Token, r: Reduction): string {
  switch (token.type) {
    case 'link': {
      const link = token as Tokens.Link & { autolink?: boolean };
      if (link.autolink) return link.raw;
      return `[${r.inline(link.tokens)}](${destination(r.url(link.href))}${linkTitle(link.title)})`;
    }
    case 'image': {
      const image = token as Tokens.Image;
      return `![${image.text.replace(/[[\]]/g, '\\$&')}](${destination(r.url(image.href))}${linkTitle(image.title)})`;
    }
    case 'html':
      return absolutizeHtml(withoutComments(token.raw), r);
    case 'mdxText':
      return reduceMdx(token, r);
    case 'mdxFiller':
      return '';
    default: {
      // Emphasis and the like keep their own delimiters; only their content may change.
      const children = (token as Token & { tokens?: Token[] }).tokens;
      if (!children?.length) return token.raw;
      const before = children.map((c) => c.raw).join('');
      const after = r.inline(children);
      return before === after ? token.raw : token.raw.replace(before, () => after);
    }
  }
}

/**
 * The tokens of one document (its `#` title already taken out) as Markdown. `pageUrl` is the
 * page's absolute URL: links resolve against it exactly as a browser resolves them on the page.
 */
export function toMarkdown(tokens: Token[], pageUrl: string): string {
  const r: Reduction = {
    blocks: (list) =>
      list
        .map((t) => reduceBlock(t, r))
        .filter((text) => text.trim())
        .join('\n\n'),
    inline: (list) => list.map((t) => reduceInline(t, r)).join(''),
    // A destination no URL parser reads (`http://[x`) stays as written, as it does in the page's HTML.
    url: (href) => (isExternal(href) || !URL.canParse(href, pageUrl) ? href : new URL(href, pageUrl).href),
  };
  return writePrefixes(r.blocks(tokens));
}
