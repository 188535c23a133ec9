/**
 * The React pages stage: every React page of the site, and the swizzled components this build
 * uses (swizzled.ts), rendered (render.tsx), with the files each publishes (its stylesheet, its
 * browser code when it is hydrated, the images it names) and the links it shows, for the routes,
 * the files beside the pages and the link checks. A page that cannot be rendered is a warning that
 * says why; its route is left out.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SiteLocation } from '../../shared/url.ts';
import { href } from '../../shared/url.ts';
import { decodePathname } from '../../shared/pathname.ts';
import type { ReactPageMeta } from '../content/types.ts';
import { displayPath } from '../content/read-text.ts';
import type { PluginRoute } from '../docusaurus/plugin-route.ts';
import type { CssTransform } from '../docusaurus/postcss-plugins.ts';
import type { ModuleRule } from '../docusaurus/webpack-rules.ts';
import { createReporter, type Diagnostic } from '../diagnostics.ts';
import type { ImageRegistry } from '../markdown/images.ts';
import { outsideOf, readable, readableRoots } from '../content/readable.ts';
import type { Stylesheet } from '../markdown/index.ts';
import type { PageData } from '../../site/docusaurus/context.ts';
import type { PageRecord } from './recorder.ts';
import { hydrationData } from './hydration-data.ts';
import type { ImportedMarkdown, ReactPageContext } from './render.tsx';
import { aroundChildren } from './around-children.ts';
import { pageCss, type CssPart } from './site-wide-css.ts';
import { markdownModuleFiles, withFilledModules } from './markdown-modules.ts';
import { drawnAsOnServer, notUsed, serverDrawnLogo, sortSwizzled, swizzledComponents, type SwizzledUse } from './swizzled.ts';

/** A link a page shows, as the link checks take it: a route and hash, and the line of the page file that writes it, when it is there. */
export interface PageLinkRef {
  path: string;
  hash: string;
  line: number | undefined;
}

export interface ReactPageOutput {
  meta: ReactPageMeta;
  /** What it rendered (with the data it rendered with, which a hydrated page renders with again); undefined when it could not be. */
  /** `stylesheet`: its CSS modules'; `plainCss`: its other CSS by file, which every page links (site-wide-css.ts). */
  rendered?: { html: string; data: PageData; record: PageRecord; stylesheet?: Stylesheet; plainCss: CssPart[]; script?: { url: string; code: string } };
  /** The images it publishes: output URL and source path. */
  images: [string, string][];
  links: PageLinkRef[];
  diagnostics: Diagnostic[];
}

export interface ReactPagesInput {
  siteDir: string;
  /** The site's static folders, from which a stylesheet's `url(/img/x.png)` is taken (as webpack's roots). */
  staticDirs: string[];
  repeatedImports?: boolean;
  sassPrelude?: string;
  /** The PostCSS plugins the site's own plugins configure (Tailwind), run on each stylesheet its pages import, as on its custom CSS (markdown/mdx/site-css.ts): embed-generator's landing page imports `@tailwind` lines. */
  postcss?: CssTransform;
  aliases?: Record<string, string>;
  moduleRules?: ModuleRule[];
  site: SiteLocation;
  data: ReactPageContext['data'];
  images: ImageRegistry;
  magicComments?: ReactPageContext['magicComments'];
  inlineStyles?: boolean;
  /** The Markdown stage's output for the Markdown files the pages import (each with the route of a page importing it), and the browser's module that draws it. */
  markdown?: { render(imports: Map<string, string>): Promise<Map<string, ImportedMarkdown>>; runtime: string };
}

/** The pages a site's own plugins add (docusaurus/local-plugins.ts), rendered as its React pages are, each with its props. */
export const pluginPages = (routes: PluginRoute[] = []): ReactPageMeta[] => routes.map((route) => ({ path: route.component, display: displayPath(route.component), permalink: route.path, props: route.props, shipped: route.shipped, plugin: route.plugin }));

/** The packages that stood in (site/docusaurus/stand-in.ts), each with the files that import them: one warning each, for the whole build. */
type MissingPackages = Map<string, Set<string>>;

