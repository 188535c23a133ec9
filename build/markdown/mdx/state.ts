/**
 * What preparing an MDX document (prepare.ts) fills and shares: the page's table of entries,
 * which its placeholders name, and the state every document and partial of a page is prepared
 * with.
 */
import type { PartialAdmonitions } from '../partial-admonitions.ts';
import type { ModuleRule } from '../../docusaurus/webpack-rules.ts';

export interface MdxEntry {
  kind: 'element' | 'expression';
  flow: boolean;
  line: number;
  /** `<Tabs>`, or the expression's text, for messages. */
  label: string;
  component?: unknown;
  props?: Record<string, unknown>;
  value?: unknown;
  /**
   * The element's children (or a partial's content, and then the partial's path, and where the
   * partial's content plugin decides them, its admonition names: `names` undefined for Docusaurus's
   * own), prepared, the line they start on, and whether they are inline content.
   */
  children?: { text: string; line: number; inline: boolean; fromPartial?: string; admonitions?: { names?: string[] } };
  /** The element or expression as written, for where Markdown reads it as code (restore.ts). */
  source?: string;
}

export interface MdxState {
  entries: MdxEntry[];
  /** Whether a Markdown file, with its front matter, is read as MDX (mdx-format.ts). */
  isMdx(file: string, frontMatter: Record<string, unknown> | undefined): boolean;
  siteDir?: string;
  staticDirs?: string[];
  imageUrl(absolutePath: string): string | undefined;
  /** Whether a file an import names may be read: one of the site's repository, content or static folders (content/readable.ts). */
  mayRead(absolutePath: string): boolean;
  css(text: string): void;
  /** The files a page's rendering read besides itself (partials, data), for the cache. */
  read(file: string, stamp?: string): void;
  /** The site's own MDXComponents (loaded with the page), which come before Docusaurus's. */
  components?: Record<string, unknown>;
  /** Whether `$…$` is math (the site's config lists remark-math). */
  math?: boolean;
  /** Whether what MDX 3 refuses is read as MDX 1 read it (a Docusaurus 2 site). */
  mdx1?: boolean;
  /** How many MDX 1 fragments of Markdown the page's documents moved out of their JavaScript so far (mdx1-fragments.ts). */
  fragments?: number;
  comments?: boolean; // Whether `<!-- … -->` is a comment; off, MDX refuses it (Docusaurus's `markdown.mdx1Compat.comments`).
  headingIds?: boolean; // Whether `{#id}` may end a heading; off, MDX refuses it (`markdown.mdx1Compat.headingIds`).
  /** The Docusaurus config whose `markdown.preprocessor` runs on each partial's text, as mdx-loader runs it on every file it compiles. */
  preprocessor?: string;
  /** The site's theme files looked up so far in this build (imports.ts's siteThemeFile). */
  themeFiles?: Map<string, string | undefined>;
  /** Whether the site's code may import one name twice from one module (repeated-imports.ts). */
  repeatedImports?: boolean;
  /** The component folders of the site's theme packages (imports.ts's themePackageFile). */
  themeDirs?: string[];
  /** SCSS put before each of the site's SCSS files (docusaurus/sass-prelude.ts). */
  sassPrelude?: string;
  aliases?: Record<string, string>; // The site's webpack aliases (aliases.ts).
  moduleRules?: ModuleRule[]; // The module rules of its configureWebpack (webpack-loaders.ts).
  /** The admonition names a partial is read with, by its file (partial-admonitions.ts); absent, the page's. */
  partialAdmonitions?: PartialAdmonitions;
}
