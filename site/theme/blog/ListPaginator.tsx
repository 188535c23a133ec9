import type { ListPagination } from '../../types.ts';
import { Paginator } from '../Paginator.tsx';
import { useTranslate } from '../locale-context.tsx';

/** Links to the newer and older pages of a post list: the blog's, a tag's or an author's, named as Docusaurus names all three. */
export function ListPaginator({ pagination }: { pagination: ListPagination }) {
  const { newer, older } = pagination;
  const t = useTranslate();
  return (
    <Paginator
      previous={newer ? { title: t('theme.blog.paginator.newerEntries', 'Newer entries'), href: newer } : undefined}
      next={older ? { title: t('theme.blog.paginator.olderEntries', 'Older entries'), href: older } : undefined}
      label={t('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}
    />
  );
}
