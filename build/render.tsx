/** One route to one HTML document, rendered by React on the server. */
import { renderToStaticMarkup } from 'react-dom/server';
import { App } from '../site/App.tsx';
import { SWIZZLED_FOOTER_ID } from '../site/theme/Layout.tsx';
import { SWIZZLED_LOGO_ID } from '../site/theme/Navbar.tsx';
import type { SiteView } from '../site/types.ts';
import type { Route } from './routes/index.ts';

const SWIZZLED_FOOTER = `<template id="${SWIZZLED_FOOTER_ID}"></template>`;
const SWIZZLED_LOGO = `<template id="${SWIZZLED_LOGO_ID}"></template>`;

/** The site's Root (site.rootHtml) wraps everything in the body, as Docusaurus renders the whole app inside it. */
function wrapBody(html: string, [before, after]: [string, string]): string {
  return html.replace('<body>', () => `<body>${before}`).replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${after}</body>`);
}

export function renderRoute(route: Route, site: SiteView): string {
  const html = '<!doctype html>' + renderToStaticMarkup(<App site={site} {...route.props} />);
  const withLogo = site.logoHtml === undefined ? html : html.replace(SWIZZLED_LOGO, () => site.logoHtml!);
  const withFooter = site.footerHtml === undefined ? withLogo : withLogo.replace(SWIZZLED_FOOTER, () => site.footerHtml!);
  return site.rootHtml ? wrapBody(withFooter, site.rootHtml) : withFooter;
}
