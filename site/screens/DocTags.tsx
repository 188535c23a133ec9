import type { Screen } from '../types.ts';
import { NarrowMain } from '../theme/NarrowMain.tsx';
import { TagsByLetter } from '../theme/TagsByLetter.tsx';

export function DocTagsScreen({ screen }: { screen: Extract<Screen, { kind: 'docTags' }> }) {
  return (
    <NarrowMain>
      <h1>Tags</h1>
      <TagsByLetter tags={screen.tags} />
    </NarrowMain>
  );
}
