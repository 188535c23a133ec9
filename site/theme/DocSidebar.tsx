import type { SidebarEntry } from '../types.ts';

function Items({ items, path }: { items: SidebarEntry[]; path: string }) {
  return (
    <ul className="menu__list">
      {items.map((item, i) =>
        item.type === 'html' ? (
          <li key={i} className={`menu__item${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />
        ) : item.type === 'link' ? (
          <li key={item.href} className={`menu__item${item.className ? ` ${item.className}` : ''}`}>
            <a className={`menu__link${item.href === path ? ' menu__link--active' : ''}`} href={item.href} aria-current={item.href === path ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : (
          <li key={item.label} className={`menu__item menu__item--category${item.className ? ` ${item.className}` : ''}`}>
            {item.collapsed ? (
              <a className="menu__category menu__category--link menu__category--collapsed" href={item.href}>
                {item.label}
              </a>
            ) : item.href ? (
              <a className={`menu__category menu__category--link${item.href === path ? ' menu__link--active' : ''}`} href={item.href} aria-current={item.href === path ? 'page' : undefined}>
                {item.label}
              </a>
            ) : (
              <span className="menu__category">{item.label}</span>
            )}
            {item.items.length > 0 && <Items items={item.items} path={path} />}
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The docs sidebar. Categories configured as expanded (all of SpecWeave's) and the active branch
 * show in full; a collapsed category is a link to its first page. The mobile drawer shows a copy.
 */
export function DocSidebar({ items, path }: { items: SidebarEntry[]; path: string }) {
  return (
    <aside className="doc-sidebar">
      <nav className="menu" aria-label="Docs sidebar">
        <Items items={items} path={path} />
      </nav>
    </aside>
  );
}
