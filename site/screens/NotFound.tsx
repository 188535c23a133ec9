import type { SiteConfig } from '../config-types.ts';
import type { Screen } from '../types.ts';
import { NarrowMain } from '../theme/NarrowMain.tsx';
import { Link } from '../theme/Link.tsx';
import { useTranslate } from '../theme/locale-context.tsx';

/** Infima's look (a Docusaurus site) says what Docusaurus's classic theme says; this site's own look offers pages to go to. */
export function NotFoundScreen({ screen, look }: { screen: Extract<Screen, { kind: 'notFound' }>; look: SiteConfig['style']['look'] }) {
  const t = useTranslate();
  if (look === 'infima') {
    return (
      <NarrowMain>
        <h1 className="hero__title">{t('theme.NotFound.title', 'Page Not Found')}</h1>
        <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
        <p>{t('theme.NotFound.p2', 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.')}</p>
      </NarrowMain>
    );
  }
  return (
    <NarrowMain>
      <h1>{t('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>The page may have moved. Try one of these instead:</p>
      <ul>
        {screen.links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </NarrowMain>
  );
}
