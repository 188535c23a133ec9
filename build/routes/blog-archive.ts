/** `/blog/archive`: every listed post, by year. */
import type { PostMeta } from '../content/types.ts';
import { byYear } from './blog-views.ts';
import { head } from './head.ts';
import type { Rendered, Route, RouteInput } from './types.ts';
import { BLOG_ARCHIVE_PATH, outputFile } from './urls.ts';

export function blogArchiveRoute({ config }: RouteInput, listed: Rendered<PostMeta>[]): Route {
  const years = byYear(listed, (p) => ({ title: p.title, permalink: p.meta.permalink, date: p.meta.date.toISOString() }));
  return {
    path: BLOG_ARCHIVE_PATH,
    file: outputFile(BLOG_ARCHIVE_PATH),
    props: { head: head(config, BLOG_ARCHIVE_PATH, 'Archive', `Every post of the ${config.blog.title}, by year.`), screen: { kind: 'blogArchive', years } },
  };
}
