import type { Screen } from '../types.ts';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { Tags } from '../theme/Tags.tsx';

export function BlogTagsScreen({ screen }: { screen: Extract<Screen, { kind: 'blogTags' }> }) {
  return (
    <BlogLayout recent={screen.recent}>
      <h1>Tags</h1>
      <Tags tags={screen.tags} />
    </BlogLayout>
  );
}
