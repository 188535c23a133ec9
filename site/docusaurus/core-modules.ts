/**
 * Docusaurus's core modules that read no page's context: the one table a site's React pages
 * (modules.ts) and its MDX code (build/markdown/mdx/core-modules.ts) both take them from, so
 * that neither lacks what the other has.
 */
import { createElement, Fragment, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { ExecutionEnvironment } from './browser.tsx';
import { hasProtocol, isInternalUrl } from './links.tsx';
import { interpolate, Interpolate } from './translate.tsx';

export const CONTEXT_FREE_MODULES: Record<string, Record<string, unknown>> = {
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/isInternalUrl': { default: isInternalUrl, hasProtocol },
  '@docusaurus/Interpolate': { default: Interpolate, interpolate },
  // Its children, as when nothing throws: the server draws once, retrying nothing, and the browser hydrates what it drew.
  '@docusaurus/ErrorBoundary': { default: ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children) },
  // Docusaurus's: a layout effect in the browser, an effect on the server (where neither runs).
  '@docusaurus/useIsomorphicLayoutEffect': { default: ExecutionEnvironment.canUseDOM ? useLayoutEffect : useEffect },
  '@docusaurus/Noop': { default: () => null },
};
