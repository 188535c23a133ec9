/** The part of a docs sidebar one page shows, and the categories above each page (its breadcrumbs). */
import type { SidebarEntry } from '../../site/types.ts';
import type { SidebarNode } from '../sidebars.ts';

export type Category = Extract<SidebarNode, { type: 'category' }>;

/** The categories leading to each page of a sidebar, found in one walk rather than one per page. */
export function trails(nodes: SidebarNode[], above: Category[] = [], into = new Map<string, Category[]>()): Map<string, Category[]> {
  for (const node of nodes) {
    if (node.type === 'link') {
      if (!into.has(node.href)) into.set(node.href, above);
      continue;
    }
    if (node.type === 'html') continue;
    // A category's own page opens it but is not its own breadcrumb.
    if (node.link && !into.has(node.link)) into.set(node.link, above);
    trails(node.items, [...above, node], into);
  }
  return into;
}

/**
 * The sidebar as one page shows it: the active branch and expanded categories in full,
 * collapsed ones as a link to their first page, so a page's size does not grow with the site.
 */
export function sidebarForPage(nodes: SidebarNode[], active: string, open: ReadonlySet<SidebarNode> = new Set(trails(nodes).get(active))): SidebarEntry[] {
  return nodes.map((n): SidebarEntry => {
    const className = n.className ? { className: n.className } : {};
    if (n.type === 'link') return { type: 'link', label: n.label, href: n.href, ...className };
    if (n.type === 'html') return { type: 'html', value: n.value, ...className };
    if (n.collapsed && n.link !== active && !open.has(n)) return { type: 'category', label: n.label, collapsed: true, href: n.link ?? n.href, items: [], ...className };
    return { type: 'category', label: n.label, collapsed: false, href: n.link, items: sidebarForPage(n.items, active, open), ...className };
  });
}
