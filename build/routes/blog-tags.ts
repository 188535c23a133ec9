/** `/blog/tags` and one page per tag, when posts have tags. */
import { blogTagTitle } from '../../site/theme/counts.ts';
import type { PostMeta, Tag } from '../content/types.ts';
import { postSummary, tagView } from './blog-views.ts';
import { translate } from '../../shared/translate.ts';
import { head } from './head.ts';
import { byText } from '../../shared/text-order.ts';
import { paginate } from './paginate.ts';
import { BLOG_SEARCH } from './search-metadata.ts';
import type { BlogInput, Rendered, Route, RouteInput } from './types.ts';
import { blogTagsPath, outputFile } from './urls.ts';

export function blogTagRoutes(input: RouteInput, { blog, posts: all, listed, recent }: BlogInput): Route[] {
  const { config } = input;
  const tags = new Map<string, { tag: Tag; posts: Rendered<PostMeta>[] }>();
  // The first label seen names a tag page, as Docusaurus's groupTaggedItems does.
  for (const p of listed) for (const t of p.meta.tags) tags.set(t.permalink, { tag: tags.get(t.permalink)?.tag ?? t, posts: [...(tags.get(t.permalink)?.posts ?? []), p] });
  // A tag only unlisted posts carry still has its page, empty and not indexed, but no place in the tags list, as in Docusaurus's getBlogTags (opensauced's unlisted post links to its tags).
  const unlisted = new Map<string, Tag>();
  for (const p of all) for (const t of p.meta.tags) if (!tags.has(t.permalink) && !unlisted.has(t.permalink)) unlisted.set(t.permalink, t);
  if (!tags.size && !unlisted.size) return [];
  const sorted = [...tags.values()].sort((a, b) => byText(a.tag.label, b.tag.label));
  return [
    ...(tags.size ? [{
      path: blogTagsPath(blog),
      file: outputFile(blogTagsPath(blog), config),
      props: { head: head(config, blogTagsPath(blog), translate(input.messages, { id: 'theme.tags.tagsPageTitle', message: 'Tags' }), `Topics of the ${blog.title}.`, { search: BLOG_SEARCH.tags }), screen: { kind: 'blogTags', tags: sorted.map(({ tag, posts }) => tagView(blog, tag, posts.length)), recent } },
    } satisfies Route] : []),
    ...[...sorted, ...[...unlisted.values()].map((tag) => ({ tag, posts: [] as Rendered<PostMeta>[] }))].flatMap(({ tag, posts }) => {
      const view = tagView(blog, tag, posts.length);
      const title = blogTagTitle(input.messages, input.lang ?? 'en', posts.length, tag.label);
      return paginate(posts, blog.postsPerPage, view.permalink, blog.pageBasePath).map(
        ({ path, items, pagination }): Route => ({
          path,
          file: outputFile(path, config),
          props: {
            head: head(config, path, title, tag.description ?? `Posts tagged with ${tag.label}.`, { search: BLOG_SEARCH.tag, ...(unlisted.has(tag.permalink) && { noindex: true }) }),
            screen: { kind: 'blogTag', tag: view, posts: items.map((p) => postSummary(blog, p, false)), pagination, recent },
          },
        }),
      );
    }),
  ];
}
