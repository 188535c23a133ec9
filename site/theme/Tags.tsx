import type { TagView } from '../../types.ts';

export function Tags({ tags }: { tags: TagView[] }) {
  if (!tags.length) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <a className="tag" href={tag.permalink} rel="tag">
            {tag.label}
            {tag.count !== undefined && <span className="tag__count">{tag.count}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
