import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { absolutizeUrls } from '../../build/feeds.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
const read = (file: string) => readFileSync(path.join(site.out, file), 'utf8');
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false }).parse(xml);

/** The text a feed reader shows for HTML: tags rendered (dropped here) and entities decoded. */
function htmlText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]);
}

/** What a reader shows for an Atom text construct: `text` as it is, `html` rendered. */
function atomText(node: string | { '#text'?: string; '@_type'?: string }): string {
  const { '#text': text = '', '@_type': type = 'text' } = typeof node === 'string' ? { '#text': node } : node;
  expect(['text', 'html']).toContain(type);
  return type === 'html' ? htmlText(text) : text;
}

beforeAll(async () => {
  site = tempSite();
  site.write('blog/2025-02-01-second.md', '---\ntitle: Second & <newer>\ndescription: The second post, on <b> & more.\ntags: [news]\n---\nSee [intro](/docs/intro) and ![pic](/img/none.png).\n\n]]> in text.\n');
  site.write('blog/2025-03-01-hidden.md', '---\ntitle: Hidden\nunlisted: true\n---\nNot in feeds.\n');
  site.write('blog/2025-04-01-draft.md', '---\ntitle: Draft\ndraft: true\n---\nNot built.\n');
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([
    expect.objectContaining({ message: expect.stringContaining('image "/img/none.png" not found') }),
  ]);
  site.write('blog/2025-02-01-second.md', '---\ntitle: Second & <newer>\ndescription: The second post, on <b> & more.\ntags: [news]\n---\nSee [intro](/docs/intro).\n\n]]> in text.\n');
  expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).ok).toBe(true);
});
afterAll(() => site.cleanup());

describe('feeds', () => {
  it('writes a valid RSS 2.0 feed with the full content of every listed post, newest first', () => {
    const xml = read('blog/rss.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const channel = parse(xml).rss.channel;
    expect(channel.title).toBe('SpecWeave Blog');
    const items = [channel.item].flat();
    expect(items.map((i: { title: string }) => i.title)).toEqual(['Second & <newer>', 'Hello']);
    expect(items[0].description).toBe('The second post, on <b> & more.');
    expect(items[0]['content:encoded']).toContain('<a href="https://spec-weave.com/docs/intro">intro</a>');
    expect(items[0]['content:encoded']).toContain(']]&gt; in text.');
    expect(items[1]['content:encoded']).toContain('The rest.');
    expect(xml).toContain('<?xml-stylesheet type="text/xsl" href="rss.xsl"?>');
  });

  it('writes a valid Atom feed', () => {
    const xml = read('blog/atom.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parse(xml).feed;
    const entries = [feed.entry].flat();
    expect(entries.map((e: { title: string }) => atomText(e.title))).toEqual(['Second & <newer>', 'Hello']);
    expect(atomText(entries[0].summary)).toBe('The second post, on <b> & more.');
    expect(xml).toContain('<title type="text">Second &amp; &lt;newer&gt;</title>');
    expect(xml).toContain('<summary type="text">The second post, on &lt;b&gt; &amp; more.</summary>');
    // The content is the post's HTML, escaped once for XML.
    expect(entries[0].content['@_type']).toBe('html');
    expect(entries[0].content['#text']).toContain('<a href="https://spec-weave.com/docs/intro">intro</a>');
    expect(atomText(entries[1].content)).toContain('The rest.');
    expect(entries[1].author.name).toBe('Jane Doe');
  });

  it('styles the feeds with well-formed XSLT', () => {
    for (const file of ['blog/rss.xsl', 'blog/atom.xsl']) expect(XMLValidator.validate(read(file)), file).toBe(true);
  });

  it('links both feeds from every page head', () => {
    for (const file of ['index.html', 'docs/intro/index.html', '404.html']) {
      expect(read(file)).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"');
      expect(read(file)).toContain('<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml"');
    }
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every page but the 404 page and unlisted ones', () => {
    const xml = read('sitemap.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const locs = [parse(xml).urlset.url].flat().map((u: { loc: string }) => u.loc.replace('https://spec-weave.com', ''));
    expect(locs).toContain('/docs/intro');
    expect(locs).toContain('/blog/2025/02/01/second');
    expect(locs).not.toContain('/blog/2025/03/01/hidden');
    expect(locs.some((l: string) => l.includes('404'))).toBe(false);
    // home, 3 docs, the blog list, 2 listed posts, archive, authors, one author, tags, one tag, one page
    expect(locs).toHaveLength(13);
  });

  it('names the sitemap in robots.txt', () => {
    expect(read('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://spec-weave.com/sitemap.xml\n');
  });

  it('keeps unlisted posts built but out of lists', () => {
    expect(read('blog/2025/03/01/hidden/index.html')).toContain('<meta name="robots" content="noindex"/>');
    expect(read('blog/index.html')).not.toContain('Hidden');
  });
});

describe('absolute URLs for feed readers', () => {
  it('rewrites root-relative links and images only', () => {
    expect(absolutizeUrls('<a href="/a">x</a><img src="/b.png"><a href="https://o.dev/">y</a><a href="//cdn">z</a>', 'https://s.dev/')).toBe(
      '<a href="https://s.dev/a">x</a><img src="https://s.dev/b.png"><a href="https://o.dev/">y</a><a href="//cdn">z</a>',
    );
  });
});
