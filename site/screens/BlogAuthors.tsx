import type { Screen } from '../types.ts';
import { Authors } from '../theme/blog/Authors.tsx';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { useTranslate } from '../theme/locale-context.tsx';

export function BlogAuthorsScreen({ screen }: { screen: Extract<Screen, { kind: 'blogAuthors' }> }) {
  const t = useTranslate();
  return (
    <BlogLayout recent={screen.recent}>
      <h1>{t('theme.blog.authorsList.pageTitle', 'Authors')}</h1>
      <ul className="author-list">
        {screen.authors.map((author) => (
          <li key={author.key ?? author.name} className="author-card">
            <Authors authors={[author]} nameAs="h2" />
            <p>
              {author.count} {author.count === 1 ? 'post' : 'posts'}
            </p>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
