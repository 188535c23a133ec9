/**
 * A fenced code block among a JSX element's Markdown children, given to the component as MDX gives
 * it: the element `pre` holding the element `code`, whose props are `className: 'language-x'`, the
 * `metastring` (the rest of the info string, as Docusaurus's codeCompatPlugin passes it) and the
 * code with the newline MDX ends it with (mdast-util-to-hast's code handler). A component that reads
 * its children's tree got one string of HTML in their place and drew nothing: autoparams'
 * JavaKotlinCodeBlock keeps the children whose `props.children.props.className` is `language-java`
 * or `language-kotlin` and shows each `code` in a tab, so its 12 pages of examples had none. Both
 * elements render as Docusaurus's MDXPre and MDXCode do, as the code block (this build's markup of
 * it), wherever the component puts them.
 */
import type { Token, Tokens } from 'marked';
import type { CodeToken } from '../code.ts';
import { createElement, type ReactNode } from 'react';
import { rawPlaceholder } from './runtime.ts';

/** Each `code` element's block, drawn by this build when the element renders, by the element's props. */
const blocks = new WeakMap<object, () => string>();

interface CodeProps {
  className?: string;
  metastring?: string;
  children?: ReactNode;
}

/** Docusaurus's MDXCode for a block: the block. Props a component made anew (a cloned element) get a plain block of their code. */
function MdxCode(props: CodeProps): ReactNode {
  const block = blocks.get(props);
  if (block) return rawPlaceholder(block());
  return createElement('pre', null, createElement('code', { className: props.className }, props.children));
}

/** Docusaurus's MDXPre: only its `code` child, which draws the block. */
function MdxPre(props: { children?: ReactNode }): ReactNode {
  return props.children;
}

/**
 * The `pre` element MDX makes of a fenced code block, which draws as `block` gives it; undefined
 * for any other token, and for a diagram or math block, which Docusaurus's themes make elements
 * of their own.
 */
export function codeBlockElement(token: Token, block: () => string): ReactNode | undefined {
  if (token.type !== 'code' || (token as Tokens.Code).codeBlockStyle === 'indented') return undefined;
  const [lang = '', ...meta] = ((token as Tokens.Code).lang ?? '').trim().split(/\s+/);
  if (lang === 'mermaid' || lang === 'math') return undefined;
  const props: CodeProps = { children: `${(token as CodeToken).source ?? (token as Tokens.Code).text}\n` };
  if (lang) props.className = `language-${lang}`;
  if (meta.length) props.metastring = meta.join(' ');
  const code = createElement(MdxCode, props);
  blocks.set(code.props as object, block);
  return createElement(MdxPre, null, code);
}
