/** MiniSearch options shared by the build (which writes the index) and the browser (which loads it). */
export interface SearchDocument {
  id: number;
  title: string;
  heading: string;
  url: string;
  text: string;
  snippet: string;
}

export const SEARCH_OPTIONS = {
  fields: ['title', 'heading', 'text'],
  storeFields: ['title', 'heading', 'url', 'snippet'],
  searchOptions: { boost: { title: 3, heading: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' as const },
};
