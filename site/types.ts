/** What the build hands to the React screens: plain, serialisable data. */
import type { SiteConfig } from './config-types.ts';

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
  /** The item's own `target`, which wins over the new tab an external link opens in (`_self`: prettier's playground). */
  target?: string;
  ariaLabel?: string;
  /** The item's own classes (Docusaurus's `className`), which the site's CSS may draw an icon from. */
  className?: string;
  icon?: 'github';
  /** An external URL the config gave as `to`: no external-link icon, as in Docusaurus. */
  urlInTo?: boolean;
  position: 'left' | 'right';
  /** Pages of this docs sidebar (of the item's `docsPluginId`) mark the item active. */
  sidebarId?: string;
  /** Routes under this prefix (whole path segments, as React Router's NavLink matches) mark the item active. */
  activePrefix?: string;
  /** The page at this route marks the item active: a `doc` item's own doc, whatever its sidebar. */
  activePath?: string;
  /**
   * Instead of `activePrefix`, what the item's `activeBasePath` or `activeBaseRegex` says (Docusaurus's NavbarNavLink):
   * routes that begin with `start` (as text, not by segments) or whose path with the base URL matches `regex`.
   */
  activeBase?: { start: string } | { regex: string };
  /** A dropdown's entries. */
  items?: NavLink[];
  /** Raw HTML shown instead of a link. */
  html?: string;
  /** The item as the site's own component drew it at build time (a `custom-*` type, or a link its NavbarNavLink writes), shown as it is; `href`: the link it writes, for the mobile drawer. */
  drawn?: string;
  /** Docusaurus's `docsVersionDropdown`: on docs pages, the page's own `versionMenu` replaces its label and entries. */
  versionDropdown?: boolean;
  /** Marks the item active whatever the path: the page's own version in the version dropdown. */
  current?: boolean;
  /** The doc a `doc` item opens (in its `docsPluginId`), which a page of another version opens in its own version. */
  docId?: string;
  docsPluginId?: string;
  /** Opens the docs' main doc (a `docsVersion` item), in the page's own version (of its `docsPluginId`, "default" when unset). */
  mainDoc?: boolean;
  /** Docusaurus's `localeDropdown` (the page in each of the site's locales); `hrefLang`: an entry's language. */
  localeDropdown?: boolean;
  hrefLang?: string;
  /** A version or locale dropdown's own entries, before and after the versions or locales it lists (Docusaurus's `dropdownItemsBefore`/`After`). */
  itemsBefore?: NavLink[];
  itemsAfter?: NavLink[];
}

export type { DocVersionView, VersionMenu, VersionNav } from './version-view.ts';
import type { DocVersionView, VersionMenu, VersionNav } from './version-view.ts';
export type { Head, HeadTag } from './page-head.ts';
import type { Head } from './page-head.ts';

export type { SidebarCategory, SidebarEntry, SidebarHtml, SidebarLink } from './sidebar-view.ts';
import type { SidebarEntry } from './sidebar-view.ts';

export interface TocItem {
  id: string;
  text: string;
  depth: number;
  children: TocItem[];
}

export interface PageLink {
  title: string;
  href: string;
}

export interface AuthorView {
  key?: string;
  /** Empty when the site gives the author only an image. */
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** `imageUrl` is the src as written, not a path of the site to put under the base URL (Docusaurus before 3.1). */
  imageAsWritten?: boolean;
  /** The author's page on this site, when it has one. */
  permalink?: string;
  /** Where the author's name and avatar lead: the page, else `url`, else `mailto:` the email. */
  link?: string;
  socials: { name: string; url: string }[];
}

export interface TagView {
  label: string;
  permalink: string;
  description?: string;
  count?: number;
}

export interface PostSummary {
  title: string;
  permalink: string;
  date: string;
  /** "N min read", unless `blog.showReadingTime` is false. */
  readingMinutes?: number;
  authors: AuthorView[];
  tags: TagView[];
  /** Excerpt HTML on list pages, or the whole post on the post page. */
  html: string;
  truncated: boolean;
}

export interface RecentPosts {
  title: string;
  years: { year: string; posts: PageLink[] }[];
}

/** Where one page of a paginated post list (the blog, a tag, an author) stands among the others. */
export interface ListPagination {
  /** From 1. */
  page: number;
  pages: number;
  /** Every post of the list, on all its pages. */
  total: number;
  newer?: string;
  older?: string;
}

/** A doc's "Last updated" line: when (the page writes it in its locale) and by whom, either or both. */
export interface LastUpdated {
  date?: string;
  author?: string;
}

/** A breadcrumb: a link when it has an href. */
export interface Crumb {
  label: string;
  href?: string;
}

