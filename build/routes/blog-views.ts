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

/**
 * An author's socials as Docusaurus 3.10 links them (plugin-content-blog's authorsSocials.ts): a
 * handle on a platform it knows becomes that platform's URL, an absolute or `mailto:` URL stays, and
 * the link's title is theme-classic's label of the platform (Blog/Components/Author/Socials), else
 * its key. fdm-monster's `bluesky: kevenaar.name` was a link to /blog/authors/kevenaar.name.
 */
const SOCIAL_PLATFORMS: Record<string, { label: string; url: (handle: string) => string }> = {
  twitter: { label: 'Twitter', url: (h) => `https://twitter.com/${h}` },
  github: { label: 'GitHub', url: (h) => `https://github.com/${h}` },
  stackoverflow: { label: 'Stack Overflow', url: (h) => `https://stackoverflow.com/users/${h}` },
  linkedin: { label: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/` },
  x: { label: 'X', url: (h) => `https://x.com/${h}` },
  bluesky: { label: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}` },
  instagram: { label: 'Instagram', url: (h) => `https://www.instagram.com/${h}` },
  threads: { label: 'Threads', url: (h) => `https://www.threads.net/@${h}` },
  mastodon: { label: 'Mastodon', url: (h) => `https://mastodon.social/@${h}` },
  youtube: { label: 'YouTube', url: (h) => `https://youtube.com/@${h}` },
  twitch: { label: 'Twitch', url: (h) => `https://twitch.tv/${h}` },
  email: { label: 'Email', url: (h) => `mailto:${h}` },
};

function socialLink([key, handle]: [string, string]): { name: string; url: string } {
  const platform = SOCIAL_PLATFORMS[key.toLowerCase()];
  const absolute = /^(https?:\/\/|mailto:)/.test(handle);
  return { name: platform?.label ?? key, url: absolute || !platform || handle.includes('/') ? handle : platform.url(handle) };
}

/** `authorImagesUnderBase` off (Docusaurus 2 and 3.0), a root-relative image is marked to be written as given. */
export function authorView(blog: BlogUrls & Partial<Pick<SiteConfig['blog'], 'authorImagesUnderBase' | 'authorPages'>>, author: Author): AuthorView {
  const permalink = author.key && author.page && blog.authorPages !== false ? blogAuthorPath(blog, author.pageSlug ?? author.key) : undefined;
  return {
    key: author.key,
    name: author.name,
    title: author.title,
    url: author.url,
    imageUrl: author.imageUrl,
    ...(blog.authorImagesUnderBase === false && author.imageUrl?.startsWith('/') && { imageAsWritten: true }),
    permalink,
    // As Docusaurus's Blog/Components/Author: its page, else its URL, else its email.
    link: permalink ?? author.url ?? (author.email && `mailto:${author.email}`),
    socials: Object.entries(author.socials).map(socialLink),
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
