/** The part of search that loads on first use: MiniSearch and the index. */
import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS, type SearchDocument } from './search-options.ts';

export interface SearchHit {
  url: string;
  title: string;
  heading: string;
  snippet: string;
  terms: string[];
}

export interface SearchEngine {
  search(query: string, limit?: number): SearchHit[];
}

export async function loadSearchEngine(indexUrl: string): Promise<SearchEngine> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`the search index answered ${response.status}`);
  const index = MiniSearch.loadJSON<SearchDocument>(await response.text(), SEARCH_OPTIONS);
  return {
    search(query, limit = 8) {
      return index
        .search(query)
        .slice(0, limit)
        .map((r) => ({ url: r.url, title: r.title, heading: r.heading, snippet: r.snippet, terms: r.terms }));
    },
  };
}
