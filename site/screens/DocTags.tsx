import type { Screen } from '../types.ts';
import { NarrowMain } from '../theme/NarrowMain.tsx';
import { TagsByLetter } from '../theme/TagsByLetter.tsx';
import { useTranslate } from '../theme/locale-context.tsx';

export function DocTagsScreen({ screen }: { screen: Extract<Screen, { kind: 'docTags' }> }) {
  const t = useTranslate();
  return (
    <NarrowMain>
      <h1>{t('theme.tags.tagsPageTitle', 'Tags')}</h1>
      <TagsByLetter tags={screen.tags} />
    </NarrowMain>
  );
}
