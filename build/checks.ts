/** Checks across pages: internal links and anchors (warnings) and duplicate routes (warnings). */
import type { Reporter } from './diagnostics.ts';
import { unrunOwner, type UnrunPluginRoutes } from './docusaurus/plugin-routes.ts';
import type { LinkRef } from './markdown/index.ts';
import type { Route } from './routes/index.ts';
// The browser and the build must agree on which paths name the same page.
import { normalizePathname } from '../shared/pathname.ts';

/** A link to check: one from Markdown, or one the theme shows (`item` names what holds it). */
export type CheckedLink = Omit<LinkRef, 'line'> & { line: number | undefined; item?: string };

export interface SourceLinks {
  file: string;
  links: CheckedLink[];
}

function builtInName(route: Route): string {
  const kind = route.props.screen.kind;
  if (kind === 'home') return 'the home page';
  if (kind === 'notFound') return 'the 404 page';
  return kind.startsWith('blog') ? 'a blog list page' : 'a tags page';
}

/** A sidebar category's generated index page: a docs page that no file makes (routes/category-index.ts). */
const generatedIndex = (route: Route) => !route.source && route.props.screen.kind === 'doc';

/**
 * Whether a page of src/pages keeps the path of a blog's list page (olake's
 * src/pages/customer-stories/index.tsx and its customer-stories blog), as Docusaurus's router finds
 * the route sorted first (core's sortRoutes): by path (`localeCompare`: with `trailingSlash` unset,
 * the list's `/x` before an index page's `/x/`), then in plugin order (the preset's docs, blog and
 * pages, then the config's `plugins`), so the page only when its plugin comes before the blog's.
 */
function pageKeepsPath(list: Route, page: Route, trailingSlash: boolean | undefined): boolean {
  const indexPage = /(^|[/\\])index\.[^/\\]+$/.test(page.source ?? '');
  return list.pagesFirst === true && (trailingSlash !== undefined || !indexPage);
}

/**
 * Every route path is produced once. A content file on the path of a page the site makes itself
 * (the home page, a blog list, a tag page) is an error, but a doc on the path of a category's
 * generated index keeps it with a warning (taskweaver's `docs/llms/index.md` and its category's
 * `slug: '/llms'`: Docusaurus warns of the duplicate route and its router finds the doc, listed
 * first); two content files on one path are a warning naming both, and the file whose path
 * comes first by `localeCompare` keeps the route, whatever order the files were read in: Docusaurus
 * 2.3 and 3.10 sort docs by `id.localeCompare` (plugin-content-docs' addDocNavigation) and its
 * router finds the first, so cyf-syllabus's `db/index.md` keeps /db/ from `db/README.md` (by code
 * points, README sorted first). A page of src/pages on a blog list's path is a warning too, and
 * the route Docusaurus's router finds keeps the path (pageKeepsPath). `lineOf` gives the line of a
 * file's `slug` (or `id`), to point at.
 */
export function dropDuplicateRoutes(routes: Route[], reporter: Reporter, lineOf: (source: string) => number | undefined = () => undefined, trailingSlash?: boolean): Route[] {
  const owner = new Map<string, Route>();
  for (const route of routes) {
    const key = normalizePathname(route.path);
    const first = owner.get(key);
    if (!first) owner.set(key, route);
    else if (!first.source || !route.source) {
      const [builtIn, content] = first.source ? [route, first] : [first, route];
      if (content.source && generatedIndex(builtIn)) {
        owner.set(key, content);
        reporter.warn(content.source, lineOf(content.source), `duplicate route "${content.path}": a sidebar category's generated index page has this path too (its link's slug); this file keeps it, as in Docusaurus, whose docs' routes come before the categories'. Give the category's link another slug, or link the category to this doc.`);
        continue;
      }
      if (content.source && builtIn.props.screen.kind === 'blogList' && ['page', 'reactPage'].includes(content.props.screen.kind)) {
        const keeps = pageKeepsPath(builtIn, content, trailingSlash);
        owner.set(key, keeps ? content : builtIn);
        const why = keeps ? 'this page keeps it, as in Docusaurus, whose router finds the pages plugin\'s route first (the blog is listed after it)' : "the list keeps it, as in Docusaurus, whose router finds the blog's route first, and this page is not built";
        reporter.warn(content.source, lineOf(content.source), `duplicate route "${content.path}": a blog's list page has this path too; ${why}. Give the blog another routeBasePath or the page another path.`);
        continue;
      }
      if (!builtIn.source) owner.set(key, builtIn);
      reporter.error(content.source!, lineOf(content.source!), `route "${content.path}" is ${builtInName(builtIn)}, which the site makes itself. Give this file another slug or name.`);
    } else if (route.source.localeCompare(first.source) < 0) owner.set(key, route);
  }
  const kept = new Set(owner.values());
  for (const route of routes) {
    if (kept.has(route) || !route.source) continue;
    const winner = owner.get(normalizePathname(route.path))!;
    if (!winner.source) continue;
    reporter.warn(route.source, lineOf(route.source), `duplicate route "${route.path}": ${winner.source} also produces it and keeps it (the first by localeCompare, as Docusaurus orders its docs), so this one is skipped. Give one of them another slug.`);
  }
  return routes.filter((route) => kept.has(route));
}