/** What the build learns across its React pages: the packages that stood in, and the files the pages were built from. */
export interface Seen {
  missing: MissingPackages;
  inputs: Set<string>;
  /** The Markdown the pages import, as the Markdown stage rendered it. */
  markdown: Map<string, ImportedMarkdown>;
}

/** An image a component imports, which its bundle reads (so among its inputs) to publish it. */
const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;

/** Where an image a page names is published (its href), the same for every page; none from outside the site's repository (content/readable.ts). */
function urlOf(input: ReactPagesInput, file: string): string | undefined {
  const asset = readable(file, readableRoots(input.siteDir, input.staticDirs)) ? input.images.resolve(file) : undefined;
  return asset && href(asset.url, input.site);
}

/** What every page's render is given. */
const pageContext = (input: ReactPagesInput, seen: Seen) => ({ siteDir: input.siteDir, staticDirs: input.staticDirs, repeatedImports: input.repeatedImports, sassPrelude: input.sassPrelude, postcss: input.postcss, aliases: input.aliases, moduleRules: input.moduleRules, data: input.data, magicComments: input.magicComments, inlineStyles: input.inlineStyles, markdown: input.markdown && { files: seen.markdown, runtime: input.markdown.runtime } });

/**
 * The Markdown these components' code imports, rendered by the Markdown stage before they are (their
 * bundles are kept for their render): Docusaurus compiles it with its MDX loader, as a doc.
 */
async function renderImportedMarkdown(metas: ReactPageMeta[], input: ReactPagesInput, seen: Seen, markdownImports: typeof import('./render.tsx').markdownImports): Promise<void> {
  if (!input.markdown) return;
  const imports = new Map<string, string>();
  const imported = (meta: ReactPageMeta) => markdownImports(meta, { ...pageContext(input, seen), publish: (file: string) => urlOf(input, file), warn: () => undefined, missing: () => undefined });
  // And the Markdown modules of a route a site's plugin adds (markdown-modules.ts).
  for (const meta of metas) for (const file of [...(await imported(meta)), ...markdownModuleFiles(meta)]) if (!seen.markdown.has(file) && !imports.has(file)) imports.set(file, meta.permalink);
  if (imports.size) for (const [file, rendered] of await input.markdown.render(imports)) seen.markdown.set(file, rendered);
}

const THEME_MODULE = /^@(theme|theme-original|theme-init|docusaurus)\//;

function missingWarnings({ missing }: Seen): Diagnostic[] {
  return [...missing].map(([specifier, files]) => {
    const [first, ...others] = files;
    const where = others.length ? ` (and ${others.length} other file${others.length > 1 ? 's' : ''}: ${others.slice(0, 3).join(', ')}${others.length > 3 ? ', ...' : ''})` : '';
    const what = THEME_MODULE.test(specifier) ? 'is not provided by this build (nor by the site\'s src/theme)' : 'is not installed in the site and not provided by this build';
    const fix = THEME_MODULE.test(specifier) ? 'Use a component this build provides (README, "Coming from Docusaurus"), or write it in src/theme' : "Install the site's packages (npm install in the site folder) to render it";
    return { severity: 'warning', file: first, message: `"${specifier}" ${what}, so what the pages import from it renders only its children (an element such as motion.div as a plain div)${where}. ${fix}.` };
  });
}

const hashed = (folder: string, text: string, ext: string) => `/assets/${folder}/page.${createHash('sha256').update(text).digest('hex').slice(0, 10)}${ext}`;

function linkRef(target: string, route: string, site: SiteLocation, source: string): PageLinkRef {
  const at = target.indexOf('#');
  const pathPart = at < 0 ? target : target.slice(0, at);
  const underBase = site.baseUrl !== '/' && pathPart.startsWith(site.baseUrl);
  const path = pathPart ? new URL(underBase ? pathPart.slice(site.baseUrl.length - 1) : pathPart, `https://site.invalid${route}`).pathname : route;
  const line = source.split('\n').findIndex((l) => l.includes(`"${target}"`) || l.includes(`'${target}'`) || l.includes(`\`${target}\``));
  return { path: decodePathname(path), hash: at < 0 ? '' : target.slice(at + 1), line: line < 0 ? undefined : line + 1 };
}

