/**
 * The search metadata Docusaurus's classic theme gives each kind of page (theme-classic's
 * SearchMetadata, 2.4 and 3.10 alike): the tag and docs version DocSearch's crawler and the local
 * search plugins read from `docusaurus_tag`, `docusaurus_version` and their `docsearch:` twins. A
 * page of no kind here (a post, the archive, a Markdown or React page, the home and 404 pages) has
 * the site's `default`, which site/theme/SearchMetadata.tsx writes.
 */
import type { SiteConfig } from '../../site/config-types.ts';
import type { Head } from '../../site/types.ts';
import type { DocsVersion } from '../docusaurus/versions.ts';

type Search = NonNullable<Head['search']>;

/** The blog's pages that set a tag of their own: lists of posts, of tags, of authors. */
export const BLOG_SEARCH = {
  list: { tag: 'blog_posts_list' },
  tags: { tag: 'blog_tags_list' },
  tag: { tag: 'blog_tags_posts' },
  authors: { tag: 'blog_authors_list' },
  author: { tag: 'blog_authors_posts' },
} as const satisfies Record<string, Search>;

/** A doc's, or a generated category index's: its instance and version (theme-common's getDocsVersionSearchTag). */
export function docSearch(version: Pick<DocsVersion, 'pluginId' | 'name'>): Search {
  return { tag: `docs-${version.pluginId}-${version.name}`, version: version.name };
}

/**
 * The docs' tags pages (`doc_tags_list`, `doc_tag_doc_list`): from Docusaurus 3 they are routes inside
 * their version's, whose version they keep; Docusaurus 2 added them beside it, without one.
 */
export function docTagsSearch(config: Pick<SiteConfig, 'head'>, version: Pick<DocsVersion, 'name'>, tag: 'doc_tags_list' | 'doc_tag_doc_list'): Search {
  return config.head === 'docusaurus2' ? { tag } : { tag, version: version.name };
}
