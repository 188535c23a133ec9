import type { Screen } from '../types.ts';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { TagsByLetter } from '../theme/TagsByLetter.tsx';

export function BlogTagsScreen({ screen }: { screen: Extract<Screen, { kind: 'blogTags' }> }) {
  return (
    <BlogLayout recent={screen.recent}>
      <h1>Tags</h1>
      <TagsByLetter tags={screen.tags} />
    </BlogLayout>
  );
}