/** One component of the site rendered as a page is (a React page, or a swizzled component), or why it cannot be. */
export async function renderOne(given: ReactPageMeta, input: ReactPagesInput, seen: Seen, renderReactPage: typeof import('./render.tsx').renderReactPage, children?: string): Promise<{ output: ReactPageOutput; failure?: string; missed: Set<string> }> {
  const reporter = createReporter();
  const missed = new Set<string>();
  const images = new Map<string, string>();
  const publish = (file: string) => {
    const url = urlOf(input, file);
    if (url) images.set(input.images.resolve(file)!.url, file);
    return url;
  };
  // The Markdown modules of a route a site's plugin adds, filled (markdown-modules.ts): the page's data holds them so.
  const { meta, images: shown, failure } = withFilledModules(given, seen.markdown, publish);
  for (const [url, source] of shown) images.set(url, source);
  const result = failure ? { failure } : await renderReactPage(meta, { ...pageContext(input, seen), children, publish, warn: (message) => reporter.warn(meta.display, undefined, message), missing: (specifier) => void missed.add(specifier) });
  for (const specifier of missed) seen.missing.set(specifier, (seen.missing.get(specifier) ?? new Set()).add(meta.display));
  if ('failure' in result) return { output: { meta, images: [], links: [], diagnostics: reporter.diagnostics }, failure: result.failure, missed };
  // The images of a bundle kept from an earlier build are published again by this page.
  for (const file of result.published) publish(file);
  // Docusaurus's webpack would bundle an image from outside the repository: the page is built without it (urlOf), and says so.
  for (const file of result.inputs) if (IMAGE.test(file) && !readable(file, readableRoots(input.siteDir, input.staticDirs))) reporter.warn(meta.display, undefined, `the image ${displayPath(file)} that this component imports is not published: it is outside ${outsideOf(input.siteDir, input.staticDirs)}, so the page shows no image there. Move the file into the repository.`);
  for (const file of result.inputs) {
    seen.inputs.add(file);
    for (const [url, source] of seen.markdown.get(file)?.images ?? []) images.set(url, source);
  }
  const { html, record, script } = result;
  const { modules: css, plain } = pageCss(result, input.siteDir);
  for (const problem of record.problems) reporter.warn(meta.display, undefined, problem);
  const source = readFileSync(meta.path, 'utf8');
  const output: ReactPageOutput = {
    meta,
    rendered: {
      html,
      data: hydrationData(input.data, record, meta),
      record,
      stylesheet: css ? { url: hashed('css', css, '.css'), css } : undefined,
      plainCss: plain,
      script: script ? { url: hashed('js', script, '.js'), code: script } : undefined,
    },
    images: [...images],
    links: record.links.filter((l) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(l)).map((l) => linkRef(l, meta.permalink, input.site, source)),
    diagnostics: reporter.diagnostics,
  };
  return { output, missed };
}

async function renderReactPages(pages: ReactPageMeta[], input: ReactPagesInput, seen: Seen): Promise<ReactPageOutput[]> {
  if (!pages.length) return [];
  // React and the pages' code load only for a site that has React pages.
  const { renderReactPage, markdownImports } = await import('./render.tsx');
  await renderImportedMarkdown(pages, input, seen, markdownImports);
  const outputs: ReactPageOutput[] = [];
  for (const meta of pages) {
    const { output, failure } = await renderOne(meta, input, seen, renderReactPage);
    const fix = meta.plugin ? `Fix the component, or the route plugin "${meta.plugin}" adds` : 'Fix the page, or move it out of the pages folder (or name it with a leading _)';
    if (failure) output.diagnostics.push({ severity: 'warning', file: meta.display, message: `the React page for "${meta.permalink}" is left out: ${failure}. ${fix}.` });
    outputs.push(output);
  }
  return outputs;
}

