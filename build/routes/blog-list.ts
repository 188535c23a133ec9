/** The blog's post list, split into pages of `postsPerPage` posts. */
import type { RecentPosts } from '../../site/types.ts';
import type { PostMeta } from '../content/types.ts';
import { postSummary } from './blog-views.ts';
import { head } from './head.ts';
import type { Rendered, Route, RouteInput } from './types.ts';
import { blogListPath, outputFile } from './urls.ts';

export function blogListRoutes({ config }: RouteInput, listed: Rendered<PostMeta>[], recent: RecentPosts): Route[] {
  const blog = config.blog;
  const pages = Math.max(1, Math.ceil(listed.length / blog.postsPerPage));
  return Array.from({ length: pages }, (_, i) => {
    const n = i + 1;
    const path = blogListPath(n);
    return {
      path,
      file: outputFile(path),
      props: {
        head: head(config, path, blog.title, blog.description),
        screen: {
          kind: 'blogList',
          title: blog.title,
          description: blog.description,
          posts: listed.slice((n - 1) * blog.postsPerPage, n * blog.postsPerPage).map((p) => postSummary(p, false)),
          page: n,
          pages,
          newer: n > 1 ? blogListPath(n - 1) : undefined,
          older: n < pages ? blogListPath(n + 1) : undefined,
          recent,
        },
      },
    };
  });
}
