/** `/blog/archive`: every listed post, by year. */
import type { PostMeta } from '../content/types.ts';
import { byYear } from './blog-views.ts';
import { head } from './head.ts';
import type { Rendered, Route, RouteInput } from './types.ts';
import { blogArchivePath, outputFile } from './urls.ts';

export function blogArchiveRoute({ config }: RouteInput, listed: Rendered<PostMeta>[]): Route {
  const years = byYear(listed, (p) => ({ title: p.title, permalink: p.meta.permalink, date: p.meta.date.toISOString() }));
  return {
    path: blogArchivePath(config),
    file: outputFile(blogArchivePath(config), config),
    props: { head: head(config, blogArchivePath(config), 'Archive', `Every post of the ${config.blog.title}, by year.`), screen: { kind: 'blogArchive', years } },
  };
}
