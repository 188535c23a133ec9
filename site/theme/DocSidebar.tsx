import { useContext, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pathnameHref, type SiteLocation } from '../../shared/url.ts';
import type { SidebarCategory, SidebarEntry } from '../types.ts';
import { ExternalLinkIcon } from '../islands/icons.tsx';
import { Link, SiteLocationContext } from './Link.tsx';
import { useTranslate } from './locale-context.tsx';
import { flat } from './html-once.ts';

function linkProps(route: string, path: string, className: string) {
  const active = route === path;
  return { to: route, className: `${className}${active ? ' menu__link--active' : ''}`, 'aria-current': active ? ('page' as const) : undefined };
}

/** Links that are not the page's own, as HTML, per site: the pages of a large site share most of their sidebar's links, and each is rendered once (in each thread). */
const renderedLinks = new WeakMap<SiteLocation, Map<string, string>>();

/** The HTML of a link no page marks as its own, rendered the first time `key` is asked for. */
function linkHtml(key: string, site: SiteLocation, link: () => ReactElement): string {
  let links = renderedLinks.get(site);
  if (!links) renderedLinks.set(site, (links = new Map()));
  let html = links.get(key);
  if (html === undefined) links.set(key, (html = flat(renderToStaticMarkup(<SiteLocationContext value={site}>{link()}</SiteLocationContext>))));
  return html;
}

/** A closed category whose items this page leaves out (a very large sidebar) is a link to its first page. */
const isClosedLink = (item: SidebarCategory) => item.collapsed && item.items.length === 0;

function closedLink(item: SidebarCategory) {
  return (
    <Link className="menu__category menu__category--link menu__category--collapsed menu__link menu__link--sublist" to={item.href}>
      {item.label}
    </Link>
  );
}

/**
 * A category: a <details> the reader opens and closes (Enter or Space on its summary, announced
 * as expanded or collapsed), with no JavaScript; open on the current page's trail. A category
 * with its own page shows that link with the toggle beside it.
 */
/** Whether the page is this category's own or one of its items': its label is marked active, as Docusaurus marks the category on the page's trail. */
const holds = (item: SidebarCategory, path: string): boolean => item.href === path || item.items.some((child) => (child.type === 'link' ? child.href === path : child.type === 'category' && holds(child, path)));

function Category({ item, path, level, name, scripted, group }: { item: SidebarCategory; path: string; level: number; name?: string; scripted?: boolean; group?: string }) {
  const onTrail = holds(item, path) ? ' menu__link--active' : '';
  const label = item.href ? <Link {...linkProps(item.href, path, `menu__category menu__category--link menu__link menu__link--sublist${item.href === path ? '' : onTrail}`)}>{item.label}</Link> : null;
  const items = item.items.length > 0 && <Items items={item.items} path={path} level={level + 1} group={group} />;
  if (!item.collapsible) {
    return (
      <>
        {label ?? <span className={`menu__category menu__link menu__link--sublist${onTrail}`}>{item.label}</span>}
        {items}
      </>
    );
  }
  return (
    <>
      {label}
      <details className="menu__details" open={!item.collapsed} name={name} data-collapse-siblings={scripted ? '' : undefined}>
        {label ? (
          <summary className="menu__caret">
            <span className="visually-hidden">{`${item.label}: show or hide its pages`}</span>
          </summary>
        ) : (
          <summary className={`menu__category menu__category--toggle menu__link menu__link--sublist menu__link--sublist-caret${onTrail}`}>{item.label}</summary>
        )}
        {items}
      </details>
    </>
  );
}

/** Docusaurus's classes of a sidebar item (`theme-doc-sidebar-item-link-level-1`...), which custom CSS targets; `level` counts from 1. */
const itemClass = (kind: 'link' | 'category', level: number, className?: string) =>
  `menu__item menu__list-item theme-doc-sidebar-item-${kind} theme-doc-sidebar-item-${kind}-level-${level}${className ? ` ${className}` : ''}`;
const categoryClass = (item: SidebarCategory, level: number) => itemClass('category', level, `menu__item--category${item.href && item.collapsible ? ' menu__item--linked' : ''}${item.className ? ` ${item.className}` : ''}`);

/** Whether an entry shows as a category the reader opens and closes, open on this page. */
const isOpenToggle = (item: SidebarEntry) => item.type === 'category' && item.collapsible && !item.collapsed;

/**
 * With `autoCollapseCategories`, the categories of one list share a `<details name>`, so that the
 * browser closes the open one when the reader opens another, as Docusaurus's DocSidebarItem/Category
 * does, with no JavaScript. A list showing several open at once (configured open, or the page on
 * two trails) gets none: the browser would close all but the first as the page loads, which
 * Docusaurus does not (it closes siblings only when one is opened). Its categories are marked
 * instead (`scripted`), and the head script closes the open siblings of the one the reader opens
 * (build/head-input.ts): that list auto-collapses with JavaScript only.
 */
const groupName = (items: SidebarEntry[], group: string | undefined) => (group !== undefined && items.filter(isOpenToggle).length <= 1 ? `sidebar-${group}` : undefined);
const scriptedGroup = (items: SidebarEntry[], group: string | undefined) => group !== undefined && items.filter(isOpenToggle).length > 1;

