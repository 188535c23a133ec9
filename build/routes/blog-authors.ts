/** `/blog/authors` and the pages of each author who has `page: true`, listing their posts. */
import { blogAuthorTitle } from '../../site/theme/counts.ts';
import type { PostMeta } from '../content/types.ts';
import { authorView, postSummary } from './blog-views.ts';
import { translate } from '../../shared/translate.ts';
import { head, summarize } from './head.ts';
import { paginate } from './paginate.ts';
import { BLOG_SEARCH } from './search-metadata.ts';
import type { BlogInput, Rendered, Route, RouteInput } from './types.ts';
import { blogAuthorsPath, outputFile } from './urls.ts';

/**
 * As Docusaurus's blog: the authors page lists every author of the authors file, in its order,
 * with how many listed posts each wrote, whenever the file names any; each author with `page`
 * has pages of their posts (one, empty, when they wrote none). Inline authors have neither, nor
 * does a blog of Docusaurus before 3.5 (`authorPages`).
 */
export function blogAuthorRoutes(input: RouteInput, { blog, authors: defined, listed, recent }: BlogInput): Route[] {
  const { config } = input;
  if (!blog.authorPages) return [];
  const routes: Route[] = [];
  const postsBy = new Map<string, Rendered<PostMeta>[]>();
  for (const p of listed) {
    for (const { key } of p.meta.authors) {
      if (!key) continue;
      const posts = postsBy.get(key) ?? [];
      posts.push(p);
      postsBy.set(key, posts);
    }
  }
  const authors = defined.map((author) => ({ author, posts: postsBy.get(author.key ?? '') ?? [] }));
  if (authors.length) {
    routes.push({
      path: blogAuthorsPath(blog),
      file: outputFile(blogAuthorsPath(blog), config),
      props: {
        head: head(config, blogAuthorsPath(blog), translate(input.messages, { id: 'theme.blog.authorsList.pageTitle', message: 'Authors' }), `The people who write the ${blog.title}.`, { search: BLOG_SEARCH.authors }),
        screen: { kind: 'blogAuthors', authors: authors.map(({ author, posts }) => ({ ...authorView(blog, author), count: posts.length })), recent },
      },
    });
  }
  for (const { author, posts } of authors) {
    const view = authorView(blog, author);
    if (!view.permalink) continue;
    const description = summarize(`Posts by ${author.name || author.key}${author.title ? `, ${author.title}` : ''}.`, '');
    for (const { path, items, pagination } of paginate(posts, blog.postsPerPage, view.permalink, blog.pageBasePath)) {
      routes.push({
        path,
        file: outputFile(path, config),
        props: {
          head: head(config, path, blogAuthorTitle(input.messages, input.lang ?? 'en', posts.length, author.name || author.key!), description, { search: BLOG_SEARCH.author }),
          screen: { kind: 'blogAuthor', author: view, posts: items.map((p) => postSummary(blog, p, false)), pagination, recent },
        },
      });
    }
  }
  return routes;
}
