import type { Screen } from '../types.ts';
import { ExternalLinkIcon } from '../islands/icons.tsx';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { PostHeader } from '../theme/blog/PostHeader.tsx';
import { Tags } from '../theme/Tags.tsx';
import { Paginator } from '../theme/Paginator.tsx';
import { MobileToc, Toc } from '../theme/Toc.tsx';
import { useTranslate } from '../theme/locale-context.tsx';

export function BlogPostScreen({ screen }: { screen: Extract<Screen, { kind: 'blogPost' }> }) {
  const t = useTranslate();
  return (
    <BlogLayout recent={screen.recent} toc={<Toc items={screen.toc} />}>
      <article className="post">
        <PostHeader post={screen.post} asLink={false} />
        <MobileToc items={screen.toc} />
        <div className="markdown" dangerouslySetInnerHTML={{ __html: screen.post.html }} />
        <footer className="post-footer">
          <Tags tags={screen.post.tags} labelled />
          {screen.editUrl && (
            <a className="doc-footer__edit" href={screen.editUrl} target="_blank" rel="noopener noreferrer">
              {t('theme.common.editThisPage', 'Edit this page')}
              <ExternalLinkIcon />
            </a>
          )}
        </footer>
      </article>
      <Paginator previous={screen.newer} next={screen.older} label={t('theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')} sublabels={[t('theme.blog.post.paginator.newerPost', 'Newer post'), t('theme.blog.post.paginator.olderPost', 'Older post')]} />
    </BlogLayout>
  );
}
