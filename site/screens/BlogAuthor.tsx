import type { Screen } from '../types.ts';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { ListPaginator } from '../theme/blog/ListPaginator.tsx';
import { PostItem } from '../theme/blog/PostItem.tsx';
import { useHref } from '../theme/Link.tsx';

export function BlogAuthorScreen({ screen }: { screen: Extract<Screen, { kind: 'blogAuthor' }> }) {
  const toHref = useHref();
  return (
    <BlogLayout recent={screen.recent}>
      <header className="page-header author-header">
        {screen.author.imageUrl && <img className="author-header__avatar" src={screen.author.imageAsWritten ? screen.author.imageUrl : toHref(screen.author.imageUrl)} alt="" width="96" height="96" />}
        <div>
          <h1>{screen.author.name || screen.author.key}</h1>
          {screen.author.title && <p>{screen.author.title}</p>}
          {screen.author.socials.length > 0 && (
            <>
              <span className="visually-hidden">{screen.author.name || screen.author.key} elsewhere:</span>
              <ul className="author-socials">
                {screen.author.socials.map((s) => (
                  <li key={s.name}>
                    <a href={s.url} rel="noopener noreferrer">
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </header>
      <h2 className="section-title">
        {screen.pagination.total} {screen.pagination.total === 1 ? 'post' : 'posts'}
        {screen.pagination.page > 1 && `, page ${screen.pagination.page} of ${screen.pagination.pages}`}
      </h2>
      {screen.posts.map((post) => (
        <PostItem key={post.permalink} post={post} />
      ))}
      <ListPaginator pagination={screen.pagination} />
    </BlogLayout>
  );
}
