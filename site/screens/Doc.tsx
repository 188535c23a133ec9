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

export function DocScreen({ screen, path, markdown }: { screen: Extract<Screen, { kind: 'doc' }>; path: string; markdown?: string }) {
  return (
    <div className="doc-layout">
      {screen.sidebar && <DocSidebar items={screen.sidebar} path={path} />}
      <main id="main" className="doc-main" data-docs-version={screen.version.name} tabIndex={-1}>
        <div className="doc-container">
          <article className="doc-article">
            {screen.version.banner && <DocVersionBanner banner={screen.version.banner} />}
            {screen.breadcrumbs.length > 1 && (
              <nav className="breadcrumbs" aria-label="Breadcrumbs">
                <ol>
                  {screen.breadcrumbs.map((crumb, i) => (
                    <li key={crumb.href + i}>
                      {i === screen.breadcrumbs.length - 1 ? <span aria-current="page">{crumb.title}</span> : <Link to={crumb.href}>{crumb.title}</Link>}
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            {screen.version.badge && <DocVersionBadge label={screen.version.badge} />}
            {markdown && <PageActions markdown={markdown} />}
            <MobileToc items={screen.toc} />
            <div className="markdown">
              {/* hide_title hides the title from view only: the page keeps its one h1. */}
              <h1 className={screen.hideTitle ? 'visually-hidden' : undefined}>{screen.title}</h1>
              <div dangerouslySetInnerHTML={{ __html: screen.html }} />
            </div>
            {screen.tags.length > 0 && (
              <div className="doc-tags">
                <Tags tags={screen.tags} labelled />
              </div>
            )}
            {(screen.editUrl || screen.lastUpdated) && (
              <footer className="doc-footer">
                {screen.editUrl && (
                  <Link className="doc-footer__edit" to={screen.editUrl} target="_blank" rel="noopener noreferrer">
                    Edit this page
                    <ExternalLinkIcon />
                  </Link>
                )}
                {screen.lastUpdated && (
                  <p className="doc-footer__updated">
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
