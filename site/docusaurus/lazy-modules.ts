/**
 * Provided modules that few pages import and that would weigh on every hydrated page's runtime:
 * each is built apart (build/assets.ts, as `assets/js/<name>.<hash>.js`), and a page whose code
 * imports one loads it before its code runs (site/client/page-runtime.tsx); the server render has
 * them all (build/react-pages/require.ts). By specifier, the file of site/docusaurus/ it is built from.
 */
export const LAZY_MODULES = {
  // Helpers of swizzled code blocks, navbars and layouts: 2.6 KB gzip that pages without one never read.
  '@docusaurus/theme-common/internal': 'theme-common-internal',
} as const;

export type LazySpecifier = keyof typeof LAZY_MODULES;

/**
 * The lazily loaded modules a page's bundle (CommonJS, as esbuild writes it) requires: those whose
 * specifier its code names as a string. A string that is not a `require` loads one more file than needed, never one less.
 */
export function lazyModulesIn(code: string): LazySpecifier[] {
  return (Object.keys(LAZY_MODULES) as LazySpecifier[]).filter((specifier) => ['"', "'", '`'].some((quote) => code.includes(quote + specifier + quote)));
}