export type Screen =
  /** `start`: where a plain home page's button leads; `showcase`: the SpecWeave showcase's buttons. */
  | { kind: 'home'; start?: string; showcase: { start: string; learn: string } }
  | {
      kind: 'doc';
      version: DocVersionView;
      title: string;
      /** The title's HTML when the page's own `#` heading holds markup (code, emphasis, a link); `title` is its text. `titleInPlace`: `html` holds that heading where it stands, after something shown (build/markdown/content-title.ts), and no title is drawn above it. */
      titleHtml?: string;
      titleInPlace?: boolean;
      hideTitle: boolean;
      html: string;
      toc: TocItem[];
      /** Front matter's `hide_table_of_contents`: without it the article keeps the TOC's column, headings or not (DocItem/Layout). */
      hideToc?: boolean;
      sidebar?: SidebarEntry[];
      /** Only with a sidebar, as in Docusaurus: after a link home, the categories, then the page's sidebar label (the last is not a link). */
      breadcrumbs?: Crumb[];
      /** false: no link home before them, as on a Docusaurus site with no page at `/`. */
      homeCrumb?: false;
      previous?: PageLink;
      next?: PageLink;
      editUrl?: string;
      lastUpdated?: LastUpdated;
      tags: TagView[];
    }
  | { kind: 'docTags'; tags: TagView[] }
  | { kind: 'docTag'; tag: TagView; docs: { title: string; href: string; description: string }[] }
  | { kind: 'blogList'; title: string; description: string; posts: PostSummary[]; pagination: ListPagination; recent: RecentPosts }
  | { kind: 'blogPost'; post: PostSummary; toc: TocItem[]; editUrl?: string; recent: RecentPosts; newer?: PageLink; older?: PageLink }
  | { kind: 'blogArchive'; years: { year: string; posts: { title: string; permalink: string; date: string }[] }[]; oldestFirst?: boolean }
  | { kind: 'blogAuthors'; authors: (AuthorView & { count: number })[]; recent: RecentPosts }
  | { kind: 'blogAuthor'; author: AuthorView; posts: PostSummary[]; pagination: ListPagination; recent: RecentPosts }
  | { kind: 'blogTags'; tags: TagView[]; recent: RecentPosts }
  | { kind: 'blogTag'; tag: TagView; posts: PostSummary[]; pagination: ListPagination; recent: RecentPosts }
  /**
   * A Markdown page. `heading`: how its h1 is drawn above the text: `shown` (the page's own `#`
   * heading, `titleHtml` when it holds markup, else `title`), `none` (that heading stands in `html`,
   * after something shown), or `hidden`: a Docusaurus site's page without a `#` heading, which
   * MDXPage draws with no heading, gets its title for an h1 only screen readers find, so that its
   * headings still start at h1.
   */
  | { kind: 'page'; title: string; titleHtml?: string; heading: 'shown' | 'none' | 'hidden'; html: string; toc: TocItem[] }
  /**
   * A site's own React page, rendered by the build: its HTML inside the layout (`chrome`: the
   * navbar and footer, which a page without `@theme/Layout` goes without, as in Docusaurus), and,
   * when it needs the browser, the island that hydrates it: its code and the data it renders with.
   */
  | { kind: 'reactPage'; html: string; chrome: boolean; footer: boolean; wrapperClassName?: string; island?: { script: string; data: string }; redirect?: string }
  /** `links`: the site's home page, main doc and blog, those that exist. */
  | { kind: 'notFound'; links: PageLink[] };

export interface Assets {
  css: string;
  /** The site's own stylesheets (a swizzled footer's, then `style.customCss`), linked after the generator's. */
  customCss: string[];
  js?: string;
  headScript: string;
  searchIndex: string;
  /** The search engine's module, loaded on first use. */
  searchEngine: string;
  /** The runtime of a site's React pages that need the browser, loaded on those pages only. */
  pageRuntime: string;
  /** Only in `npm run dev`: the live-reload and error-overlay client. */
  devClient?: string;
}

/** A blog's feed, as a page's `<link rel="alternate">` names it. */
export interface FeedLink {
  /** Its MIME type. */
  type: string;
  href: string;
  title: string;
}

export interface SiteView {
  config: SiteConfig;
  nav: NavLink[];
  assets: Assets;
  /** The feeds of every blog with posts (those its `feeds` names). */
  feeds: FeedLink[];
  /** The locale of these pages, and the site's others; without it, the config's default locale alone. */
  locale?: import('./locale-view.ts').LocaleView;
  /** A Docusaurus site's swizzled Footer, rendered once by the build: drawn in place of the generator's. */
  footerHtml?: string;
  /** A Docusaurus site's swizzled Navbar/Logo or Logo, rendered once by the build: the navbar's brand in place of the generator's. */
  logoHtml?: string;
  /** A Docusaurus site's swizzled Root, rendered once by the build: what it adds before and after every page's body. */
  rootHtml?: [string, string];
  /** A Docusaurus site's swizzled BlogLayout, rendered once by the build: what it adds before and after the posts in every blog page's main column. */
  blogLayoutHtml?: [string, string];
  /** What a Docusaurus site's own plugins' `injectHtmlTags` return: HTML put in every page's head, first and last in its body (build/render.tsx). */
  htmlTags?: { headTags: string; preBodyTags: string; postBodyTags: string };
}

export interface PageProps {
  site: SiteView;
  head: Head;
  screen: Screen;
  /** The docs sidebar and docs plugin instance this page belongs to, for the navbar's active item. */
  sidebarId?: string;
  docsPluginId?: string;
  /** A doc page's version dropdown (its own version marked, each version linking to this doc in it). */
  versionMenu?: VersionMenu;
  versionNav?: VersionNav;
}

/** A navbar item a site's own component drew (build/react-pages/navbar-items.ts): its HTML, and the route its link leads to, which marks it active and is the drawer's link. */
export type DrawnItem = Required<Pick<NavLink, 'drawn'>> & { to?: string };
