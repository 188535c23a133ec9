/**
 * The JSON files Docusaurus generates into `.docusaurus/` that a site's React pages import
 * (site/docusaurus/generated.ts), made from this build's content: each blog instance's recent posts,
 * `blog-post-list-prop-<id>.json`, as Docusaurus's blog plugin writes it (3.x): the sidebar's title
 * and its first `blogSidebarCount` posts, newest first, each by its `sidebar_label` first (from 3.7), unlisted
 * ones marked (drafts are not in a production build). Given the site's folder, each post's metadata
 * too, in the file the blog's contentLoaded names `${docuHash(metadata.source)}.json` (3.9's routes.js):
 * what of BlogPostMetadata this build has (a page listing them reads the permalink, title,
 * description and date).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { BlogPlugin } from '../config-validate.ts';
import { sidebarName } from '../content/blog.ts';
import type { PostMeta } from '../content/types.ts';
import kebabCase from 'lodash.kebabcase';
import { blogPostListName } from '../../site/docusaurus/generated.ts';

export interface BlogPostListProp {
  title: string;
  items: { title: string; permalink: string; unlisted: boolean; date: string }[];
}

/** Docusaurus's docuHash (@docusaurus/utils 3.9, on Linux): the kebab-cased text and three hex digits of its MD5, the text cut to fit a file name of 255 bytes. */
export function docuHash(text: string): string {
  const hash = createHash('md5').update(text).digest('hex').slice(0, 3);
  const name = kebabCase(text);
  if (Buffer.byteLength(`${name}-${hash}`) + 10 <= 255) return `${name}-${hash}`;
  return `${Buffer.from(name).subarray(0, 255 - 10 - 1).toString()}-${hash}`;
}

function postMetadata({ title, meta }: { title: string; meta: PostMeta }, source: string) {
  return {
    permalink: meta.permalink,
    source,
    title,
    description: meta.description ?? '',
    date: meta.date.toISOString(),
    tags: meta.tags.map(({ label, permalink, description }) => ({ label, permalink, ...(description !== undefined && { description }) })),
    authors: meta.authors.map(({ key, name, title: role, url, imageUrl }) => ({ ...(key !== undefined && { key }), name, title: role, url, imageURL: imageUrl })),
    frontMatter: meta.source.frontMatter,
    unlisted: meta.unlisted,
  };
}

export function generatedFiles(blogs: BlogPlugin[], posts: { title: string; meta: PostMeta }[], siteDir?: string): Record<string, unknown> {
  const files: Record<string, unknown> = Object.fromEntries(
    blogs.map((blog) => {
      const items = posts.filter((p) => p.meta.pluginId === blog.id).slice(0, blog.sidebarCount);
      const list: BlogPostListProp = { title: blog.sidebarTitle, items: items.map((p) => ({ title: sidebarName(blog, p), permalink: p.meta.permalink, unlisted: p.meta.unlisted, date: p.meta.date.toISOString() })) };
      return [blogPostListName(blog.id), list];
    }),
  );
  if (siteDir === undefined) return files;
  for (const post of posts) {
    const source = `@site/${path.relative(siteDir, post.meta.source.path).split(path.sep).join('/')}`;
    files[`docusaurus-plugin-content-blog/${post.meta.pluginId}/${docuHash(source)}.json`] = postMetadata(post, source);
  }
  return files;
}
