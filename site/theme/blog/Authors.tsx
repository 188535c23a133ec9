import type { AuthorView } from '../../types.ts';
import { Link, useHref } from '../Link.tsx';

export function Authors({ authors }: { authors: AuthorView[] }) {
  const toHref = useHref();
  return (
    <div className="post-authors">
      {authors.map((author) => (
        <div key={author.name} className="post-author">
          {author.imageUrl && <img className="post-author__avatar" src={toHref(author.imageUrl)} alt="" width="40" height="40" />}
          <div>
            <p className="post-author__name">{author.permalink ? <Link to={author.permalink}>{author.name}</Link> : author.name}</p>
            {author.title && <p className="post-author__title">{author.title}</p>}
          </div>
        </div>
      ))}
    </div>
  );
}
