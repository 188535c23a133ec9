/**
 * The data of the Markdown stage's work (render-jobs.ts), plain so that it crosses to worker threads
 * (renderer.ts): a job (one file to render), what every job of a build shares, and what each gives
 * back, with how a file is read (MDX or not) and stamped (its cache's check).
 */
import { statSync } from 'node:fs';
import type { LiveCodeSettings } from './docusaurus/config-plugins.ts';
import type { ModuleRule } from './docusaurus/webpack-rules.ts';
import type { SiteLocation } from '../shared/url.ts';
import type { PluginDir } from './content-layout.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { MagicComment } from './markdown/magic-comments.ts';
import type { MarkdownContext, RenderedMarkdown } from './markdown/index.ts';
import type { MarkdownFormat } from './markdown/mdx-format.ts';
import type { MdxSite } from './markdown/mdx/runtime.ts';
import type { SpooledText } from './spool.ts';
import type { DocRoute } from '../site/docusaurus/docs-client.ts';

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
  /** A doc's sidebar and edit URL, on its render after the sidebars, when its MDX reads them (doc-route-renders.ts): part of the job, so the cache follows them. */
  docRoute?: DocRoute;
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
  /** Whether ```jsx live blocks are playgrounds, and where their result goes (markdown/live-code.ts). */
  liveCode?: LiveCodeSettings;
  /** Whether ```mermaid blocks are drawn as diagrams; drawn without. */
  mermaid?: boolean;
  /** Whether `$…$` is math (markdown/math.ts). */
  math?: boolean;
  /** Whether `:rocket:` shortcodes are emoji (markdown/emoji.ts); on without. */
  emoji?: boolean;
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
  /** How files are read where their front matter does not say (markdown/mdx-format.ts): Docusaurus's `markdown.format`. */
  markdownFormat?: MarkdownFormat;
  markdownPreprocessor?: string; // The Docusaurus config whose `markdown.preprocessor` runs on each partial's text (the build's thread ran it on the documents).
  sassPrelude?: string; // SCSS put before each of the site's SCSS files (docusaurus/sass-prelude.ts).
  aliases?: Record<string, string>; // The site's webpack aliases (docusaurus/webpack-aliases.ts).
  moduleRules?: ModuleRule[]; // The module rules of its configureWebpack (docusaurus/webpack-rules.ts).
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
