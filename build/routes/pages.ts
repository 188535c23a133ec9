/** The home page, the Markdown pages of content/pages/ and the 404 page. */
import { head, stylesheetUrls, summarize } from './head.ts';
import { buildToc } from './toc.ts';
import type { Route, RouteInput } from './types.ts';
import { HOME_PATH, markdownTwinPath, NOT_FOUND_PATH, outputFile } from './urls.ts';

/** `start`: the page a plain home page's button opens (the first doc in a sidebar). */
export function homeRoute({ config }: RouteInput, start?: string): Route {
  return { path: HOME_PATH, file: outputFile(HOME_PATH), props: { head: head(config, HOME_PATH, config.home.title, config.home.description), screen: { kind: 'home', start } } };
}

export function pageRoutes({ config, pages }: RouteInput): Route[] {
  return pages.map(({ meta, md, title: pageTitle }) => ({
    path: meta.permalink,
    file: outputFile(meta.permalink),
    source: meta.source.display,
    props: {
      head: head(config, meta.permalink, pageTitle, summarize(meta.description ?? md.firstParagraph, config.tagline), { markdown: markdownTwinPath(meta.permalink), stylesheets: stylesheetUrls(md) }),
      screen: { kind: 'page' as const, title: pageTitle, html: md.html, toc: buildToc(md.headings) },
    },
  }));
}

export function notFoundRoute({ config }: RouteInput): Route {
  return {
    path: NOT_FOUND_PATH,
    file: outputFile(NOT_FOUND_PATH),
    props: { head: head(config, NOT_FOUND_PATH, 'Page Not Found', 'The page you asked for does not exist.', { noindex: true }), screen: { kind: 'notFound' } },
  };
}
