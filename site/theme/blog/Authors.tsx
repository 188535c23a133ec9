import type { AuthorView } from '../../types.ts';
import { Link, useHref } from '../Link.tsx';

/** `nameAs: 'h2'` makes each name a heading, as on Docusaurus's authors page, where the page lists authors rather than credits them. */
export function Authors({ authors, nameAs: Name = 'p' }: { authors: AuthorView[]; nameAs?: 'p' | 'h2' }) {
  const toHref = useHref();
  return (
    <div className="post-authors">
      {authors.map((author) => (
        <div key={author.name} className="post-author">
          {author.imageUrl && <img className="post-author__avatar" src={author.imageAsWritten ? author.imageUrl : toHref(author.imageUrl)} alt="" width="40" height="40" />}
          <div>
            <Name className="post-author__name">{author.permalink ? <Link to={author.permalink}>{author.name}</Link> : author.name}</Name>
            {author.title && <p className="post-author__title">{author.title}</p>}
          </div>
        </div>
      ))}
    </div>
  );
}
