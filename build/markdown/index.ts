/**
 * Markdown to HTML for one document. Each feature is a small extension in this folder, wired into
 * one Marked by extensions.ts; this module runs one analysis pass over the tokens (title, heading
 * ids, links, images, excerpt), so rendering itself is a pure function of the tokens.
 */
import { createHash } from 'node:crypto';
import type { Tokens } from 'marked';
import { unknownLanguage } from './code.ts';
import { containerProblem } from './containers.ts';
import { isDiagram, prepareDiagrams, type DiagramToken } from './diagrams.ts';
import { markedFor, TRUNCATE, type Rendering, type SiteCodespan } from './extensions.ts';
import { collectFootnotes } from './footnotes.ts';
import { placeTitle, TITLE_PLACE } from './content-title.ts';
import { assignHeadingIds, contentTitleIndex, type Heading } from './headings.ts';
import { outsideFor, readableFor, resolveImage, type ImageToken } from './images.ts';
import { readable } from '../content/readable.ts';
import { linkedFile, unpublishedFile } from './linked-files.ts';
import { unwrapMdxCodeBlocks } from './mdx-code-block.ts';
import { resolveLink, type FileLink, type LinkRef } from './links.ts';
import { lexBounded, limitMessage, MAX_NESTING, tooDeeplyNested } from './bounds.ts';
import { drawMath, isMath } from './math.ts';
import { isLiveFence, type LiveCodeToken } from './live-code.ts';
import type { ImportContext } from './mdx/imports.ts';
import { checkRawHtml } from './raw-html.ts';
import { rebasePartialLinks } from './mdx/partial-links.ts';
import type { MdxEntry } from './mdx/state.ts';
import type { SiteElements } from './mdx/site-elements.ts';
import { restoreInLeaf } from './mdx/restore.ts';
import { setRuntime, siteAlias, type MdxRuntime } from './mdx/runtime.ts';
import type { DocRoute } from '../../site/docusaurus/docs-client.ts';
import { splitSections, type Section } from './sections.ts';
import { toMarkdown } from './to-markdown.ts';
import { href } from '../../shared/url.ts';
import { escapeHtml } from './escape.ts';
import { assignLines, plainText, type Located } from './tokens.ts';
import { serverRendered, withoutMarks } from './mdx/server-rendered.ts';
import { withYamlDates } from './mdx/front-matter-dates.ts';
import type { MarkdownContext, MdxOptions } from './context.ts';
import { docusaurusExcerpt } from './docusaurus-excerpt.ts';

export type { Heading } from './headings.ts';
export type { LinkRef } from './links.ts';
export type { MarkdownContext, MdxOptions } from './context.ts';

export interface RenderedMarkdown {
  html: string;
  /** Text of the document's title: its first heading when that is a `#` heading (headings.ts's `contentTitleIndex`), which the page shows. */
  title?: string;
  /** The title's HTML when its heading holds more than text (`# \`<OryCard />\``): the page's h1 shows it so, as Docusaurus's does. */
  titleHtml?: string;
  /** Whether the title's heading is in `html`, where it stands, after something the page shows (content-title.ts): the page then draws no title of its own. */
  titleInPlace?: boolean;
  headings: Heading[];
  links: LinkRef[];
  /** Plain text of the first paragraph, for the page description (on a Docusaurus site, the excerpt Docusaurus makes, '' for none: render-jobs.ts). */
  firstParagraph?: string;
  /** HTML before `<!-- truncate -->`, for blog list pages. */
  excerptHtml?: string;
  /** The text split at h2/h3 headings, for the search index; the first has no heading. */
  sections: Section[];
  /** The body as clean Markdown with absolute links, for the page's Markdown twin. */
  markdown: string;
  /** The live code blocks' scope module (live-code-run.ts) as this thread bundled it, which the build publishes at its URL, when the page has one. */
  liveScope?: { url: string; code: string };
  /** Whether a diagram on the page is drawn in the browser, which needs Mermaid published. */
  browserDiagrams: boolean;
  /** The CSS of the site components its MDX uses, each published at its URL and linked by the page. */
  stylesheets?: Stylesheet[];
  /** What its MDX read of what the doc's route gives (useDocsSidebar, useDoc().metadata.editUrl): it renders again with that (build/doc-route-renders.ts). */
  readsDocRoute?: (keyof DocRoute)[];
  /** Where a `<Redirect>` of its MDX sends the reader (mdx/redirect.tsx): its route gets a refresh to it. */
  redirect?: string;
}

