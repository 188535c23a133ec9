/** How the blog's screens see posts, authors and tags; shared by every blog route. */
import type { SiteConfig } from '../../site/config-types.ts';
import type { AuthorView, PageLink, PostSummary, RecentPosts, TagView } from '../../site/types.ts';
import { sidebarName } from '../content/blog.ts';
import type { Author, PostMeta, Tag } from '../content/types.ts';
import { wordsOf } from '../markdown/words.ts';
import { shownText } from './route-body.ts';
import type { Rendered } from './types.ts';
import { blogAuthorPath, blogTagPath, type BlogUrls } from './urls.ts';

/** Reading speed used for "N min read", the same as Docusaurus's default. */
const WORDS_PER_MINUTE = 200;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const SOCIAL_BASE: Record<string, string> = { github: 'https://github.com/', linkedin: 'https://www.linkedin.com/in/', x: 'https://x.com/', twitter: 'https://x.com/' };
const SOCIAL_NAMES: Record<string, string> = { github: 'GitHub', linkedin: 'LinkedIn', x: 'X', twitter: 'X' };

export function authorView(blog: BlogUrls, author: Author): AuthorView {
  return {
    key: author.key,
    name: author.name,
    title: author.title,
    url: author.url,
    imageUrl: author.imageUrl,
    permalink: author.key && author.page ? blogAuthorPath(blog, author.pageSlug ?? author.key) : undefined,
    socials: Object.entries(author.socials).map(([name, handle]) => ({
      name: SOCIAL_NAMES[name] ?? name,
      url: /^https?:/.test(handle) ? handle : (SOCIAL_BASE[name] ?? '') + handle,
    })),
  };
}

export function tagView(blog: BlogUrls, tag: Tag, count?: number): TagView {
  return { label: tag.label, permalink: blogTagPath(blog, tag.permalink), description: tag.description, count };
}

/** A post as lists show it (its excerpt, when it has one) or, with `full`, as its own page does: its page's HTML is then the route's body (route-body.ts), and `html` is empty. */
export function postSummary(blog: SiteConfig['blog'], p: Rendered<PostMeta>, full: boolean): PostSummary {
  return {
    title: p.title,
    permalink: p.meta.permalink,
    date: p.meta.date.toISOString(),
    readingMinutes: blog.showReadingTime ? readingMinutes(wordsOf(p.md)) : undefined,
    authors: p.meta.authors.map((a) => authorView(blog, a)),
    tags: p.meta.tags.map((t) => tagView(blog, t)),
    html: full ? '' : p.md.excerptHtml || shownText(p.md.html),
    truncated: !full && Boolean(p.md.excerptHtml),
  };
}

/** Posts grouped by the year of their date, in the order given (newest first). */
export function byYear<T>(posts: Rendered<PostMeta>[], item: (p: Rendered<PostMeta>) => T): { year: string; posts: T[] }[] {
  const years = new Map<string, T[]>();
  for (const p of posts) {
    const year = String(p.meta.date.getUTCFullYear());
    years.set(year, [...(years.get(year) ?? []), item(p)]);
  }
  return [...years].map(([year, items]) => ({ year, posts: items }));
}

/** The blog sidebar: the newest listed posts, by year. */
export function recentPosts(blog: SiteConfig['blog'], listed: Rendered<PostMeta>[]): RecentPosts {
  return { title: blog.sidebarTitle, years: byYear(listed.slice(0, blog.sidebarCount), (p): PageLink => ({ title: sidebarName(blog, p), href: p.meta.permalink })) };
}
