/** The blog's post list, split into pages of `postsPerPage` posts. */
import type { RecentPosts } from '../../site/types.ts';
import type { PostMeta } from '../content/types.ts';
import { postSummary } from './blog-views.ts';
import { head } from './head.ts';
import { paginate } from './paginate.ts';
import type { Rendered, Route, RouteInput } from './types.ts';
import { blogPath, outputFile } from './urls.ts';

export function blogListRoutes({ config }: RouteInput, listed: Rendered<PostMeta>[], recent: RecentPosts): Route[] {
  const blog = config.blog;
  return paginate(listed, blog.postsPerPage, blogPath(config)).map(({ path, items, pagination }) => ({
    path,
    file: outputFile(path, config),
    props: {
      head: head(config, path, blog.title, blog.description),
      screen: { kind: 'blogList', title: blog.title, description: blog.description, posts: items.map((p) => postSummary(config, p, false)), pagination, recent },
    },
  }));
}