export type Stylesheet = { url: string; css: string };

export type { Section } from './sections.ts';

/** What a document refused before rendering (or failed to render) gives: the build stops at its error. */
export const NOTHING_RENDERED: RenderedMarkdown = { html: '', markdown: '', headings: [], links: [], sections: [], browserDiagrams: false };

/**
 * The MDX modules, imported with the first MDX file (a site of plain Markdown never loads the MDX
 * parser, micromark and acorn) and kept: each `import()` has the module loader resolve its
 * specifier again, and under a loader with hooks (tsx, which `npm run bench:markdown` and the tests
 * run under) that is a round trip to the loader's thread, a quarter of bench:markdown's render CPU
 * on moderne's documents.
 */
let prepareModule: Promise<typeof import('./mdx/prepare.ts')> | undefined;
let siteElementsModule: Promise<typeof import('./mdx/site-elements.ts')> | undefined;
const loadPrepare = () => (prepareModule ??= import('./mdx/prepare.ts'));
const loadSiteElements = () => (siteElementsModule ??= import('./mdx/site-elements.ts'));

/** Renders Markdown (without front matter) to HTML, collecting what the build needs to know. */
export async function renderMarkdown(source: string, ctx: MarkdownContext): Promise<RenderedMarkdown> {
  let text = unwrapMdxCodeBlocks(source.replace(/\r\n?/g, '\n'), ctx.mdx?.mdx1 ? (line, message) => ctx.warn(ctx.bodyLine + line, message) : undefined);
  const deep = tooDeeplyNested(text);
  if (deep !== undefined) {
    ctx.error(ctx.bodyLine + deep, `lists or block quotes nest more than ${MAX_NESTING} levels deep here. Flatten them; no reader follows that many levels.`);
    return NOTHING_RENDERED;
  }
  const links: LinkRef[] = [];
  const entries: MdxEntry[] = [];
  const runtime: MdxRuntime = {
    ...(ctx.mdx?.site ?? { baseUrl: '/', siteConfig: {} }),
    messages: ctx.messages,
    route: URL.canParse(ctx.pageUrl) ? new URL(ctx.pageUrl).pathname : undefined,
    headings: [],
    frontMatter: ctx.mdx?.frontMatter, source: siteAlias(ctx.mdx?.siteDir, ctx.sourcePath),
    excerpt: () => docusaurusExcerpt(source, ctx.mdx?.mdx1 ? 2 : 3),
    docRoute: ctx.mdx?.docRoute,
    magicComments: ctx.magicComments,
    line: ctx.bodyLine,
    warn: (message) => ctx.warn(runtime.line, message),
    error: (message) => ctx.error(runtime.line, message),
    link(href, checked = true) {
      const resolved = resolveLink(href, runtime.line, ctx);
      if (resolved.ref && checked) links.push(resolved.ref);
      return resolved.href;
    },
    raw: [],
  };
  setRuntime(runtime);
  const css = new Set<string>();
  try {
    // The MDX parser (micromark, acorn) loads with the first MDX file: a site of plain Markdown never loads it.
    const state = (ctx.mdx ?? ctx.siteComponents) && mdxState(ctx, (ctx.mdx ?? ctx.siteComponents)!, entries, css);
    if (state && ctx.mdx) text = await (await loadPrepare()).prepareMdx(text, ctx.bodyLine, ctx.sourcePath, {}, state, ctx, [], text.includes('frontMatter') ? withYamlDates(ctx.mdx!.frontMatter ?? {}, ctx.sourcePath) : ctx.mdx!.frontMatter);
    const site = state && (await (await loadSiteElements()).siteElements(state, ctx.sourcePath, ctx.bodyLine, ctx.warn));
    const imports: ImportContext | undefined = state && ctx.liveCode && { ...state, file: ctx.sourcePath, warn: (_, message) => ctx.warn(ctx.bodyLine, message) }; // The live blocks' scope: the site's code, loaded as MDX imports are.
    const rendered = { ...(await renderTokens(text, ctx, runtime, links, entries, site, imports)), ...(runtime.readsDocRoute && { readsDocRoute: runtime.readsDocRoute }), ...(runtime.redirect !== undefined && { redirect: runtime.redirect }) };
    return css.size ? { ...rendered, stylesheets: [...css].map((sheet) => ({ url: `/assets/css/mdx.${createHash('sha256').update(sheet).digest('hex').slice(0, 10)}.css`, css: sheet })) } : rendered;
  } finally {
    setRuntime(undefined);
  }
}

