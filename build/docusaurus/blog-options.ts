/** A blog plugin instance's options (`@docusaurus/plugin-content-blog`, the preset's `blog`) as the site config's blog fields. */
import type { SiteConfigInput } from '../../site/config-types.ts';
import { before, type DocusaurusVersion } from './docusaurus-major.ts';
import { editUrl } from './docs-options.ts';
import { excludeOf, obj, str, strings, policy, type Raw } from './option-values.ts';

export type BlogFields = NonNullable<SiteConfigInput['blog']>;

const all = (v: unknown) => (v === 'ALL' ? Number.MAX_SAFE_INTEGER : typeof v === 'number' ? v : undefined);
const trimmed = (v: unknown, fallback: string): string => (str(v) ?? fallback).replace(/^\/+|\/+$/g, '');

function feeds(options: Raw): BlogFields['feeds'] {
  const raw = obj(options.feedOptions);
  if (!('type' in raw)) return ['rss', 'atom'];
  const type = raw.type === null || raw.type === undefined ? [] : raw.type === 'all' ? ['rss', 'atom', 'json'] : (strings(raw.type) ?? []);
  return type.filter((t): t is 'rss' | 'atom' | 'json' => t === 'rss' || t === 'atom' || t === 'json');
}

/** How many posts the feeds hold: Docusaurus 3's `feedOptions.limit` (20 unless set; `false` or `null`: all); Docusaurus 2 has no such option and feeds every post. */
const feedLimit = (limit: unknown, major: number | undefined): number | undefined => (major === 2 || limit === false || limit === null ? undefined : typeof limit === 'number' ? limit : 20);

/** Options that change what Docusaurus does with posts, and what this build does instead. */
const NOT_RUN: Record<string, string> = {
  truncateMarker: 'excerpts end at `<!-- truncate -->` (`{/* truncate */}` in MDX)',
  readingTime: 'reading time is counted at 200 words a minute',
  sortPosts: 'posts are listed newest first',
  processBlogPosts: 'every post is built as it is written',
};

/** A blog plugin instance's options as the site config's blog fields (the same defaults for every instance, as in Docusaurus); `siteTitle` names its feeds by default; `version`: the site's Docusaurus version (unknown: the newest). */
export function blogFields(options: Raw, siteTitle: string, warn: (m: string) => void, version?: DocusaurusVersion): BlogFields {
  const major = version?.[0];
  const feed = obj(options.feedOptions);
  for (const [key, instead] of Object.entries(NOT_RUN)) if (options[key] !== undefined && !(key === 'sortPosts' && options[key] === 'descending')) warn(`blog option "${key}" is not supported and is ignored: ${instead}.`);
  return {
    enabled: true,
    path: str(options.path) ?? 'blog',
    // '' is blog-only mode: the blog at the site root, its first list page the home page.
    routeBasePath: trimmed(options.routeBasePath, 'blog'),
    tagsBasePath: trimmed(options.tagsBasePath, 'tags'),
    authorsBasePath: trimmed(options.authorsBasePath, 'authors'),
    pageBasePath: trimmed(options.pageBasePath, 'page'),
    include: strings(options.include),
    exclude: excludeOf(options.exclude),
    // `archiveBasePath: null` turns the archive page off, as in Docusaurus.
    archiveBasePath: options.archiveBasePath === null ? '' : trimmed(options.archiveBasePath, 'archive'),
    title: str(options.blogTitle) ?? 'Blog',
    description: str(options.blogDescription) ?? 'Blog',
    postsPerPage: all(options.postsPerPage) ?? 10,
    sidebarTitle: str(options.blogSidebarTitle) ?? 'Recent posts',
    sidebarCount: all(options.blogSidebarCount) ?? 5,
    // plugin-content-blog's toBlogSidebarProp reads `sidebar_label` from 3.7.0 (props.js); 3.6 and 2.4 name posts by their title.
    sidebarLabels: !version || version[0] > 3 || (version[0] === 3 && version[1] >= 7),
    // plugin-content-blog's authors.js adds the base URL to a root-relative image_url from 3.1.0 (normalizeImageUrl); 3.0.0 and 2.x leave it as written.
    authorImagesUnderBase: !version || !before(version, 3, 1),
    // plugin-content-blog makes the authors list and authors' pages from 3.5.0 (routes.js createAuthorsRoutes); 3.4 and 2.x have neither.
    authorPages: !version || !before(version, 3, 5),
    // plugin-content-blog 3.10 paginates the list in its routes (routes.js, at least one page), so a blog with no post has an empty list page; 3.9 and older took the pages from loadContent, none without posts.
    emptyListPage: !version || !before(version, 3, 10),
    showReadingTime: options.showReadingTime !== false,
    feeds: feeds(options),
    // As @docusaurus/plugin-content-blog names them: "<title> Blog" inside the feed, "<title> RSS Feed" in the pages' links.
    feed: { title: str(feed.title) ?? `${siteTitle} Blog`, description: str(feed.description) ?? `${siteTitle} Blog`, name: str(feed.title) ?? siteTitle, limit: feedLimit(feed.limit, major) },
    authorsFile: str(options.authorsMapPath) ?? 'authors.yml',
    tagsFile: options.tags === false || options.tags === null ? '' : (str(options.tags) ?? 'tags.yml'),
    onInlineTags: policy(options.onInlineTags),
    onInlineAuthors: policy(options.onInlineAuthors),
    editUrl: editUrl(options),
    editLocalizedFiles: options.editLocalizedFiles === true,
  };
}
