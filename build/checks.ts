/** Checks across pages: internal links and anchors (warnings) and duplicate routes (warnings). */
import type { Reporter } from './diagnostics.ts';
import type { LinkRef } from './markdown/index.ts';
import type { Route } from './routes/index.ts';
// The browser and the build must agree on which paths name the same page.
import { normalizePathname } from '../shared/pathname.ts';

export interface PageLinks {
  file: string;
  links: LinkRef[];
}

/** Reports every route path produced by more than one source and returns the routes to keep. */
export function dropDuplicateRoutes(routes: Route[], reporter: Reporter): Route[] {
  const seen = new Map<string, Route>();
  const kept: Route[] = [];
  for (const route of routes) {
    const key = normalizePathname(route.path);
    const first = seen.get(key);
    if (first) {
      reporter.warn(
        route.source ?? first.source ?? 'content',
        route.source ? 1 : undefined,
        `duplicate route "${route.path}": ${first.source ?? 'a built-in page'} already produces it, so this one is skipped. Give one of them another slug.`,
      );
      continue;
    }
    seen.set(key, route);
    kept.push(route);
  }
  return kept;
}

export interface LinkPolicy {
  /** What a link to no page is (Docusaurus's `onBrokenLinks`); broken anchors are always warnings. */
  onBrokenLinks: 'ignore' | 'log' | 'warn' | 'throw';
  /** Paths that are not pages but exist: static files, React pages this build cannot render. */
  exists(path: string): boolean;
}

/** `anchors` maps each normalised route path to the element ids its page has. */
export function checkLinks(pages: PageLinks[], anchors: Map<string, Set<string>>, reporter: Reporter, policy: LinkPolicy = { onBrokenLinks: 'warn', exists: () => false }): void {
  const report = policy.onBrokenLinks === 'throw' ? reporter.error : reporter.warn;
  for (const page of pages) {
    for (const link of page.links) {
      const target = normalizePathname(link.path);
      const ids = anchors.get(target);
      if (!ids) {
        if (link.path.startsWith('/assets/') || link.path.startsWith('/img/') || policy.onBrokenLinks === 'ignore' || policy.exists(link.path)) continue;
        report(page.file, link.line, `broken link: no page at "${link.path}". Fix the link or create the page.`);
      } else if (link.hash && !ids.has(link.hash)) {
        reporter.warn(page.file, link.line, `broken anchor: "${link.path}#${link.hash}" has no heading with id "${link.hash}". Link to an existing heading.`);
      }
    }
  }
}

/** Ids of the elements in an HTML page. */
export function elementIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')));
}
