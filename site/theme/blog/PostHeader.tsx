import type { PostSummary } from '../../types.ts';
import { pluralForm } from '../../../shared/translate.ts';
import { useContext } from 'react';
import { LocaleContext, useFormatDate, useTranslate } from '../locale-context.tsx';
import { Authors } from './Authors.tsx';
import { Link } from '../Link.tsx';

/** Title (a link to the post on list pages), date, reading time (unless `blog.showReadingTime` is off) and authors. */
export function PostHeader({ post, asLink }: { post: PostSummary; asLink: boolean }) {
  const Heading = asLink ? 'h2' : 'h1';
  const t = useTranslate();
  const formatDate = useFormatDate();
  const { lang } = useContext(LocaleContext);
  const minutes = post.readingMinutes;
  const readingTime = minutes === undefined ? undefined : pluralForm(t('theme.blog.post.readingTime.plurals', '{readingTime} min read', { readingTime: minutes }), minutes, lang);
  return (
    <header className="post-header">
      <Heading className="post-title">{asLink ? <Link to={post.permalink}>{post.title}</Link> : post.title}</Heading>
      <p className="post-meta">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {readingTime !== undefined && ` · ${readingTime}`}
      </p>
      <Authors authors={post.authors} />
    </header>
  );
}
