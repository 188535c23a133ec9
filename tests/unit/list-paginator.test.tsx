/** The newer/older links of a post list: the blog's, a tag's and an author's, named as Docusaurus names them. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListPaginator } from '../../site/theme/blog/ListPaginator.tsx';

describe('a post list paginator', () => {
  it("is Docusaurus's \"Blog list page navigation\" on every list, with its newer and older entries", () => {
    const html = renderToStaticMarkup(<ListPaginator pagination={{ page: 2, pages: 3, total: 25, newer: '/blog/tags/release', older: '/blog/tags/release/page/3' }} />);
    expect(html).toContain('aria-label="Blog list page navigation"');
    expect(html).toMatch(/href="\/blog\/tags\/release"[^>]*>[\s\S]*Newer entries/);
    expect(html).toMatch(/href="\/blog\/tags\/release\/page\/3"[^>]*>[\s\S]*Older entries/);
  });
});
