import type { Screen } from '../types.ts';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { PostHeader } from '../theme/blog/PostHeader.tsx';
import { Tags } from '../theme/Tags.tsx';
import { Paginator } from '../theme/Paginator.tsx';
import { MobileToc, Toc } from '../theme/Toc.tsx';

export function BlogPostScreen({ screen }: { screen: Extract<Screen, { kind: 'blogPost' }> }) {
  return (
    <BlogLayout recent={screen.recent} toc={<Toc items={screen.toc} />}>
      <article className="post">
        <PostHeader post={screen.post} asLink={false} />
        <MobileToc items={screen.toc} />
        <div className="markdown" dangerouslySetInnerHTML={{ __html: screen.post.html }} />
        <footer className="post-footer">
          <Tags tags={screen.post.tags} labelled />
        </footer>
      </article>
      <Paginator previous={screen.newer} next={screen.older} label="Blog post page navigation" sublabels={['Newer post', 'Older post']} />
    </BlogLayout>
  );
}
