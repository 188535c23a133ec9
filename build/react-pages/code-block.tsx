/**
 * `@theme/CodeBlock` as the build renders it in a site's React page: drawn as MDX's is
 * (markdown/mdx/theme.tsx), then kept, by its code, for the page's data (site/docusaurus/code-block.tsx
 * draws a hydrated page's blocks from there).
 */
import type { ReactNode } from 'react';
import { useRecorder, type CodeBlockPart } from '../../site/docusaurus/context.ts';
import { codeBlockKey, CodeBlockMarkup, type CodeBlockProps } from '../../site/docusaurus/code-block.tsx';
import { codeBlockHtml } from '../markdown/mdx/theme.tsx';
import type { MagicComment } from '../markdown/magic-comments.ts';

const OUTER = /^<div class="([^"]*)" data-language="([^"]*)">([\s\S]*)<\/div>\n?$/;
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function serverCodeBlock(magicComments: MagicComment[] | undefined): (props: CodeBlockProps) => ReactNode {
  return function CodeBlock(props: CodeBlockProps) {
    const [, className, language, html] = OUTER.exec(codeBlockHtml(props, magicComments))!;
    const part: CodeBlockPart = { className: unescape(className), language: unescape(language), html };
    useRecorder()?.codeBlock(codeBlockKey(props), part);
    return <CodeBlockMarkup part={part} />;
  };
}
