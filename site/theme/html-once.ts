/**
 * Parts of the chrome rendered once per thread and spliced into each page as HTML. A versioned
 * site's navbar lists every version of every docs instance in its dropdowns and again in the
 * mobile drawer, the same on most pages: on gofiber that was 900 of a page's 1,300 elements React
 * walked. A part is named by the object it draws (an item of the site view, which a thread keeps
 * for all its pages) and a `variant` string for what else its HTML depends on (which entries a
 * page marks active); it reads no context.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const rendered = new WeakMap<object, Map<string, string>>();

export function htmlOnce(owner: object, variant: string, part: () => ReactElement): string {
  let variants = rendered.get(owner);
  if (!variants) rendered.set(owner, (variants = new Map()));
  let html = variants.get(variant);
  if (html === undefined) variants.set(variant, (html = flat(renderToStaticMarkup(part()))));
  return html;
}

/**
 * HTML kept to be put into many pages, as one piece. React's HTML is a concatenation V8 keeps as a
 * tree of its pieces until something reads it whole, and each page joining the tree walks it again
 * (a gofiber dropdown: 120-160 µs a join, 8-13 µs once flat); reading it as a number makes V8
 * flatten it in place.
 */
export function flat(html: string): string {
  Number(html);
  return html;
}
