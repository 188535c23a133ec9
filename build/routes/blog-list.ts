/** A blog's post list, split into pages of `postsPerPage` posts. */
import { postSummary } from './blog-views.ts';
import { head } from './head.ts';
import { paginate } from './paginate.ts';
import { BLOG_SEARCH } from './search-metadata.ts';
import type { BlogInput, Route, RouteInput } from './types.ts';
import { blogPath, HOME_PATH, outputFile } from './urls.ts';

export function blogListRoutes({ config }: RouteInput, { blog, listed, recent }: BlogInput): Route[] {
  return paginate(listed, blog.postsPerPage, blogPath(blog), blog.pageBasePath).map(({ path, items, pagination }) => ({
    path,
    ...(blog.afterPages && { pagesFirst: true }),
    file: outputFile(path, config),
    props: {
      // Blog-only mode: the blog's first page is the home page, titled by the site, as the classic theme's BlogListPage titles it;
      // it tells by the page's permalink being '/', so under a base URL (`/blog/`) the page keeps the blog's title.
      head: head(config, path, path === HOME_PATH && config.baseUrl === '/' ? config.title : blog.title, blog.description, { search: BLOG_SEARCH.list }),
      screen: { kind: 'blogList', title: blog.title, description: blog.description, posts: items.map((p) => postSummary(blog, p, false)), pagination, recent },
    },
  }));
}