function mdxState(ctx: MarkdownContext, mdx: MdxOptions, entries: MdxEntry[], css: Set<string>) {
  // The MDX options (isMdx, siteDir, mdx1, preprocessor, themeFiles, repeatedImports) are the state's too.
  return {
    ...mdx,
    entries,
    staticDirs: ctx.staticDirs,
    // An imported image is used as a URL in the page: under the base URL, like Markdown images; none from outside the site's repository.
    imageUrl: (file: string) => {
      const url = readable(file, readableFor(ctx)) ? ctx.images.resolve(file)?.url : undefined;
      return url && href(url, ctx.site);
    },
    mayRead: (file: string) => readable(file, readableFor(ctx)),
    css: (sheet: string) => css.add(sheet),
    read: (file: string, stamp?: string) => ctx.dependsOn?.(file, stamp),
    math: ctx.math, comments: ctx.comments, headingIds: ctx.mdx1Compat?.headingIds,
  };
}

async function renderTokens(text: string, ctx: MarkdownContext, runtime: MdxRuntime, links: LinkRef[], entries: MdxEntry[], site?: SiteElements, imports?: ImportContext): Promise<RenderedMarkdown> {
  const reported = new Set<string>();
  const warnOnce = (line: number, message: string) => reported.size < reported.add(`${line}:${message}`).size && ctx.warn(line, message);
  const { md, rendering } = markedFor(ctx.magicComments);
  const page: Rendering = { entries, warn: warnOnce, diagrams: { count: 0 }, math: ctx.math, mdx: ctx.mdx !== undefined, mdx1: ctx.mdx?.mdx1, comments: ctx.comments !== false, emoji: ctx.emoji !== false, admonitionTitles: ctx.mdx1Compat?.admonitionTitles !== false, admonitions: ctx.admonitions, site };
  rendering.current = page;
  const tokens = lexBounded(text, md.defaults);
  assignLines(tokens, text, ctx.bodyLine);
  collectFootnotes(tokens, ctx.footnoteSuffix);
  if (entries.length) rebasePartialLinks(tokens, ctx.sourcePath);

  const h1 = contentTitleIndex(tokens, ctx.mdx?.mdx1 === true);
  const title = h1 >= 0 ? plainText((tokens[h1] as Tokens.Heading).tokens).trim() : undefined;

  // A link in an MDX element's children that its component does not render is not on the page, and Docusaurus, which checks the links a page renders, does not check it.
  const inChildren = new Map<LinkRef, string>();
  const headingTokens: Tokens.Heading[] = [];
  const diagrams: DiagramToken[] = [];
  const live: LiveCodeToken[] = [];
  // Inline tokens have no line of their own; they are walked right after the block that holds them.
  let blockLine = ctx.bodyLine;
  let limited = false;
  md.walkTokens(tokens, (token) => {
    const line = (blockLine = (token as Located).line ?? blockLine);
    restoreInLeaf(token, entries);
    const limit = limited ? undefined : limitMessage(token);
    if (limit) {
      limited = true;
      ctx.error(line, limit);
    }
    const problem = containerProblem(token) ?? (isDiagram(token) ? undefined : unknownLanguage(token));
    if (problem) ctx.warn(line, problem);
    if (isDiagram(token)) {
      if (ctx.mermaid !== false) diagrams.push(token);
    } else if (imports && isLiveFence(token)) live.push(token);
    else if (token.type === 'heading') headingTokens.push(token as Tokens.Heading);
    else if (token.type === 'html') checkRawHtml(token.raw, line, ctx);
    else if (token.type === 'link') {
      const link = token as FileLink;
      const file = linkedFile(link.href, ctx);
      const written = link.href;
      // A file outside the site's repository: kept as written, and not checked as a page's link.
      const outside = file === undefined && unpublishedFile(link.href, ctx) !== undefined;
      if (outside) ctx.warn(line, `"${written}" is a file outside ${outsideFor(ctx)}: Docusaurus publishes it as a download, this build publishes no file from outside the site's repository, so the link leads nowhere here. Move the file there to publish it.`);
      const resolved = file || outside ? { href: file ?? written } : resolveLink(link.href, line, ctx);
      link.href = resolved.href;
      link.file = file !== undefined;
      if ('newTab' in resolved && resolved.newTab) link.newTab = true;
      // The site's `a` decides what is checked: what it renders with Link, recorded as it renders.
      const before = links.length;
      const own = site?.link && !file && !outside ? site.link(/\.mdx?$/i.test(written.split('#')[0]) ? resolved.href : written, link.title, line) : undefined;
      if (own) link.site = own.html;
      else if (resolved.ref) links.push(resolved.ref);
      const shownAs = own ? own.href : escapeHtml(resolved.href);
      if (entries.length && shownAs !== undefined) for (const ref of links.slice(before)) inChildren.set(ref, shownAs);
    } else if (token.type === 'image') resolveImage(token as ImageToken, line, ctx);
    else if (token.type === 'codespan' && site?.code) (token as SiteCodespan).site = site.code((token as SiteCodespan).text, line);
    else if (isMath(token)) drawMath(token, (message) => ctx.warn(line, message));
  });
  // The build stops at the limit's error: rendering the text the limit left unread would only cost time (each level of 100 copying all of it).
  if (limited) return NOTHING_RENDERED;
  // The title's `#` heading takes its slug before the others, as in Docusaurus ("Setup" then
  // "## Setup" gives `setup-1`), and is then left to the page, which shows it as its title. Docusaurus 2's TOC leaves out a heading with no text.
  const headings = assignHeadingIds(headingTokens, ctx.mdx?.mdx1 ? 'mdx1' : ctx.comments === false ? 'html' : 'dropped', ctx.emoji !== false).filter((h) => h.depth > 1 && (h.text !== '' || !ctx.mdx?.mdx1));
  const titleToken = h1 >= 0 ? (tokens.splice(h1, 1)[0] as Tokens.Heading) : undefined;
  runtime.headings = headings;
  runtime.contentTitle = title;
  await prepareDiagrams(diagrams, ctx.diagramCacheDir, ctx.warn, ctx.error);
  const liveScope = live.length ? await (await import('./live-code-run.ts')).prepareLiveCode(live, imports!, { position: ctx.liveCode!.playgroundPosition, messages: ctx.messages }, ctx.warn) : undefined;
  rendering.current = page;
  md.walkTokens(titleToken ? [titleToken, ...tokens] : tokens, md.defaults.walkTokens ?? (() => undefined));

  const truncateAt = tokens.findIndex((t) => t.type === 'html' && TRUNCATE.test(t.raw));
  const firstParagraph = tokens.find((t): t is Tokens.Paragraph => t.type === 'paragraph');
  const marked = md.parser(titleToken ? [...tokens.slice(0, h1), TITLE_PLACE, ...tokens.slice(h1)] : tokens);
  const titleHtml = titleToken?.tokens.some((t) => t.type !== 'text' && t.type !== 'escape') ? md.Parser.parseInline(titleToken.tokens, md.defaults) : undefined;
  const placed = placeTitle(withoutMarks(marked), ctx.removeContentTitle || title === undefined ? undefined : `<header><h1>${titleHtml ?? escapeHtml(title)}</h1></header>`);
  // Only the links Docusaurus's server render has are checked: not those of a lazy Tabs' other tabs (mdx/server-rendered.ts).
  const shown = inChildren.size ? new Set(Array.from(serverRendered(marked).matchAll(/ href="([^"]*)"/g), (m) => m[1])) : undefined;
  return {
    html: placed.html,
    title,
    titleHtml,
    ...(placed.inPlace && { titleInPlace: true }),
    headings,
    links: shown ? links.filter((ref) => !inChildren.has(ref) || shown.has(inChildren.get(ref)!)) : links,
    firstParagraph: (firstParagraph && plainText(firstParagraph.tokens).replace(/\s+/g, ' ').trim()) || undefined,
    excerptHtml: truncateAt >= 0 ? withoutMarks(md.parser(tokens.slice(0, truncateAt))) : undefined,
    sections: splitSections(tokens),
    markdown: toMarkdown(tokens, ctx.pageUrl),
    browserDiagrams: diagrams.some((d) => d.diagram?.kind === 'client'),
    ...(liveScope && { liveScope }),
  };
}
