/**
 * The Markdown stage: every source's Markdown rendered, reusing what the cache holds for files
 * that did not change (and whose links and images did not either).
 */
import { createHash } from 'node:crypto';
import type { SiteLocation } from '../shared/url.ts';
import type { ContentModel } from './content/index.ts';
import { opensWithTitle } from './content/doc-title.ts';
import { fileStamp, type MarkdownJob, type MarkdownOutput, type MarkdownRenderer, type MarkdownSiteContext } from './markdown-jobs.ts';
import { sameData } from './same-data.ts';
import { isSpooled, textOf } from './spool.ts';
import type { DocRoute } from '../site/docusaurus/docs-client.ts';

/** What a Markdown file was rendered from: its job, with a hash of the text in place of the text. */
export type JobKey = Omit<MarkdownJob, 'body' | 'frontMatter'> & { bodyHash: string; frontMatter?: string };

/** What the stage keeps between builds (the dev server's cache, and persistent-cache.ts on disk). */
export interface MarkdownCache {
  /** Rendered Markdown by source path, with the job it was rendered from. */
  markdown: Map<string, { job: JobKey; output: MarkdownOutput }>;
}

/** A job as the cache keeps it: the text as its hash (the cache on disk would otherwise hold every source twice). */
function jobKey({ body, frontMatter, ...job }: MarkdownJob): JobKey {
  // The front matter by its JSON, which the disk cache holds as it reads it back.
  return { ...job, bodyHash: createHash('sha256').update(body).digest('base64'), frontMatter: frontMatter && JSON.stringify(frontMatter) };
}

/**
 * A post's footnote ids end with a hash of its file, as Docusaurus's blog ends them (its
 * footnoteIDFixer), so that two posts a list page shows whole do not share ids. Docusaurus hashes
 * the file's absolute path, which would make the ids differ from one checkout to another; the path
 * in the blog folder keeps them the same wherever the site is built.
 */
function postFootnoteSuffix(rel: string): string {
  return `-${createHash('md5').update(rel.split('\\').join('/')).digest('hex').slice(0, 6)}`;
}

/** A Markdown file a React page imports that is no page of its own (page-markdown.ts), rendered by the loader of the content plugin whose folder holds it. */
export type ImportedSource = ContentModel['pages'][number] & { plugin: string };

export type Source = ContentModel['docs'][number] | ContentModel['posts'][number] | ContentModel['pages'][number] | ImportedSource;

/** The content plugin a source belongs to, as the config names instances (`docs:<id>`, `blog:<id>`, `pages`). */
export const contentPlugin = (source: Source) => ('plugin' in source ? source.plugin : 'version' in source ? `docs:${source.pluginId}` : 'date' in source ? `blog:${source.pluginId}` : 'pages');

/**
 * `pageUrl` gives a permalink's absolute URL, which the links of the page's Markdown twin resolve
 * against; `site` puts the page's own links and images under the base URL. `more` renders Markdown
 * the sources' pages import (page-markdown.ts) with the same links, and only that.
 */
export async function renderSources(
  sources: Source[],
  cache: MarkdownCache,
  renderer: MarkdownRenderer,
  context: Omit<MarkdownSiteContext, 'routeByFile'>,
  pageUrl: (permalink: string) => string,
  site: SiteLocation,
  docRoutes?: Map<string, DocRoute>,
): Promise<{ outputs: MarkdownOutput[]; rendered: number; more(extra: Source[]): Promise<MarkdownOutput[]> }> {
  // A translated file and the file it translates name the same page: a link to either reaches it.
  const routeByFile = new Map(sources.flatMap((m) => (m.source.alias ? [[m.source.alias, m.permalink] as const] : [])));
  for (const m of sources) routeByFile.set(m.source.path, m.permalink);
  const run = (list: Source[]) => renderWithRoutes(list, routeByFile, { cache, renderer, context, pageUrl, site, docRoutes });
  const { outputs, rendered } = await run(sources);
  // Markdown a React page imports that is no page (a partial, or the untranslated file a translated doc stands for) links as the sources do, and gives no route of its own: a link to it still reaches its page.
  return { outputs, rendered, more: async (extra) => (await run(extra)).outputs };
}

