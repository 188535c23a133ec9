/**
 * `@theme/CodeBlock` in a site's React pages. The build draws it as its fenced code is drawn
 * (highlighted, magic comments applied: build/react-pages/code-block.tsx) and keeps each block's
 * markup in the page's data by its code; a hydrated page's browser render takes the same markup
 * from there, so highlighting needs no code in the browser. A block the build did not see (its
 * code made in the browser) is shown as plain code.
 */
import { isValidElement, type ReactNode } from 'react';
import { usePageData, type CodeBlockPart } from './context.ts';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  metastring?: string;
}

export function codeText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(codeText).join('');
  if (isValidElement(node)) return codeText((node.props as { children?: ReactNode }).children);
  return '';
}

/** What tells a page's code blocks apart: everything that changes how one is drawn. */
export function codeBlockKey({ children, language, className, title, showLineNumbers, metastring }: CodeBlockProps): string {
  return JSON.stringify([language, className, title, showLineNumbers, metastring, codeText(children)]);
}

export function CodeBlockMarkup({ part }: { part: CodeBlockPart }) {
  return <div className={part.className} data-language={part.language} dangerouslySetInnerHTML={{ __html: part.html }} />;
}

export function CodeBlock(props: CodeBlockProps) {
  const part = usePageData().codeBlocks?.[codeBlockKey(props)];
  if (part) return <CodeBlockMarkup part={part} />;
  return (
    <div className="code-block theme-code-block" data-language={props.language ?? 'text'}>
      <pre className="code-block__pre prism-code" tabIndex={0}>
        <code>{codeText(props.children)}</code>
      </pre>
    </div>
  );
}
