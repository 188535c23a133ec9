import type { Screen } from '../types.ts';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { PostItem } from '../theme/blog/PostItem.tsx';
import { Paginator } from '../theme/Paginator.tsx';

/** One page of the blog's post list, with links to the newer and older pages. */
export function BlogListScreen({ screen }: { screen: Extract<Screen, { kind: 'blogList' }> }) {
  return (
    <BlogLayout recent={screen.recent}>
      <h1 className="visually-hidden">{screen.page > 1 ? `${screen.title}: page ${screen.page}` : screen.title}</h1>
      {screen.posts.map((post) => (
        <PostItem key={post.permalink} post={post} />
      ))}
      <Paginator
        previous={screen.newer ? { title: 'Newer entries', href: screen.newer } : undefined}
        next={screen.older ? { title: 'Older entries', href: screen.older } : undefined}
        label="Blog list page navigation"
      />
    </BlogLayout>
  );
}
