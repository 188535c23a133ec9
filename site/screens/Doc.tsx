import { renderToStaticMarkup } from 'react-dom/server';
import type { Screen } from '../types.ts';
import { ExternalLinkIcon } from '../islands/icons.tsx';
import { DocSidebar } from '../theme/DocSidebar.tsx';
import { DocVersionBadge, DocVersionBanner } from '../theme/DocVersion.tsx';
import { formatDate } from '../theme/format-date.ts';
import { Link } from '../theme/Link.tsx';
import { PageActions } from '../theme/PageActions.tsx';
import { Paginator } from '../theme/Paginator.tsx';
import { Tags } from '../theme/Tags.tsx';
import { MobileToc, TocColumn } from '../theme/Toc.tsx';

function DocTitle({ title, hidden }: { title: string; hidden?: boolean }) {
  return (
    <header>
      <h1 className={hidden ? 'visually-hidden' : undefined}>{title}</h1>
    </header>
  );
}

export function DocScreen({ screen, path, markdown }: { screen: Extract<Screen, { kind: 'doc' }>; path: string; markdown?: string }) {
  return (
    <div className="doc-layout">
      {screen.sidebar && <DocSidebar items={screen.sidebar} path={path} />}
      <main id="main" className="doc-main" data-docs-version={screen.version.name} tabIndex={-1}>
        <div className="doc-container">
          <article className="doc-article">
            {screen.version.banner && <DocVersionBanner banner={screen.version.banner} />}
            {screen.breadcrumbs.length > 1 && (
              <nav className="theme-doc-breadcrumbs" aria-label="Breadcrumbs">
                <ol className="breadcrumbs">
                  {screen.breadcrumbs.map((crumb, i) => {
                    const last = i === screen.breadcrumbs.length - 1;
                    return (
                      <li key={crumb.href + i} className={last ? 'breadcrumbs__item breadcrumbs__item--active' : 'breadcrumbs__item'}>
                        {last ? (
                          <span className="breadcrumbs__link" aria-current="page">
                            {crumb.title}
                          </span>
                        ) : (
                          <Link className="breadcrumbs__link" to={crumb.href}>
                            {crumb.title}
                          </Link>
                        )}
                      </li>
                    );
                  })}
                </ol>
              </nav>
            )}
            {screen.version.badge && <DocVersionBadge label={screen.version.badge} />}
            {markdown && <PageActions markdown={markdown} />}
            <MobileToc items={screen.toc} />
            {/* The content's elements are children of .markdown, as Docusaurus's (Infima's rules for them say so); hide_title hides the title from view only: the page keeps its one h1. */}
            <div className="theme-doc-markdown markdown" dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<DocTitle title={screen.title} hidden={screen.hideTitle} />) + screen.html }} />
            {screen.tags.length > 0 && (
              <div className="doc-tags theme-doc-footer-tags-row">
                <Tags tags={screen.tags} labelled />
              </div>
            )}
            {(screen.editUrl || screen.lastUpdated) && (
              <footer className="doc-footer theme-doc-footer">
                {screen.editUrl && (
                  <Link className="doc-footer__edit theme-edit-this-page" to={screen.editUrl} target="_blank" rel="noopener noreferrer">
                    Edit this page
                    <ExternalLinkIcon />
                  </Link>
                )}
                {screen.lastUpdated && (
                  <p className="doc-footer__updated theme-last-updated">
                    Last updated on <time dateTime={screen.lastUpdated.date}>{formatDate(screen.lastUpdated.date)}</time> by {screen.lastUpdated.author}
                  </p>
                )}
              </footer>
            )}
            <Paginator previous={screen.previous} next={screen.next} label="Docs pages" sublabels={['Previous', 'Next']} />
          </article>
          <TocColumn items={screen.toc} />
        </div>
      </main>
    </div>
  );
}
