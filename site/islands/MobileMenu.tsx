import { useEffect, useRef, useState } from 'react';
import type { NavLink } from '../types.ts';
import { CloseIcon, MenuIcon } from './icons.tsx';

interface Props {
  title: string;
  links: NavLink[];
  /** The name of the page's sidebar (docs, or the blog's recent posts), shown as the secondary menu. */
  secondaryMenu?: string;
}

/** Viewport width below which the navbar items move into the drawer (spec: 996 px). */
export const MOBILE_BREAKPOINT = 996;

/** The page's own sidebar markup (marked `data-drawer-menu`), copied into the drawer, so its data is not sent twice. */
function SidebarCopy() {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const menu = document.querySelector('[data-drawer-menu]');
    if (menu) holder.current?.replaceChildren(...[...menu.children].map((child) => child.cloneNode(true)));
  }, []);
  return <div ref={holder} />;
}

export function MobileMenu({ title, links, secondaryMenu }: Props) {
  const [open, setOpen] = useState(false);
  const [secondary, setSecondary] = useState(Boolean(secondaryMenu));
  const toggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add('drawer-open');
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    const close = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab' || !drawer.current) return;
      const focusable = [...drawer.current.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    // The CSS shows the mobile layout up to 996 px inclusive, so the desktop one starts at 997 px.
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT + 1}px)`);
    const onResize = () => desktop.matches && close();
    document.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onResize);
    window.addEventListener('popstate', close);
    return () => {
      root.classList.remove('drawer-open');
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onResize);
      window.removeEventListener('popstate', close);
      toggle.current?.focus();
    };
  }, [open]);

  if (!links.length) return null;
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="navbar__toggle clean-btn needs-js"
        aria-label="Open navigation menu"
        aria-expanded={open}
        // The drawer is in the DOM only while open, and aria-controls may only name an element that is.
        aria-controls={open ? 'mobile-drawer' : undefined}
        onClick={() => {
          setSecondary(Boolean(secondaryMenu));
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {open && (
        <>
          <div className="drawer-backdrop" onClick={() => setOpen(false)} />
          <div ref={drawer} id="mobile-drawer" className="drawer" role="dialog" aria-modal="true" aria-label="Navigation menu">
            <div className="drawer__header">
              <span className="drawer__title">{title}</span>
              <button type="button" className="clean-btn drawer__close" aria-label="Close navigation menu" onClick={() => setOpen(false)}>
                <CloseIcon />
              </button>
            </div>
            {secondary && secondaryMenu ? (
              <nav className="drawer__panel" aria-label={secondaryMenu}>
                <button type="button" className="clean-btn drawer__back" onClick={() => setSecondary(false)}>
                  ← Back to main menu
                </button>
                <SidebarCopy />
              </nav>
            ) : (
              <nav className="drawer__panel" aria-label="Main">
                <ul className="menu__list">
                  {links.map((link) => (
                    <li key={link.href} className="menu__item">
                      <a className="menu__link" href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </>
      )}
    </>
  );
}
