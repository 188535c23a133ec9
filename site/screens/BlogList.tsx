import type { Screen } from '../types.ts';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { PostItem } from '../theme/blog/PostItem.tsx';
import { ListPaginator } from '../theme/blog/ListPaginator.tsx';

/** One page of the blog's post list, with links to the newer and older pages. */
export function BlogListScreen({ screen }: { screen: Extract<Screen, { kind: 'blogList' }> }) {
  return (
    <BlogLayout recent={screen.recent}>
      <h1 className="visually-hidden">{screen.pagination.page > 1 ? `${screen.title}: page ${screen.pagination.page}` : screen.title}</h1>
      {screen.posts.map((post) => (
        <PostItem key={post.permalink} post={post} />
      ))}
      <ListPaginator pagination={screen.pagination} />
    </BlogLayout>
  );
}
