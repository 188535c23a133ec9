/**
 * An SVG file that the site's code imports, as Docusaurus's SVGR gives it (plugin-svgr 3.10's
 * svgrLoader.js: `@svgr/webpack` with `titleProp`, for imports from JS, TS and MDX): a component
 * drawing the SVG inline, with the file's own attributes (its width, height and viewBox size it,
 * as in Docusaurus) under the props it is given (`className`, `width`, `role`), and a `title` prop
 * in place of the file's own `<title>`. SVGR also runs SVGO's default preset over the markup, which
 * changes its text, not its drawing; this build keeps the markup as written.
 */
import { readFile } from 'node:fs/promises';

export interface SvgParts {
  /** The root element's attributes, under React's names (`className`, `strokeWidth`, `xmlnsXlink`, `style` an object). */
  attributes: Record<string, unknown>;
  /** The markup inside the root element. */
  inner: string;
}

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** React's name for an SVG attribute: `class` is `className`, `stroke-width` `strokeWidth`, `xlink:href` `xlinkHref`; `data-` and `aria-` stay. */
function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (/^(data|aria)-/.test(name)) return name;
  return name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

function styleObject(style: string): Record<string, string> {
  const entries = style.split(';').flatMap((rule) => {
    const at = rule.indexOf(':');
    const name = rule.slice(0, at).trim();
    return at > 0 && name ? [[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), rule.slice(at + 1).trim()]] : [];
  });
  return Object.fromEntries(entries);
}

/** The root `<svg>` of a file's text, or undefined when it has none. */
export function svgParts(text: string): SvgParts | undefined {
  const body = text.replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '');
  const open = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/i.exec(body);
  if (!open) return undefined;
  const attributes: Record<string, unknown> = {};
  for (const [, name, double, single, bare] of open[1].matchAll(ATTRIBUTE)) {
    const value = double ?? single ?? bare ?? '';
    attributes[reactName(name)] = name === 'style' ? styleObject(value) : value;
  }
  const start = open.index + open[0].length;
  const end = body.lastIndexOf('</svg>');
  return { attributes, inner: open[2] || end < start ? '' : body.slice(start, end) };
}

/** The module esbuild gives for the file: its component as the default export and as `ReactComponent`, as SVGR exports it. */
export function svgModule(parts: SvgParts): string {
  return `import { createElement } from 'react';
const attributes = ${JSON.stringify(parts.attributes)};
const inner = ${JSON.stringify(parts.inner)};
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const Svg = ({ title, titleId, children, ...props }) => {
  const own = title === undefined ? inner : inner.replace(/<title\\b[\\s\\S]*?<\\/title>/, '');
  const heading = title ? '<title' + (titleId ? ' id="' + escape(titleId) + '"' : '') + '>' + escape(title) + '</title>' : '';
  return createElement('svg', Object.assign({}, attributes, titleId ? { 'aria-labelledby': titleId } : {}, props, { dangerouslySetInnerHTML: { __html: heading + own } }));
};
export { Svg as default, Svg as ReactComponent };`;
}

/** The module of an SVG file, or undefined when it holds no `<svg>`. */
export async function svgFileModule(file: string): Promise<string | undefined> {
  const parts = svgParts(await readFile(file, 'utf8'));
  return parts && svgModule(parts);
}
