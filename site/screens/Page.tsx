import type { Screen } from '../types.ts';
import { TocColumn } from '../theme/Toc.tsx';

export function PageScreen({ screen }: { screen: Extract<Screen, { kind: 'page' }> }) {
  return (
    <main id="main" className="page-main" tabIndex={-1}>
      <div className="doc-container">
        <article className="markdown doc-article">
          <h1>{screen.title}</h1>
          <div dangerouslySetInnerHTML={{ __html: screen.html }} />
        </article>
        <TocColumn items={screen.toc} />
      </div>
    </main>
  );
}

export function NotFoundScreen() {
  return (
    <main id="main" className="page-main not-found" tabIndex={-1}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>The page may have moved. Try one of these instead:</p>
      <ul>
        <li>
          <a href="/">Home page</a>
        </li>
        <li>
          <a href="/docs/">Documentation</a>
        </li>
        <li>
          <a href="/blog">Blog</a>
        </li>
      </ul>
    </main>
  );
}
