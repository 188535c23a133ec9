import type { Screen } from '../types.ts';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { useFormatDate, useTranslate } from '../theme/locale-context.tsx';
import { Link } from '../theme/Link.tsx';

export function BlogArchiveScreen({ screen }: { screen: Extract<Screen, { kind: 'blogArchive' }> }) {
  const t = useTranslate();
  const formatDate = useFormatDate();
  return (
    <BlogLayout>
      <header className="page-header">
        <h1>{t('theme.blog.archive.title', 'Archive')}</h1>
        <p>{screen.oldestFirst ? 'Every post, oldest first.' : 'Every post, newest first.'}</p>
      </header>
      {screen.years.map((group) => (
        <section key={group.year} className="archive-year" {...(!screen.oldestFirst && { 'aria-labelledby': group.year })}>
          {/* The year alone is its id, as in Docusaurus 3: /blog/archive#2025 (Docusaurus 2 gives it none). */}
          <h2 id={screen.oldestFirst ? undefined : group.year}>{group.year}</h2>
          <ul>
            {group.posts.map((post) => (
              <li key={post.permalink}>
                <Link to={post.permalink}>
                  <time dateTime={post.date}>{formatDate(post.date)}</time> - {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
