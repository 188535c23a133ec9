/**
 * The work of the Markdown stage, which grows with the site, as a plain function of plain data so
 * that it runs the same in the build's thread and in worker threads (renderer.ts): Markdown to
 * rendered Markdown. Pages are the other such work (write-routes.ts).
 */
import { statSync } from 'node:fs';
import type { SiteLocation } from '../shared/url.ts';
import { innermostDir, within } from './content/walk.ts';
import { createReporter, failure, type Diagnostic } from './diagnostics.ts';
import { createImageRegistry, type ImageRegistry } from './markdown/images.ts';
import { docusaurusExcerpt } from './markdown/docusaurus-excerpt.ts';
import type { MagicComment } from './markdown/magic-comments.ts';
import { partialAdmonitionsOf } from './markdown/partial-admonitions.ts';
import type { PluginDir } from './content-layout.ts';
import type { MarkdownContext, RenderedMarkdown } from './markdown/index.ts';
import type { MdxSite } from './markdown/mdx/runtime.ts';
import { DOC_CARD_LIST_MARKER } from './markdown/mdx/doc-card-list-marker.ts';
import { docsDirOf } from './markdown/docs-dir-of.ts';
import { spoolWriter, type SpoolIndex, type SpoolWriter, type SpooledText } from './spool.ts';

export interface MarkdownJob {
  /** Absolute path of the source file. */
  path: string;
  /** The path diagnostics name. */
  display: string;
  body: string;
  bodyLine: number;
  permalink: string;
  /** The page's absolute URL. */
  url: string;
  /** Where the site is served: links and images are written under its base URL (part of the job, so a change renders again). */
  site: SiteLocation;
  /** What ends the ids of its footnotes (a blog post's own). */
  footnoteSuffix?: string;
  /** Whether its title's `#` heading leaves the content wherever it stands (a blog post's: markdown/content-title.ts). */
  removeContentTitle?: boolean;
  /** The file's front matter, which its MDX reads as `frontMatter` (`{frontMatter.title}`), as Docusaurus's mdx-loader exports it to the document. */
  frontMatter?: Record<string, unknown>;
  /** The `:::` names that are admonitions in its content plugin, when that plugin's `admonitions` option changes Docusaurus's own. */
  admonitions?: string[];
}

/** What every Markdown job of a build shares (each document's own context is markdown/index.ts's MarkdownContext). */
export interface MarkdownSiteContext {
  /** Route of every content file, by absolute path, for links between files. */
  routeByFile: Map<string, string>;
  /** Folders `/img/...` paths are looked up in, in order. */
  staticDirs: string[];
  /**
   * The content folder and the docs, blog and pages folders, which may lie outside it (Docusaurus's
   * `path: '../docs'`): with `staticDirs`, the only places an image may come from. A file's
   * relative images come from inside the one of these that holds it.
   */
  contentDirs: string[];
  /**
   * The docs folders with their docs plugin instance, the default one first, then every version's
   * of every instance: a `.md` link that is not beside its file resolves from the docs folder that
   * holds the file (else the first), then from `siteDir`, which `@site/` names. A doc's links
   * reach the docs of its own instance only, as in Docusaurus.
   */
  docsDirs: { dir: string; pluginId: string }[];
  siteDir: string;
  /** What a `.md` link to no page is. */
  onBrokenMarkdownLinks: 'ignore' | 'log' | 'warn' | 'throw';
  /** Where Mermaid diagrams' outcomes are kept between builds. */
  diagramCacheDir?: string;
  /** Whether ```mermaid blocks are drawn as diagrams; drawn without. */
  mermaid?: boolean;
  /** Whether `$…$` is math (markdown/math.ts). */
  math?: boolean;
  /** Whether MDX is read as MDX 1 read it (a Docusaurus 2 site). */
  mdx1?: boolean;
  /** Whether the site's code may import one name twice from one module (Docusaurus Faster: markdown/mdx/repeated-imports.ts). */
  repeatedImports?: boolean;
  /** Whether the site's MDXComponents draw the elements of a document read as CommonMark too (a Docusaurus site: mdx-loader compiles `.md` through MDX whatever its format). */
  siteComponents?: boolean;
  /** How a page without a front matter `description` is described: on a Docusaurus site, by the first line of text the createExcerpt of its major version leaves (markdown/docusaurus-excerpt.ts); unset, by its first paragraph. */
  descriptions?: 'docusaurus-2' | 'docusaurus-3';
  /** Whether relative links are also checked read from the site root, as Docusaurus 2's link check reads them (a Docusaurus 2 site: build/link-targets.ts). */
  rootReads?: boolean;
  /** Whether `<!-- … -->` is Docusaurus 3's comment syntax rather than HTML (its `markdown.mdx1Compat.comments`). */
  comments?: boolean;
  /** Docusaurus 3's other `markdown.mdx1Compat` switches (markdown/index.ts); both on without. */
  mdx1Compat?: MarkdownContext['mdx1Compat'];
  /** The admonition names of each content plugin whose `admonitions` option changes Docusaurus's own, by instance (`docs:<id>`, `blog:<id>`, `pages`). */
  admonitions?: Record<string, string[]>;
  /** Each content plugin's folders, when `admonitions` has any: a partial reads the names of the plugin whose folder holds it. */
  admonitionDirs?: PluginDir[];
  /** The site's magic comments (Docusaurus's `prism.magicComments`), if it declares any. */
  magicComments?: MagicComment[];
  /** How `.md` files are read (`.mdx` files are always MDX): Docusaurus's `markdown.format`. */
  markdownFormat?: 'md' | 'mdx' | 'detect';
  markdownPreprocessor?: string; // The Docusaurus config whose `markdown.preprocessor` runs on each partial's text (the build's thread ran it on the documents).
  sassPrelude?: string; // SCSS put before each of the site's SCSS files (docusaurus/sass-prelude.ts).
  themeDirs?: string[]; // Where `@theme/` imports this build does not provide are found (a Docusaurus site's theme packages).
  /** What MDX components read: the base URL and the site config. */
  site?: MdxSite;
  /** A production build's spool folder (spool.ts), where each page's HTML and twin are written as they render. */
  spoolDir?: string;
}

