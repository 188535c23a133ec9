/**
 * The options of one docs and of one blog plugin instance in the site config (site/config-schema.ts):
 * the config's `docs` and `blog`, and those of a Docusaurus site's other instances.
 */
import * as z from 'zod';

// A build validates one config once: compiling zod's fast path for objects costs more than it saves (about 7 ms of a small site's build).
// zod reads this as each object schema is made, so it is set here, in the first module of the config's schemas.
z.config({ jitless: true });

/** A route path below the site root: "docs", "guides/api"; '' is the root itself. */
const routePath = /^([A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*)?$/;
/** What a broken link, or a tag or author missing from its file, is. */
export const brokenLinks = z.enum(['ignore', 'log', 'warn', 'throw']);

/** The options of one docs plugin instance: the default one is the config's `docs`; a Docusaurus site may have more (build/docs-plugins.ts). */
export const docsOptionsSchema = z.object({
  /** `false` turns the docs plugin (id "default") off; a docs feature used then is an error naming it. */
  enabled: z.boolean().default(true),
  path: z.string().default('docs'),
  /** '' serves the docs at the site root, as Docusaurus's `routeBasePath: '/'`. */
  routeBasePath: z.string().regex(routePath, 'must be a path such as "docs", or "" for the site root'),
  /** "Edit this page": this URL plus the doc's path from the edit root, or a function of it (Docusaurus's `editUrl`). */
  editUrl: z.union([z.url(), z.custom<(args: EditUrlArgs) => string | undefined>((v) => typeof v === 'function')]).optional(),
  /** A string `editUrl` of a versioned doc names the same file in the docs folder (Docusaurus's `editCurrentVersion`). */
  editCurrentVersion: z.boolean().default(false),
  /** A string `editUrl` of a translated doc names its translation (`i18n/<locale>/...`) rather than the file it translates (Docusaurus's `editLocalizedFiles`). */
  editLocalizedFiles: z.boolean().default(false),
  showLastUpdate: z.boolean(),
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string()).default([]),
  /** Sidebar categories start collapsed unless this is false, or they say otherwise. */
  sidebarCollapsed: z.boolean().default(true),
  /** `false` keeps every category open with no toggle, unless it says otherwise (Docusaurus's `sidebarCollapsible`). */
  sidebarCollapsible: z.boolean().default(true),
  /** `false`: doc pages show no breadcrumbs (Docusaurus's `breadcrumbs`). */
  breadcrumbs: z.boolean().default(true),
});

/** A path segment of a blog's generated pages (`tags`, `authors`, `page`), as Docusaurus's `tagsBasePath` and the like. */
const blogSegment = (fallback: string) => z.string().regex(/^[A-Za-z0-9._-]+$/, `must be one path segment such as "${fallback}"`).default(fallback);

/** The options of one blog plugin instance: the first one is the config's `blog`; a Docusaurus site may have more (LoadedConfig.blogPlugins). */
export const blogOptionsSchema = z.object({
  enabled: z.boolean().default(true),
  path: z.string().default('blog'),
  /** Where the blog's pages live: `/blog/...` by default. */
  routeBasePath: z.string().regex(routePath, 'must be a path such as "blog", or "" for the site root').default('blog'),
  /** Below the route base: the tag pages, the authors pages, list pages after the first (`page/2`), and the archive ('' for none), as Docusaurus's `tagsBasePath`, `authorsBasePath`, `pageBasePath` and `archiveBasePath`. */
  tagsBasePath: blogSegment('tags'),
  authorsBasePath: blogSegment('authors'),
  pageBasePath: blogSegment('page'),
  /** Globs of posts to read and to leave out, relative to the blog folder; `_` files and folders never are posts. */
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string()).default([]),
  archiveBasePath: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/, 'must be a path such as "archive", or null for no archive page')]).default('archive'),
  title: z.string(),
  description: z.string(),
  postsPerPage: z.number().int().positive(),
  sidebarTitle: z.string(),
  sidebarCount: z.number().int().nonnegative(),
  /** The sidebar and the recent-posts list name a post by its `sidebar_label` first, as Docusaurus 3.7 and later do. */
  sidebarLabels: z.boolean().default(true),
  /** An author's root-relative image (`image_url: /img/a.png`) is put under the base URL, as Docusaurus 3.1 and later do; before 3.1 it is written as given. */
  authorImagesUnderBase: z.boolean().default(true),
  /** `/blog/authors` and each author's pages (authors with `page`), as Docusaurus 3.5 and later make them; before 3.5 the blog has no authors pages. */
  authorPages: z.boolean().default(true),
  /** The first list page is made with no post, as Docusaurus 3.10 and later make it (their routes paginate at least one page); before, a blog with no post has no page. */
  emptyListPage: z.boolean().default(false),
  showReadingTime: z.boolean().default(true),
  feeds: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom']),
  /** The feeds' own title and description, the name pages' `<link rel="alternate">`s give them ("<name> RSS Feed") (else the blog's title and description), and how many posts they hold at most (else all). */
  feed: z.object({ title: z.string(), description: z.string(), name: z.string(), limit: z.number() }).partial().default({}),
  authorsFile: z.string().default('authors.yml'),
  tagsFile: z.string().default('tags.yml'),
  /** What a tag or author missing from tags.yml / authors.yml is, when that file exists (Docusaurus's `onInlineTags`). */
  onInlineTags: brokenLinks.default('throw'),
  onInlineAuthors: brokenLinks.default('ignore'),
  editUrl: z.union([z.url(), z.custom<(args: EditUrlArgs) => string | undefined>((v) => typeof v === 'function')]).optional(),
  /** A string `editUrl` of a translated post names its translation (Docusaurus's `editLocalizedFiles`). */
  editLocalizedFiles: z.boolean().default(false),
});

export interface EditUrlArgs {
  /** The docs folder relative to the site folder, e.g. `docs`. */
  versionDocsDirPath?: string;
  blogDirPath?: string;
  /** The file's path inside it. */
  docPath?: string;
  blogPath?: string;
  permalink: string;
  locale: string;
  version?: string;
}