/** `group`: this list's place in the sidebar ("0-3-1"), which names its categories' group when the site auto-collapses them. */
function Items({ items, path, level, group }: { items: SidebarEntry[]; path: string; level: number; group?: string }) {
  const site = useContext(SiteLocationContext);
  const name = groupName(items, group);
  const scripted = scriptedGroup(items, group);
  return (
    <ul className={level === 1 ? 'menu__list theme-doc-sidebar-menu' : 'menu__list'}>
      {items.map((item, i) =>
        item.type === 'html' ? (
          <li key={i} className={`menu__item menu__list-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />
        ) : item.type === 'link' ? (
          item.href === path ? (
            <li key={item.href} className={itemClass('link', level, item.className)}>
              <Link {...linkProps(item.href, path, 'menu__link')}>{item.label}</Link>
            </li>
          ) : (
            <li
              key={item.href}
              className={itemClass('link', level, item.className)}
              dangerouslySetInnerHTML={{
                __html: item.external
                  ? linkHtml(`external\n${item.href}\n${item.label}`, site, () => (
                      // A path here is a `pathname://` item: Docusaurus's Link writes it under the base URL with no trailing slash added.
                      <a href={item.href.startsWith('/') && !item.href.startsWith('//') ? pathnameHref(`pathname://${item.href}`, site.baseUrl) : item.href} target="_blank" rel="noopener noreferrer" className="menu__link">
                        {item.label}
                        <ExternalLinkIcon />
                      </a>
                    ))
                  : linkHtml(`link\n${item.href}\n${item.label}`, site, () => <Link {...linkProps(item.href, '', 'menu__link')}>{item.label}</Link>),
              }}
            />
          )
        ) : isClosedLink(item) ? (
          <li
            key={item.label}
            className={categoryClass(item, level)}
            dangerouslySetInnerHTML={{ __html: linkHtml(`closed\n${item.href}\n${item.label}`, site, () => closedLink(item)) }}
          />
        ) : (
          <li key={item.label} className={categoryClass(item, level)}>
            <Category item={item} path={path} level={level} name={name} scripted={scripted} group={group === undefined ? undefined : `${group}-${i}`} />
          </li>
        ),
      )}
    </ul>
  );
}

/** Names the docs sidebar's navigation, beside the page and in the mobile drawer. */
export const DOCS_SIDEBAR_LABEL = 'Docs sidebar';

/** Docusaurus's Icon/Arrow: two chevrons pointing right; the stylesheet turns the collapse button's to the left. */
function ArrowIcon({ className }: { className: string }) {
  return (
    <svg width="20" height="20" aria-hidden="true" className={className}>
      <g fill="#7a7a7a">
        <path d="M9.992 10.023c0 .2-.062.399-.172.547l-4.996 7.492a.982.982 0 01-.828.454H1c-.55 0-1-.453-1-1 0-.2.059-.403.168-.551l4.629-6.942L.168 3.078A.939.939 0 010 2.528c0-.548.45-.997 1-.997h2.996c.352 0 .649.18.828.45L9.82 9.472c.11.148.172.347.172.55zm0 0" />
        <path d="M19.98 10.023c0 .2-.058.399-.168.547l-4.996 7.492a.987.987 0 01-.828.454h-3c-.547 0-.996-.453-.996-1 0-.2.059-.403.168-.551l4.625-6.942-4.625-6.945a.939.939 0 01-.168-.55 1 1 0 01.996-.997h3c.348 0 .649.18.828.45l4.996 7.492c.11.148.168.347.168.55zm0 0" />
      </g>
    </svg>
  );
}

/**
 * `hideable`'s two buttons, as theme-classic's DocSidebar/Desktop/CollapseButton and
 * DocRoot/Layout/Sidebar/ExpandButton draw them (the expand one a real button here, where
 * Docusaurus's is a div with role="button"). The head script answers them (build/head-input.ts),
 * marking `<html data-sidebar-hidden>`; they show with JavaScript on wide screens only.
 */
function HideButtons() {
  const t = useTranslate();
  const collapse = t('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar');
  const expand = t('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar');
  return (
    <>
      <button type="button" title={collapse} aria-label={t('theme.docs.sidebar.collapseButtonAriaLabel', collapse)} className="button button--secondary button--outline collapse-sidebar-button needs-js">
        <ArrowIcon className="collapse-sidebar-button__icon" />
      </button>
      <button type="button" title={expand} aria-label={t('theme.docs.sidebar.expandButtonAriaLabel', expand)} className="expand-sidebar-button needs-js">
        <ArrowIcon className="expand-sidebar-button__icon" />
      </button>
    </>
  );
}

/** The chrome a site configures around the docs sidebar (SiteConfig's `docsSidebar`). */
export interface DocSidebarChrome {
  hideable: boolean;
  autoCollapseCategories: boolean;
}

/** The docs sidebar; the mobile drawer shows a copy of it. */
export function DocSidebar({ items, path, chrome }: { items: SidebarEntry[]; path: string; chrome?: DocSidebarChrome }) {
  const t = useTranslate();
  return (
    <aside className={`doc-sidebar theme-doc-sidebar-container${chrome?.hideable ? ' doc-sidebar--hideable' : ''}`}>
      <nav className="menu thin-scrollbar" aria-label={t('theme.docs.sidebar.navAriaLabel', DOCS_SIDEBAR_LABEL)} data-drawer-menu="">
        <Items items={items} path={path} level={1} group={chrome?.autoCollapseCategories ? '0' : undefined} />
      </nav>
      {chrome?.hideable && <HideButtons />}
    </aside>
  );
}