/**
 * The sources' links less those of the files whose every route another file keeps
 * (dropDuplicateRoutes): Docusaurus's router renders such a file on no path, so its links are never
 * collected nor checked (formance's docs/archive/index.mdx, whose route index.md keeps).
 */
export function shownSourceLinks(sources: SourceLinks[], built: Route[], kept: Route[]): SourceLinks[] {
  const keptRoutes = new Set(kept);
  const shown = new Set(kept.map((route) => route.source));
  const skipped = new Set(built.filter((route) => route.source && !keptRoutes.has(route) && !shown.has(route.source)).map((route) => route.source));
  return skipped.size ? sources.filter((source) => !skipped.has(source.file)) : sources;
}

export interface LinkPolicy {
  /** What a link to no page is (Docusaurus's `onBrokenLinks`). */
  onBrokenLinks: 'ignore' | 'log' | 'warn' | 'throw';
  /** Docusaurus's `onBrokenAnchors`: `ignore` (a Docusaurus 2 site's, which checks none) reports none; any other value warns. */
  onBrokenAnchors?: 'ignore' | 'log' | 'warn' | 'throw';
  /** Paths that are not pages but exist: React pages this build cannot render, static files where the site's check finds them (link-targets.ts); `rootRead`: a relative link's path read from the site root. */
  exists(path: string, rootRead?: string): boolean;
  /** Route bases of plugins the build does not run (Docusaurus makes their pages), and the config to name. */
  unrun?: { routes: UnrunPluginRoutes[]; configFile: string };
}

/** `decodeURI(path)`, or the path itself where it holds a `%` that starts no escape. */
function decodedUri(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** `anchors` maps each normalised route path to the element ids its page has. */
export function checkLinks(sources: SourceLinks[], anchors: Map<string, Set<string>>, reporter: Reporter, policy: LinkPolicy = { onBrokenLinks: 'warn', exists: () => false }): void {
  const report = policy.onBrokenLinks === 'throw' ? reporter.error : reporter.warn;
  const unchecked = new Map<UnrunPluginRoutes, { links: number; first: string }>();
  const byLowerCase = new Map<string, string>();
  for (const page of anchors.keys()) if (!byLowerCase.has(page.toLowerCase())) byLowerCase.set(page.toLowerCase(), page);
  for (const source of sources) {
    for (const link of source.links) {
      const target = normalizePathname(link.path);
      // Docusaurus's check tries the path as written and decoded (`/docs/Getting%20Started/setup`, lakesoul's footer, is the page `/docs/Getting Started/setup`).
      const ids = anchors.get(target) ?? anchors.get(normalizePathname(decodedUri(link.path)));
      if (!ids) {
        if (link.path.startsWith('/assets/') || policy.onBrokenLinks === 'ignore' || policy.exists(link.path, link.rootRead)) continue;
        // Docusaurus's router matches paths ignoring case, so its check passes such a link (excalidraw's `/docs/@excalidraw/excalidraw/API/utils/export`, folder `api`), and a click in its app finds the page; a static host does not.
        const sameIgnoringCase = byLowerCase.get(target.toLowerCase());
        if (sameIgnoringCase) {
          reporter.warn(source.file, link.line, `broken link${link.item ? ` in ${link.item}` : ''}: no page at "${link.path}" on a static host, which tells case apart; Docusaurus's router finds "${sameIgnoringCase}" for it. Write the link as "${sameIgnoringCase}".`);
          continue;
        }
        const owner = policy.unrun && unrunOwner(policy.unrun.routes, target);
        if (owner) {
          const held = unchecked.get(owner) ?? { links: 0, first: `${source.file}${link.line ? `:${link.line}` : ''}` };
          unchecked.set(owner, { ...held, links: held.links + 1 });
          continue;
        }
        report(source.file, link.line, `broken link${link.item ? ` in ${link.item}` : ''}: no page at "${link.path}". Fix the link or create the page.`);
      } else if (link.hash && policy.onBrokenAnchors !== 'ignore' && !ids.has(link.hash)) {
        reporter.warn(source.file, link.line, `broken anchor${link.item ? ` in ${link.item}` : ''}: "${link.path}#${link.hash}" has no heading with id "${link.hash}". Link to an existing heading.`);
      }
    }
  }
  // Docusaurus runs the plugin and checks these links against its pages; without them, one warning per plugin says what is not checked.
  for (const [{ plugin, base, exact }, { links, first }] of unchecked) {
    const missing = exact ? `its page ${base} is` : `its pages under ${base}/ are`;
    reporter.warn(policy.unrun!.configFile, undefined, `plugin "${plugin}" is not run, so ${missing} missing from this build: ${links} link${links === 1 ? '' : 's'} into ${exact ? 'it' : 'them'} (the first at ${first}) ${links === 1 ? 'leads' : 'lead'} nowhere and ${links === 1 ? 'is' : 'are'} not checked. Build the site with Docusaurus to check ${links === 1 ? 'it' : 'them'}.`);
  }
}
