/** Splits a post list (the blog, a tag, an author) into pages of `postsPerPage`, as Docusaurus does. */
import type { ListPagination } from '../../site/types.ts';
import { listPagePath } from './urls.ts';

export interface ListPage<T> {
  path: string;
  items: T[];
  pagination: ListPagination;
}

/** `pageBase`: the blog's `pageBasePath`, the folder of the pages after the first. */
export function paginate<T>(items: T[], perPage: number, base: string, pageBase: string): ListPage<T>[] {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: pages }, (_, i) => {
    const page = i + 1;
    return {
      path: listPagePath(base, page, pageBase),
      items: items.slice(i * perPage, page * perPage),
      pagination: {
        page,
        pages,
        total: items.length,
        newer: page > 1 ? listPagePath(base, page - 1, pageBase) : undefined,
        older: page < pages ? listPagePath(base, page + 1, pageBase) : undefined,
      },
    };
  });
}
