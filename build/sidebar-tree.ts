/** A resolved sidebar's tree (sidebars.ts makes it, sidebar-generated.ts its generated parts) and the walks over it. */

export type SidebarNode = { className?: string } & (
  /** `unchecked`: a `pathname://` item, which Docusaurus's link check skips. `unlisted`: an unlisted doc (listedNodes). */
  | { type: 'link'; label: string; href: string; docId?: string; unchecked?: boolean; unlisted?: boolean }
  | { type: 'html'; value: string }
  /** `link`: the category's own page; `linkDocId`: the doc it is, when it is one. */
  /** `collapsible: false` keeps a category always open (Docusaurus's option); it is collapsible otherwise. */
  /** `linkUnlisted`: the category's page is an unlisted doc. */
  | { type: 'category'; label: string; collapsed: boolean; collapsible?: boolean; items: SidebarNode[]; href?: string; link?: string; linkDocId?: string; linkUnlisted?: boolean }
);

export function firstLink(items: SidebarNode[]): Extract<SidebarNode, { type: 'link' }> | undefined {
  for (const item of items) {
    if (item.type === 'link') return item;
    if (item.type === 'html') continue;
    if (item.link) return { type: 'link', label: item.label, href: item.link };
    const inner = firstLink(item.items);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The tree as Docusaurus shows it (its sidebars' postProcessor): a category left with no items is a
 * link to its doc under the category's label, or is left out when it links to no doc.
 */
export function withoutEmptyCategories(items: SidebarNode[]): SidebarNode[] {
  return items.flatMap((item): SidebarNode[] => {
    if (item.type !== 'category') return [item];
    const inner = withoutEmptyCategories(item.items);
    if (inner.length > 0) return [{ ...item, items: inner }];
    if (!item.link || !item.linkDocId) return [];
    return [{ type: 'link', label: item.label, href: item.link, docId: item.linkDocId, ...(item.className ? { className: item.className } : {}) }];
  });
}

/** A page of a sidebar in reading order; `category`: a category's own page. */
export type SidebarPage = Extract<SidebarNode, { type: 'link' }> & { category?: boolean };

/** Every page of a sidebar in reading order, category pages included. */
export function flatten(items: SidebarNode[]): SidebarPage[] {
  return items.flatMap((item): SidebarPage[] =>
    item.type === 'link'
      ? [item]
      : item.type === 'html'
        ? []
        : [...(item.link ? [{ type: 'link' as const, label: item.label, href: item.link, docId: item.linkDocId, category: true }] : []), ...flatten(item.items)],
  );
}

/**
 * The tree without its unlisted docs, as every list shows it; on the page `shown` (an unlisted doc's
 * own), that page stays, with the categories above it, as Docusaurus's isVisibleSidebarItem keeps
 * an unlisted item visible when it is active. A category whose page is an unlisted doc loses that
 * link, and goes when nothing listed is left in it.
 */
export function listedNodes(items: SidebarNode[], shown?: string): SidebarNode[] {
  const kept = items.flatMap((item): SidebarNode[] => {
    if (item.type === 'link') return item.unlisted && item.href !== shown ? [] : [item];
    if (item.type === 'html') return [item];
    const inner = listedNodes(item.items, shown);
    if (!item.linkUnlisted || item.link === shown) return [{ ...item, items: inner }];
    const { link: _link, linkDocId: _id, linkUnlisted: _unlisted, ...rest } = item;
    return [{ ...rest, items: inner, href: firstLink(inner)?.href }];
  });
  return withoutEmptyCategories(kept);
}

/** Whether a tree holds an unlisted doc. */
export const holdsUnlisted = (items: SidebarNode[]): boolean => items.some((item) => (item.type === 'link' ? item.unlisted === true : item.type === 'category' && (item.linkUnlisted === true || holdsUnlisted(item.items))));
