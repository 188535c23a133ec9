import type { Screen } from '../types.ts';
import { MobileToc, TocColumn } from '../theme/Toc.tsx';

export function PageScreen({ screen }: { screen: Extract<Screen, { kind: 'page' }> }) {
  return (
    <main id="main" className="page-main" tabIndex={-1}>
      <div className="doc-container">
        <article className="markdown doc-article">
          <MobileToc items={screen.toc} />
          <h1>{screen.title}</h1>
          <div dangerouslySetInnerHTML={{ __html: screen.html }} />
        </article>
        <TocColumn items={screen.toc} />
      </div>
    </main>
  );
}
