/**
 * Markdown a site's React page imports as a component (`import Intro from '@site/docs/intro.md'`),
 * in the page's browser code: the HTML the build's Markdown stage made of it, drawn as React
 * elements, so that the page hydrates over the server's HTML as Docusaurus's MDX content does,
 * with no element around it. Bundled into the code of the pages that import Markdown only
 * (build/markdown/mdx/site-code-plugin.ts); the server draws the same HTML in place of a marker
 * (build/react-pages/render.tsx).
 */
import { createElement, type ReactNode } from 'react';

/** Attributes whose React name is not the HTML one: React sets the others as written. */
const PROP_NAMES: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', colspan: 'colSpan', rowspan: 'rowSpan', srcset: 'srcSet', crossorigin: 'crossOrigin', readonly: 'readOnly', maxlength: 'maxLength', frameborder: 'frameBorder', allowfullscreen: 'allowFullScreen', autoplay: 'autoPlay', playsinline: 'playsInline', autofocus: 'autoFocus', novalidate: 'noValidate', formnovalidate: 'formNoValidate', nomodule: 'noModule', itemscope: 'itemScope', 'xlink:href': 'xlinkHref' };

/** React's boolean attributes: it drops one whose value is "" (false), so one written without a value is `true`. */
const BOOLEAN = new Set(['allowFullScreen', 'async', 'autoFocus', 'autoPlay', 'checked', 'controls', 'default', 'defer', 'disabled', 'formNoValidate', 'hidden', 'itemScope', 'loop', 'multiple', 'muted', 'noModule', 'noValidate', 'open', 'playsInline', 'readOnly', 'required', 'reversed', 'selected']);

/** The declarations of a `style` attribute: split at each `;` outside parentheses and quotes (`url(data:image/png;base64,...)`). */
function declarations(text: string): string[] {
  const parts: string[] = [];
  let [depth, quote, from] = [0, '', 0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  return [...parts, text.slice(from)];
}

/** A `style` attribute as the object React takes (custom properties keep their names). */
function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of declarations(text)) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    if (name) style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = declaration.slice(colon + 1).trim();
  }
  return style;
}

/**
 * A node of the Markdown's top level: text as text, an element with its own HTML inside, which React
 * leaves as the server wrote it when it hydrates and when it renders again, so that what the client
 * adds inside (a code block's copy button, a tab list) stays.
 */
function toElement(node: Node, key: number): ReactNode {
  if (node.nodeType === 3) return (node as Text).data;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const props: Record<string, unknown> = { key };
  for (const { name, value } of element.attributes) {
    const prop = PROP_NAMES[name] ?? name;
    props[prop] = name === 'style' ? styleObject(value) : BOOLEAN.has(prop) || value;
  }
  return createElement(element.localName, { ...props, dangerouslySetInnerHTML: { __html: element.innerHTML } });
}

/** The component an import of Markdown gives: its HTML as elements, made once, when it first renders. */
export function markdownContent(html: string): () => ReactNode {
  let elements: ReactNode[] | undefined;
  return function MarkdownContent() {
    if (!elements) {
      const template = document.createElement('template');
      template.innerHTML = html;
      elements = [...template.content.childNodes].map(toElement);
    }
    return elements;
  };
}
