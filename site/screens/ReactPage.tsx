import type { Screen } from '../types.ts';

/**
 * A site's own React page: its server-rendered HTML in the main wrapper, which is also the root
 * the client hydrates as an island when the page needs the browser: its props name the runtime
 * and the page's code, and hold the data the page rendered with.
 */
export function ReactPageScreen({ screen, runtime }: { screen: Extract<Screen, { kind: 'reactPage' }>; runtime: string }) {
  const className = ['main-wrapper', screen.wrapperClassName].filter(Boolean).join(' ');
  // The head's refresh takes the reader on; this says where, for a browser that does not follow it.
  if (screen.redirect && !screen.html.trim()) {
    return (
      <main id="main" className={className} tabIndex={-1}>
        <p className="container margin-vert--lg">
          This page has moved to <a href={screen.redirect}>{screen.redirect}</a>.
        </p>
      </main>
    );
  }
  const island = screen.island && { 'data-island': 'page', 'data-props': `{"runtime":${JSON.stringify(runtime)},"code":${JSON.stringify(screen.island.script)},"data":${screen.island.data}}` };
  return <div id="main" className={className} tabIndex={-1} {...island} dangerouslySetInnerHTML={{ __html: screen.html }} />;
}
