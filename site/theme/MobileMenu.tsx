import type { ReactNode } from 'react';
import type { NavLink } from '../types.ts';
import { CloseIcon, MenuIcon } from '../islands/icons.tsx';
import { useTranslate } from './locale-context.tsx';
import { htmlOnce } from './html-once.ts';
import { renderToStaticMarkup } from 'react-dom/server';

const DRAWER_ID = 'mobile-drawer';

/*
 * The menu button and the mobile drawer: a native popover, so that a tap opens it from the first
 * paint, with no script to wait for; Escape or a tap beside it closes it, and focus returns to the
 * button. The head script (build/head-input.ts) copies the page's sidebar (`data-drawer-menu`)
 * into the drawer as its secondary menu when it opens, so that its markup is not sent twice; the
 * back button shows the main menu. The stylesheet shows both below 997 px only.
 */

export function MenuButton({ links }: { links: NavLink[] }) {
  const t = useTranslate();
  if (!links.length) return null;
  return (
    <button type="button" className="navbar__toggle clean-btn needs-js" aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Open navigation menu')} popoverTarget={DRAWER_ID}>
      <MenuIcon />
    </button>
  );
}

/** The drawer's links of one navbar item; `owner`: the item, when the page has it as the site view does, which renders them once per thread (html-once.ts). */
export interface DrawerGroup {
  links: NavLink[];
  owner?: NavLink;
}

function groupHtml({ links, owner }: DrawerGroup): string {
  const part = () => (
    <>
      {links.map((link) => (
        <li key={link.href} className="menu__item">
          <a className={`menu__link${link.className ? ` ${link.className}` : ''}`} href={link.href} aria-label={link.ariaLabel} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {link.label}
          </a>
        </li>
      ))}
    </>
  );
  return owner ? htmlOnce(owner, 'drawer', part) : renderToStaticMarkup(part());
}

/** `groups`: the links, a group per navbar item; `secondaryMenu`: the page has a sidebar (docs, or the blog's recent posts), which the drawer opens on; `children` go in its header, beside the title. */
export function Drawer({ title, groups, secondaryMenu, children }: { title: string; groups: DrawerGroup[]; secondaryMenu?: string; children?: ReactNode }) {
  const t = useTranslate();
  if (!groups.some((group) => group.links.length)) return null;
  return (
    <div id={DRAWER_ID} className="drawer" popover="auto" role="dialog" aria-label="Navigation menu" data-panel={secondaryMenu ? 'secondary' : 'main'}>
      <div className="drawer__header">
        <span className="drawer__title">{title}</span>
        {children}
        <button type="button" className="clean-btn drawer__close" aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation menu')} popoverTarget={DRAWER_ID} popoverTargetAction="hide" autoFocus>
          <CloseIcon />
        </button>
      </div>
      {secondaryMenu && (
        <div className="drawer__panel drawer__panel--secondary">
          <button type="button" className="clean-btn drawer__back">
            {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu')}
          </button>
        </div>
      )}
      <ul className="drawer__panel drawer__panel--main menu menu__list" dangerouslySetInnerHTML={{ __html: groups.map(groupHtml).join('') }} />
    </div>
  );
}
