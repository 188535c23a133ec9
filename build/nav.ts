/** The navbar's links as the screens and the mobile menu show them: hrefs resolved, and what marks each one active (a route prefix). */
import type { NavbarItem, SiteConfig } from '../site/config-types.ts';
import { itemDocsPlugin } from '../shared/docs-plugin.ts';
import { href, pathnameHref } from '../shared/url.ts';
import type { DrawnItem, NavLink } from '../site/types.ts';
import type { VersionDocs } from './routes/index.ts';
import { mainDocPath, versionViews } from './routes/doc-versions.ts';
import { firstLink } from './sidebar-tree.ts';

/**
 * A sidebar item opens the sidebar's first page; a doc item opens the doc and, without a label,
 * shows its title; a dropdown opens its first entry and lists them all. Each docs item leads into
 * the last version of its docs plugin instance (`docsPluginId`, "default" when unset). `drawn`: the
 * items a site's own component drew (react-pages/navbar-items.ts), by their index in the Docusaurus
 * config's items; a `custom-*` item no component drew is left out.
 */
export function navLinks(config: SiteConfig, versions: VersionDocs[], drawn: ReadonlyMap<number, DrawnItem> = new Map()): NavLink[] {
  const lasts = new Map(versions.filter((v) => v.version.isLast).map((v) => [v.version.pluginId, { ...v, byId: new Map(v.docs.map((d) => [d.meta.id, d])), main: mainDocPath(v) }]));
  const views = versionViews(versions, config);
  const link = (item: Omit<NavbarItem, 'position' | 'items'>, position: NavbarItem['position']): NavLink => {
    const pluginId = itemDocsPlugin(item);
    const last = lasts.get(pluginId);
    const doc = item.docId ? last?.byId.get(item.docId) : undefined;
    const route = item.to ?? doc?.meta.permalink ?? (item.mainDoc ? last?.main : undefined) ?? (item.sidebarId && last && firstLink(last.sidebars.sidebars.get(item.sidebarId) ?? [])?.href) ?? '/';
    const docsItem = Boolean(item.docId || item.sidebarId || item.mainDoc);
    // A `pathname://` item (unchecked): Docusaurus's NavbarNavLink hands it to Link as an href, which writes the path under the base URL (no trailing slash added) and opens it as an external link.
    const path = item.unchecked && item.to ? pathnameHref(`pathname://${item.to}`, config.baseUrl) : undefined;
    return {
      label: item.label || (doc ? (doc.meta.sidebarLabel ?? doc.title) : ''),
      href: item.href ?? path ?? href(route, config),
      external: Boolean(item.href ?? path),
      ...(item.target && { target: item.target }),
      ariaLabel: item.ariaLabel,
      ...(item.className && { className: item.className }),
      icon: item.icon,
      ...(item.urlInTo && { urlInTo: true }),
      position,
      sidebarId: item.sidebarId ?? (doc && last?.sidebars.sidebarOfDoc.get(doc.meta.id)),
      ...(item.docId ? { docId: item.docId } : {}),
      ...(doc ? { activePath: doc.meta.permalink } : {}),
      ...(item.mainDoc ? { mainDoc: true } : {}),
      ...(docsItem ? { docsPluginId: pluginId } : {}),
      // A Docusaurus site's `to` item is a react-router NavLink, active on every route under it (matchPath, not exact): one to "/" on every page, as Docusaurus's HTML marks it. An `href` item is never marked active (NavbarNavLink renders no NavLink).
      activePrefix: item.to && (item.to !== '/' || config.head !== 'site') && !path && !item.plainHref && !item.activeBaseRegex && !item.activeBasePath ? item.to : undefined,
      ...(item.activeBaseRegex ? { activeBase: { regex: item.activeBaseRegex } } : item.activeBasePath ? { activeBase: { start: item.activeBasePath } } : {}),
      ...(item.html === undefined ? {} : { html: item.html }),
    };
  };
  return config.navbar.items.flatMap((item): NavLink[] => {
    const own = item.from === undefined ? undefined : drawn.get(item.from);
    if (own || item.custom) return own ? [{ ...(item.custom ? { label: item.label, href: '', external: false, position: item.position } : link(own.to ? { ...item, to: own.to } : item, item.position)), drawn: own.drawn }] : [];
    // Its entries are the page's own route in each locale, which the navbar fills in per page; with one locale, that one, as theme-classic's LocaleDropdownNavbarItem draws it (3.9: no check of the count).
    const extras = {
      ...(item.itemsBefore && { itemsBefore: item.itemsBefore.map((entry) => link(entry, item.position)) }),
      ...(item.itemsAfter && { itemsAfter: item.itemsAfter.map((entry) => link(entry, item.position)) }),
    };
    if (item.localeDropdown) return [{ label: item.label, href: href('/', config), external: false, position: item.position, localeDropdown: true, ...extras }];
    if (item.versionDropdown) {
      const pluginId = itemDocsPlugin(item);
      if (views.count(pluginId) < 2) return [];
      // Outside its instance's docs, the version dropdown shows the last version and links to each version's main doc.
      const menu = views.menu(pluginId);
      const entries = menu.links.map((l) => ({ label: l.label, href: href(l.href, config), external: false, position: item.position }));
      const items = [...(extras.itemsBefore ?? []), ...entries, ...(extras.itemsAfter ?? [])];
      return [{ label: menu.label, href: href(menu.links.find((l) => l.label === menu.label)!.href, config), external: false, position: item.position, versionDropdown: true, docsPluginId: pluginId, items, ...extras }];
    }
    const entries = item.items?.map((entry) => link(entry, item.position));
    if (!entries) return [link(item, item.position)];
    return [{ ...link({ ...item, href: item.href ?? entries[0]?.href }, item.position), external: false, items: entries }];
  });
}
