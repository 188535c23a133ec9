/** The content model: what the build knows about each doc, post and page before rendering. */
import type { SourceFile } from './files.ts';
import type { ShippedProps } from '../docusaurus/shared-modules.ts';

export interface DocMeta {
  source: SourceFile;
  /** The docs plugin instance it belongs to (its `id`). */
  pluginId: string;
  /** The name of the docs version it belongs to, within its instance. */
  version: string;
  /** Docusaurus-style id: folder path plus file name (or front-matter `id`), number prefixes stripped. */
  id: string;
  permalink: string;
  /** Title from front matter; otherwise the rendered Markdown's `#` heading gives it. */
  title?: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  description?: string;
  keywords?: string[];
  /** Tags from front matter, defined by the version's tags.yml where it names them; docs tags get pages under /docs/tags, as in Docusaurus. */
  tags: Tag[];
  draft: boolean;
  unlisted: boolean;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  /** The TOC's heading levels from front matter; without, the site's (`themeConfig.tableOfContents`). */
  tocMin?: number;
  tocMax?: number;
}

export interface Author {
  key?: string;
  /** Empty for an author the site gives only an image (Docusaurus asks a name or an image). */
  name: string;
  title?: string;
  url?: string;
  email?: string;
  imageUrl?: string;
  page: boolean;
  /** Its page's path under the blog's authors path: `page.permalink`, else the key in lodash's kebab case (`BekahHW`: bekah-hw), as Docusaurus's authorsMap names it. */
  pageSlug?: string;
  socials: Record<string, string>;
}

export interface Tag {
  key: string;
  label: string;
  permalink: string;
  description?: string;
}

export interface PostMeta {
  source: SourceFile;
  /** The blog plugin instance it belongs to (its `id`). */
  pluginId: string;
  slug: string;
  permalink: string;
  title?: string;
  date: Date;
  authors: Author[];
  tags: Tag[];
  description?: string;
  /** Its `sidebar_label`: what the blog's sidebar names it by, where the blog says so (`sidebarLabels`). */
  sidebarLabel?: string;
  draft: boolean;
  unlisted: boolean;
  hideTableOfContents: boolean;
  /** The TOC's heading levels from front matter (BlogPostPage reads them as DocItem does). */
  tocMin?: number;
  tocMax?: number;
}

export interface PageMeta {
  source: SourceFile;
  permalink: string;
  title?: string;
  description?: string;
  /** Front matter's `hide_table_of_contents` and TOC levels, which MDXPage reads as DocItem does (none on a partial a React page imports). */
  hideTableOfContents?: boolean;
  tocMin?: number;
  tocMax?: number;
}

/** A site's own React page (`src/pages/help.tsx`): a module whose default export renders the page. */
export interface ReactPageMeta {
  /** Absolute path. */
  path: string;
  /** Path for messages. */
  display: string;
  permalink: string;
  /** A swizzled NotFound (build/react-pages/swizzled.ts): the whole 404 page, or its content, drawn inside the layout. */
  notFound?: 'page' | 'content';
  /** The props it renders with: a route a site's plugin adds gives its modules' data (build/docusaurus/local-plugins.ts). */
  props?: Record<string, unknown>;
  /** Its props as its hydrated page's data holds them, where it shares modules with other routes: each is a file of its own (build/docusaurus/shared-modules.ts). */
  shipped?: ShippedProps;
  /** The plugin that adds it, for such a route. */
  plugin?: string;
  /** A theme component drawn on every page rather than a route's (the navbar's swizzled logo): it gets its props alone, not a route's. */
  component?: boolean;
  /** The key of its default export that is the component: a `custom-*` type of the site's NavbarItem/ComponentTypes (build/react-pages/navbar-items.ts). */
  pick?: string;
}
