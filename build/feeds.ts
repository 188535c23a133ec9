/** RSS 2.0 and Atom feeds of the blog: full content, styled by XSLT when a browser opens them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../site/config-types.ts';
import type { PostMeta } from './content/types.ts';
import type { Output } from './output.ts';
import type { Rendered } from './routes/index.ts';
import { escapeXml } from './xml.ts';

/** Writes the feeds of the listed posts (listed.ts), newest first, under `blog/`, with the stylesheets that show them in a browser. */
export function writeFeeds(output: Output, config: SiteConfig, listed: Rendered<PostMeta>[], assetsDir: string): void {
  const { feeds } = config.blog;
  if (feeds.includes('rss')) output.write('blog/rss.xml', rssFeed(config, listed));
  if (feeds.includes('atom')) output.write('blog/atom.xml', atomFeed(config, listed));
  const styles = [...feeds.map((type) => `${type}.xsl`), ...(feeds.length ? ['feed.css'] : [])];
  for (const file of styles) output.write(`blog/${file}`, readFileSync(path.join(assetsDir, 'feeds', file)));
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** Feed readers show posts away from the site, so root-relative URLs must become absolute. */
export function absolutizeUrls(html: string, siteUrl: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${siteUrl.replace(/\/$/, '')}/`);
}

function rssFeed(config: SiteConfig, listed: Rendered<PostMeta>[]): string {
  const url = (path: string) => new URL(path, config.url).href;
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
        `<content:encoded>${cdata(absolutizeUrls(p.md.html, config.url))}</content:encoded>`,
        ...p.meta.authors.map((a) => `<dc:creator>${escapeXml(a.name)}</dc:creator>`),
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
<title>${escapeXml(config.blog.title)}</title>
<link>${escapeXml(url('/blog'))}</link>
<description>${escapeXml(config.blog.description)}</description>
<language>en</language>
<lastBuildDate>${updated.toUTCString()}</lastBuildDate>
<docs>https://validator.w3.org/feed/docs/rss2.html</docs>
<atom:link href="${escapeXml(url('/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>
${items}
</channel>
</rss>
`;
}

function atomFeed(config: SiteConfig, listed: Rendered<PostMeta>[]): string {
  const url = (path: string) => new URL(path, config.url).href;
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
        `<content type="html">${escapeXml(absolutizeUrls(p.md.html, config.url))}</content>`,
        ...p.meta.authors.map((a) => `<author><name>${escapeXml(a.name)}</name>${a.url ? `<uri>${escapeXml(a.url)}</uri>` : ''}</author>`),
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
<feed xmlns="http://www.w3.org/2005/Atom">
<id>${escapeXml(url('/blog'))}</id>
<title>${escapeXml(config.blog.title)}</title>
<updated>${updated}</updated>
<link rel="alternate" href="${escapeXml(url('/blog'))}"/>
<link rel="self" href="${escapeXml(url('/blog/atom.xml'))}"/>
<subtitle>${escapeXml(config.blog.description)}</subtitle>
<icon>${escapeXml(url(config.baseUrl + config.favicon))}</icon>
${entries}
</feed>
`;
}
