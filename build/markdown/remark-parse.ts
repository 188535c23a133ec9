/**
 * The remark stage's parse (remark-run.ts): a document's body as the mdast a site's remark plugins
 * get, read as Docusaurus reads it (MDX, directives, GFM tables, math, HTML comments) with the
 * parser extensions the plugins asked for. A pure function of the text: where the plugins ask for
 * none, the render threads parse ahead (`parsedJson`) while the build's thread runs the plugins.
 */
import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown, type Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { gfmTable } from 'micromark-extension-gfm-table';
import { math } from 'micromark-extension-math';
import type { Extension } from 'micromark-util-types';
import { commentFromMarkdown, commentSyntax } from './mdx/comment-syntax.ts';
import { gatheringMdxjs } from './mdx/expression-gathering.ts';
import { withMdx1Text } from './mdx/mdx1-text.ts';
import { masked, parseMdx } from './mdx/parse.ts';

export interface RemarkOptions {
  /** Whether the document is MDX, as mdx-format.ts decides (its `mdx.format` front matter, then `markdown.format`). */
  mdx: boolean;
  math: boolean;
  mdx1: boolean;
  /** Whether `<!-- … -->` is Docusaurus 3's comment syntax (`markdown.mdx1Compat.comments`), not HTML; on without. */
  comments?: boolean;
}

/** A parsed body as JSON, and the text its positions are in (the body, or the body as the MDX parser read it). */
export interface ParsedJson {
  json: string;
  source: string;
}

/** Parses texts elsewhere (the render threads, with parsedJson), in the order given. */
export type ParseAhead = (texts: { body: string; options: RemarkOptions }[]) => Promise<(ParsedJson | null)[]>;

/** The body as mdast, with what the plugins added to the parser (`data`: their `this.data()`); the text its positions are in. */
export function parseBody(body: string, data: Record<string, unknown>, options: RemarkOptions): { tree: Root; source: string } | undefined {
  // HTML comments are read by the construct mdx-loader adds before the site's plugins (comment-syntax.ts), in Markdown too: the tree has no node for them.
  const comments = options.comments !== false ? [commentSyntax] : [];
  // A brace scan settles most failing attempts at an expression's end (expression-gathering.ts, expression-parser.ts); a parse that fails is done again below.
  const extensions = [...(options.mdx ? [gatheringMdxjs()] : []), directive(), gfmTable(), ...(options.math ? [math()] : []), ...comments, ...((data.micromarkExtensions as Extension[]) ?? [])];
  const mdast = [...(options.mdx ? [mdxFromMarkdown()] : []), directiveFromMarkdown(), gfmTableFromMarkdown(), commentFromMarkdown, ...((data.fromMarkdownExtensions as FromMarkdownExtension[]) ?? [])];
  try {
    // `{#id}` is read as Docusaurus reads it (parse.ts masks it, keeping every offset): the tree's text is the body's.
    return { tree: fromMarkdown(masked(body, []), { extensions, mdastExtensions: mdast }), source: body };
  } catch {
    // What the MDX parser refuses as it stands (`{#id}`, MDX 1) is read as the Markdown stage reads it; what it still refuses, that stage reports.
    const parsed = options.mdx ? parseMdx(body, { math: options.math, mdx1: options.mdx1, comments: options.comments }) : undefined;
    if (!parsed || !('tree' in parsed)) return undefined;
    const tree = structuredClone(parsed.tree);
    withMdx1Text(tree, parsed.source, parsed.repairs);
    return { tree, source: parsed.source };
  }
}

/**
 * unified's `parse()` for a plugin: `text` as the document is read (`options`), without positions,
 * which name places in that text, not in the document (remark-splice.ts takes a node with a place
 * for the document's own). A text the parsers refuse throws, as unified's parse does.
 */
export function parseForPlugin(text: string, data: Record<string, unknown>, options: RemarkOptions = { mdx: true, math: false, mdx1: false }): Root {
  const parsed = parseBody(text, data, options);
  if (!parsed) throw new Error('the text given to parse() is not MDX this build can read');
  return JSON.parse(JSON.stringify(parsed.tree), (key, value) => (key === 'position' ? undefined : value)) as Root;
}

/**
 * Whether a tree's JSON is the tree: one holding MDX code (its estree) might not come back whole
 * from JSON (a regular expression's value), so its text is parsed where the plugins run.
 */
export function wholeAsJson(json: string): boolean {
  return !json.includes('"estree"');
}

/**
 * Whether a body's tree may hold MDX code: it is MDX, and outside its code fences it has a `{` or
 * an `import`/`export` line. The threads are not asked for such a text (moodle-devdocs: most of
 * its pages import components), as the build's thread parses it anyway; a text this misjudges is
 * still parsed right, there.
 */
export function mayHoldMdxCode(body: string, options: RemarkOptions): boolean {
  if (!options.mdx) return false;
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length).trim()) fence = undefined;
    } else if (marker) fence = marker;
    else if (line.includes('{') || /^(import|export)\b/.test(line)) return true;
  }
  return false;
}

/**
 * A body parsed with no plugin's extensions, as JSON; null where the build's thread must parse it
 * itself: the tree holds MDX code, or the parsers refused it (that thread then finds so too).
 */
export function parsedJson(body: string, options: RemarkOptions): ParsedJson | null {
  const parsed = parseBody(body, {}, options);
  if (!parsed) return null;
  const json = JSON.stringify(parsed.tree);
  return wholeAsJson(json) ? { json, source: parsed.source } : null;
}
