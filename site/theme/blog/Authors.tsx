import type { AuthorView } from '../../types.ts';

export function Authors({ authors }: { authors: AuthorView[] }) {
  return (
    <div className="post-authors">
      {authors.map((author) => (
        <div key={author.name} className="post-author">
          {author.imageUrl && <img className="post-author__avatar" src={author.imageUrl} alt="" width="40" height="40" />}
          <div>
            <p className="post-author__name">{author.permalink ? <a href={author.permalink}>{author.name}</a> : author.name}</p>
            {author.title && <p className="post-author__title">{author.title}</p>}
          </div>
        </div>
      ))}
    </div>
  );
}