/** What renders Markdown jobs: this thread, or the render workers (renderer.ts). */
export interface MarkdownRenderer {
  markdown(jobs: MarkdownJob[], context: MarkdownSiteContext): Promise<MarkdownOutput[]>;
}

/** Whether a file is read as MDX under a `markdown.format`. */
export function readsAsMdx(file: string, format: MarkdownSiteContext['markdownFormat'] = 'detect'): boolean {
  return /\.mdx$/i.test(file) || (format === 'mdx' && /\.md$/i.test(file));
}

/** A page's rendered Markdown as the build's thread keeps it: its HTML and twin may be on disk (spool.ts). */
export type PageMarkdown = Omit<RenderedMarkdown, 'html' | 'markdown'> & { html: SpooledText; markdown: SpooledText };

export interface MarkdownOutput {
  md: PageMarkdown;
  diagnostics: Diagnostic[];
  /** The local images the file shows: output URL and source path, for copying. */
  images: [string, string][];
  /** The files its links named, with the route each had: when one changes, the file renders again. */
  lookups: [string, string | undefined][];
  /** The image files it showed or missed, and the partials and data files its MDX read, with their `fileStamp`: when one changes, the file renders again. */
  imageStamps: [string, string][];
}

/** Size and modification time of a file, or "missing". */
export function fileStamp(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
}

/**
 * Renders each job's Markdown. Whatever fails while a file renders is an error naming that file;
 * `starting(i)` is told before job `i` starts, so that a thread that dies meanwhile (out of memory)
 * can still name it (renderer.ts).
 */
