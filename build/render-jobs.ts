/**
 * The work of the Markdown stage, which grows with the site, as a plain function of plain data
 * (markdown-jobs.ts) so that it runs the same in the build's thread and in worker threads
 * (renderer.ts): Markdown to rendered Markdown. Pages are the other such work (write-routes.ts).
 */
import { readFileSync } from 'node:fs';
import { within } from './content/readable.ts';
import { innermostDir } from './content/walk.ts';
import { createReporter, failure } from './diagnostics.ts';
import { createImageRegistry, type ImageRegistry } from './markdown/images.ts';
import { docusaurusExcerpt } from './markdown/docusaurus-excerpt.ts';
import { partialAdmonitionsOf } from './markdown/partial-admonitions.ts';
import type { RenderedMarkdown } from './markdown/index.ts';
import { DOC_CARD_LIST_MARKER, hasCardsMarker } from './markdown/mdx/doc-card-list-marker.ts';
import { docsDirOf } from './markdown/docs-dir-of.ts';
import { mdxFormatError, readsAsMdx } from './markdown/mdx-format.ts';
import { fileStamp, type MarkdownJob, type MarkdownOutput, type MarkdownSiteContext, type PageMarkdown } from './markdown-jobs.ts';
import { spoolWriter, type SpoolIndex, type SpoolWriter } from './spool.ts';

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
      const isMdx = (file: string, frontMatter: Record<string, unknown> | undefined) => readsAsMdx(file, frontMatter, { format: context.markdownFormat, mdx1: context.mdx1 });
      // The file is read again only for the line of a value Docusaurus refuses.
      const refused = mdxFormatError(job.frontMatter, () => readFileSync(job.path, 'utf8'), { mdx1: context.mdx1 });
      if (refused) reporter.error(job.display, refused.line, refused.message);
      const mdx = { site: context.site ?? { baseUrl: '/', siteConfig: {} }, siteDir: context.siteDir, isMdx, mdx1: context.mdx1, preprocessor: context.markdownPreprocessor, frontMatter: job.frontMatter, docRoute: job.docRoute, themeFiles: themeFilesOf(context), repeatedImports: context.repeatedImports, themeDirs: context.themeDirs, sassPrelude: context.sassPrelude, aliases: context.aliases, moduleRules: context.moduleRules, partialAdmonitions: partialAdmonitionsOf(context.admonitionDirs, context.admonitions) };
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
        markdownLinksChecked: context.siteComponents === true || context.onBrokenMarkdownLinks === 'ignore',
        diagramCacheDir: context.diagramCacheDir,
        mermaid: context.mermaid,
        liveCode: context.liveCode,
        math: context.math,
        comments: context.comments,
        emoji: context.emoji,
        mdx1Compat: context.mdx1Compat,
        admonitions: job.admonitions,
        magicComments: context.magicComments,
        images,
        messages: context.site?.messages,
        mdx: isMdx(job.path, job.frontMatter) ? mdx : undefined,
        siteComponents: !isMdx(job.path, job.frontMatter) && context.siteComponents ? mdx : undefined,
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

/** The page's HTML and twin written to the spool; a page whose cards are filled once the sidebars and docs exist (routes/doc-card-list.ts) keeps them. */
function spooled(md: RenderedMarkdown, spool: SpoolWriter): PageMarkdown {
  if (md.html.includes(DOC_CARD_LIST_MARKER) || hasCardsMarker(md.html)) return md;
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
