/**
 * Docusaurus's core modules that a site's MDX code and the components it imports use for what
 * needs no page of their own: those a site's React pages get too (site/docusaurus/core-modules.ts:
 * `ExecutionEnvironment`, not in a browser as Docusaurus's server render, `isInternalUrl`,
 * `<Interpolate>`, `ErrorBoundary`, `useIsomorphicLayoutEffect`, `Noop`), and the global data
 * (`useGlobalData`) of the docs plugin and of the site's own plugins, read from the document's run
 * rather than a React page's context.
 */
import { CONTEXT_FREE_MODULES } from '../../../site/docusaurus/core-modules.ts';
import { DOCS_PLUGIN } from '../../../site/docusaurus/docs-client.ts';
import { runtime } from './runtime.ts';

/**
 * The global data MDX code can read: the docs plugin's and the site's own plugins', by instance id.
 * react-bootstrap's DocLink, in 8 of its docs, reads its bootstrap-metadata-plugin's with usePluginData.
 */
export const useGlobalData = (): Record<string, Record<string, unknown>> => {
  const { docs, globalData } = runtime();
  return docs ? { ...globalData, [DOCS_PLUGIN]: docs } : { ...globalData };
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
  ...CONTEXT_FREE_MODULES,
  '@docusaurus/useGlobalData': { default: useGlobalData, useAllPluginInstancesData, usePluginData },
};
