import type { RecentPosts } from '../../types.ts';
import { Link } from '../Link.tsx';
import { useTranslate } from '../locale-context.tsx';

/** The opening tag of the posts' column, where the build adds what a site's swizzled BlogLayout draws beside them (build/render.tsx). */
export const BLOG_MAIN_OPEN = '<main id="main" class="blog-main" tabindex="-1">';

/** Names the recent-posts navigation, beside the posts and in the mobile drawer. */
export const BLOG_SIDEBAR_LABEL = 'Blog recent posts navigation';

/** Before the page's h1 in document order, so its titles are not headings (the nav names it). */
function BlogSidebar({ recent }: { recent: RecentPosts }) {
  const t = useTranslate();
  return (
    <aside className="blog-sidebar">
      <nav aria-label={t('theme.blog.sidebar.navAriaLabel', BLOG_SIDEBAR_LABEL)} data-drawer-menu="">
        <p className="blog-sidebar__title">{recent.title}</p>
        {recent.years.map((group) => (
          <div key={group.year} className="blog-sidebar__year">
            <p className="blog-sidebar__year-title">{group.year}</p>
            <ul className="blog-sidebar__list">
              {group.posts.map((post) => (
                <li key={post.href}>
                  <Link to={post.href}>{post.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}

/** Every blog screen: the recent-posts sidebar (when given), the main column, a table of contents (when given). */
export function BlogLayout({ recent, children, toc }: { recent?: RecentPosts; children: React.ReactNode; toc?: React.ReactNode }) {
  return (
    <div className="blog-layout">
      {recent && <BlogSidebar recent={recent} />}
      <main id="main" className="blog-main" tabIndex={-1}>
        {children}
      </main>
      {toc && <div className="blog-toc">{toc}</div>}
    </div>
  );
}
