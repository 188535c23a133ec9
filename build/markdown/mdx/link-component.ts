/**
 * A site's own `a` in its `src/theme/MDXComponents`. Docusaurus's MDX renders every Markdown link
 * with it, so a site that replaces it decides what each link becomes (questdb's sends its `/blog/`
 * links to its main site) and which ones Docusaurus checks: only those it renders with `<Link>`,
 * which collects them. Here too: such a link renders with the site's component, and is checked
 * when that renders this build's Link (theme.tsx), which records it.
 */
import { createElement, type ElementType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fillRaw, runtime } from './runtime.ts';

/** Where the link's text goes in what the component renders: a character real text never has. */
const TEXT = '\uE030';

/** A Markdown link as the site's `a` renders it: `html` given its text's HTML, and the `href` it shows, if any. */
export interface SiteLink {
  html(textHtml: string): string;
  href?: string;
}

/**
 * One Markdown link rendered by the site's `a`, which gets `href` as Docusaurus gives it (a
 * Markdown file's link as its page's URL, any other as written). Rendered when the document's
 * links are read, so the ones it renders with Link are recorded there, once. Undefined when the
 * component throws (reported): the link is shown and checked as this build's own then.
 */
export function siteLink(component: ElementType, href: string, title: string | null | undefined, line: number, warn: (message: string) => void): SiteLink | undefined {
  runtime().line = line;
  try {
    const html = fillRaw(renderToStaticMarkup(createElement(component, title ? { href, title } : { href }, TEXT)));
    return { html: (textHtml) => html.replace(TEXT, () => textHtml), href: / href="([^"]*)"/.exec(html)?.[1] };
  } catch (error) {
    warn(`the site's MDXComponents "a" could not render the link to "${href}" (${(error as Error).message.split('\n')[0]}), so it is shown as a plain link. Fix that component.`);
    return undefined;
  }
}
