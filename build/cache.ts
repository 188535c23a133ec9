/**
 * What one build keeps for the next, so that the dev server redoes only what a change affects:
 * an edited doc is read and rendered again, and only the pages whose props changed are written.
 * A production build starts from an empty cache, so it does everything.
 */
import type { BuiltAssets } from './asset-cache.ts';
import type { PageCache } from './changed-routes.ts';
import type { SourceCache } from './content/files.ts';
import type { CustomCss } from './custom-css.ts';
import type { LastUpdate } from './git-history.ts';
import type { LlmsFiles } from './llms/index.ts';
import type { MarkdownCache } from './render-sources.ts';
import type { SearchCache } from './search/stage.ts';
import type { StaticFiles } from './static-files.ts';

/** Each stage's part (the stage's module says what it keeps); this module only puts them together. */
export interface BuildCache extends MarkdownCache, PageCache, SearchCache {
  sources: SourceCache;
  /** The stylesheet and client bundle; the dev server drops them when site/ or assets/ change. */
  assets?: BuiltAssets;
  /** The site's custom stylesheets (custom-css.ts), with the config they were built for. */
  customCss?: { key: string; built: CustomCss };
  /** Set by the dev server when a static folder changed: the next build copies the static folders again. */
  staticChanged?: boolean;
  /** The static files the last build copied, which the next copy removes when their source is gone. */
  staticFiles?: StaticFiles;
  lastUpdates?: Map<string, LastUpdate>;
  /** The Markdown twins and llms.txt files on disk, with their text. */
  llms?: LlmsFiles;
}

export function createCache(): BuildCache {
  return { sources: new Map(), markdown: new Map(), routes: new Map() };
}
