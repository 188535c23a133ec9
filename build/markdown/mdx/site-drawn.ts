/**
 * Markdown's elements drawn by a site's own MDXComponents (site-elements.ts), as Docusaurus's MDX
 * draws every element of a page through them: headings, images, lists and their items, tables and
 * their cells, block quotes and rules. Each is drawn by this build first; the site's component then
 * gets that element's attributes as its props and its content, as HTML, as its children. A fenced
 * code block goes to the site's own CodeBlock, when it wraps Docusaurus's, as MDX gives it.
 */
import type { MarkedExtension, Renderer, Tokens } from 'marked';
import type { Located } from '../tokens.ts';
import type { SiteElements } from './site-elements.ts';

/** The anchor this build draws at a heading's end (headings.ts): the site's heading draws its own, through Docusaurus's Heading, or none. */
const HASH_LINK = /<a href="#[^"]*" class="hash-link"[^>]*>&#8203;<\/a>$/;
/** The box this build draws around a table (tables.ts), which a site's `table` replaces. */
const TABLE_BOX = /^<div class="table-wrapper" tabindex="0">([\s\S]*)<\/div>\n?$/;
const ELEMENT = /^<([a-z][a-z0-9]*)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)(?:<\/\1>)?\n?$/;
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;
/** HTML attributes whose React prop is named otherwise. */
const PROP_NAMES: Record<string, string> = { class: 'className', tabindex: 'tabIndex', colspan: 'colSpan', rowspan: 'rowSpan' };
const VOID = new Set(['img', 'hr']);

const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** An element this build drew, as props and content; undefined when it is not one `tag` element (then it stays as drawn). */
export function asProps(html: string, tag: string): { props: Record<string, unknown>; inner: string | undefined } | undefined {
  const element = ELEMENT.exec(tag === 'table' ? (TABLE_BOX.exec(html)?.[1] ?? html) : html);
  if (!element || element[1] !== tag) return undefined;
  const props: Record<string, unknown> = {};
  for (const [, name, value] of element[2].matchAll(ATTRIBUTE)) props[PROP_NAMES[name] ?? name] = value === undefined ? true : unescape(value);
  const inner = VOID.has(tag) ? undefined : /^h[1-6]$/.test(tag) ? element[3].replace(HASH_LINK, '') : element[3];
  return { props, inner };
}

type Drawn = 'heading' | 'image' | 'list' | 'listitem' | 'table' | 'tablecell' | 'blockquote' | 'hr';

/** The tag an element of Markdown is drawn as. */
function tagOf(type: Drawn, token: Tokens.Generic): string {
  if (type === 'heading') return `h${token.depth}`;
  if (type === 'list') return token.ordered ? 'ol' : 'ul';
  if (type === 'tablecell') return token.header ? 'th' : 'td';
  return { image: 'img', listitem: 'li', table: 'table', blockquote: 'blockquote', hr: 'hr' }[type];
}

/**
 * The extension that hands each element the site draws to its component. `drawn` is the renderer
 * as the other extensions left it (this build's markup), taken before this one is added; `site`
 * the site's elements of the document being rendered (none: every element as this build draws it).
 */
export function siteDrawnExtension(renderer: Renderer, site: () => SiteElements | undefined): MarkedExtension {
  const types: Drawn[] = ['heading', 'image', 'list', 'listitem', 'table', 'tablecell', 'blockquote', 'hr'];
  // Taken now: adding this extension replaces the renderer's methods in place.
  const drawn = Object.fromEntries(types.map((type) => [type, renderer[type] as (token: Tokens.Generic) => string]));
  // Inline tokens (images) have no line of their own: the block being drawn's.
  let line = 1;
  const wrap = (type: Drawn) =>
    function (this: Renderer, token: Tokens.Generic): string | false {
      const own = site();
      line = (token as Located).line ?? line;
      const tag = tagOf(type, token);
      if (!own?.drawn.has(tag)) return false;
      const html = drawn[type].call(renderer, token);
      const element = asProps(html, tag);
      const shown = element && own.draw(tag, element.props, element.inner, line);
      return shown === undefined ? html : shown + (html.endsWith('\n') ? '\n' : '');
    };
  const drawnCode = renderer.code;
  return {
    // Registered last, so it runs before highlighting and magic comments (code.ts) change the code: the site's CodeBlock gets it as written.
    walkTokens(token) {
      if (token.type === 'code' && site()?.block && (token as SourceCode).source === undefined) (token as SourceCode).source = token.text;
    },
    renderer: {
      ...Object.fromEntries(types.map((type) => [type, wrap(type)])),
      code(token: Tokens.Code) {
        const { source } = token as SourceCode;
        const block = site()?.block;
        line = (token as Located).line ?? line;
        // A Mermaid block is a diagram (diagrams.ts), which Docusaurus draws with its Mermaid component, not CodeBlock.
        if (!block || source === undefined || /^mermaid\b/.test(token.lang ?? '')) return false;
        const shown = block(source, token.lang ?? '', line);
        return shown === undefined ? drawnCode.call(renderer, token) : `${shown}\n`;
      },
    },
  };
}

/** A fenced code token with its code as written, kept for the site's CodeBlock. */
type SourceCode = Tokens.Code & { source?: string };
