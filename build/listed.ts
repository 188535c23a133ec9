/**
 * Unlisted docs and posts (`unlisted: true` in front matter, as in Docusaurus) keep their own page,
 * marked noindex, but appear in no list: not in sidebars but on their own page (sidebar-tree.ts's
 * listedNodes), docs tag pages, the blog's lists, the feeds, the search index or the sitemap. This module decides it; the rest of the
 * build takes the listed content from here.
 */
export function isListed(meta: { unlisted?: boolean }): boolean {
  return !meta.unlisted;
}

type Listable = { meta: { unlisted?: boolean } };

/** The content without unlisted docs and posts; pages (content/pages/) have no `unlisted`. */
export function listedContent<C extends { docs: Listable[]; posts: Listable[] }>(content: C): C {
  return { ...content, docs: content.docs.filter((d) => isListed(d.meta)), posts: content.posts.filter((p) => isListed(p.meta)) };
}
