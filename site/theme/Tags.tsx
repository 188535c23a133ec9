import type { TagView } from '../types.ts';
import { Link } from './Link.tsx';

/**
 * A list of tag links, with each tag's count where it has one. Under a doc or post, where no
 * heading names the list, `labelled` adds a "Tags:" (an aria-label on a plain list is poorly
 * supported): for screen readers only in this site's look, shown in Infima's, as Docusaurus shows it.
 */
export function Tags({ tags, labelled = false }: { tags: TagView[]; labelled?: boolean }) {
  if (!tags.length) return null;
  return (
    <>
      {labelled && <span className="tags-label">Tags:</span>}
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link className="tag" to={tag.permalink} rel="tag">
              {tag.label}
              {tag.count !== undefined && <span className="tag__count">{tag.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
