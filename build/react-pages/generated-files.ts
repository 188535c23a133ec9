/**
 * The JSON files Docusaurus generates into `.docusaurus/` that a site's React pages import
 * (site/docusaurus/generated.ts), made from this build's content: each blog instance's recent posts,
 * `blog-post-list-prop-<id>.json`, as Docusaurus's blog plugin writes it (3.x): the sidebar's title
 * and its first `blogSidebarCount` posts, newest first, each by its `sidebar_label` first (from 3.7), unlisted
 * ones marked (drafts are not in a production build).
 */
import type { BlogPlugin } from '../config-validate.ts';
import { sidebarName } from '../content/blog.ts';
import type { PostMeta } from '../content/types.ts';
import { blogPostListName } from '../../site/docusaurus/generated.ts';

export interface BlogPostListProp {
  title: string;
  items: { title: string; permalink: string; unlisted: boolean; date: string }[];
}

export function generatedFiles(blogs: BlogPlugin[], posts: { title: string; meta: PostMeta }[]): Record<string, BlogPostListProp> {
  return Object.fromEntries(
    blogs.map((blog) => {
      const items = posts.filter((p) => p.meta.pluginId === blog.id).slice(0, blog.sidebarCount);
      return [blogPostListName(blog.id), { title: blog.sidebarTitle, items: items.map((p) => ({ title: sidebarName(blog, p), permalink: p.meta.permalink, unlisted: p.meta.unlisted, date: p.meta.date.toISOString() })) }];
    }),
  );
}