export async function renderMarkdownJobs(jobs: MarkdownJob[], context: MarkdownSiteContext, shared: ImageRegistry = createImageRegistry(), starting?: (index: number) => void): Promise<MarkdownOutput[]> {
  // Loaded when some Markdown must be rendered: a build whose Markdown all comes from the cache never loads marked, MDX or highlight.js.
  const loading = import('./markdown/index.ts');
  loading.catch(() => undefined); // awaited below; should the diagram threads' import fail first, its failure is the one reported
  // The diagram threads start first: they load their renderers while this thread loads its own.
  if (context.mermaid !== false) (await import('./diagram-threads.ts')).drawDiagramsAhead(jobs.map((job) => job.body), context.diagramCacheDir);
  const { renderMarkdown, NOTHING_RENDERED } = await loading;
  const outputs: MarkdownOutput[] = [];
  // The batch's page texts go into one spool file, closed once they are all written.
  const spool = context.spoolDir === undefined ? undefined : spoolWriter(context.spoolDir, spoolIndexOf(context));
  try {
    for (const [index, job] of jobs.entries()) {
      starting?.(index);
      const reporter = createReporter();
      const files = new Map<string, string>();
      const lookups = new Map<string, string | undefined>();
      const imageStamps = new Map<string, string>();
      // Per file, so that a file rendered again in dev brings its own images; reading stays shared.
      const images: ImageRegistry = {
        files,
        measure(absolutePath) {
          imageStamps.set(absolutePath, fileStamp(absolutePath));
          return shared.measure(absolutePath);
        },
        resolve(absolutePath, folder) {
          imageStamps.set(absolutePath, fileStamp(absolutePath));
          const asset = shared.resolve(absolutePath, folder);
          if (asset) files.set(asset.url, absolutePath);
          return asset;
        },
      };
      const warn = (line: number, message: string) => reporter.warn(job.display, line, message);
      const isMdx = (file: string) => readsAsMdx(file, context.markdownFormat);
      const mdx = { site: context.site ?? { baseUrl: '/', siteConfig: {} }, siteDir: context.siteDir, isMdx, mdx1: context.mdx1, preprocessor: context.markdownPreprocessor, frontMatter: job.frontMatter, themeFiles: themeFilesOf(context), repeatedImports: context.repeatedImports, themeDirs: context.themeDirs, sassPrelude: context.sassPrelude, partialAdmonitions: partialAdmonitionsOf(context.admonitionDirs, context.admonitions) };
      const own = docsDirOf(context.docsDirs, job.path);
      const md = await renderMarkdown(job.body, {
        sourcePath: job.path,
        route: job.permalink,
        pageUrl: job.url,
        routeOfFile: (file) => {
          // Docusaurus resolves a doc's `.md` links among its own instance's docs (of every version): another instance's doc is a broken link there.
          const target = own && docsDirOf(context.docsDirs, file);
          const route = target && target.pluginId !== own.pluginId ? undefined : context.routeByFile.get(file);
          lookups.set(file, route);
          return route;
        },
        staticDirs: context.staticDirs,
        contentDir: context.contentDirs.find((dir) => within(job.path, dir)) ?? context.contentDirs[0],
        linkRoots: [own?.dir ?? innermostDir(context.contentDirs.slice(1), job.path), context.docsDirs[0]?.dir, context.siteDir].filter((dir, i, all): dir is string => dir !== undefined && all.indexOf(dir) === i),
        rootReads: context.rootReads,
        siteDir: context.siteDir,
        site: job.site,
        brokenMarkdownLink: (line, message) => {
          if (context.onBrokenMarkdownLinks === 'throw') reporter.error(job.display, line, message);
          else if (context.onBrokenMarkdownLinks !== 'ignore') reporter.warn(job.display, line, message);
        },
        markdownLinksIgnored: context.onBrokenMarkdownLinks === 'ignore',
        diagramCacheDir: context.diagramCacheDir,
        mermaid: context.mermaid,
        math: context.math,
        comments: context.comments,
        mdx1Compat: context.mdx1Compat,
        admonitions: job.admonitions,
        magicComments: context.magicComments,
        images,
        messages: context.site?.messages,
        mdx: isMdx(job.path) ? mdx : undefined,
        siteComponents: !isMdx(job.path) && context.siteComponents ? mdx : undefined,
        dependsOn: (file, stamp) => imageStamps.set(file, stamp ?? fileStamp(file)),
        bodyLine: job.bodyLine,
        footnoteSuffix: job.footnoteSuffix,
        removeContentTitle: job.removeContentTitle,
        warn,
        error: (line, message) => reporter.error(job.display, line, message),
      }).catch((error: unknown) => {
        reporter.diagnostics.push(failure(job.display, undefined, 'rendering this file', error));
        return NOTHING_RENDERED;
      });
      // '' where Docusaurus's excerpt finds no text: such a page has no description there, not the site's tagline.
      if (context.descriptions && md !== NOTHING_RENDERED) md.firstParagraph = docusaurusExcerpt(job.body, context.descriptions === 'docusaurus-2' ? 2 : 3) ?? '';
      outputs.push({ md: spool ? spooled(md, spool) : md, diagnostics: reporter.diagnostics, images: [...files], lookups: [...lookups], imageStamps: [...imageStamps] });
    }
  } finally {
    spool?.close();
  }
  return outputs;
}

/** The page's HTML and twin written to the spool; a page whose `<DocCardList />` is filled once the sidebars exist (routes/doc-card-list.ts) keeps them. */
function spooled(md: RenderedMarkdown, spool: SpoolWriter): PageMarkdown {
  if (md.html.includes(DOC_CARD_LIST_MARKER)) return md;
  return { ...md, html: spool.text(md.html), markdown: spool.text(md.markdown) };
}

/** The texts spooled by this thread, by build: a build's context is one object in each thread (as for themeFilesOf below), so no build reads another's handles. */
const spoolIndexes = new WeakMap<MarkdownSiteContext, SpoolIndex>();

function spoolIndexOf(context: MarkdownSiteContext): SpoolIndex {
  let index = spoolIndexes.get(context);
  if (!index) spoolIndexes.set(context, (index = new Map()));
  return index;
}

/** The site's theme files looked up, by build: a build's context is one object (one per build in a render thread, one per rebuild in the dev server's), so a file added between builds is found by the next. */
const themeFileLookups = new WeakMap<MarkdownSiteContext, Map<string, string | undefined>>();

function themeFilesOf(context: MarkdownSiteContext): Map<string, string | undefined> {
  let found = themeFileLookups.get(context);
  if (!found) themeFileLookups.set(context, (found = new Map()));
  return found;
}
