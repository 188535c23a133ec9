import type { NavLink, SiteView, VersionMenu, VersionNav } from '../types.ts';
import { Island } from '../islands/Island.tsx';
import { ExternalLinkIcon, GitHubIcon } from '../islands/icons.tsx';
import { itemDocsPlugin } from '../../shared/docs-plugin.ts';
import { isUrl, staticRoute } from '../../shared/url.ts';
import { localeHref } from '../../shared/locale-alternates.ts';
import { Link, useHref } from './Link.tsx';
import { translate } from '../../shared/translate.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Drawer, MenuButton } from './MobileMenu.tsx';
import { htmlOnce } from './html-once.ts';
import { renderToStaticMarkup } from 'react-dom/server';

/** Where the build puts a Docusaurus site's swizzled Navbar/Logo or Logo (build/render.tsx), rendered once for all pages. */
export const SWIZZLED_LOGO_ID = 'swizzled-logo';

/** `inDropdown`: an entry of a dropdown, which carries Infima's dropdown classes rather than the navbar item's; `menu`: a dropdown's label, which the head script makes open its menu when pressed (build/head-input.ts). */
function NavItem({ item, active, inDropdown = false, menu = false }: { item: NavLink; active: boolean; inDropdown?: boolean; menu?: boolean }) {
  if (item.html !== undefined) return <span className="navbar__item navbar__html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  const external = item.external ? { target: item.target ?? '_blank', rel: 'noopener noreferrer' } : item.hrefLang ? { target: '_self', hrefLang: item.hrefLang, lang: item.hrefLang } : item.target ? { target: item.target } : {};
  const base = inDropdown ? `dropdown__link${active ? ' dropdown__link--active' : ''}` : `navbar__item navbar__link${active ? ' navbar__link--active' : ''}`;
  return (
    <a
      className={`${base}${item.icon ? ` navbar__icon-link navbar__icon-link--${item.icon}` : ''}${item.className ? ` ${item.className}` : ''}`}
      href={item.href}
      aria-label={item.ariaLabel}
      aria-current={active ? 'true' : undefined}
      aria-haspopup={menu || undefined}
      aria-expanded={menu ? false : undefined}
      {...external}
    >
      {item.icon === 'github' ? <GitHubIcon /> : item.label}
      {item.external && !item.icon && !item.urlInTo && item.label && <ExternalLinkIcon />}
    </a>
  );
}

/** A version or locale dropdown's entries: its own `dropdownItemsBefore`, the versions or locales, then its `dropdownItemsAfter`, as Docusaurus lists them. */
const withExtras = (item: NavLink, links: NavLink[]): NavLink[] => [...(item.itemsBefore ?? []), ...links, ...(item.itemsAfter ?? [])];

/** The version dropdown of a doc page: its own version as the label, each version linking to this doc in it (`toHref`: its routes' hrefs). */
function withVersionMenu(item: NavLink, menu: VersionMenu | undefined, toHref: (route: string) => string, ownLook: boolean): NavLink {
  if (!item.versionDropdown || !menu || itemDocsPlugin(item) !== menu.pluginId) return item;
  const links = menu.links.map((l) => ({ label: l.label, href: toHref(l.href), external: false, position: item.position, current: l.active }));
  // This project's label leads to this page in its version; Docusaurus's to the version's main doc.
  const href = ownLook ? (links.find((l) => l.current)?.href ?? item.href) : toHref(menu.main);
  return { ...item, label: menu.label, href, items: withExtras(item, links) };
}

/**
 * The locale dropdown of a page: this page in each of the site's locales, the page's own marked
 * and its name as the label unless the item has one. Plain links: another locale is a full page
 * load (`target="_self"` keeps the client router out), so it works without JavaScript.
 */
function withLocaleMenu(item: NavLink, site: SiteView, path: string): NavLink {
  if (!item.localeDropdown || !site.locale) return item;
  const { locale, all } = site.locale;
  const here = all.find((l) => l.locale === locale);
  const links = all.map((l) => ({ label: l.label, href: localeHref(l, here, path, site.config.trailingSlash), external: false, position: item.position, current: l.locale === locale, hrefLang: l.htmlLang }));
  return { ...item, label: item.label || here?.label || locale, href: links.find((l) => l.current)?.href ?? item.href, items: withExtras(item, links) };
}

