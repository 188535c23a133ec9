/**
 * The Markdown modules of a route a site's plugin adds (docusaurus/markdown-modules.ts), made what
 * the component gets (site/docusaurus/markdown-modules.ts): the Markdown stage's HTML of the file
 * (a post's excerpt when the module asks for `?truncated`, as the blog's markdownLoader cuts the
 * text at the marker before the mdx-loader compiles it), with its front matter, title and headings
 * (of that part), and the metadata and assets its content plugin gives. The reference's file path
 * goes no further: the page's data holds only what the module exports.
 */
import path from 'node:path';
import { mapMarkdownModules, MARKDOWN_MODULE, type MarkdownModuleData } from '../../site/docusaurus/markdown-modules.ts';
import type { ReactPageMeta } from '../content/types.ts';
import { displayPath } from '../content/read-text.ts';
import type { MarkdownModuleRef } from '../docusaurus/markdown-modules.ts';
import type { ImportedMarkdown } from './render.tsx';

/** The Markdown files a page's props name as modules (each there and in the site: the config stage made it so). */
export function markdownModuleFiles(meta: ReactPageMeta): string[] {
  const files: string[] = [];
  mapMarkdownModules(meta.props, (ref: MarkdownModuleRef) => files.push(ref.file));
  return files;
}

/**
 * The mdx-loader's `assets`: each value `createAssets` gave that is a `./` path (alone, or in an
 * array) is the URL of that file beside the Markdown, `publish`ed; other values are left out (an
 * object with no key when none is such a path: a doc without `image` gives `{}`), and no assets at
 * all (a file no content plugin gives any) is undefined (mdx-loader 3.9.2 utils.js createAssetsExportCode).
 */
function assetsOf(assets: Record<string, unknown> | undefined, file: string, publish: (file: string) => string | undefined): Record<string, unknown> | undefined {
  if (!assets || !Object.keys(assets).length) return undefined;
  const url = (value: unknown) => (typeof value === 'string' && value.startsWith('./') ? publish(path.resolve(path.dirname(file), value)) : undefined);
  const entries = Object.entries(assets).flatMap(([key, value]) => {
    const made = Array.isArray(value) ? value.map(url) : url(value);
    return made === undefined ? [] : [[key, made]];
  });
  return Object.fromEntries(entries);
}

function filled(ref: MarkdownModuleRef, rendered: ImportedMarkdown, publish: (file: string) => string | undefined): MarkdownModuleData {
  const html = ref.truncated && rendered.excerpt !== undefined ? rendered.excerpt : rendered.html;
  // The headings of the part it holds: those whose anchor is in its HTML.
  const toc = html === rendered.html ? rendered.toc : rendered.toc.filter((heading) => html.includes(` id="${heading.id}"`));
  const assets = assetsOf(ref.assets, ref.file, publish);
  return { html, frontMatter: rendered.frontMatter, ...(rendered.contentTitle !== undefined && { contentTitle: rendered.contentTitle }), ...(ref.metadata !== undefined && { metadata: ref.metadata }), ...(assets && { assets }), toc };
}

/**
 * The page with its Markdown modules made what its component gets, in its props and in what its
 * hydrated page's data holds, and the images they show; or why it cannot be rendered: a module
 * whose file is not there (Docusaurus's webpack stops on it).
 */
export function withFilledModules(meta: ReactPageMeta, files: Map<string, ImportedMarkdown>, publish: (file: string) => string | undefined): { meta: ReactPageMeta; images: [string, string][]; failure?: string } {
  const missing = new Set<string>();
  const images: [string, string][] = [];
  const fill = (ref: MarkdownModuleRef) => {
    const rendered = files.get(ref.file);
    if (!rendered) return void missing.add(ref.file);
    images.push(...rendered.images);
    return { [MARKDOWN_MODULE]: filled(ref, rendered, publish) };
  };
  const props = mapMarkdownModules(meta.props, fill);
  const shipped = meta.shipped && { ...meta.shipped, props: mapMarkdownModules(meta.shipped.props, fill) };
  if (missing.size) return { meta, images: [], failure: `its Markdown module${missing.size > 1 ? 's' : ''} ${[...missing].map((file) => `"${displayPath(file)}"`).join(', ')} ${missing.size > 1 ? 'are' : 'is'} not a file that could be rendered` };
  return props === meta.props ? { meta, images } : { meta: { ...meta, props, ...(shipped && { shipped }) }, images };
}
