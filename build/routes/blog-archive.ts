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
  // Docusaurus 2's BlogArchivePage groups the posts with reduceRight: the oldest year first, each year's oldest post first, under an <h3> without an id (2.4.3); 3.0 turned both and gave the year its id.
  const oldestFirst = config.head === 'docusaurus2';
  const newestFirst = byYear(listed, (p) => ({ title: p.title, permalink: p.meta.permalink, date: p.meta.date.toISOString() }));
  const years = oldestFirst ? newestFirst.reverse().map((y) => ({ ...y, posts: y.posts.reverse() })) : newestFirst;
  return [{ path, file: outputFile(path, config), props: { head: head(config, path, translate(input.messages, { id: 'theme.blog.archive.title', message: 'Archive' }), `Every post of the ${blog.title}, by year.`), screen: { kind: 'blogArchive', years, ...(oldestFirst && { oldestFirst }) } } }];
}
