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
const PROP_NAMES: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', colspan: 'colSpan', rowspan: 'rowSpan', srcset: 'srcSet', crossorigin: 'crossOrigin', readonly: 'readOnly', maxlength: 'maxLength', frameborder: 'frameBorder', allowfullscreen: 'allowFullScreen', 'xlink:href': 'xlinkHref' };

/** A `style` attribute as the object React takes (custom properties keep their names). */
function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
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
  for (const { name, value } of element.attributes) props[PROP_NAMES[name] ?? name] = name === 'style' ? styleObject(value) : value;
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
