/**
 * Docusaurus's core modules that a site's MDX code and the components it imports use for what
 * needs no page of their own: where the code runs (`ExecutionEnvironment`: not in a browser, as
 * Docusaurus's server render), what a URL is (`isInternalUrl`), `<Interpolate>`, the docs
 * plugin's global data (`useGlobalData`), `ErrorBoundary` and `Noop`. The same answers as a
 * site's React pages get (site/docusaurus/), where they do not read a React page's context.
 */
import { useEffect, type ReactNode } from 'react';
import { ExecutionEnvironment } from '../../../site/docusaurus/browser.tsx';
import { DOCS_PLUGIN } from '../../../site/docusaurus/docs-client.ts';
import { hasProtocol, isInternalUrl } from '../../../site/docusaurus/links.tsx';
import { interpolate, Interpolate } from '../../../site/docusaurus/translate.tsx';
import { runtime } from './runtime.ts';

/** The global data MDX code can read: the docs plugin's, by instance id (the site's own plugins' are React pages' only). */
const useGlobalData = (): Record<string, Record<string, unknown>> => {
  const docs = runtime().docs;
  return docs ? { [DOCS_PLUGIN]: docs } : {};
};

function useAllPluginInstancesData(name: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const data = useGlobalData()[name];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${name}" plugin.`);
  return data;
}

function usePluginData(name: string, id = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(name)?.[id];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${name}" plugin with id "${id}".`);
  return data;
}

export const CORE_MODULES: Record<string, Record<string, unknown>> = {
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/isInternalUrl': { default: isInternalUrl, hasProtocol },
  '@docusaurus/Interpolate': { default: Interpolate, interpolate },
  '@docusaurus/useGlobalData': { default: useGlobalData, useAllPluginInstancesData, usePluginData },
  // Drawn once on the server, where nothing below it is retried: its children, as when nothing throws.
  '@docusaurus/ErrorBoundary': { default: ({ children }: { children?: ReactNode }) => children ?? null },
  // Layout effects run in the browser only, as effects do: on the server, neither runs.
  '@docusaurus/useIsomorphicLayoutEffect': { default: useEffect },
  '@docusaurus/Noop': { default: () => null },
};
