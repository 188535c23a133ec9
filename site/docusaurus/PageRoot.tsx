/** What a site's React page renders inside, on the server (with the recorder) and in the browser (hydrated) alike. */
import type { ComponentType, ReactNode } from 'react';
import { BrowserProvider } from './browser.tsx';
import { PageDataContext, RecorderContext, usePageData, withWatchedConfig, type PageData, type Recorder } from './context.ts';
import { useHistory, useLocation } from './router.tsx';
import { setCodeTranslations } from './translate.tsx';

type PageComponent = ComponentType<{ children?: ReactNode } & Record<string, unknown>>;

/** `children`: what the build renders a wrapping component (the site's Root) around; a page has none. */
export function PageRoot({ data, recorder, Page, children }: { data: PageData; recorder?: Recorder; Page: PageComponent; children?: ReactNode }) {
  setCodeTranslations(data.codeTranslations);
  return (
    <PageDataContext value={recorder ? withWatchedConfig(data, recorder) : data}>
      <RecorderContext value={recorder}>
        <BrowserProvider>
          <RoutedPage Page={Page}>{children}</RoutedPage>
        </BrowserProvider>
      </RecorderContext>
    </PageDataContext>
  );
}

/**
 * The page with the props Docusaurus renders a route's component with: react-router's (`location`,
 * `history`, `match`, `route`), then the route's modules, which for a page of the pages folder are
 * `config`, the site config (plugin-content-pages adds it for pages written for Docusaurus 1, as
 * jest's and testing-library's home pages are: `this.props.config.title`), and for a route a
 * site's plugin adds, the props it gave.
 */
function RoutedPage({ Page, children }: { Page: PageComponent; children?: ReactNode }) {
  const { route, siteConfig, props, component } = usePageData();
  const location = useLocation();
  if (component) return <Page {...props}>{children}</Page>;
  const router = { location, history: useHistory(), match: { path: route, url: location.pathname, isExact: true, params: {} }, route: { path: route, exact: true } };
  return (
    <Page {...(props ?? { config: siteConfig })} {...router}>
      {children}
    </Page>
  );
}
