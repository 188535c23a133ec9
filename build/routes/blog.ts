/** Every route of each blog plugin instance: the paginated list, the posts, the archive, authors and tags. */
import { blogArchiveRoute } from './blog-archive.ts';
import { blogAuthorRoutes } from './blog-authors.ts';
import { blogListRoutes } from './blog-list.ts';
import { blogPostRoutes } from './blog-posts.ts';
import { blogTagRoutes } from './blog-tags.ts';
import { recentPosts } from './blog-views.ts';
import type { BlogInput, Route, RouteInput } from './types.ts';

export function blogRoutes(input: RouteInput): Route[] {
  return input.blogs.flatMap(({ blog, authors }) => {
    const posts = input.posts.filter((p) => p.meta.pluginId === blog.id);
    const listed = input.listed.posts.filter((p) => p.meta.pluginId === blog.id);
    const instance: BlogInput = { blog, authors, posts, listed, recent: recentPosts(blog, listed) };
    // Without posts, only Docusaurus 3.10's empty list page (actix's /blog, with no blog folder).
    if (!posts.length) return blog.emptyListPage ? blogListRoutes(input, instance) : [];
    return [...blogListRoutes(input, instance), ...blogPostRoutes(input, instance), ...blogArchiveRoute(input, instance), ...blogAuthorRoutes(input, instance), ...blogTagRoutes(input, instance)];
  });
}
