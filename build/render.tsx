/** One route to one HTML document, rendered by React on the server. */
import { renderToStaticMarkup } from 'react-dom/server';
import { App } from '../site/App.tsx';
import type { SiteView } from '../site/types.ts';
import type { Route } from './routes/index.ts';

export function renderRoute(route: Route, site: SiteView): string {
  return '<!doctype html>' + renderToStaticMarkup(<App site={site} {...route.props} />);
}
