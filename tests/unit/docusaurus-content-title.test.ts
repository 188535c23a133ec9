/**
 * A document's title heading (its first heading, a `#` one) stays where it stands when something
 * the page shows comes before it, wrapped in a `<header>`, as Docusaurus's contentTitle plugin
 * leaves it: pan.dev's 10 generated API introductions have a version badge and the API's name,
 * then their description's `# How to evaluate <CONSOLE>`, which this build drew above the badge.
 * First in the document (or after what shows nothing), the page draws it at the top, as before;
 * a blog post's is removed, as Docusaurus's blog removes it. What is shown is what Docusaurus
 * 3.10.2 built of tests/fixtures/docusaurus-content-title.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../helpers/fixture.ts';

const { out } = builtFixture('docusaurus-content-title');
/** The content of a page's `.markdown` element, up to the end of its first paragraph after the title, spaces between tags dropped. */
const content = (route: string) => {
  const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  const start = html.indexOf('markdown">');
  return html.slice(start + 'markdown">'.length, html.indexOf('</p>', html.indexOf('</h1>', start)) + 4).replace(/>\s+</g, '><');
};
const h1s = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8').match(/<h1[\s>]/g)?.length;

describe('a title heading after something the page shows', () => {
  it('stays where it stands, in a header, after the badge: the page draws no title above it', () => {
    expect(content('docs/badge-first')).toBe('<span class="badge">Version: 1.2</span><header><h1>How to evaluate &lt;CONSOLE&gt;</h1></header><p>Every example names a <code>&lt;CONSOLE&gt;</code> address.</p>');
    expect(h1s('docs/badge-first')).toBe(1);
  });

  it('is removed from a blog post, whose title the post shows', () => {
    const page = readFileSync(path.join(out, 'blog/2026/01/02/paragraph-first/index.html'), 'utf8');
    const article = page.slice(page.indexOf('<article'), page.indexOf('</article>')).replace(/>\s+</g, '><');
    expect(article).toMatch(/<h1 class="post-title">A post<\/h1>.*<div class="markdown"><p>A paragraph before the heading\.<\/p><p>Text of the post\.<\/p><\/div>/);
    expect(article.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});

describe('a title heading first in the document, or after what shows nothing', () => {
  it('is drawn at the top of the content, once', () => {
    expect(content('docs/title-first')).toBe('<header><h1>Title first</h1></header><p>The heading opens the document.</p>');
    expect(content('docs/comment-first')).toBe('<header><h1>After a comment</h1></header><p>Text.</p>');
    expect([h1s('docs/title-first'), h1s('docs/comment-first')]).toEqual([1, 1]);
  });
});
