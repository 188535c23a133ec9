/** Reads a content folder (docs/, blog/, pages/) into the content model. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from '../diagnostics.ts';
import { loadAuthors, loadTags, postMeta, type BlogData } from './blog.ts';
import { docMeta } from './docs.ts';
import { displayPath, readSection, type SourceCache } from './files.ts';
import { pageMeta } from './pages.ts';
import type { DocMeta, PageMeta, PostMeta } from './types.ts';

export interface ContentModel {
  dir: string;
  docs: DocMeta[];
  posts: PostMeta[];
  pages: PageMeta[];
  blog: BlogData;
}

export function loadContent(dir: string, routeBase: string, reporter: Reporter, cache?: SourceCache): ContentModel {
  const docsDir = path.join(dir, 'docs');
  const blogDir = path.join(dir, 'blog');
  const authorsPath = path.join(blogDir, 'authors.yml');
  const tagsPath = path.join(blogDir, 'tags.yml');
  const blog: BlogData = {
    authors: loadAuthors(authorsPath, reporter),
    tags: loadTags(tagsPath, reporter),
    authorsFile: displayPath(authorsPath),
    tagsFile: displayPath(tagsPath),
  };
  const docs = existsSync(docsDir)
    ? readSection(docsDir, reporter, undefined, cache)
        .map((f) => docMeta(f, routeBase, reporter))
        .filter((d) => !d.draft)
    : [];
  const posts = existsSync(blogDir)
    ? readSection(blogDir, reporter, '{*.{md,mdx},**/index.{md,mdx}}', cache)
        .map((f) => postMeta(f, blog, reporter))
        .filter((p): p is PostMeta => Boolean(p) && !p!.draft)
        .sort((a, b) => b.date.getTime() - a.date.getTime() || a.permalink.localeCompare(b.permalink))
    : [];
  const pagesDir = path.join(dir, 'pages');
  const pages = existsSync(pagesDir) ? readSection(pagesDir, reporter, undefined, cache).map(pageMeta) : [];
  if (!docs.length && !posts.length && !pages.length && !reporter.diagnostics.some((d) => d.severity === 'error')) {
    reporter.error(
      displayPath(dir) || '.',
      undefined,
      'the content folder has no docs, blog posts or pages. Add Markdown files under docs/, blog/ or pages/.',
    );
  }
  return { dir, docs, posts, pages, blog };
}
