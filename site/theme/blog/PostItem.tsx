import type { PostSummary } from '../../types.ts';
import { PostHeader } from './PostHeader.tsx';
import { Tags } from '../Tags.tsx';

/** One post in a list: its header, its excerpt (or whole text) and a "Read more" link when cut. */
export function PostItem({ post }: { post: PostSummary }) {
  return (
    <article className="post-item">
      <PostHeader post={post} asLink />
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
      <footer className="post-footer">
        <Tags tags={post.tags} labelled />
        {post.truncated && (
          <a className="read-more" href={post.permalink} aria-label={`Read more about ${post.title}`}>
            Read more
          </a>
        )}
      </footer>
    </article>
  );
}
