import type { Screen } from '../types.ts';
import { NarrowMain } from '../theme/NarrowMain.tsx';
import { Link } from '../theme/Link.tsx';
import { useContext } from 'react';
import { docTagTitle } from '../theme/counts.ts';
import { LocaleContext, useTranslate } from '../theme/locale-context.tsx';

export function DocTagScreen({ screen }: { screen: Extract<Screen, { kind: 'docTag' }> }) {
  const t = useTranslate();
  const { lang, messages } = useContext(LocaleContext);
  return (
    <NarrowMain>
      <h1>{docTagTitle(messages, lang, screen.docs.length, screen.tag.label)}</h1>
      <ul className="doc-tag-list">
        {screen.docs.map((doc) => (
          <li key={doc.href}>
            <Link to={doc.href}>{doc.title}</Link>
            {doc.description && <p>{doc.description}</p>}
          </li>
        ))}
      </ul>
      <Link to={screen.tag.permalink.replace(/\/[^/]+$/, '')}>{t('theme.tags.tagsPageLink', 'View all tags')}</Link>
    </NarrowMain>
  );
}
