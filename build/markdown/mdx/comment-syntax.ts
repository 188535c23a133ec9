/**
 * HTML comments in the MDX parse, read as Docusaurus 3 reads them: with `markdown.mdx1Compat.comments`
 * (on by default) mdx-loader adds @slorber/remark-comment, whose micromark construct makes
 * `<!-- … -->` a comment in flow and in text, and whose mdast extension leaves it out of the tree.
 * A comment is no blank line: one at the start of a line ends the list item or paragraph before it
 * as any block there would (cardano's `<!-- -->` line ends a list, so the `</TabItem>` under it
 * closes its element). `<!-->` and `<!--->` are no comment, nor one never closed. The package's
 * own, so that the same texts are comments as there.
 */
import { comment, commentFromMarkdown as fromMarkdownWith } from '@slorber/remark-comment';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Extension } from 'micromark-util-types';

/**
 * The micromark syntax: a comment in flow (a construct of its own lines, which nothing pierces) and
 * in text. Typed by the package with micromark 1's types, which it brings; it uses only what
 * micromark 4's tokenizer gives too (the 34 texts compared gave the same trees, positions included).
 */
export const commentSyntax = comment as unknown as Extension;

/**
 * The mdast side, as mdx-loader gets it (no `ast` option: the comment's text is read and dropped,
 * so the tree has no node for it). The package's types call it an extension; its code is a
 * function that makes one, as Docusaurus calls it.
 */
export const commentFromMarkdown = (fromMarkdownWith as unknown as () => FromMarkdownExtension)();
