/**
 * The data a hydrated React page is given in the browser: what its server render read of the
 * site's data, so that the browser render matches it without shipping every plugin's data to every
 * page (kuizuo-blog: 97 KB of blog global data in each page before).
 */
import type { PageData } from '../../site/docusaurus/context.ts';
import { BROWSER_ONLY_REASON, CONFIG_ON_READ } from '../../site/docusaurus/config-on-read.ts';
import type { ReactPageMeta } from '../content/types.ts';
import type { PageRecord } from './recorder.ts';

const pick = <T>(all: Record<string, T> | undefined, keep: (name: string) => boolean): Record<string, T> | undefined => {
  const kept = Object.entries(all ?? {}).filter(([name]) => keep(name));
  return kept.length ? Object.fromEntries(kept) : undefined;
};

export function hydrationData(data: Omit<PageData, 'route'>, record: PageRecord, meta: Pick<ReactPageMeta, 'permalink' | 'props' | 'shipped'>): PageData {
  const { docs, siteConfig, generated, globalData, ...rest } = data;
  // What code behind BrowserOnly or useIsBrowser reads is never read on the server: such a page gets all of it.
  const browserOnly = record.browser.includes(BROWSER_ONLY_REASON);
  // Every locale's config, where the data had it (a page that reads it keeps the bytes it had).
  const { localeConfigs: _unread, ...withoutLocales } = rest;
  const shared = browserOnly || record.localeConfigs ? rest : withoutLocales;
  const unread = new Set<string>(browserOnly ? [] : CONFIG_ON_READ.filter((key) => !record.config.includes(key)));
  const readGlobalData = pick(globalData, (name) => browserOnly || record.globalData.includes(name));
  const imported = pick(generated, (name) => record.generated.some((read) => read === name || (read.endsWith('/') && name.startsWith(read))));
  return {
    ...shared,
    siteConfig: Object.fromEntries(Object.entries(siteConfig).filter(([key]) => !unread.has(key))) as typeof siteConfig,
    ...(readGlobalData && { globalData: readGlobalData }),
    ...(record.docs && docs && { docs }),
    ...(imported && { generated: imported }),
    route: meta.permalink,
    // The modules it shares with other routes are files of their own, fetched before it hydrates (build/docusaurus/shared-modules.ts).
    ...(meta.shipped ? { props: meta.shipped.props, sharedProps: meta.shipped.shared } : meta.props && { props: meta.props }),
    ...(Object.keys(record.codeBlocks).length ? { codeBlocks: record.codeBlocks } : {}),
  };
}
