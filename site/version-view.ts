/** What a docs page knows of its docs version and the other versions of its docs plugin instance. */

/** The docs version dropdown of one docs plugin instance as one page shows it: each version's link, the page's own version marked. */
export interface VersionMenu {
  pluginId: string;
  label: string;
  /** The main doc of the version that labels it, where Docusaurus's dropdown label leads (DocsVersionDropdownNavbarItem's `dropdownTo`). */
  main: string;
  links: { label: string; href: string; active: boolean }[];
}

/** Where the navbar's items of the page's own docs plugin instance lead from a page of a version other than the last: `doc:<id>`, `sidebar:<id>` and `main` to a path. */
export type VersionNav = Record<string, string>;

/** A doc page's version: its instance and name (stored as the instance's preferred version), badge ("Version: <badge>" above the title) and the banner of an unreleased or unmaintained version (the site's title and the version's label, which Docusaurus writes in bold). */
export interface DocVersionView {
  pluginId: string;
  name: string;
  badge?: string;
  banner?: { kind: 'unreleased' | 'unmaintained'; siteTitle: string; label: string; latestLabel: string; latestHref: string };
}
