import type { SiteView, SidebarEntry } from '../types.ts';
import { Island } from '../islands/Island.tsx';
import { ExternalLinkIcon, GitHubIcon } from '../islands/icons.tsx';

export function Navbar({ site, path, sidebar, sidebarId }: { site: SiteView; path: string; sidebar?: SidebarEntry[]; sidebarId?: string }) {
  const { config, nav } = site;
  const { logo } = config.navbar;
  const side = (position: 'left' | 'right') =>
    nav
      .filter((item) => item.position === position)
      .map((item) => {
        const active = (item.sidebarId && item.sidebarId === sidebarId) || (item.activePrefix && path.startsWith(item.activePrefix));
        const external = item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
        return (
          <a
            key={item.href}
            className={`navbar__link${item.icon ? ` navbar__icon-link navbar__icon-link--${item.icon}` : ''}${active ? ' navbar__link--active' : ''}`}
            href={item.href}
            aria-label={item.ariaLabel}
            aria-current={active ? 'true' : undefined}
            {...external}
          >
            {item.icon === 'github' ? <GitHubIcon /> : item.label}
            {item.external && !item.icon && <ExternalLinkIcon />}
          </a>
        );
      });
  return (
    <nav className="navbar" aria-label="Main">
      <div className="navbar__inner">
        <div className="navbar__items">
          <Island
            name="MobileMenu"
            className="navbar__mobile"
            props={{ title: config.navbar.title, links: nav, hasSidebar: Boolean(sidebar) }}
          />
          <a className="navbar__brand" href={config.baseUrl}>
            <img className="navbar__logo themed-image themed-image--light" src={config.baseUrl + logo.src} alt={logo.alt} width="32" height="32" />
            <img className="navbar__logo themed-image themed-image--dark" src={config.baseUrl + logo.srcDark} alt={logo.alt} width="32" height="32" />
            <span className="navbar__title">{config.navbar.title}</span>
          </a>
          <div className="navbar__desktop">{side('left')}</div>
        </div>
        <div className="navbar__items navbar__items--right">
          <div className="navbar__desktop">{side('right')}</div>
          <Island
            name="ColorModeToggle"
            props={{ defaultMode: config.colorMode.defaultMode, respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme }}
          />
          <Island name="SearchBox" className="navbar__search" props={{ placeholder: 'Search', indexUrl: site.assets.searchIndex, engineUrl: site.assets.searchEngine }} />
        </div>
      </div>
    </nav>
  );
}
