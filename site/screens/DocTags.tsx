import type { Screen } from '../types.ts';
import { NarrowMain } from '../theme/NarrowMain.tsx';

export function DocTagsScreen({ screen }: { screen: Extract<Screen, { kind: 'docTags' }> }) {
  return (
    <NarrowMain>
      <h1>Tags</h1>
      <ul className="tag-list">
        {screen.tags.map((tag) => (
          <li key={tag.permalink}>
            <a className="tag" href={tag.permalink} rel="tag">
              {tag.label}
              <span className="tag__count">{tag.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </NarrowMain>
  );
}
