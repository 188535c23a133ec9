import type { PageLink } from '../types.ts';
import { Link } from './Link.tsx';

interface Props {
  previous?: PageLink;
  next?: PageLink;
  /** Names the navigation landmark. */
  label: string;
  /** Small text above each link, such as "Previous" and "Next"; none when omitted. */
  sublabels?: [string, string];
}

/** Links to the pages before and after this one (the « and » are drawn by the stylesheet, as Infima draws them): docs in sidebar order, posts, blog list pages. */
export function Paginator({ previous, next, label, sublabels }: Props) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.href}>
          {sublabels && <span className="pagination-nav__sublabel">{sublabels[0]}</span>}
          <span className="pagination-nav__label">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.href}>
          {sublabels && <span className="pagination-nav__sublabel">{sublabels[1]}</span>}
          <span className="pagination-nav__label">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
