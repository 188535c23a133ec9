import type { Screen } from '../types.ts';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { ListPaginator } from '../theme/blog/ListPaginator.tsx';
import { PostItem } from '../theme/blog/PostItem.tsx';
import { Link } from '../theme/Link.tsx';
import { useContext } from 'react';
import { blogTagTitle } from '../theme/counts.ts';
import { LocaleContext, useTranslate } from '../theme/locale-context.tsx';

export function BlogTagScreen({ screen }: { screen: Extract<Screen, { kind: 'blogTag' }> }) {
  const t = useTranslate();
  const { lang, messages } = useContext(LocaleContext);
  return (
    <BlogLayout recent={screen.recent}>
      <header className="page-header">
        <h1>
          {blogTagTitle(messages, lang, screen.pagination.total, screen.tag.label)}
          {screen.pagination.page > 1 && <span className="visually-hidden">, page {screen.pagination.page}</span>}
        </h1>
        {screen.tag.description && <p>{screen.tag.description}</p>}
        <Link to={screen.tag.permalink.replace(/\/[^/]+$/, '')}>{t('theme.tags.tagsPageLink', 'View all tags')}</Link>
      </header>
      {screen.posts.map((post) => (
        <PostItem key={post.permalink} post={post} />
      ))}
      <ListPaginator pagination={screen.pagination} />
    </BlogLayout>
  );
}
