/** What the route builders take (the content model, rendered) and give (one route per output page). */
import type { Messages } from '../../shared/translate.ts';
import type { SiteConfig } from '../../site/config-types.ts';
import type { PageProps, RecentPosts } from '../../site/types.ts';
import type { Author, DocMeta, PageMeta, PostMeta } from '../content/types.ts';
import type { BlogPlugin } from '../config-validate.ts';
import type { DocsVersion } from '../docusaurus/versions.ts';
import type { LastUpdate } from '../git-history.ts';
import type { PageMarkdown } from '../markdown-jobs.ts';
import type { Spooled } from '../spool.ts';
import type { ResolvedSidebars } from '../sidebars.ts';
import type { ReactPageOutput } from '../react-pages/stage.ts';

export interface Rendered<M> {
  meta: M;
  md: PageMarkdown;
  title: string;
}

/** One version's docs, rendered, with its sidebars. */
export interface VersionDocs {
  version: DocsVersion;
  docs: Rendered<DocMeta>[];
  sidebars: ResolvedSidebars;
}

export interface Route {
  path: string;
  /** Output file relative to the output folder. */
  file: string;
  /** `a.html` beside `a/index.html` when trailing slashes are unset (shared/url.ts). */
  twin?: string;
  /** The Markdown file the route comes from, if any. */
  source?: string;
  /** The HTML of its Markdown, on disk (spool.ts): the thread that renders the page reads it into the screen's `html` (route-body.ts), which is empty until then. */
  body?: Spooled;
  props: Omit<PageProps, 'site'>;
  /** A blog list page whose plugin Docusaurus orders after the site's pages plugin: a page of src/pages on its path keeps it (checks.ts). */
  pagesFirst?: boolean;
}

/** One blog plugin instance's part of the content, as its routes see it. */
export interface BlogInput {
  blog: BlogPlugin;
  authors: Author[];
  /** Its posts, newest first, unlisted ones included; `listed` without them. */
  posts: Rendered<PostMeta>[];
  listed: Rendered<PostMeta>[];
  /** Its sidebar: the newest listed posts. */
  recent: RecentPosts;
}

export interface RouteInput {
  config: SiteConfig;
  /** The last version's docs of every docs plugin instance: search and llms.txt use them. */
  docs: Rendered<DocMeta>[];
  posts: Rendered<PostMeta>[];
  pages: Rendered<PageMeta>[];
  /** The site's own React pages, rendered (those that could not be have no route). */
  reactPages: ReactPageOutput[];
  /** The same content without unlisted docs and posts (listed.ts), for every list. */
  listed: Pick<RouteInput, 'docs' | 'posts' | 'pages'>;
  /** Every blog plugin instance, with its authors file's authors in its order. */
  blogs: { blog: BlogPlugin; authors: Author[] }[];
  /** Every docs version of every docs plugin instance, with its docs and sidebars. */
  versions: VersionDocs[];
  /** Last git update of each source file, by absolute path. */
  lastUpdates: Map<string, LastUpdate>;
  /** Whether a docs plugin instance shows "Last updated" (`showLastUpdateTime`/`Author`). */
  showLastUpdate(pluginId: string): boolean;
  /** Whether a docs plugin instance's pages show breadcrumbs (its `breadcrumbs` option); yes without. */
  showBreadcrumbs?(pluginId: string): boolean;
  /** "Edit this page" of a doc or post without `custom_edit_url`. */
  editUrl(meta: DocMeta | PostMeta): string | undefined;
  /** The locale's interface messages (Docusaurus's theme translations, the site's code.json): theme pages' titles. */
  messages?: Messages;
  /** The locale's `<html lang>`, whose plural rules pick a count's form in those titles ("One post", "3 posts"). */
  lang?: string;
}
