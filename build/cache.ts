/**
 * What one build keeps for the next, so that the dev server redoes only what a change affects:
 * an edited doc is read and rendered again, and only the pages whose props changed are written.
 * A production build starts from an empty cache, so it does everything.
 */
import type { SourceCache } from './content/files.ts';
import type { LastUpdate } from './git-history.ts';
import type { LlmsFiles } from './llms/index.ts';
import type { MarkdownJob, MarkdownOutput } from './render-jobs.ts';
import type { Route } from './routes/index.ts';
import type { SearchSource } from './search/content.ts';
import type { StaticFiles } from './static-files.ts';

/** What a Markdown file was rendered from: its job, with a hash of the text in place of the text. */
export type JobKey = Omit<MarkdownJob, 'body'> & { bodyHash: string };

export interface BuildCache {
  sources: SourceCache;
  /** Rendered Markdown by source path, with the job it was rendered from. */
  markdown: Map<string, { job: JobKey; output: MarkdownOutput }>;
  /** Routes whose page is on disk, by route path: the route as rendered and the page's element ids. */
  routes: Map<string, { route: Route; ids: string[] }>;
  /** The site view (config, navbar, asset URLs) the pages were rendered with, as JSON. */
  siteKey?: string;
  /** The stylesheet and client bundle; the dev server drops them when site/ or assets/ change. */
  assets?: { css: string; js: string; searchEngine: string };
  /** Set by the dev server when a static folder changed: the next build copies the static folders again. */
  staticChanged?: boolean;
  /** The static files the last build copied, which the next copy removes when their source is gone. */
  staticFiles?: StaticFiles;
  lastUpdates?: Map<string, LastUpdate>;
  /** The Markdown twins and llms.txt files on disk, with their text. */
  llms?: LlmsFiles;
  /** The sources the search index was built from, and the folder it was written to. */
  search?: { sources: SearchSource[]; folder: string };
}

export function createCache(): BuildCache {
  return { sources: new Map(), markdown: new Map(), routes: new Map() };
}

/**
 * Deep equality of plain data; shared references (unchanged Markdown) compare in one step. A
 * property set to undefined counts as absent, as in JSON, so data read back from the disk cache
 * (persistent-cache.ts) equals the data it was written from.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  // for…in rather than Object.keys: the dev server compares every page's props on each edit.
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (x[key] === undefined) continue;
    if (!sameData(x[key], y[key])) return false;
    keys++;
  }
  for (const key in y) if (y[key] !== undefined) keys--;
  return keys === 0;
}
