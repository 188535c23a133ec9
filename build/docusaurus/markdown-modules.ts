/**
 * A route's module that is a Markdown or MDX file (`{ __import: true, path: post.metadata.source,
 * query: { truncated: true } }`: the "recent posts on the home page" recipe of a plugin wrapping
 * plugin-content-blog). Docusaurus's webpack compiles it with the mdx-loader of the content plugin
 * whose folder holds it, and gives the component the MDX component with its exports (site/docusaurus/
 * markdown-modules.ts). Here it is a reference the React pages stage fills with the Markdown stage's
 * rendering of the file (react-pages/markdown-modules.ts), holding what only the plugins' content
 * says of it: the `metadata` the mdx-loader exports (its `metadataPath` is the JSON of the post's or
 * doc's metadata that the plugin's contentLoaded writes with createData) and what the plugin's
 * `createAssets` gives (plugin-content-blog 3.9.2 index.js and routes.js, plugin-content-docs
 * index.js, mdx-loader loader.js).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'node:querystring';
import { readable, readableRoots } from '../content/readable.ts';
import { displayPath } from '../content/read-text.ts';
import { MARKDOWN_MODULE } from '../../site/docusaurus/markdown-modules.ts';
import { obj, type Raw } from './option-values.ts';

/** A Markdown module as the config stage leaves it in a route's props, under MARKDOWN_MODULE. */
export interface MarkdownModuleRef {
  /** The file, absolute. */
  file: string;
  /** Whether the request asks for the part above `<!-- truncate -->`, which a blog post then is (the blog's markdownLoader.js). */
  truncated: boolean;
  metadata?: unknown;
  /** As `createAssets` returns them; the mdx-loader makes each `./` path (in an array too) the URL of that file, and leaves out the rest. */
  assets?: Record<string, unknown>;
}

/** What the content plugins the site's plugins ran say of each of their files, by its absolute path. */
export type ContentFiles = Map<string, { metadata: Raw; assets?: Record<string, unknown> }>;

const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.map(obj) : []);

/**
 * The posts and docs of the content plugins' content (`loadContent`'s: a blog's `blogPosts`, the
 * docs' `loadedVersions`), each with its metadata as the plugin writes it (JSON: a post's date is a
 * string) and its assets. `resolve` makes a source (`@site/blog/post.md`) a path.
 */
export function contentFiles(contents: unknown[], resolve: (source: string) => string): ContentFiles {
  const files: ContentFiles = new Map();
  const add = (metadata: Raw, assets: (m: Raw) => Record<string, unknown>) => {
    if (typeof metadata.source !== 'string') return;
    const json = obj(JSON.parse(JSON.stringify(metadata)));
    files.set(resolve(metadata.source), { metadata: json, assets: assets(json) });
  };
  // An image-less one's `image` is null, not undefined: a key the page's JSON keeps, so its `assets` is `{}` as the mdx-loader's (react-pages/markdown-modules.ts).
  for (const content of contents.map(obj)) {
    for (const post of list(content.blogPosts)) add(obj(post.metadata), (m) => ({ image: obj(m.frontMatter).image ?? null, authorsImageUrls: list(m.authors).map((a) => a.imageURL) }));
    for (const version of list(content.loadedVersions)) for (const doc of list(version.docs)) add(doc, (m) => ({ image: obj(m.frontMatter).image ?? null }));
  }
  return files;
}

/** Whether a module's file is Markdown (`post.md`, `page.mdx`, with a `?query` or not). */
export const isMarkdownFile = (file: string) => /\.mdx?(\?.*)?$/i.test(file);

/**
 * Where a route's module file is: `@site/` is the site folder, as Docusaurus's webpack aliases it; a
 * relative path is taken from the site folder (Docusaurus runs with it as working folder).
 */
export const moduleFile = (written: string, siteDir: string) => (written.startsWith('@site/') ? path.join(siteDir, written.slice('@site/'.length)) : path.resolve(siteDir, written));

/**
 * Why a module's file is not read, or undefined: it is not there, or lies outside the site folder
 * (symlinks followed), which a plugin's route never makes the build read, compile or publish from;
 * only a post or doc of the site's own content plugins (`files`: `path: '../blog'`) may lie beside it
 * in its repository, as the content stages read it.
 */
export function unreadModule(written: string, file: string, siteDir: string, files: ContentFiles): string | undefined {
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return `its module "${written}" is not a file (looked for ${displayPath(file) || file}). Write the path as @site/... or absolute`;
  if (readable(file, [siteDir]) || (files.has(file) && readable(file, readableRoots(siteDir)))) return undefined;
  return `its module "${written}" is outside the site folder, and the build reads no file outside it for a route's module. Give a path under the site (@site/...)`;
}

/** A module (a path, `?query` and all, or `{ path, query }`) of a Markdown file as its reference; it throws why its file is not read (unreadModule). */
export function markdownModule(module: string | Raw, siteDir: string, files: ContentFiles): { [MARKDOWN_MODULE]: MarkdownModuleRef } {
  // Docusaurus's codegenRoutes.js writes `{ path, query }` as `path?` and the query as querystring writes it.
  const [written, query = ''] = typeof module === 'string' ? module.split(/\?(.*)/s) : [String(module.path), module.query ? stringify(module.query as Record<string, string>) : ''];
  const file = moduleFile(written, siteDir);
  const unread = unreadModule(written, file, siteDir, files);
  if (unread) throw new Error(unread);
  const known = files.get(file);
  const truncated = Boolean(new URLSearchParams(query).get('truncated'));
  return { [MARKDOWN_MODULE]: { file, truncated, ...(known && { metadata: known.metadata, assets: known.assets }) } };
}
