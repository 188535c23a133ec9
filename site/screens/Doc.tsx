import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteConfig } from '../config-types.ts';
import type { Crumb, LastUpdated, Screen } from '../types.ts';
import { ExternalLinkIcon, HomeIcon } from '../islands/icons.tsx';
import { DocSidebar, type DocSidebarChrome } from '../theme/DocSidebar.tsx';
import { DocVersionBadge, DocVersionBanner } from '../theme/DocVersion.tsx';
import { useFormatShortDate, useTranslate } from '../theme/locale-context.tsx';
import { Link } from '../theme/Link.tsx';
import { PageActions } from '../theme/PageActions.tsx';
import { Paginator } from '../theme/Paginator.tsx';
import { Tags } from '../theme/Tags.tsx';
import { MobileToc, TocColumn } from '../theme/Toc.tsx';

function DocTitle({ title, html, hidden }: { title: string; html?: string; hidden?: boolean }) {
  return <header>{html === undefined ? <h1 className={hidden ? 'visually-hidden' : undefined}>{title}</h1> : <h1 dangerouslySetInnerHTML={{ __html: html }} />}</header>;
}

/** A page that hides its title and draws an <h1> of its own (a component's, as homarr's integration pages): that one alone, as in Docusaurus; a hidden title would be a second. */
const ownHeading = (screen: { hideTitle?: boolean; html: string }) => screen.hideTitle === true && /<h1[\s>]/i.test(screen.html);

/** A link home (the icon) where the site has a home page, then the page's categories and its sidebar label; the last is the page itself, not a link. */
function Breadcrumbs({ crumbs, home }: { crumbs: Crumb[]; home: boolean }) {
  const t = useTranslate();
  return (
    <nav className="theme-doc-breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol className="breadcrumbs">
        {home && (
          <li className="breadcrumbs__item">
            <Link className="breadcrumbs__link breadcrumbs__home" to="/" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')}>
              <HomeIcon />
            </Link>
          </li>
        )}
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i} className={last ? 'breadcrumbs__item breadcrumbs__item--active' : 'breadcrumbs__item'}>
              {last ? (
                <span className="breadcrumbs__link" aria-current="page">
                  {crumb.label}
                </span>
              ) : crumb.href ? (
                <Link className="breadcrumbs__link" to={crumb.href}>
                  {crumb.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** "Last updated on Nov 22, 2025 by Ann", or either half alone, as Docusaurus words it, in the page's locale (Docusaurus's `lastUpdatedAtBy`). */
function LastUpdatedLine({ date, author }: LastUpdated) {
  const t = useTranslate();
  const formatDate = useFormatShortDate();
  const sentence = t('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}').replace('{byUser}', author ? t('theme.lastUpdated.byUser', ' by {user}', { user: author }) : '');
  const [before, after] = sentence.replace('{atDate}', date ? t('theme.lastUpdated.atDate', ' on {date}') : '').split('{date}');
  return (
    <p className="doc-footer__updated theme-last-updated">
      {before}
      {date && after !== undefined && (
        <>
          <time dateTime={date}>{formatDate(date)}</time>
          {after}
        </>
      )}
    </p>
  );
}

/** `look`: Infima's (a Docusaurus site) puts "Copy page" in the doc's footer, so that the top of the page is Docusaurus's; this site's own look puts it above the title. */
export function DocScreen({ screen, path, markdown, look, chrome }: { screen: Extract<Screen, { kind: 'doc' }>; path: string; markdown?: string; look: SiteConfig['style']['look']; chrome?: DocSidebarChrome }) {
  const t = useTranslate();
  const actions = markdown && <PageActions markdown={markdown} />;
  return (
    <div className="doc-layout">
      {screen.sidebar && <DocSidebar items={screen.sidebar} path={path} chrome={chrome} />}
      <main id="main" className="doc-main" data-docs-plugin={screen.version.pluginId} data-docs-version={screen.version.name} tabIndex={-1}>
        <div className="doc-container">
          <article className={screen.hideToc ? 'doc-article' : 'doc-article doc-article--column'}>
            {screen.version.banner && <DocVersionBanner banner={screen.version.banner} />}
            {screen.breadcrumbs && <Breadcrumbs crumbs={screen.breadcrumbs} home={screen.homeCrumb !== false} />}
            {screen.version.badge && <DocVersionBadge label={screen.version.badge} />}
            {look === 'site' && actions}
            <MobileToc items={screen.toc} />
            {/* The content's elements are children of .markdown, as Docusaurus's (Infima's rules for them say so); hide_title hides the title from view only: the page keeps its one h1. */}
            <div className="theme-doc-markdown markdown" dangerouslySetInnerHTML={{ __html: (screen.titleInPlace || ownHeading(screen) ? '' : renderToStaticMarkup(<DocTitle title={screen.title} html={screen.titleHtml} hidden={screen.hideTitle} />)) + screen.html }} />
            {screen.tags.length > 0 && (
              <div className="doc-tags theme-doc-footer-tags-row">
                <Tags tags={screen.tags} labelled />
              </div>
            )}
            {(screen.editUrl || screen.lastUpdated || (look === 'infima' && actions)) && (
              <footer className="doc-footer theme-doc-footer">
                {screen.editUrl && (
                  <Link className="doc-footer__edit theme-edit-this-page" to={screen.editUrl} target="_blank" rel="noopener noreferrer">
                    {t('theme.common.editThisPage', 'Edit this page')}
                    <ExternalLinkIcon />
                  </Link>
                )}
                {screen.lastUpdated && <LastUpdatedLine {...screen.lastUpdated} />}
                {look === 'infima' && actions}
              </footer>
            )}
            <Paginator previous={screen.previous} next={screen.next} label={t('theme.docs.paginator.navAriaLabel', 'Docs pages')} sublabels={[t('theme.docs.paginator.previous', 'Previous'), t('theme.docs.paginator.next', 'Next')]} />
          </article>
          <TocColumn items={screen.toc} />
        </div>
      </main>
    </div>
  );
}
