/** `/blog/authors` and one page per author who has `page: true`, listing their posts. */
import { postCount } from '../../site/theme/counts.ts';
import type { RecentPosts } from '../../site/types.ts';
import type { Author, PostMeta } from '../content/types.ts';
import { authorView, postSummary } from './blog-views.ts';
import { head, summarize } from './head.ts';
import { paginate } from './paginate.ts';
import type { Rendered, Route, RouteInput } from './types.ts';
import { blogAuthorsPath, outputFile } from './urls.ts';

export function blogAuthorRoutes({ config }: RouteInput, listed: Rendered<PostMeta>[], recent: RecentPosts): Route[] {
  const routes: Route[] = [];
  const authors = new Map<string, { author: Author; posts: Rendered<PostMeta>[] }>();
  for (const p of listed) for (const a of p.meta.authors) if (a.key) authors.set(a.key, { author: a, posts: [...(authors.get(a.key)?.posts ?? []), p] });
  if ([...authors.values()].some(({ author }) => author.page)) {
    routes.push({
      path: blogAuthorsPath(config),
      file: outputFile(blogAuthorsPath(config), config),
      props: {
        head: head(config, blogAuthorsPath(config), 'Authors', `The people who write the ${config.blog.title}.`),
        screen: { kind: 'blogAuthors', authors: [...authors.values()].map(({ author, posts }) => ({ ...authorView(config, author), count: posts.length })), recent },
      },
    });
  }
  for (const { author, posts } of authors.values()) {
    const view = authorView(config, author);
    if (!view.permalink) continue;
    const description = summarize(`Posts by ${author.name}${author.title ? `, ${author.title}` : ''}.`, '');
    for (const { path, items, pagination } of paginate(posts, config.blog.postsPerPage, view.permalink)) {
      routes.push({
        path,
        file: outputFile(path, config),
        props: {
          head: head(config, path, `${author.name} - ${postCount(posts.length)}`, description),
          screen: { kind: 'blogAuthor', author: view, posts: items.map((p) => postSummary(config, p, false)), pagination, recent },
        },
      });
    }
  }
  return routes;
}