/** A doc or sidebar item of the page's docs plugin instance (`pluginId`) as a page of an older or newer version has it: leading into that version (`toHref`: its route's href). */
function inVersion(item: NavLink, nav: VersionNav | undefined, pluginId: string | undefined, toHref: (route: string) => string): NavLink {
  const own = nav && item.docsPluginId !== undefined && item.docsPluginId === pluginId;
  const route = own && ((item.docId && nav[`doc:${item.docId}`]) || (item.mainDoc && nav.main) || (item.sidebarId && nav[`sidebar:${item.sidebarId}`]));
  const items = item.items?.map((entry) => inVersion(entry, nav, pluginId, toHref));
  // An item this page leaves as it is stays the site view's own, which the navbar renders once (html-once.ts).
  const changed = items?.some((entry, i) => entry !== item.items![i]);
  if (!route && !changed) return item;
  return { ...item, ...(route ? { href: toHref(route) } : {}), ...(items ? { items } : {}) };
}

/** `secondaryMenu` names the page's sidebar, which the mobile drawer shows as its secondary menu; `sidebarId` and `docsPluginId` the docs page's sidebar and instance. */
export function Navbar({ site, path, secondaryMenu, sidebarId, docsPluginId, versionMenu, versionNav }: { site: SiteView; path: string; secondaryMenu?: string; sidebarId?: string; docsPluginId?: string; versionMenu?: VersionMenu; versionNav?: VersionNav }) {
  const { config } = site;
  const toHref = useHref();
  const nav = site.nav.map((item) => inVersion(withLocaleMenu(withVersionMenu(item, versionMenu, toHref, config.head === 'site'), site, path), versionNav, docsPluginId, toHref));
  const { logo } = config.navbar;
  // Docusaurus's Logo links to `logo.href` (the home page without one); its Link opens a URL of another site in a new tab unless the logo names a target.
  const brandTo = logo?.href ?? '/';
  const brandTarget = isUrl(brandTo) ? { target: logo?.target ?? '_blank', rel: 'noopener noreferrer' } : logo?.target ? { target: logo.target } : {};
  const here = path.replace(/(.)\/$/, '$1');
  const under = (prefix: string) => {
    const base = prefix.replace(/(.)\/$/, '$1');
    return here === base || here.startsWith(base.endsWith('/') ? base : `${base}/`);
  };
  // NavbarNavLink's isActive: location.pathname (the base URL in it) begins with useBaseUrl(activeBasePath), or matches activeBaseRegex (case-insensitive, theme-common's isRegexpStringMatch).
  const activeByBase = (base: NonNullable<NavLink['activeBase']>) =>
    'regex' in base ? new RegExp(base.regex, 'i').test(config.baseUrl + path.replace(/^\//, '')) : path.startsWith(base.start);
  // As Docusaurus marks them: a sidebar's item on the pages that show it (of its own instance: instances
  // often share sidebar names), a doc's on its page and
  // the pages of its sidebar, a link's on the routes under it. `own`: by the item's own link alone, not its dropdown's entries.
  const isActive = (item: NavLink, own = false): boolean =>
    Boolean(
      item.current ||
        (item.sidebarId && item.sidebarId === sidebarId && itemDocsPlugin(item) === docsPluginId) ||
        (item.activePath && item.activePath.replace(/(.)\/$/, '$1') === here) ||
        (item.activePrefix && under(item.activePrefix)) ||
        (item.activeBase && activeByBase(item.activeBase)) ||
        (!own && item.items?.some((entry) => isActive(entry))),
    );
  // Docusaurus's desktop dropdown (theme-classic 2.4 to 3.10, DropdownNavbarItem) marks the entry of the
  // page, not its label: this project's own look marks the label too.
  const labelMarkedByEntries = config.head === 'site';
  // An item as the site view has it (not made for this page's version or locale) is rendered once per thread with each set of marks (html-once.ts).
  const itemHtml = (item: NavLink, i: number) => {
    const marks = [isActive(item, !labelMarkedByEntries), ...(item.items?.map((entry) => isActive(entry)) ?? [])];
    // Drawn once by the site's own component, unmarked: this page marks its link as NavbarNavLink's NavLink would.
    if (item.drawn !== undefined) return marks[0] ? item.drawn.replace(/(<a\b[^>]*?\bclass="[^"]*)/, '$1 navbar__link--active') : item.drawn;
    const part = () =>
      item.items ? (
        // A dropdown opens on hover or keyboard focus with no script, and on a press of its label.
        <div className="navbar__dropdown navbar__item dropdown dropdown--hoverable">
          <NavItem item={item} active={marks[0]} menu />
          <ul className="navbar__dropdown-menu dropdown__menu">
            {item.items.map((entry, j) =>
              // An HTML entry (a dropdown's `<hr>` divider) is the list item's own content, as Docusaurus's HtmlNavbarItem writes it in a dropdown.
              entry.html !== undefined ? (
                <li key={j} dangerouslySetInnerHTML={{ __html: entry.html }} />
              ) : (
                <li key={j}>
                  <NavItem item={entry} active={marks[j + 1]} inDropdown />
                </li>
              ),
            )}
          </ul>
        </div>
      ) : (
        <NavItem item={item} active={marks[0]} />
      );
    return item === site.nav[i] ? htmlOnce(item, marks.map(Number).join(''), part) : renderToStaticMarkup(part());
  };
  const side = (position: 'left' | 'right') => ({ __html: nav.map((item, i) => (item.position === position ? itemHtml(item, i) : '')).join('') });
  // The drawer's links, a group per navbar item: a dropdown's entries, or the item itself.
  const drawerGroups = nav.map((item, i) => ({ links: (item.items ?? [item]).filter((link) => link.html === undefined && (link.drawn === undefined || link.href)), owner: item === site.nav[i] ? item : undefined }));
  const drawerLinks = drawerGroups.flatMap((group) => group.links);
  const toggle = !config.colorMode.disableSwitch && <ColorModeToggle defaultMode={config.colorMode.defaultMode} respectPrefersColorScheme={config.colorMode.respectPrefersColorScheme} />;
  return (
    <>
      <nav className="navbar navbar--fixed-top" data-hide-on-scroll={config.navbar.hideOnScroll || undefined} aria-label={translate(site.locale?.messages, { id: 'theme.NavBar.navAriaLabel', message: 'Main' })}>
        <div className="navbar__inner">
          <div className="navbar__items">
            <MenuButton links={drawerLinks} />
            {site.logoHtml === undefined ? (
              <Link className="navbar__brand" to={brandTo} {...brandTarget}>
                {logo && (
                  <div className="navbar__logo">
                    <img className="themed-image themed-image--light" src={toHref(staticRoute(logo.src))} alt={logo.alt} width="32" height="32" />
                    <img className="themed-image themed-image--dark" src={toHref(staticRoute(logo.srcDark))} alt={logo.alt} width="32" height="32" />
                  </div>
                )}
                <b className="navbar__title text--truncate">{config.navbar.title}</b>
              </Link>
            ) : (
              <template id={SWIZZLED_LOGO_ID} />
            )}
            <div className="navbar__desktop" dangerouslySetInnerHTML={side('left')} />
          </div>
          <div className="navbar__items navbar__items--right">
            <div className="navbar__desktop" dangerouslySetInnerHTML={side('right')} />
            {toggle}
            <Island name="SearchBox" className="navbar__search" props={{ placeholder: translate(site.locale?.messages, { id: 'theme.SearchBar.label', message: 'Search' }), label: translate(site.locale?.messages, { id: 'theme.SearchBar.label', message: 'Search the docs' }), indexUrl: site.assets.searchIndex, engineUrl: site.assets.searchEngine }} />
          </div>
        </div>
      </nav>
      {/* Infima's look hides the navbar's toggle on phones and shows it in the drawer's header, as Docusaurus's mobile sidebar does. */}
      <Drawer title={config.navbar.title} groups={drawerGroups} secondaryMenu={secondaryMenu}>
        {config.style.look === 'infima' && toggle}
      </Drawer>
    </>
  );
}
