/**
 * The files beside the pages: the site's static files and images, browser-drawn diagrams' Mermaid,
 * MDX components' and React pages' stylesheets, React pages' code, feeds, sitemap, robots.txt, the Markdown twins and llms.txt files,
 * and `_headers`.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../site/config-types.ts';
import { copyImages, copyMermaid, writeCopy } from './assets.ts';
import type { LoadedConfig } from './config.ts';
import type { DocMeta, PageMeta, PostMeta } from './content/types.ts';
import type { Reporter } from './diagnostics.ts';
import { writeFeeds } from './feeds.ts';
import { headersFile } from './headers.ts';
import { headScript } from './head-script.ts';
import { writeLlmsFiles, type LlmsFiles } from './llms/index.ts';
import { MERMAID_ENTRY, mermaidBrowserDir } from './markdown/diagram-cache.ts';
import type { Output } from './output.ts';
import type { MarkdownOutput } from './render-jobs.ts';
import type { ReactPageOutput } from './react-pages/stage.ts';
import { writeRedirectPages } from './redirect-pages.ts';
import { robotsTxt } from './robots.ts';
import { reusingCopier, reusingWriter, type PageReuse } from './page-reuse.ts';
import { categoryIndexPages } from './routes/category-index.ts';
import type { Rendered, Route, VersionDocs } from './routes/index.ts';
import { sitemap } from './sitemap.ts';
import type { LocaleSiteRef } from '../shared/locale-alternates.ts';
import { publishStatic, type StaticFiles } from './static-files.ts';

export interface FilesBeside {
  output: Output;
  config: SiteConfig;
  loaded: LoadedConfig;
  routes: Route[];
  outputs: MarkdownOutput[];
  reactPages: ReactPageOutput[];
  versions: VersionDocs[];
  /** Every version's docs, for their Markdown twins. */
  docs: Rendered<DocMeta>[];
  posts: Rendered<PostMeta>[];
  pages: Rendered<PageMeta>[];
  /** What lists show: each docs plugin instance's last version's docs and the listed posts (listed.ts). */
  listed: { docs: Rendered<DocMeta>[]; posts: Rendered<PostMeta>[]; pages: Rendered<PageMeta>[] };
  assetsDir: string;
  staticDirs: string[];
  reporter: Reporter;
  /** Whether the static folders are copied: always in production, after a change of assets/ in dev. */
  copyStaticFiles: boolean;
  /** The twins and llms files the previous build wrote (the dev server's). */
  llms?: LlmsFiles;
  /** The static files the previous build copied: the dev server's (empty at its first build); none in production. */
  staticFiles?: StaticFiles;
  /** The locale built, which the feeds name as their language. */
  language: string;
  /** Every locale of the site, which the sitemap names each page in. */
  locales?: LocaleSiteRef[];
  /** The base URLs `_headers` has rules for (this locale's and the others' on its host); none for a locale in a folder of the output, whose `_headers` no host reads. */
  headerBases?: string[];
  /** A production build's link to the output it replaces, where unchanged twins and llms files are linked from. */
  reuse?: PageReuse;
  /** Origins the site's stylesheets come from or load files from, which the Content-Security-Policy allows. */
  styleOrigins: string[];
}

/**
 * Writes the files beside the pages. Returns the twins and llms files written and the static files
 * copied, for the dev server's next build, and the output paths of static files deleted since its
 * last (a page there went with them, and is rendered again).
 */
export function writeFilesBeside(input: FilesBeside): { llms: LlmsFiles; staticFiles?: StaticFiles; staticGone: Set<string> } {
  const { output, config, loaded, outputs, versions, listed, assetsDir, staticDirs, reporter } = input;
  const copy = input.reuse ? reusingCopier(input.reuse, output.dir, copyFileSync) : undefined;
  const staticFiles = input.copyStaticFiles ? publishStatic({ output, assetsDir: loaded.docusaurus ? undefined : assetsDir, staticDirs, reporter, copy, previous: input.staticFiles }) : input.staticFiles;
  if (loaded.redirects.length) {
    writeRedirectPages({ output, config, redirects: loaded.redirects, routes: input.routes, unrenderedRoutes: input.reactPages.filter((page) => !page.rendered).map((page) => page.meta.permalink), staticDirs, reporter, configFile: loaded.configFile, configSource: loaded.configSource });
  }
  const staticGone = new Set([...(input.staticFiles?.keys() ?? [])].filter((file) => !staticFiles?.has(file)).map((file) => file.split(path.sep).join('/')));
  // A twin or llms file a deleted static file stood in for is written again, though its text did not change.
  const previousLlms = input.llms && staticGone.size ? new Map([...input.llms].filter(([file]) => !staticGone.has(file))) : input.llms;
  if (outputs.some((o) => o.md.browserDiagrams)) copyMermaid(output.dir, mermaidBrowserDir(), MERMAID_ENTRY, copy);
  for (const sheet of outputs.flatMap((o) => o.md.stylesheets ?? [])) output.write(sheet.url.slice(1), sheet.css);
  for (const { rendered } of input.reactPages) {
    if (rendered?.stylesheet) output.write(rendered.stylesheet.url.slice(1), rendered.stylesheet.css);
    if (rendered?.script) output.write(rendered.script.url.slice(1), rendered.script.code);
  }
  if (input.posts.length) writeFeeds(output, config, listed.posts, assetsDir, input.language);
  output.write('sitemap.xml', sitemap(config, input.routes, input.locales));
  output.write('robots.txt', robotsTxt(config));
  // Generated category indexes are docs pages too, and each page offers its Markdown twin.
  const indexPages = versions.flatMap((v) => categoryIndexPages(v.sidebars.categoryIndexes, v.docs, v.version, config));
  const llmsOutput = input.reuse ? reusingWriter(input.reuse, output) : output;
  const llms = writeLlmsFiles({ config, posts: input.posts, pages: input.pages, listed, versions }, llmsOutput, previousLlms, [...input.docs, ...indexPages]);
  // Hosts read `_headers` at the output root only: the root's names every locale served beside it.
  if (input.headerBases) output.write('_headers', headersFile([headScript(config)], input.headerBases, input.styleOrigins));
  copyImages(new Map([...outputs.flatMap((o) => o.images), ...input.reactPages.flatMap((p) => p.images)]), output.dir, input.reuse ? reusingCopier(input.reuse, output.dir, writeCopy) : undefined);
  return { llms, staticFiles, staticGone };
}
