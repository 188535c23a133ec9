/**
 * `@theme/BlogPostItem` as theme-classic 3.10 draws it (BlogPostItem/index.tsx with its Header
 * (Title, Info, Authors), Content and Footer; MIT), for a site's page that draws a post through
 * `BlogPostProvider` (luan-dev-blog's home page: its recent posts' MDX): the post `useBlogPost()`
 * gives as an article, its title (a link on a list, the heading on its own page), date and reading
 * time in the page's locale, authors, the children (its content) and its tags, with "Read more" on a
 * list where the post is cut. In the markup of this build's blog list (site/theme/blog/PostItem.tsx),
 * which its stylesheet draws. Also `@docusaurus/plugin-content-blog/client`'s provider and hook.
 * Built apart (lazy-modules.ts): the runtime hands it its context, Link and site context.
 */
import { createElement as h, type ReactNode } from 'react';
import { pluralForm } from '../../shared/translate.ts';
import { blogPostHooks, type BlogPostContext } from './blog-post-context.ts';

export interface BlogPostItemHooks {
  BlogPostContext: BlogPostContext;
  Link: (props: { to: string; className?: string; rel?: string; tabIndex?: number; 'aria-hidden'?: boolean; 'aria-label'?: string; children?: ReactNode }) => ReactNode;
  useDocusaurusContext(): { i18n: { currentLocale: string; localeConfigs?: Record<string, { calendar?: string }> } };
  translate(descriptor: { id: string; message: string }, values?: Record<string, string | number>): string;
}

type Author = { key?: string; name?: string; title?: string; url?: string; email?: string; imageURL?: string; page?: { permalink: string } | null };
type Tag = { label: string; permalink: string };

export function blogPostItem(hooks: BlogPostItemHooks): Record<string, unknown> {
  const { Link, translate } = hooks;
  const { BlogPostProvider, useBlogPost } = blogPostHooks(hooks.BlogPostContext);
  const authorsOf = (authors: Author[]) =>
    h(
      'div',
      { className: 'post-authors' },
      authors.map((author, i) => {
        const link = author.page?.permalink ?? author.url ?? (author.email && `mailto:${author.email}`);
        const avatar = author.imageURL && h('img', { className: 'post-author__avatar', src: author.imageURL, alt: author.name ? '' : author.title || 'Author', width: 40, height: 40 });
        const name = author.name && h('p', { className: 'post-author__name' }, link ? h(Link, { to: link }, author.name) : author.name);
        const title = author.title && h('p', { className: 'post-author__title' }, author.title);
        return h('div', { key: author.key ?? `${i}-${author.name}`, className: 'post-author' }, avatar && link ? h(Link, { to: link, ...(author.name && { tabIndex: -1, 'aria-hidden': true }) }, avatar) : avatar, (name || title) && h('div', null, name, title));
      }),
    );
  function BlogPostItem({ children, className }: { children?: ReactNode; className?: string }) {
    const { metadata, isBlogPostPage } = useBlogPost();
    const { i18n } = hooks.useDocusaurusContext();
    const { permalink, title, date, readingTime, hasTruncateMarker } = metadata as { permalink: string; title: string; date: string; readingTime?: number; hasTruncateMarker?: boolean };
    const [authors, tags] = [(metadata.authors ?? []) as Author[], (metadata.tags ?? []) as Tag[]];
    const calendar = i18n.localeConfigs?.[i18n.currentLocale]?.calendar;
    const day = new Intl.DateTimeFormat(i18n.currentLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', calendar }).format(new Date(date));
    const minutes = readingTime === undefined ? undefined : Math.ceil(readingTime);
    const reading = minutes === undefined ? undefined : pluralForm(translate({ id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read' }, { readingTime: minutes }), minutes, i18n.currentLocale);
    const header = h(
      'header',
      { className: 'post-header' },
      h(isBlogPostPage ? 'h1' : 'h2', { className: 'post-title' }, isBlogPostPage ? title : h(Link, { to: permalink }, title)),
      h('p', { className: 'post-meta' }, h('time', { dateTime: date }, day), reading !== undefined && ` · ${reading}`),
      authors.length > 0 && authorsOf(authors),
    );
    const tagList = tags.length > 0 && [
      h('span', { key: 'label', className: 'tags-label' }, translate({ id: 'theme.tags.tagsListLabel', message: 'Tags:' })),
      h('ul', { key: 'list', className: 'tag-list' }, tags.map((tag) => h('li', { key: tag.permalink }, h(Link, { className: 'tag', to: tag.permalink, rel: 'tag' }, tag.label)))),
    ];
    const readMore = !isBlogPostPage && hasTruncateMarker && h(Link, { className: 'read-more', to: permalink, 'aria-label': translate({ id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' }, { title }) }, translate({ id: 'theme.blog.post.readMore', message: 'Read more' }));
    const footer = (tagList || readMore) && h('footer', { className: 'post-footer' }, tagList, readMore);
    const classes = ['post-item', !isBlogPostPage && 'margin-bottom--xl', className].filter(Boolean).join(' ');
    return h('article', { className: classes }, header, h('div', { id: isBlogPostPage ? '__blog-post-container' : undefined, className: 'markdown' }, children), footer);
  }
  return { default: BlogPostItem, BlogPostProvider, useBlogPost };
}
