/**
 * Markdown a React page imports, drawn in the browser (site/docusaurus/markdown-content.ts): its
 * top-level elements are made React elements from the server's HTML, so their attributes must mean
 * to React what they meant in the HTML. A boolean attribute written without a value arrives as ""
 * (React: false, so a client render dropped `<details open>`, `<video controls muted>`,
 * `<iframe allowfullscreen>`), and a style's `;` inside `url(data:image/png;base64,...)` is no
 * declaration's end.
 */
import { parseHTML } from 'linkedom';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { markdownContent } from '../../site/docusaurus/markdown-content.ts';

const globals = globalThis as Record<string, unknown>;
afterEach(() => delete globals.document);

/** The component's elements as React renders them on a client render. */
function drawn(html: string): string {
  globals.document = parseHTML('<!doctype html><html><body></body></html>').document;
  const Content = markdownContent(html);
  return renderToStaticMarkup(Content() as never);
}

describe('imported Markdown drawn in the browser', () => {
  it('keeps the boolean attributes of its top-level elements', () => {
    const html = drawn('<details open=""><summary>More</summary><p>Text.</p></details><video controls="" muted="" autoplay="" playsinline="" loop="" src="/v.mp4"></video><iframe src="https://x.example" allowfullscreen=""></iframe>');
    const attributes = (tag: string) => [...new RegExp(`<${tag}[^>]*>`).exec(html)![0].matchAll(/ ([\w-]+)=/g)].map((m) => m[1].toLowerCase());
    expect(attributes('details')).toEqual(['open']);
    expect(attributes('video')).toEqual(['controls', 'muted', 'autoplay', 'playsinline', 'loop', 'src']);
    expect(attributes('iframe')).toEqual(['src', 'allowfullscreen']);
  });

  it("reads a style's declarations, a data URL's `;` and a quoted one inside them", () => {
    const html = drawn(`<div style="background-image: url(data:image/png;base64,iVBORw0KGgo=); color: red; font-family: 'a;b'"></div>`);
    expect(html).toContain('style="background-image:url(data:image/png;base64,iVBORw0KGgo=);color:red;font-family:&#x27;a;b&#x27;"');
  });
});
