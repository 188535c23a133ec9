/**
 * A blog whose `feedOptions.type` is 'all' (or lists 'json'): Docusaurus writes `feed.json` in the
 * blog's folder, JSON Feed version 1 as the `feed` package's json1() writes it (feed 4.2.2 under
 * @docusaurus/plugin-content-blog 2.4 and 3.10, lib/feed.js): the feed's title and description
 * "<site title> Blog", each item's first author, tags by label, the post's date as `date_modified`,
 * four spaces of indent. Every page names it in its head ("<site title> JSON Feed"), and Docusaurus
 * 2's link check finds it, so a doc's link to it holds (tests/fixtures/docusaurus2-json-feed).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../helpers/fixture.ts';

const { out } = builtFixture('docusaurus2-json-feed');
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const site = 'https://json-feed.example.com';

describe('the blog\'s JSON feed', () => {
  it('is written as Docusaurus writes it, newest post first, and the doc linking to it builds (no broken link)', () => {
    const text = read('blog/feed.json');
    expect(text.startsWith('{\n    "version": "https://jsonfeed.org/version/1",\n')).toBe(true);
    const feed = JSON.parse(text);
    expect(Object.keys(feed)).toEqual(['version', 'title', 'home_page_url', 'description', 'items']);
    expect(feed).toEqual({
      version: 'https://jsonfeed.org/version/1',
      title: 'JSON feed Blog',
      home_page_url: `${site}/blog`,
      description: 'JSON feed Blog',
      items: [
        {
          id: `${site}/blog/2024/03/04/second`,
          content_html: expect.stringContaining('Posts without authors or tags have none in the feed.'),
          url: `${site}/blog/2024/03/04/second`,
          title: 'Second',
          summary: 'Posts without authors or tags have none in the feed.',
          date_modified: '2024-03-04T00:00:00.000Z',
          tags: [],
        },
        {
          id: `${site}/blog/2024/01/02/welcome`,
          content_html: expect.stringContaining(`<a href="${site}/">the introduction</a>`),
          url: `${site}/blog/2024/01/02/welcome`,
          title: 'Welcome & hello',
          summary: 'The first post, on <feeds>.',
          date_modified: '2024-01-02T00:00:00.000Z',
          author: { name: 'Ada', url: 'https://ada.example.com' },
          tags: ['news', 'feeds'],
        },
      ],
    });
    expect(Object.keys(feed.items[1])).toEqual(['id', 'content_html', 'url', 'title', 'summary', 'date_modified', 'author', 'tags']);
  });

  it('is named in every page\'s head beside the XML feeds, and has no stylesheet of its own', () => {
    for (const file of ['index.html', 'blog/index.html']) {
      expect(read(file)).toContain('<link rel="alternate" type="application/json" href="/blog/feed.json" title="JSON feed JSON Feed"/>');
      expect(read(file)).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="JSON feed RSS Feed"/>');
    }
    expect(read('blog/rss.xml')).toContain('<rss');
    expect(read('blog/atom.xml')).toContain('<feed');
    expect(() => read('blog/json.xsl')).toThrow();
  });
});
