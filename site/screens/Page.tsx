import type { Screen } from '../types.ts';
import { MobileToc, TocColumn } from '../theme/Toc.tsx';

export function PageScreen({ screen }: { screen: Extract<Screen, { kind: 'page' }> }) {
  return (
    <main id="main" className="page-main" tabIndex={-1}>
      <div className="doc-container">
        <article className="markdown doc-article">
          <MobileToc items={screen.toc} />
          {screen.heading !== 'none' && (screen.titleHtml === undefined ? <h1 className={screen.heading === 'hidden' ? 'visually-hidden' : undefined}>{screen.title}</h1> : <h1 dangerouslySetInnerHTML={{ __html: screen.titleHtml }} />)}
          <div dangerouslySetInnerHTML={{ __html: screen.html }} />
        </article>
        <TocColumn items={screen.toc} />
      </div>
    </main>
  );
}
