/**
 * The search index: one MiniSearch document per page section (page title, heading, anchor URL,
 * text), serialised to JSON that the search island fetches on first use.
 */
import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS, type SearchDocument } from '../site/islands/search-options.ts';
import type { Section } from './markdown/index.ts';

export interface SearchablePage {
  title: string;
  url: string;
  sections: Section[];
}

/** Stored text per section: enough for a snippet, not the whole section. */
const SNIPPET_LENGTH = 240;

export function searchDocuments(pages: SearchablePage[]): SearchDocument[] {
  let id = 0;
  return pages.flatMap((page) =>
    page.sections.map((section) => {
      const text = section.text.replace(/\s+/g, ' ').trim();
      return {
        id: id++,
        title: page.title,
        heading: section.heading ?? '',
        url: section.id ? `${page.url}#${section.id}` : page.url,
        text,
        snippet: text.slice(0, SNIPPET_LENGTH),
      };
    }),
  );
}

export function buildSearchIndex(pages: SearchablePage[]): string {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(searchDocuments(pages));
  return JSON.stringify(index);
}
