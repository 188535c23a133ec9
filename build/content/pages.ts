/** Standalone Markdown pages: `pages/markdown-page.md` -> `/markdown-page`. */
import path from 'node:path';
import type { SourceFile } from './files.ts';
import type { PageMeta } from './types.ts';

export function pageMeta(file: SourceFile): PageMeta {
  const rel = file.rel.split(path.sep).join('/').replace(/\.mdx?$/i, '');
  const route = rel === 'index' ? '/' : '/' + rel.replace(/\/index$/, '/');
  const fm = file.frontMatter;
  return {
    source: file,
    permalink: route,
    title: typeof fm.title === 'string' ? fm.title : undefined,
    description: typeof fm.description === 'string' ? fm.description : undefined,
  };
}
