/** `/blog/tags` and one page per tag, when posts have tags. */
import { postCount } from '../../site/theme/counts.ts';
import type { RecentPosts } from '../../site/types.ts';
import type { PostMeta, Tag } from '../content/types.ts';
import { postSummary, tagView } from './blog-views.ts';
import { head } from './head.ts';
import { byText } from '../../shared/text-order.ts';
import { paginate } from './paginate.ts';
import type { Rendered, Route, RouteInput } from './types.ts';
import { blogTagsPath, outputFile } from './urls.ts';

export function blogTagRoutes({ config }: RouteInput, listed: Rendered<PostMeta>[], recent: RecentPosts): Route[] {
  const tags = new Map<string, { tag: Tag; posts: Rendered<PostMeta>[] }>();
  for (const p of listed) for (const t of p.meta.tags) tags.set(t.permalink, { tag: t, posts: [...(tags.get(t.permalink)?.posts ?? []), p] });
  if (!tags.size) return [];
  const sorted = [...tags.values()].sort((a, b) => byText(a.tag.label, b.tag.label));
  return [
    {
      path: blogTagsPath(config),
      file: outputFile(blogTagsPath(config), config),
      props: { head: head(config, blogTagsPath(config), 'Tags', `Topics of the ${config.blog.title}.`), screen: { kind: 'blogTags', tags: sorted.map(({ tag, posts }) => tagView(config, tag, posts.length)), recent } },
    },
    ...sorted.flatMap(({ tag, posts }) => {
      const view = tagView(config, tag, posts.length);
      const title = `${postCount(posts.length)} tagged with "${tag.label}"`;
      return paginate(posts, config.blog.postsPerPage, view.permalink).map(
        ({ path, items, pagination }): Route => ({
          path,
          file: outputFile(path, config),
          props: {
            head: head(config, path, title, tag.description ?? `Posts tagged with ${tag.label}.`),
            screen: { kind: 'blogTag', tag: view, posts: items.map((p) => postSummary(config, p, false)), pagination, recent },
          },
        }),
      );
    }),
  ];
}
