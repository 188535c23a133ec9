import type { PostSummary } from '../../types.ts';
import { PostHeader } from './PostHeader.tsx';
import { Tags } from '../Tags.tsx';
import { Link } from '../Link.tsx';

/** One post in a list: its header, its excerpt (or whole text) and a "Read more" link when cut. */
export function PostItem({ post }: { post: PostSummary }) {
  return (
    <article className="post-item">
      <PostHeader post={post} asLink />
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
      <footer className="post-footer">
        <Tags tags={post.tags} labelled />
        {post.truncated && (
          <Link className="read-more" to={post.permalink} aria-label={`Read more about ${post.title}`}>
            Read more
          </Link>
        )}
      </footer>
    </article>
  );
}
