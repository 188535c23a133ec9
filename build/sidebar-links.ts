/**
 * The links of the docs sidebars that pages show: Docusaurus draws a sidebar's `link` item with its
 * Link, which collects the path for its broken-link check on every page that shows the sidebar,
 * so a `link` item to no page is reported there (ionic-docs' `href: '/docs/api/grid'`, which
 * the Link puts under the Japanese base URL `/docs/ja/`: a page the Japanese site lacks). Here
 * each such item is checked once per sidebars file and locale, reported at the file's line that
 * writes it, naming the item. Items of docs and categories lead to pages the build made; a
 * `pathname://` item, an external URL and a sidebar no page shows are not checked, as in Docusaurus.
 */
import type { CheckedLink, SourceLinks } from './checks.ts';
import { lineAt } from './diagnostics.ts';
import { decodePath } from './markdown/links.ts';
import type { ResolvedSidebars } from './sidebars.ts';
import type { SidebarNode } from './sidebar-tree.ts';

/**
 * Where the sidebars file writes a path: its route ends a string there (`/docs/api/grid` ends with
 * `/api/grid` under the base URL /docs/), before a hash, a query or a last slash; -1 if nowhere.
 */
function writtenAt(source: string, route: string): number {
  for (let at = source.indexOf(route); at >= 0; at = source.indexOf(route, at + 1)) {
    const end = source.slice(at + route.length, at + route.length + 2);
    if (/^(?:['"`#?]|\/['"`])/.test(end)) return at;
  }
  return -1;
}

export interface ShownSidebars {
  sidebars: ResolvedSidebars;
  /** The sidebars file, as messages name it, and its text. */
  file: string;
  source: string;
}

/** The `link` items (not docs' nor categories' own pages) whose href is a path of this site. */
function linkItems(nodes: SidebarNode[]): Extract<SidebarNode, { type: 'link' }>[] {
  return nodes.flatMap((node) => {
    if (node.type === 'category') return linkItems(node.items);
    if (node.type !== 'link' || node.docId !== undefined || node.unchecked || !node.href.startsWith('/') || node.href.startsWith('//')) return [];
    return [node];
  });
}

/** `locale`: the locale built, when it is not the default one, whose base URL the items' paths are under (named in the report). */
export function sidebarLinks(shown: ShownSidebars[], locale?: string): SourceLinks[] {
  const byFile = new Map<string, { source: string; links: Map<string, CheckedLink> }>();
  for (const { sidebars, file, source } of shown) {
    const entry = byFile.get(file) ?? { source, links: new Map<string, CheckedLink>() };
    byFile.set(file, entry);
    for (const name of new Set(sidebars.sidebarOfDoc.values())) {
      for (const item of linkItems(sidebars.sidebars.get(name) ?? [])) {
        const key = `${item.label}\n${item.href}`;
        if (entry.links.has(key)) continue;
        const at = item.href.indexOf('#');
        // The check reads the path alone, as Docusaurus's does (`/search?q=x` is the page /search).
        const pathname = (at < 0 ? item.href : item.href.slice(0, at)).split('?')[0];
        const written = writtenAt(source, pathname);
        entry.links.set(key, { path: decodePath(pathname) ?? pathname, hash: at < 0 ? '' : item.href.slice(at + 1), line: written < 0 ? undefined : lineAt(source, written), item: `sidebar item "${item.label}"${locale ? ` (locale ${locale})` : ''}` });
      }
    }
  }
  return [...byFile].map(([file, { links }]) => ({ file, links: [...links.values()] }));
}
