/** The navbar's links as the screens and the mobile menu show them: hrefs resolved, and what marks each one active (a route prefix). */
import type { NavbarItem, SiteConfig } from '../site/config-types.ts';
import { href } from '../shared/url.ts';
import type { NavLink } from '../site/types.ts';
import type { DocMeta } from './content/types.ts';
import type { Rendered, VersionDocs } from './routes/index.ts';
import { mainDocPath, versionViews } from './routes/doc-versions.ts';
import { firstLink } from './sidebar-tree.ts';
import type { ResolvedSidebars } from './sidebars.ts';

/**
 * A sidebar item opens the sidebar's first page; a doc item opens the doc and, without a label,
 * shows its title; a dropdown opens its first entry and lists them all.
 */
export function navLinks(config: SiteConfig, sidebars: ResolvedSidebars, docs: Rendered<DocMeta>[], versions: VersionDocs[]): NavLink[] {
  const byId = new Map(docs.map((d) => [d.meta.id, d]));
  const last = versions.find((v) => v.version.isLast);
  const mainDoc = last && mainDocPath(last);
  const link = (item: Omit<NavbarItem, 'position' | 'items'>, position: NavbarItem['position']): NavLink => {
    const doc = item.docId ? byId.get(item.docId) : undefined;
    const route = item.to ?? doc?.meta.permalink ?? (item.mainDoc ? mainDoc : undefined) ?? (item.sidebarId && firstLink(sidebars.sidebars.get(item.sidebarId) ?? [])?.href) ?? '/';
    return {
      label: item.label || (doc ? (doc.meta.sidebarLabel ?? doc.title) : ''),
      href: item.href ?? href(route, config),
      external: Boolean(item.href),
      ariaLabel: item.ariaLabel,
      icon: item.icon,
      position,
      sidebarId: item.sidebarId ?? (doc && sidebars.sidebarOfDoc.get(doc.meta.id)),
      ...(item.docId ? { docId: item.docId } : {}),
      ...(doc ? { activePath: doc.meta.permalink } : {}),
      ...(item.mainDoc ? { mainDoc: true } : {}),
      activePrefix: item.to && item.to !== '/' ? item.to : undefined,
      ...(item.html === undefined ? {} : { html: item.html }),
    };
  };
  return config.navbar.items.flatMap((item): NavLink[] => {
    // Its entries are the page's own route in each locale, which the navbar fills in per page; with one locale there is nothing to choose.
    if (item.localeDropdown) return config.i18n.locales.length < 2 ? [] : [{ label: item.label, href: href('/', config), external: false, position: item.position, localeDropdown: true }];
    if (item.versionDropdown) {
      if (versions.length < 2) return [];
      // Outside the docs, the version dropdown shows the last version and links to each version's main doc.
      const { menu } = versionViews(versions, config);
      const entries = menu.links.map((l) => ({ label: l.label, href: href(l.href, config), external: false, position: item.position }));
      return [{ label: menu.label, href: href(menu.links.find((l) => l.label === menu.label)!.href, config), external: false, position: item.position, versionDropdown: true, items: entries }];
    }
    const entries = item.items?.map((entry) => link(entry, item.position));
    if (!entries) return [link(item, item.position)];
    return [{ ...link({ ...item, href: item.href ?? entries[0]?.href }, item.position), external: false, items: entries }];
  });
}
