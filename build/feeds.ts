/**
 * RSS 2.0 and Atom feeds of each blog plugin instance: full content, styled by XSLT when a browser
 * opens them; and the JSON feed Docusaurus writes when `feedOptions.type` asks for it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../site/config-types.ts';
import type { FeedLink } from '../site/types.ts';
import { absoluteHref, blogBase, href, staticRoute } from '../shared/url.ts';
import type { PostMeta } from './content/types.ts';
import type { Output } from './output.ts';
import type { Rendered } from './routes/index.ts';
import { blogPath } from './routes/urls.ts';
import { escapeXml } from './xml.ts';
import { textOf } from './spool.ts';

type Blog = SiteConfig['blog'];

/**
 * Writes the feeds of a blog's listed posts (listed.ts), newest first, in the blog's folder
 * (`blog.routeBasePath`), with the stylesheets that show them in a browser. `language`: the
 * locale built, which Docusaurus's feeds name as theirs. Returns the feeds' paths in the output:
 * Docusaurus writes those too; the stylesheets are this build's own.
 */
export function writeFeeds(output: Output, config: SiteConfig, blog: Blog, listed: Rendered<PostMeta>[], assetsDir: string, language: string): string[] {
  const { feeds } = blog;
  // The newest `feed.limit` posts, as Docusaurus's feed.js slices them; the pages list them all.
  const posts = blog.feed.limit === undefined ? listed : listed.slice(0, blog.feed.limit);
  // A blog at the site root (blog-only mode) writes its feeds at the output's root, as Docusaurus does.
  const folder = `${blogBase(blog.routeBasePath)}/`.slice(1);
  const texts = { rss: () => rssFeed(config, blog, posts, language), atom: () => atomFeed(config, blog, posts, language), json: () => jsonFeed(config, blog, posts) };
  const written = feeds.map((type) => `${folder}${FEED_FILES[type]}`);
  feeds.forEach((type, i) => output.write(written[i], texts[type]()));
  // A browser shows the XML feeds through their stylesheets; the JSON feed has none, as in Docusaurus.
  const xmlFeeds = feeds.filter((type) => type !== 'json');
  const styles = [...xmlFeeds.map((type) => `${type}.xsl`), ...(xmlFeeds.length ? ['feed.css'] : [])];
  for (const file of styles) output.write(`${folder}${file}`, readFileSync(path.join(assetsDir, 'feeds', file)));
  return written;
}

type FeedType = Blog['feeds'][number];

/** Each feed's file in the blog's folder, its MIME type and the name in its link's title, as @docusaurus/plugin-content-blog's feed.js has them. */
const FEED_FILES: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };
const FEED_TYPES: Record<FeedType, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' };
const FEED_NAMES: Record<FeedType, string> = { rss: 'RSS', atom: 'Atom', json: 'JSON' };

/** A feed's own route. */
export function feedRoute(blog: Blog, type: FeedType): string {
  return `${blogBase(blog.routeBasePath)}/${FEED_FILES[type]}`;
}

