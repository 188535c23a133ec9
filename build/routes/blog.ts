/** Every route of the blog: the paginated list, the posts, the archive, authors and tags. */
import { blogArchiveRoute } from './blog-archive.ts';
import { blogAuthorRoutes } from './blog-authors.ts';
import { blogListRoutes } from './blog-list.ts';
import { blogPostRoutes } from './blog-posts.ts';
import { blogTagRoutes } from './blog-tags.ts';
import { recentPosts } from './blog-views.ts';
import type { Route, RouteInput } from './types.ts';

export function blogRoutes(input: RouteInput): Route[] {
  if (!input.posts.length) return [];
  const listed = input.listed.posts;
  const recent = recentPosts(input.config.blog, listed);
  return [
    ...blogListRoutes(input, listed, recent),
    ...blogPostRoutes(input, listed, recent),
    blogArchiveRoute(input, listed),
    ...blogAuthorRoutes(input, listed, recent),
    ...blogTagRoutes(input, listed, recent),
  ];
}
