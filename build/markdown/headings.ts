/** Heading ids (GitHub-style slugs, `{#custom-id}` or an id comment) and the "Direct link" anchor of every heading. */
import GithubSlugger from 'github-slugger';
import type { MarkedExtension, Token, Tokens } from 'marked';
import { escapeHtml } from './escape.ts';
import { htmlCommentHeadingId } from './heading-comment-id.ts';
import { childTokens, plainText } from './tokens.ts';
import { withEmoji } from './emoji.ts';

export interface Heading {
  depth: number;
  text: string;
  id: string;
}

type IdHeading = Tokens.Heading & { id?: string; plain?: string };

/**
 * `{#custom-id}` at a heading's end, its braces escaped or not (`\{#id\}`, as MDX pages write it: graphql-markdown's generated pages, saleor-docs): CommonMark and MDX read both as the same text.
 * The id is what Docusaurus's parseMarkdownHeadingId takes (2.4 and 3.10 alike): any characters but `}` and `{#`, spaces
 * too (`{#a b}` is `a b`). A comment's id (heading-comment-id.ts) comes with its punctuation escaped: `\{#a\/b\}` is `a/b`.
 */
const CUSTOM_ID = /\s*\\?\{#((?:\\[!-/:-@[-`{-~]|(?!\\?\{#)[^}\\\n])+)\\?\}\s*$/;

/** Fallback id base for headings whose text has no letters or digits, e.g. "???". */
const SYMBOL_ONLY_BASE = 'section';

/**
 * Removes a trailing `{#custom-id}` (or `<!-- #custom-id -->`, heading-comment-id.ts, where comments are HTML) from the heading and returns the id.
 * `trim`: Docusaurus 3.10 trims the id (`{# a }` is `a`; all blank, it is no id); Docusaurus 2 keeps it as written (` a `).
 */
function takeCustomId(token: Tokens.Heading, commentIds: boolean, trim: boolean): string | undefined {
  const comment = token.tokens.at(-1);
  const commentId = commentIds && comment?.type === 'html' ? htmlCommentHeadingId(comment.raw) : undefined;
  if (commentId) {
    token.tokens.pop();
    const last = token.tokens.at(-1) as (Token & { text?: string }) | undefined;
    if (last?.type === 'text') Object.assign(last, { raw: last.raw.trimEnd(), text: last.text?.trimEnd() });
    token.text = token.text.slice(0, token.text.lastIndexOf(comment!.raw)).trimEnd();
    return commentId;
  }
  const match = CUSTOM_ID.exec(token.text);
  const written = match?.[1].replace(/\\([!-/:-@[-`{-~])/g, '$1');
  const id = trim ? written?.trim() : written;
  if (!match || !id) return undefined;
  token.text = token.text.slice(0, match.index);
  // The id's text is the end of the heading's last inline tokens (several when braces are escaped): as many of their characters go.
  let left = match[0].length;
  while (left > 0 && token.tokens.length) {
    const last = token.tokens.at(-1) as Token & { text?: string };
    if (last.raw.length <= left) {
      left -= last.raw.length;
      token.tokens.pop();
      continue;
    }
    const plain = last.text === last.raw;
    last.raw = last.raw.slice(0, last.raw.length - left);
    if (typeof last.text === 'string') last.text = plain ? last.raw : last.text.replace(CUSTOM_ID, '');
    left = 0;
  }
  return id;
}

/**
 * Docusaurus reads `:name`, `:name[label]` and `:name[label]{attributes}` in text as a text
 * directive (remark-directive, for its admonitions), whose text is its label alone; an unused one is
 * shown again as written, but only after the heading's id and the table of contents took the text
 * without it: "The /tool:do command" has the id `the-tool-command`. A colon after a colon starts none,
 * nor does a name a colon follows (micromark-extension-directive 3, directive-text.js `afterName`):
 * an emoji shortcode (`:rocket:`) is text, so `## :rocket: New` has the id `rocket-new`.
 */
const TEXT_DIRECTIVE = /(^|[^:]):([A-Za-z][\w-]*)(?![\w:-])(?:\[([^\]]*)\])?(?:\{[^}]*\})?/g;

/**
 * A heading's text as Docusaurus slugs it and lists it in the table of contents (mdast's toString):
 * text directives stand for their labels, and an MDX expression for its code, a comment's too
 * (`## Sum {1 + 1}` is `sum-1--1`, listed as "Sum 1 + 1"). MDX 1 shows text expressions as
 * written, so a Docusaurus 2 page has none here; nor has it directives (`directives` false).
 */
function directiveFreeText(tokens: Token[], directives = true): string {
  return tokens
    .map((token) => {
      const t = token as Token & { tokens?: Token[]; code?: string };
      if (t.code !== undefined) return t.code;
      if (t.tokens?.length) return directiveFreeText(t.tokens, directives);
      return token.type === 'text' && directives ? plainText([token]).replace(TEXT_DIRECTIVE, '$1$3') : plainText([token]);
    })
    .join('');
}

/**
 * How Docusaurus 3 reads a comment in a heading: `dropped` by its comment syntax (on by default),
 * or kept as an HTML node (`markdown.mdx1Compat.comments: false`), the only case where a last
 * `<!-- #id -->` is the id. Either way the comment is no part of the text its slug is made of, and
 * the space before it is: `## Heading <!-- note -->` is `heading-`. `mdx1`: Docusaurus 2, whose
 * ids are this build's earlier reading, kept (comment ids, the text trimmed).
 */
export type HeadingComments = 'dropped' | 'html' | 'mdx1';

/** Assigns unique ids to the headings of one document, in order, and lists them (`emoji`: with shortcodes as emoji, `markdown.emoji`). */
export function assignHeadingIds(headings: Tokens.Heading[], comments: HeadingComments = 'dropped', emoji = true): Heading[] {
  const slugger = new GithubSlugger();
  const custom = headings.map((heading) => takeCustomId(heading, comments !== 'dropped', comments !== 'mdx1'));
  // Custom ids are reserved first, so an automatic slug never takes one a later heading asked for.
  for (const id of custom) if (id) slugger.slug(id);
  return headings.map((token, i) => {
    const heading = token as IdHeading;
    heading.plain = plainText(token.tokens).trim();
    // Docusaurus 2 has no directives: `### analytics:usage` is `analyticsusage` there (marathon), `analytics` in Docusaurus 3.
    const full = directiveFreeText(token.tokens, comments !== 'mdx1');
    const text = full.trim();
    const sluggable = /[\p{L}\p{N}]/u.test(text);
    // Docusaurus 2 slugs the text as it is: an empty heading (`###`) gets "" from github-slugger, so no anchor (marathon).
    heading.id = custom[i] ?? (comments === 'mdx1' ? slugger.slug(text) : slugger.slug(sluggable ? full : SYMBOL_ONLY_BASE));
    // The table of contents is made after remark-emoji has run, the id before (emoji.ts).
    return { depth: token.depth, text: emoji ? withEmoji(text) : text, id: heading.id };
  });
}

/** What may come before a Docusaurus 2 document's title: blank lines (its import blocks are not among the tokens). */
const BEFORE_TITLE = new Set(['space']);

/**
 * Where the document's title is: its first heading when that is a `#` heading above any thematic
 * break, as Docusaurus's contentTitle plugin decides; -1 when there is none. A `#` heading after
 * another heading (or a `---`) is part of the text, an h1 of its own, as Docusaurus shows it. A
 * heading or break inside a block (a quote, a list, an admonition) comes first too: it ends the
 * search, as Docusaurus's walk through the tree does. `opensText` (Docusaurus 2, whose mdx-loader
 * runs parseMarkdownContentTitle): only a `#` heading that opens the text is the title.
 */
export function contentTitleIndex(tokens: Token[], opensText = false): number {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === 'heading') return (token as Tokens.Heading).depth === 1 ? i : -1;
    if (opensText && !BEFORE_TITLE.has(token.type)) return -1;
    if (token.type === 'hr' || holdsHeadingOrBreak(childTokens(token))) return -1;
  }
  return -1;
}

function holdsHeadingOrBreak(tokens: Token[]): boolean {
  return tokens.some((t) => t.type === 'heading' || t.type === 'hr' || holdsHeadingOrBreak(childTokens(t)));
}

/**
 * The anchor's content, a zero-width space (Docusaurus's), written as a character reference: a
 * document of ASCII text then stays a one-byte string, half the memory and copying between
 * threads of one holding U+200B (10,000 synthetic docs: about 0.25 s sooner, 60 MB less).
 */
const ZERO_WIDTH_SPACE = '&#8203;';

/** The anchor at a heading's end, labelled with its text, as Docusaurus's Heading draws it. */
export function hashLink(id: string, plain: string | undefined): string {
  const label = escapeHtml(`Direct link to ${plain}`);
  return `<a href="#${escapeHtml(id)}" class="hash-link" aria-label="${label}" title="${label}">${ZERO_WIDTH_SPACE}</a>`;
}

export function headingsExtension(): MarkedExtension {
  return {
    renderer: {
      heading(token) {
        const { id, plain, depth } = token as IdHeading;
        const inner = this.parser.parseInline(token.tokens);
        // An h1 in the text shows no id nor anchor, as Docusaurus's Heading draws one (its slug is still taken).
        if (!id || depth === 1) return `<h${depth}>${inner}</h${depth}>\n`;
        return `<h${depth} id="${escapeHtml(id)}">${inner}${hashLink(id, plain)}</h${depth}>\n`;
      },
    },
  };
}