/** The feeds of the blogs with posts, which every page names in its `<link rel="alternate">`s, as Docusaurus's blog plugins add theirs to every page. */
export function feedLinks(config: SiteConfig, blogs: Blog[]): FeedLink[] {
  return blogs.flatMap((blog) => blog.feeds.map((type) => ({ type: FEED_TYPES[type], href: href(feedRoute(blog, type), config), title: `${blog.feed.name ?? blog.title} ${FEED_NAMES[type]} Feed` })));
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** Feed readers show posts away from the site, so root-relative URLs must become absolute. */
export function absolutizeUrls(html: string, siteUrl: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${siteUrl.replace(/\/$/, '')}/`);
}

function rssFeed(config: SiteConfig, blog: Blog, listed: Rendered<PostMeta>[], language: string): string {
  const url = (route: string) => absoluteHref(route, config);
  const items = listed
    .map((p) => {
      const link = url(p.meta.permalink);
      return [
        '<item>',
        `<title>${escapeXml(p.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<pubDate>${p.meta.date.toUTCString()}</pubDate>`,
        p.meta.description || p.md.firstParagraph ? `<description>${escapeXml(p.meta.description ?? p.md.firstParagraph ?? '')}</description>` : '',
        `<content:encoded>${cdata(absolutizeUrls(textOf(p.md.html), config.url))}</content:encoded>`,
        ...p.meta.authors.filter((a) => a.name).map((a) => `<dc:creator>${escapeXml(a.name)}</dc:creator>`),
        ...p.meta.tags.map((t) => `<category>${escapeXml(t.label)}</category>`),
        '</item>',
      ]
        .filter(Boolean)
        .join('');
    })
    .join('\n');
  const updated = listed[0]?.meta.date ?? new Date(0);
  return `<?xml version="1.0" encoding="utf-8"?>
<?xml-stylesheet type="text/xsl" href="rss.xsl"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(blog.feed.title ?? blog.title)}</title>
<link>${escapeXml(url(blogPath(blog)))}</link>
<description>${escapeXml(blog.feed.description ?? blog.description)}</description>
<language>${escapeXml(language)}</language>
<lastBuildDate>${updated.toUTCString()}</lastBuildDate>
<docs>https://validator.w3.org/feed/docs/rss2.html</docs>
<atom:link href="${escapeXml(url(feedRoute(blog, 'rss')))}" rel="self" type="application/rss+xml"/>
${items}
</channel>
</rss>
`;
}

function atomFeed(config: SiteConfig, blog: Blog, listed: Rendered<PostMeta>[], language: string): string {
  const url = (route: string) => absoluteHref(route, config);
  const entries = listed
    .map((p) => {
      const link = url(p.meta.permalink);
      const date = p.meta.date.toISOString();
      return [
        '<entry>',
        // Titles and descriptions are plain text; only the content is HTML.
        `<title type="text">${escapeXml(p.title)}</title>`,
        `<id>${escapeXml(link)}</id>`,
        `<link href="${escapeXml(link)}"/>`,
        `<updated>${date}</updated>`,
        `<published>${date}</published>`,
        p.meta.description ? `<summary type="text">${escapeXml(p.meta.description)}</summary>` : '',
        `<content type="html">${escapeXml(absolutizeUrls(textOf(p.md.html), config.url))}</content>`,
        ...p.meta.authors.filter((a) => a.name).map((a) => `<author><name>${escapeXml(a.name)}</name>${a.url ? `<uri>${escapeXml(a.url)}</uri>` : ''}</author>`),
        ...p.meta.tags.map((t) => `<category label="${escapeXml(t.label)}" term="${escapeXml(t.label)}"/>`),
        '</entry>',
      ]
        .filter(Boolean)
        .join('');
    })
    .join('\n');
  const updated = (listed[0]?.meta.date ?? new Date(0)).toISOString();
  return `<?xml version="1.0" encoding="utf-8"?>
<?xml-stylesheet type="text/xsl" href="atom.xsl"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(language)}">
<id>${escapeXml(url(blogPath(blog)))}</id>
<title>${escapeXml(blog.feed.title ?? blog.title)}</title>
<updated>${updated}</updated>
<link rel="alternate" href="${escapeXml(url(blogPath(blog)))}"/>
<link rel="self" href="${escapeXml(url(feedRoute(blog, 'atom')))}"/>
<subtitle>${escapeXml(blog.feed.description ?? blog.description)}</subtitle>
${config.favicon ? `<icon>${escapeXml(url(staticRoute(config.favicon)))}</icon>\n` : ''}${entries}
</feed>
`;
}

/**
 * The JSON feed (JSON Feed version 1) as @docusaurus/plugin-content-blog writes it through the
 * `feed` package's json1() (feed 4.2.2, lib/json.js): its fields in that order, each item's first
 * author only, tags by label, the post's date as `date_modified`, indented by four spaces.
 */
function jsonFeed(config: SiteConfig, blog: Blog, listed: Rendered<PostMeta>[]): string {
  const url = (route: string) => absoluteHref(route, config);
  const items = listed.map((p) => {
    const link = url(p.meta.permalink);
    const summary = p.meta.description || p.md.firstParagraph;
    const author = p.meta.authors[0];
    return {
      id: link,
      content_html: absolutizeUrls(textOf(p.md.html), config.url),
      url: link,
      title: p.title,
      ...(summary ? { summary } : {}),
      date_modified: p.meta.date.toISOString(),
      ...(author ? { author: { ...(author.name ? { name: author.name } : {}), ...(author.url ? { url: author.url } : {}) } } : {}),
      tags: p.meta.tags.map((t) => t.label),
    };
  });
  const feed = { version: 'https://jsonfeed.org/version/1', title: blog.feed.title ?? blog.title, home_page_url: url(blogPath(blog)), description: blog.feed.description ?? blog.description, items };
  return JSON.stringify(feed, null, 4);
}
