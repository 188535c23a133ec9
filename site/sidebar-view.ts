/** A docs page's sidebar as the screens draw it: links, raw HTML and categories. */

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  className?: string;
  /** Opened in a new tab with the external-link icon, as Docusaurus's sidebar shows a URL or a `pathname://` item. */
  external?: boolean;
}
/** Raw HTML from the site's sidebars file (Docusaurus's `html` item). */
export interface SidebarHtml {
  type: 'html';
  value: string;
  className?: string;
}
export interface SidebarCategory {
  type: 'category';
  className?: string;
  label: string;
  /** Shown closed on this page (a closed category with no `items` is a link to its first page). */
  collapsed: boolean;
  /** Whether the reader can open and close it; a category with `collapsible: false` is always open. */
  collapsible: boolean;
  /** The category's own page (its folder's index doc), when it has one. */
  href?: string;
  items: SidebarEntry[];
}
export type SidebarEntry = SidebarLink | SidebarHtml | SidebarCategory;