/** What renderSources was given, beside the sources it renders and the routes their links take. */
interface RenderWith {
  cache: MarkdownCache;
  renderer: MarkdownRenderer;
  context: Omit<MarkdownSiteContext, 'routeByFile'>;
  pageUrl: (permalink: string) => string;
  site: SiteLocation;
  docRoutes?: Map<string, DocRoute>;
}

async function renderWithRoutes(sources: Source[], routeByFile: Map<string, string>, { cache, renderer, context, pageUrl, site, docRoutes }: RenderWith): Promise<{ outputs: MarkdownOutput[]; rendered: number }> {
  const jobs: MarkdownJob[] = sources.map((m) => ({
    path: m.source.path,
    display: m.source.display,
    body: m.source.body,
    bodyLine: m.source.bodyLine,
    permalink: m.permalink,
    url: pageUrl(m.permalink),
    site: { baseUrl: site.baseUrl, trailingSlash: site.trailingSlash },
    footnoteSuffix: 'date' in m ? postFootnoteSuffix(m.source.rel) : undefined,
    // A post's title heading is the post's title, not its text: Docusaurus 3's contentTitle plugin removes the first `#` heading wherever it stands, 2's mdx-loader only one that opens the text.
    ...('date' in m && { removeContentTitle: !context.mdx1 || opensWithTitle(m.source.body) }),
    frontMatter: m.source.frontMatter,
    ...(context.admonitions?.[contentPlugin(m)] && { admonitions: context.admonitions[contentPlugin(m)] }),
    ...(docRoutes?.has(m.source.path) && { docRoute: docRoutes.get(m.source.path) }),
  }));
  // A file renders again when it changed, when a file it links to moved, appeared or went, or when an image it shows changed.
  const keys = new Map(jobs.map((job) => [job, jobKey(job)]));
  // A link to no file was kept as `undefined`, which the cache on disk (JSON) reads back as null.
  const stale = jobs.filter((job) => {
    const cached = cache.markdown.get(job.path);
    // A doc rendered with its route's data (doc-route-renders.ts) is checked against it on the render that has it.
    const key = !job.docRoute && cached?.output.md.readsDocRoute ? { ...keys.get(job)!, docRoute: cached.job.docRoute } : keys.get(job);
    if (!cached || !sameData(cached.job, key)) return true;
    const { lookups, imageStamps } = cached.output;
    return lookups.some(([file, route]) => (routeByFile.get(file) ?? null) !== (route ?? null)) || imageStamps.some(([file, stamp]) => fileStamp(file) !== stamp);
  });
  const fresh = stale.length === 0 ? [] : await renderer.markdown(stale, { ...context, routeByFile });
  stale.forEach((job, i) => cache.markdown.set(job.path, { job: keys.get(job)!, output: fresh[i] }));
  return { outputs: jobs.map((job) => cache.markdown.get(job.path)!.output), rendered: stale.length };
}

/** The cache's entries with their texts read back from the spool, one at a time: the cache on disk outlives the spool. */
export function* unspooled(markdown: MarkdownCache['markdown']): Generator<[string, { job: JobKey; output: MarkdownOutput }]> {
  for (const [file, entry] of markdown) {
    const { md } = entry.output;
    yield [file, isSpooled(md.html) || isSpooled(md.markdown) ? { ...entry, output: { ...entry.output, md: { ...md, html: textOf(md.html), markdown: textOf(md.markdown) } } } : entry];
  }
}

/** The page texts these outputs hold in memory, rather than on disk: HTML, twins, excerpts and search text (issue 29's measure of what the build's thread keeps a page). */
export function heldText(outputs: MarkdownOutput[]): { texts: number; chars: number } {
  const held = { texts: 0, chars: 0 };
  const add = (text: unknown) => {
    if (typeof text !== 'string' || !text) return;
    held.texts++;
    held.chars += text.length;
  };
  for (const { md } of outputs) {
    add(md.html);
    add(md.markdown);
    add(md.excerptHtml);
    for (const section of md.sections) add(section.text);
  }
  return held;
}
