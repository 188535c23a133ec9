import type { PostSummary } from '../../types.ts';
import { formatDate } from '../format-date.ts';
import { Authors } from './Authors.tsx';
import { Link } from '../Link.tsx';

/** Title (a link to the post on list pages), date, reading time (unless `blog.showReadingTime` is off) and authors. */
export function PostHeader({ post, asLink }: { post: PostSummary; asLink: boolean }) {
  const Heading = asLink ? 'h2' : 'h1';
  return (
    <header className="post-header">
      <Heading className="post-title">{asLink ? <Link to={post.permalink}>{post.title}</Link> : post.title}</Heading>
      <p className="post-meta">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {post.readingMinutes !== undefined && ` · ${post.readingMinutes} min read`}
      </p>
      <Authors authors={post.authors} />
    </header>
  );
}
