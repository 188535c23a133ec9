import type { Screen } from '../types.ts';
import { NarrowMain } from '../theme/NarrowMain.tsx';
import { Tags } from '../theme/Tags.tsx';

export function DocTagsScreen({ screen }: { screen: Extract<Screen, { kind: 'docTags' }> }) {
  return (
    <NarrowMain>
      <h1>Tags</h1>
      <Tags tags={screen.tags} />
    </NarrowMain>
  );
}
