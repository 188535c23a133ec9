/** `/blog/archive`: every listed post, by year (none with `archiveBasePath: null`). */
import { byYear } from './blog-views.ts';
import { translate } from '../../shared/translate.ts';
import { head } from './head.ts';
import type { BlogInput, Route, RouteInput } from './types.ts';
import { blogArchivePath, outputFile } from './urls.ts';

export function blogArchiveRoute(input: RouteInput, { blog, listed }: BlogInput): Route[] {
  const { config } = input;
  const path = blogArchivePath(blog);
  if (!path) return [];
  const years = byYear(listed, (p) => ({ title: p.title, permalink: p.meta.permalink, date: p.meta.date.toISOString() }));
  return [{ path, file: outputFile(path, config), props: { head: head(config, path, translate(input.messages, { id: 'theme.blog.archive.title', message: 'Archive' }), `Every post of the ${blog.title}, by year.`), screen: { kind: 'blogArchive', years } } }];
}