/** Why a swizzled component is not used: it does not render, needs the browser where no code is shipped, or uses what this build does not provide. */
function unusable(use: SwizzledUse, output: ReactPageOutput, failure: string | undefined, missed: Set<string>): string | undefined {
  if (failure) return failure;
  // A theme part that stands in would leave a hole where the classic theme draws something (the original footer, its links).
  // BlogLayout's sidebar is the generator's, kept in its place with the columns (around-children.ts).
  const part = [...missed].find((specifier) => THEME_MODULE.test(specifier) && !(use.role === 'blogLayout' && specifier === '@theme/BlogSidebar'));
  if (part) return `it imports "${part}", which this build does not provide`;
  const browser = output.rendered?.record.browser ?? [];
  const where = { footer: 'the footer is on every page', logo: 'the navbar is on every page', root: 'Root wraps every page', blogLayout: 'it draws every blog page', notFound: '' }[use.role];
  if (use.role !== 'notFound' && browser.length && !(use.role === 'logo' && drawnAsOnServer(browser))) return `it needs the browser (${browser.join(', ')}), and ${where}, where no code of the site is shipped`;
  if ((use.role === 'root' || use.role === 'blogLayout') && output.rendered?.html.split(CHILDREN).length !== 2) return 'it does not render its children once';
  // A problem's first clause says what it is; the rest says what a page does about it, which is not what happens here.
  return output.diagnostics[0]?.message.split(/, so |\. /)[0];
}

/** What Root is rendered around: where every page goes, between what it adds before and after. */
const CHILDREN = '\uE020children\uE021';

function splitAround(html: string): { before: string; after: string } {
  const [before, after] = html.split(CHILDREN);
  return { before, after };
}

/** The site's Root, rendered once: what it adds before and after every page's body (a wrapper element's opening and closing tags, a banner); its BlogLayout: what it adds before and after the posts in their column. */
export interface SiteRoot {
  output: ReactPageOutput;
  before: string;
  after: string;
}

/**
 * The site's React pages and the swizzled components of its theme folder (swizzled.ts): the 404
 * page joins the pages when it is used, the footer, the navbar's logo and Root are apart; one warning for each component not used.
 */
export async function renderSiteReact(pages: ReactPageMeta[], themeDir: string | undefined, input: ReactPagesInput, mdxReads: Iterable<string> = []): Promise<{ pages: ReactPageOutput[]; footer?: ReactPageOutput; logo?: ReactPageOutput; root?: SiteRoot; blogLayout?: SiteRoot; warnings: Diagnostic[] }> {
  const seen: Seen = { missing: new Map(), inputs: new Set(), markdown: new Map() };
  const outputs = await renderReactPages(pages, input, seen);
  // The files of the site's theme folder that the pages or the MDX documents (`mdxReads`: litho's @theme/VersionedCodeBlock) import as @theme/X are used there.
  const { uses, warnings } = themeDir ? sortSwizzled(swizzledComponents(themeDir), themeDir, new Set([...seen.inputs, ...mdxReads])) : { uses: [], warnings: [] };
  if (!uses.length) return { pages: outputs, warnings: [...warnings, ...missingWarnings(seen)] };
  const { renderReactPage, markdownImports } = await import('./render.tsx');
  await renderImportedMarkdown(uses.map((use) => use.meta), input, seen, markdownImports);
  let footer: ReactPageOutput | undefined;
  let logo: ReactPageOutput | undefined;
  let root: SiteRoot | undefined;
  let blogLayout: SiteRoot | undefined;
  for (const use of uses) {
    const { output, failure, missed } = await renderOne(use.meta, input, { missing: new Map(), inputs: new Set(), markdown: seen.markdown }, renderReactPage, use.role === 'root' || use.role === 'blogLayout' ? CHILDREN : undefined);
    const why = unusable(use, output, failure, missed);
    if (why) warnings.push(notUsed(use.component, themeDir!, why));
    else if (use.role === 'footer') footer = output;
    else if (use.role === 'logo') {
      logo = output;
      if (output.rendered?.record.browser.length) warnings.push(serverDrawnLogo(use.component, themeDir!, output.rendered.record.browser));
    }
    else if (use.role === 'root') root = { output, ...splitAround(output.rendered!.html) };
    else if (use.role === 'blogLayout') blogLayout = { output, ...aroundChildren(output.rendered!.html, CHILDREN)! };
    else outputs.push(output);
  }
  return { pages: outputs, footer, logo, root, blogLayout, warnings: [...warnings, ...missingWarnings(seen)] };
}
