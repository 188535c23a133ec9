/** The whole page for one route: the layout around the screen its kind names. */
import type { PageProps, Screen } from './types.ts';
import { Layout } from './theme/Layout.tsx';
import { BLOG_SIDEBAR_LABEL } from './theme/blog/BlogLayout.tsx';
import { DOCS_SIDEBAR_LABEL } from './theme/DocSidebar.tsx';
import { SiteLocationContext } from './theme/Link.tsx';
import { LocaleContext, type PageLocale } from './theme/locale-context.tsx';
import { BlogArchiveScreen } from './screens/BlogArchive.tsx';
import { BlogAuthorScreen } from './screens/BlogAuthor.tsx';
import { BlogAuthorsScreen } from './screens/BlogAuthors.tsx';
import { BlogListScreen } from './screens/BlogList.tsx';
import { BlogPostScreen } from './screens/BlogPost.tsx';
import { BlogTagScreen } from './screens/BlogTag.tsx';
import { BlogTagsScreen } from './screens/BlogTags.tsx';
import { DocScreen } from './screens/Doc.tsx';
import { DocTagScreen } from './screens/DocTag.tsx';
import { DocTagsScreen } from './screens/DocTags.tsx';
import { HomeScreen } from './screens/Home.tsx';
import { NotFoundScreen } from './screens/NotFound.tsx';
import { PageScreen } from './screens/Page.tsx';
import { ReactPageScreen } from './screens/ReactPage.tsx';

function ScreenOf({ site, head, screen }: Omit<PageProps, 'screen' | 'sidebarId' | 'docsPluginId' | 'versionMenu' | 'versionNav'> & { screen: Screen }) {
  switch (screen.kind) {
    case 'home':
      return <HomeScreen config={site.config} screen={screen} />;
    case 'doc':
      return <DocScreen screen={screen} path={head.path} markdown={head.markdown} look={site.config.style.look} chrome={site.config.docsSidebar} />;
    case 'docTags':
      return <DocTagsScreen screen={screen} />;
    case 'docTag':
      return <DocTagScreen screen={screen} />;
    case 'blogList':
      return <BlogListScreen screen={screen} />;
    case 'blogPost':
      return <BlogPostScreen screen={screen} />;
    case 'blogArchive':
      return <BlogArchiveScreen screen={screen} />;
    case 'blogAuthors':
      return <BlogAuthorsScreen screen={screen} />;
    case 'blogAuthor':
      return <BlogAuthorScreen screen={screen} />;
    case 'blogTags':
      return <BlogTagsScreen screen={screen} />;
    case 'blogTag':
      return <BlogTagScreen screen={screen} />;
    case 'page':
      return <PageScreen screen={screen} />;
    case 'reactPage':
      return <ReactPageScreen screen={screen} runtime={site.assets.pageRuntime} />;
    case 'notFound':
      return <NotFoundScreen screen={screen} look={site.config.style.look} />;
  }
}

export function App({ site, head, screen, sidebarId, docsPluginId, versionMenu, versionNav }: PageProps) {
  // The drawer's secondary menu, as in Docusaurus 3: the docs sidebar, or the blog's recent posts.
  const secondaryMenu = screen.kind === 'doc' && screen.sidebar ? DOCS_SIDEBAR_LABEL : 'recent' in screen ? BLOG_SIDEBAR_LABEL : undefined;
  return (
    <SiteLocationContext value={site.config}>
      <LocaleContext value={pageLocale(site)}>
        <Layout site={site} head={head} secondaryMenu={secondaryMenu} sidebarId={sidebarId} docsPluginId={docsPluginId} versionMenu={versionMenu} versionNav={versionNav} {...(screen.kind === 'reactPage' ? { wrapped: false, chrome: { navbar: screen.chrome, footer: screen.chrome && screen.footer } } : {})}>
          <ScreenOf site={site} head={head} screen={screen} />
        </Layout>
      </LocaleContext>
    </SiteLocationContext>
  );
}

/** The locale of a page for the theme's parts, one object per site view (every page of a locale shares it). */
const pageLocales = new WeakMap<PageProps['site'], PageLocale>();
function pageLocale(site: PageProps['site']): PageLocale {
  let locale = pageLocales.get(site);
  if (!locale) pageLocales.set(site, (locale = { lang: site.locale?.htmlLang ?? site.config.i18n.defaultLocale, calendar: site.locale?.calendar, messages: site.locale?.messages ?? {} }));
  return locale;
}
