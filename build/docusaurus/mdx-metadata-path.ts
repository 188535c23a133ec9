/**
 * The mdx-loader's `metadataPath` option, which a site's own content plugin gives in the webpack rule
 * of its configureWebpack for its Markdown files (bento's cookbooks plugin, a fork of the blog
 * plugin): a function of a file's path to the JSON of its metadata, the file the plugin's
 * contentLoaded made with createData. mdx-loader 3.x (loader.js) exports that JSON as the module's
 * `metadata`, which the plugin's components read (bento's CookbookPage: `metadata.keywords`). Here a
 * route's Markdown module of such a file gets it (markdown-modules.ts) from what createData kept.
 */
import path from 'node:path';
import type { ContentFiles } from './markdown-modules.ts';
import { isMarkdownFile, moduleFile } from './markdown-modules.ts';
import { obj } from './option-values.ts';
import type { AddedRoute, CreatedData } from './plugin-actions.ts';

/** A rule's folders (its `include`; none for every file) and its loader's `metadataPath`. */
export interface MetadataPath {
  include: string[];
  of: (file: string) => unknown;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The `metadataPath` functions of the mdx-loader in a configureWebpack's returned config's rules. */
export function mdxMetadataPaths(configured: unknown): MetadataPath[] {
  return list(obj(obj(configured).module).rules).flatMap((rule) => {
    const include = list(obj(rule).include).filter((dir): dir is string => typeof dir === 'string');
    return list(obj(rule).use).flatMap((use) => {
      const { loader, options } = obj(use);
      const of = obj(options).metadataPath;
      return typeof loader === 'string' && /mdx-loader/.test(loader) && typeof of === 'function' ? [{ include, of: of as (file: string) => unknown }] : [];
    });
  });
}

/** The Markdown files the routes' modules name (a path, or `{ __import: true, path }`), nested at any depth. */
function markdownFiles(value: unknown, found: string[] = []): string[] {
  const module = typeof value === 'string' ? value : obj(value).__import && typeof obj(value).path === 'string' ? String(obj(value).path) : undefined;
  if (module !== undefined) {
    if (isMarkdownFile(module)) found.push(module.split('?')[0]);
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) markdownFiles(v, found);
  return found;
}

/** `files` with the metadata `metadataPath` names for each Markdown module of the routes that has none there, where createData made that file. */
export function withMetadataPaths(files: ContentFiles, routes: AddedRoute[], paths: MetadataPath[], created: CreatedData, siteDir: string): ContentFiles {
  if (!paths.length) return files;
  const all: ContentFiles = new Map(files);
  for (const file of routes.flatMap((route) => markdownFiles(route.modules)).map((written) => moduleFile(written, siteDir))) {
    if (all.has(file)) continue;
    for (const { include, of } of paths.filter((p) => !p.include.length || p.include.some((dir) => file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep)))) {
      const made = created.get(String(of(file)));
      if (made === undefined) continue;
      all.set(file, { metadata: obj(JSON.parse(made)) });
      break;
    }
  }
  return all;
}
