/** The whole page for one route: the layout around the screen its kind names. */
import type { PageProps } from './types.ts';
import { Layout } from './theme/Layout.tsx';
import { BlogScreen } from './screens/Blog.tsx';
import { DocScreen, DocTagsScreen } from './screens/Doc.tsx';
import { HomeScreen } from './screens/Home.tsx';
import { NotFoundScreen, PageScreen } from './screens/Page.tsx';

export function App({ site, head, screen, sidebarId }: PageProps) {
  const sidebar = screen.kind === 'doc' ? screen.sidebar : undefined;
  return (
    <Layout site={site} head={head} sidebar={sidebar} sidebarId={sidebarId}>
      {screen.kind === 'home' ? (
        <HomeScreen config={site.config} />
      ) : screen.kind === 'doc' ? (
        <DocScreen screen={screen} path={head.path} />
      ) : screen.kind === 'page' ? (
        <PageScreen screen={screen} />
      ) : screen.kind === 'notFound' ? (
        <NotFoundScreen />
      ) : screen.kind === 'docTags' || screen.kind === 'docTag' ? (
        <DocTagsScreen screen={screen} />
      ) : (
        <BlogScreen screen={screen} />
      )}
    </Layout>
  );
}
