/** What rendering one document (index.ts's renderMarkdown) takes: where it is, what its site reads, and how it reports. */
import type { ImageContext } from './images.ts';
import type { LinkContext } from './links.ts';
import type { MagicComment } from './magic-comments.ts';
import type { PartialAdmonitions } from './partial-admonitions.ts';
import type { MdxSite } from './mdx/runtime.ts';
import type { LiveCodeSettings } from './live-code.ts';
import type { DocRoute } from '../../site/docusaurus/docs-client.ts';
import type { ModuleRule } from '../docusaurus/webpack-rules.ts';

export interface MarkdownContext extends Omit<LinkContext, 'error'>, Omit<ImageContext, 'error'> {
  /** Magic comments a site declares (Docusaurus's `prism.magicComments`); Docusaurus's default without. */
  magicComments?: MagicComment[];
  /** Whether `$…$` and `$$` blocks are math, drawn by KaTeX (a Docusaurus site whose config lists remark-math). */
  math?: boolean;
  /** Whether ```mermaid blocks are drawn (Docusaurus's `markdown.mermaid`); otherwise they show as code. Drawn without. */
  mermaid?: boolean;
  /** Whether ```jsx live blocks are playgrounds (a site listing `@docusaurus/theme-live-codeblock`: live-code.ts), and where their result goes; plain code without. */
  liveCode?: LiveCodeSettings;
  /** Where Mermaid diagrams' outcomes are kept between builds; without it, only in memory. */
  diagramCacheDir?: string;
  /** What ends the ids of the document's footnotes (a blog post's own, see markdown/footnotes.ts); nothing without. */
  footnoteSuffix?: string;
  /** Whether the title's `#` heading leaves the content wherever it stands (a blog post's, as Docusaurus's blog removes it: content-title.ts); kept in place after something shown without. */
  removeContentTitle?: boolean;
  /** Whether `:rocket:` shortcodes in text are emoji (`markdown.emoji`, emoji.ts); on without. */
  emoji?: boolean;
  /** Whether `<!-- … -->` is Docusaurus 3's comment syntax (`markdown.mdx1Compat.comments`, on without), or HTML, which MDX refuses (headings.ts). */
  comments?: boolean;
  /** Docusaurus 3's `markdown.mdx1Compat.admonitions` (`:::note Title` has a title, containers.ts) and `.headingIds` (`{#id}` ends an MDX heading, mdx/parse.ts); both on without. */
  mdx1Compat?: { admonitionTitles?: boolean; headingIds?: boolean };
  /** The `:::` names that are admonitions in the document's content plugin (its `admonitions` option), when they are not Docusaurus's own (containers.ts). */
  admonitions?: string[];
  /** File line where the Markdown body starts (after front matter). */
  bodyLine: number;
  /** The page's absolute URL, which the links of its Markdown twin resolve against. */
  pageUrl: string;
  /** Read the body as MDX (Docusaurus 3), with what its components need; plain Markdown without. */
  mdx?: MdxOptions;
  /** For a document read as CommonMark, the site whose MDXComponents draw its elements (Docusaurus compiles `.md` through MDX too). */
  siteComponents?: MdxOptions;
  /** The locale's messages, which titles the theme gives (an admonition's) are in; English without. */
  messages?: Record<string, string>;
  /** Told of every file besides the source that the rendering read (partials, data), for the cache; `stamp`: its fileStamp, where the reader took it already (a bundle of the site's code, checked once a build). */
  dependsOn?(file: string, stamp?: string): void;
  warn(line: number, message: string): void;
  error(line: number, message: string): void;
}

export interface MdxOptions {
  site: MdxSite;
  /** The site folder, which `@site/` names. */
  siteDir?: string;
  /** Whether a partial, with its front matter, is read as MDX too (mdx-format.ts). */
  isMdx(file: string, frontMatter: Record<string, unknown> | undefined): boolean;
  /** Whether MDX 3's refusals are read as MDX 1 read them (a Docusaurus 2 site: markdown/mdx/mdx1.ts). */
  mdx1?: boolean;
  /** The Docusaurus config whose `markdown.preprocessor` runs on each partial's text. */
  preprocessor?: string;
  /** The document's front matter, its MDX's `frontMatter`; empty without. */
  frontMatter?: Record<string, unknown>;
  /** What the doc's route gives, once the sidebars are resolved (build/doc-route-renders.ts). */
  docRoute?: DocRoute;
  /** The site's theme files looked up so far in this build (mdx/imports.ts's siteThemeFile), shared by its documents. */
  themeFiles?: Map<string, string | undefined>;
  /** Whether the site's code may import one name twice from one module (Docusaurus Faster: mdx/repeated-imports.ts). */
  repeatedImports?: boolean;
  /** Where `@theme/` imports this build does not provide are found: the site's theme packages' components. */
  themeDirs?: string[];
  /** SCSS put before each of the site's SCSS files (docusaurus/sass-prelude.ts). */
  sassPrelude?: string;
  aliases?: Record<string, string>; // The site's webpack aliases (mdx/aliases.ts).
  moduleRules?: ModuleRule[]; // The module rules of its configureWebpack (mdx/webpack-loaders.ts).
  /** The admonition names a partial is read with, by its file (its content plugin's); absent, the page's. */
  partialAdmonitions?: PartialAdmonitions;
}
