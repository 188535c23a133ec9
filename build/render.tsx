/** One route to one HTML document, rendered by React on the server. */
import { renderToStaticMarkup } from 'react-dom/server';
import { App } from '../site/App.tsx';
import { SWIZZLED_FOOTER_ID } from '../site/theme/Layout.tsx';
import { BLOG_MAIN_OPEN } from '../site/theme/blog/BlogLayout.tsx';
import { SWIZZLED_LOGO_ID } from '../site/theme/Navbar.tsx';
import type { SiteView } from '../site/types.ts';
import type { Route } from './routes/index.ts';

const SWIZZLED_FOOTER = `<template id="${SWIZZLED_FOOTER_ID}"></template>`;
const SWIZZLED_LOGO = `<template id="${SWIZZLED_LOGO_ID}"></template>`;

/** The site's Root (site.rootHtml) wraps everything in the body, as Docusaurus renders the whole app inside it. */
function wrapBody(html: string, [before, after]: [string, string]): string {
  return html.replace('<body>', () => `<body>${before}`).replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${after}</body>`);
}

/**
 * The site's BlogLayout (site.blogLayoutHtml) draws beside the posts in their column; the sidebar,
 * columns and table of contents stay the generator's. Theme-classic 3.10's list, post, tag and
 * author pages render through BlogLayout; its archive page through Layout alone.
 */
function aroundPosts(html: string, [before, after]: [string, string]): string {
  const open = html.indexOf(BLOG_MAIN_OPEN);
  if (open < 0) return html;
  const start = open + BLOG_MAIN_OPEN.length;
  // A main element holds no other: the first closing tag past it is its own.
  const end = html.indexOf('</main>', start);
  return html.slice(0, start) + before + html.slice(start, end) + after + html.slice(end);
}

/**
 * What the site's plugins inject (site.htmlTags), where Docusaurus's ssgTemplate.html puts it: the
 * head tags after the page's metadata and before its stylesheets (here, after the head script,
 * which goes first among the scripts), the others first and last in the body, around everything Root draws.
 */
function withHtmlTags(html: string, { headTags, preBodyTags, postBodyTags }: NonNullable<SiteView['htmlTags']>): string {
  const script = html.indexOf('<script data-client=');
  const afterScript = script < 0 ? html.indexOf('</head>') : html.indexOf('</script>', script) + '</script>'.length;
  return wrapBody(headTags ? html.slice(0, afterScript) + headTags + html.slice(afterScript) : html, [preBodyTags, postBodyTags]);
}

export function renderRoute(route: Route, site: SiteView): string {
  const html = '<!doctype html>' + renderToStaticMarkup(<App site={site} {...route.props} />);
  const withLogo = site.logoHtml === undefined ? html : html.replace(SWIZZLED_LOGO, () => site.logoHtml!);
  const withFooter = site.footerHtml === undefined ? withLogo : withLogo.replace(SWIZZLED_FOOTER, () => site.footerHtml!);
  const withBlog = site.blogLayoutHtml && route.props.screen.kind !== 'blogArchive' ? aroundPosts(withFooter, site.blogLayoutHtml) : withFooter;
  const wrapped = site.rootHtml ? wrapBody(withBlog, site.rootHtml) : withBlog;
  return site.htmlTags ? withHtmlTags(wrapped, site.htmlTags) : wrapped;
}
