import type { ListPagination } from '../../types.ts';
import { Paginator } from '../Paginator.tsx';

/** Links to the newer and older pages of a post list: the blog's, a tag's or an author's. */
export function ListPaginator({ pagination, label }: { pagination: ListPagination; label: string }) {
  const { newer, older } = pagination;
  return (
    <Paginator
      previous={newer ? { title: 'Newer entries', href: newer } : undefined}
      next={older ? { title: 'Older entries', href: older } : undefined}
      label={label}
    />
  );
}
