/** The part of a docs sidebar one page shows, and the categories above each page (its breadcrumbs). */
import type { Crumb, SidebarEntry } from '../../site/types.ts';
import type { SidebarNode } from '../sidebar-tree.ts';

export type Category = Extract<SidebarNode, { type: 'category' }>;

/**
 * The categories leading to each page of a sidebar, found in one walk rather than one per page: for
 * a page the sidebar lists in several places (jitsi's Android SDK under both "SDKs" and "Mobile"),
 * those above each place, as Docusaurus opens every category that holds the current page
 * (theme-common's isActiveSidebarItem).
 */
export function trails(nodes: SidebarNode[], above: Category[] = [], into = new Map<string, Category[]>()): Map<string, Category[]> {
  const add = (href: string) => {
    const had = into.get(href);
    into.set(href, had ? [...new Set([...had, ...above])] : above);
  };
  for (const node of nodes) {
    if (node.type === 'link') {
      add(node.href);
      continue;
    }
    if (node.type === 'html') continue;
    // A category's own page opens it but is not its own breadcrumb.
    if (node.link) add(node.link);
    trails(node.items, [...above, node], into);
  }
  return into;
}

/**
 * The breadcrumbs of each page of a sidebar, as Docusaurus makes them, in one walk: the categories
 * on the way to the page's first place in the sidebar (each a link to its own page when it has
 * one), then the page's sidebar label; a category's own page ends with the category.
 */
export function sidebarCrumbs(nodes: SidebarNode[], above: Crumb[] = [], into = new Map<string, Crumb[]>()): Map<string, Crumb[]> {
  for (const node of nodes) {
    if (node.type === 'html') continue;
    if (node.type === 'link') {
      if (!into.has(node.href)) into.set(node.href, [...above, { label: node.label, href: node.href }]);
      continue;
    }
    const crumb: Crumb = node.link ? { label: node.label, href: node.link } : { label: node.label };
    if (node.link && !into.has(node.link)) into.set(node.link, [...above, crumb]);
    sidebarCrumbs(node.items, [...above, crumb], into);
  }
  return into;
}

/**
 * Sidebars of up to this many pages go out whole on every page, closed categories included, so
 * that a reader opens them in place; larger ones show a closed category outside the current
 * page's trail as a link to its first page, so that a page's size does not grow with the site.
 */
export const WHOLE_SIDEBAR_LIMIT = 300;

/**
 * The sidebar as one page shows it: categories open when configured so or on the page's own
 * trail, the others closed (their items left out when the sidebar is not `whole`).
 */
export function sidebarForPage(nodes: SidebarNode[], active: string, open: ReadonlySet<SidebarNode> = new Set(trails(nodes).get(active)), whole = true): SidebarEntry[] {
  return nodes.map((n) => (n.type === 'category' && (open.has(n) || n.link === active) ? category(n, active, open, whole) : offTrail(n, whole)));
}

function category(n: Category, active: string, open: ReadonlySet<SidebarNode>, whole: boolean): SidebarEntry {
  const className = n.className ? { className: n.className } : {};
  const collapsible = n.collapsible !== false;
  const collapsed = collapsible && n.collapsed && n.link !== active && !open.has(n);
  if (collapsed && !whole) return { type: 'category', label: n.label, collapsed, collapsible, href: n.link ?? n.href, items: [], ...className };
  return { type: 'category', label: n.label, collapsed, collapsible, href: n.link, items: sidebarForPage(n.items, active, open, whole), ...className };
}

/** Each node's entry on the pages outside it, whole and not: the same for all of them. */
const offTrailEntries = [new WeakMap<SidebarNode, SidebarEntry>(), new WeakMap<SidebarNode, SidebarEntry>()];

/**
 * A node off the page's trail shows the same on every such page, so its entry is made once and
 * shared by their routes: a batch of routes sent to a render worker carries it once (the
 * structured clone keeps shared objects shared), where one copy per page made the sidebars most
 * of what 10,000 docs sent.
 */
function offTrail(n: SidebarNode, whole: boolean): SidebarEntry {
  const entries = offTrailEntries[whole ? 1 : 0];
  let entry = entries.get(n);
  if (!entry) {
    const className = n.className ? { className: n.className } : {};
    // Docusaurus's sidebar opens a URL (a protocol, `//host`) or a `pathname://` item as an external link.
    if (n.type === 'link') entry = { type: 'link', label: n.label, href: n.href, ...className, ...((n.unchecked || /^(?:\w*:|\/\/)/.test(n.href)) && { external: true }) };
    else if (n.type === 'html') entry = { type: 'html', value: n.value, ...className };
    else entry = category(n, '', new Set(), whole);
    entries.set(n, entry);
  }
  return entry;
}
