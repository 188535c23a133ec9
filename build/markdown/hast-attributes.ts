/**
 * A remark node's `data.hProperties` (hast property names, as mdast-util-to-hast reads them) as the
 * JSX attributes MDX gives React for them, the way hast-util-to-estree writes them for Docusaurus:
 * `dataLanguage` is `data-language` and `ariaLabel` `aria-label` (property-information's names for
 * them), other properties keep their names, which are React's (`className`, `htmlFor`,
 * `tabIndex`); a list is joined by spaces (by commas for `accept` and `coords`), `true` is the
 * bare attribute, `false`, null and undefined none; a `style` string is the object React takes.
 */
import { styleObject } from './mdx/dom-props.ts';

type JsxAttribute = { type: 'mdxJsxAttribute'; name: string; value: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string } };

/** The hast properties whose lists property-information marks comma-separated; the rest are space-separated. */
const COMMA_SEPARATED = new Set(['accept', 'coords']);

/** The attribute name of a hast property: `dataFooBar` is `data-foo-bar`, `ariaDescribedBy` `aria-describedby`. */
function attributeName(property: string): string {
  if (/^data[A-Z0-9]/.test(property)) return `data-${property.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '')}`;
  if (/^aria[A-Z]/.test(property)) return `aria-${property.slice(4).toLowerCase()}`;
  return property;
}

export function hastAttributes(properties: Record<string, unknown>): JsxAttribute[] {
  return Object.entries(properties).flatMap(([property, v]): JsxAttribute[] => {
    if (v === undefined || v === null || v === false) return [];
    const name = attributeName(property);
    if (name === 'style' && typeof v === 'string') return [{ type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(styleObject(v)) } }];
    const value = Array.isArray(v) ? v.join(COMMA_SEPARATED.has(property) ? ', ' : ' ') : v === true ? null : String(v);
    return [{ type: 'mdxJsxAttribute', name, value }];
  });
}
