/**
 * Provided modules that few pages import and that would weigh on every hydrated page's runtime:
 * each is built apart (build/assets.ts, as `assets/js/<name>.<hash>.js`), and a page whose code
 * imports one loads it before its code runs (site/client/page-runtime.tsx); the server render has
 * them all (build/react-pages/require.ts). By specifier, the file of site/docusaurus/ it is built from.
 */
/** The key of the browser's drawing of Markdown modules: no specifier a page's code could name. */
export const MARKDOWN_MODULES_DRAWN = 'markdown-modules:drawn' as const;

export const LAZY_MODULES = {
  // Helpers of swizzled code blocks, navbars and layouts: 2.2 KB gzip of the runtime that pages without one never read.
  '@docusaurus/theme-common/internal': 'theme-common-internal',
  // The docs client (versions pages and pickers): 0.9 KB.
  '@docusaurus/plugin-content-docs/client': 'docs-client',
  // Its name up to Docusaurus 2.0.0-beta.14.
  '@theme/hooks/useDocs': 'docs-client',
  // theme-classic's BlogPostItem and the blog client's BlogPostProvider and useBlogPost (a home page drawing recent posts): 1 KB.
  '@theme/BlogPostItem': 'blog-post-item',
  '@docusaurus/plugin-content-blog/client': 'blog-post-item',
  // No page's import: what draws the Markdown modules of a route a site's plugin adds (markdown-modules-drawn.ts), 1.3 KB, which the runtime loads for a page whose data holds one.
  [MARKDOWN_MODULES_DRAWN]: 'markdown-modules-drawn',
} as const;

export type LazySpecifier = keyof typeof LAZY_MODULES;

/**
 * The lazily loaded modules a page's bundle (CommonJS, as esbuild writes it) requires: those whose
 * specifier its code names as a string. A string that is not a `require` loads one more file than needed, never one less.
 */
export function lazyModulesIn(code: string): LazySpecifier[] {
  // `@theme-original/X` and `@theme-init/X` are `@theme/X` (modules.ts's providedModule).
  const names = (specifier: string) => (specifier.startsWith('@theme/') ? ['@theme/', '@theme-original/', '@theme-init/'].map((prefix) => prefix + specifier.slice('@theme/'.length)) : [specifier]);
  return (Object.keys(LAZY_MODULES) as LazySpecifier[]).filter((specifier) => names(specifier).some((name) => ['"', "'", '`'].some((quote) => code.includes(quote + name + quote))));
}
