import type { Screen } from '../types.ts';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { Tags } from '../theme/Tags.tsx';
import { useTranslate } from '../theme/locale-context.tsx';

export function BlogTagsScreen({ screen }: { screen: Extract<Screen, { kind: 'blogTags' }> }) {
  const t = useTranslate();
  return (
    <BlogLayout recent={screen.recent}>
      <h1>{t('theme.tags.tagsPageTitle', 'Tags')}</h1>
      <Tags tags={screen.tags} />
    </BlogLayout>
  );
}
