import type { AuthorView } from '../../types.ts';
import { Link, useHref } from '../Link.tsx';

/**
 * `nameAs: 'h2'` makes each name a heading, as on Docusaurus's authors page, where the page lists authors rather than credits them.
 * Name and avatar lead where Docusaurus's Author component leads them (`link`); the avatar's link repeats the name's, so it is
 * kept out of the tab order and the accessibility tree when a name is shown.
 */
export function Authors({ authors, nameAs: Name = 'p' }: { authors: AuthorView[]; nameAs?: 'p' | 'h2' }) {
  const toHref = useHref();
  return (
    <div className="post-authors">
      {authors.map((author, i) => {
        const avatar = author.imageUrl && <img className="post-author__avatar" src={author.imageAsWritten ? author.imageUrl : toHref(author.imageUrl)} alt={author.name ? '' : author.title || 'Author'} width="40" height="40" />;
        return (
          <div key={author.key ?? `${i}-${author.name}`} className="post-author">
            {avatar && author.link ? (
              <Link to={author.link} {...(author.name && { tabIndex: -1, 'aria-hidden': true })}>
                {avatar}
              </Link>
            ) : (
              avatar
            )}
            {(author.name || author.title) && (
              <div>
                {author.name && <Name className="post-author__name">{author.link ? <Link to={author.link}>{author.name}</Link> : author.name}</Name>}
                {author.title && <p className="post-author__title">{author.title}</p>}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
