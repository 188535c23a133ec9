/**
 * What the search index holds, decided here: one source per listed doc, post and page, with its
 * title, URL and sections (text split at h2/h3 headings, from the Markdown stage). The index
 * builder (index-files.ts) stores what a source carries; the stage (stage.ts) rebuilds the index
 * only when the sources changed.
 */
import { href, type SiteLocation } from '../../shared/url.ts';
import type { Section } from '../markdown/index.ts';
import type { RouteInput } from '../routes/types.ts';

export interface SearchSource {
  title: string;
  url: string;
  sections: Section[];
}

/** From the listed content (listed.ts): unlisted docs and posts are never searchable. Result URLs are hrefs, under the base URL. */
export function searchSources(listed: RouteInput['listed'], site: SiteLocation): SearchSource[] {
  return [...listed.docs, ...listed.posts, ...listed.pages].map((p) => ({ title: p.title, url: href(p.meta.permalink, site), sections: p.md.sections }));
}

/** The index needs rebuilding only when a source's title, URL or sections changed. */
export function sameSearchSources(a: SearchSource[] | undefined, b: SearchSource[]): boolean {
  return Boolean(a) && a!.length === b.length && a!.every((source, i) => source.title === b[i].title && source.url === b[i].url && source.sections === b[i].sections);
}
