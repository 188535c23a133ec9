/**
 * The work of the HTML stage, which grows with the site, as a plain function of plain data so that
 * it runs the same in the build's thread and in worker threads (renderer.ts): a route to an HTML
 * file on disk, and the element ids the checks need.
 */
import { copyFileSync, linkSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { SiteView } from '../site/types.ts';
import { displayPath } from './content/read-text.ts';
import { BuildError, failure } from './diagnostics.ts';
import { writer } from './output.ts';
import type { Route } from './routes/index.ts';
import { withBody } from './routes/route-body.ts';

/** What writes pages: this thread, or the render workers (renderer.ts). */
export interface PageRenderer {
  /** Writes each route's page under `outDir`; returns each page's element ids. */
  routes(routes: Route[], site: SiteView, outDir: string): Promise<string[][]>;
}

/** Ids of the elements in an HTML page. */
export function elementIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')));
}

/** Makes `alias` name the same file as `target`: a hard link, or a copy where links are not possible. */
export function linkFile(target: string, alias: string): void {
  try {
    linkSync(target, alias);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return copyFileSync(target, alias);
    // A dev rebuild writes over its last output, so the old alias is in the way.
    rmSync(alias);
    linkFile(target, alias);
  }
}

/**
 * Renders each route to its file (and alias) under `outDir` and returns the element ids of each
 * page, for the anchor checks. React and the site's screens load with the first page to render:
 * a build whose pages all come from the last output never loads them. A page that fails is an
 * error naming its file; `starting(i)` is told before route `i` starts, so that a thread that dies
 * meanwhile can still name it (renderer.ts).
 */
export async function writeRoutes(routes: Route[], site: SiteView, outDir: string, starting?: (index: number) => void): Promise<string[][]> {
  if (!routes.length) return [];
  const { renderRoute } = await import('./render.tsx');
  const { write } = writer(outDir);
  return routes.map((route, index) => {
    starting?.(index);
    try {
      const html = renderRoute(withBody(route), site);
      write(route.file, html);
      if (route.twin) linkFile(path.join(outDir, route.file), path.join(outDir, route.twin));
      return [...elementIds(html)];
    } catch (error) {
      throw new BuildError([failure(pageFile(route, outDir), undefined, 'rendering this page', error)]);
    }
  });
}

/** The file a page comes from, for messages: its Markdown file, or the page itself for a page the site makes (a tag list). */
export function pageFile(route: Route, outDir: string): string {
  return route.source ?? displayPath(path.join(outDir, route.file));
}
