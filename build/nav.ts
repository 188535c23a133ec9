/** The navbar's links as the screens show them: targets resolved, and what marks each one active. */
import type { SiteConfig } from '../site/config-types.ts';
import type { NavLink } from '../site/types.ts';
import { firstLink, type ResolvedSidebars } from './sidebars.ts';

export function navLinks(config: SiteConfig, sidebars: ResolvedSidebars): NavLink[] {
  return config.navbar.items.map((item) => {
    const external = Boolean(item.href);
    const href = item.href ?? item.to ?? (item.sidebarId && firstLink(sidebars.sidebars.get(item.sidebarId) ?? [])?.href) ?? config.baseUrl;
    return {
      label: item.label,
      href,
      external,
      ariaLabel: item.ariaLabel,
      icon: item.icon,
      position: item.position,
      sidebarId: item.sidebarId,
      activePrefix: item.to && item.to !== '/' ? item.to : undefined,
    };
  });
}
