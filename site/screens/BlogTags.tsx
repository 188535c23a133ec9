import type { Screen } from '../types.ts';
import { BlogLayout } from '../theme/blog/BlogLayout.tsx';
import { TagsByLetter } from '../theme/TagsByLetter.tsx';
import { useTranslate } from '../theme/locale-context.tsx';

export function BlogTagsScreen({ screen }: { screen: Extract<Screen, { kind: 'blogTags' }> }) {
  const t = useTranslate();
  return (
    <BlogLayout recent={screen.recent}>
      <h1>{t('theme.tags.tagsPageTitle', 'Tags')}</h1>
      <TagsByLetter tags={screen.tags} />
    </BlogLayout>
  );
}
