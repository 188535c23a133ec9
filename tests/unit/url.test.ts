/** The one helper that turns a route into an href, and a route into its output file. */
import { describe, expect, it } from 'vitest';
import { applyTrailingSlash, href, pageFile, routeOf, twinFile } from '../../shared/url.ts';

describe('href', () => {
  it('puts routes and files under the base URL', () => {
    expect(href('/', { baseUrl: '/' })).toBe('/');
    expect(href('/', { baseUrl: '/sub/' })).toBe('/sub/');
    expect(href('/docs/intro', { baseUrl: '/sub/' })).toBe('/sub/docs/intro');
    expect(href('/img/logo.svg', { baseUrl: '/a/b/' })).toBe('/a/b/img/logo.svg');
  });

  it('keeps query and hash, and leaves URLs, hashes and relative paths alone', () => {
    expect(href('/docs/intro?x=1#setup', { baseUrl: '/sub/', trailingSlash: true })).toBe('/sub/docs/intro/?x=1#setup');
    for (const other of ['https://example.com/a', '//cdn.example.com/a', '#top', 'intro.md', 'mailto:a@b.c']) {
      expect(href(other, { baseUrl: '/sub/', trailingSlash: true })).toBe(other);
    }
  });

  it('follows trailingSlash true, false and unset, never on the home route or on files', () => {
    const cases: [boolean | undefined, string, string][] = [
      [undefined, '/docs/intro', '/docs/intro'],
      [undefined, '/docs/api/', '/docs/api/'],
      [true, '/docs/intro', '/docs/intro/'],
      [true, '/docs/api/', '/docs/api/'],
      [false, '/docs/intro', '/docs/intro'],
      [false, '/docs/api/', '/docs/api'],
      [true, '/', '/'],
      [false, '/', '/'],
      [true, '/blog/rss.xml', '/blog/rss.xml'],
    ];
    for (const [trailingSlash, route, expected] of cases) expect(applyTrailingSlash(route, trailingSlash), `${trailingSlash} ${route}`).toBe(expected);
  });
});

describe('routeOf', () => {
  it('strips the base URL and refuses paths outside it', () => {
    expect(routeOf('/sub/docs/intro', '/sub/')).toBe('/docs/intro');
    expect(routeOf('/sub/', '/sub/')).toBe('/');
    expect(routeOf('/sub', '/sub/')).toBe('/');
    expect(routeOf('/docs/intro', '/sub/')).toBeUndefined();
    expect(routeOf('/subway/x', '/sub/')).toBeUndefined();
    expect(routeOf('/docs/intro', '/')).toBe('/docs/intro');
  });
});

describe('output layout', () => {
  it('writes a/index.html (plus a.html when unset), or a.html with trailingSlash false, as Docusaurus does', () => {
    expect(pageFile('/docs/intro', undefined)).toBe('docs/intro/index.html');
    expect(twinFile('/docs/intro', undefined)).toBe('docs/intro.html');
    expect(pageFile('/docs/intro', true)).toBe('docs/intro/index.html');
    expect(twinFile('/docs/intro', true)).toBeUndefined();
    expect(pageFile('/docs/intro', false)).toBe('docs/intro.html');
    expect(pageFile('/docs/api/', false)).toBe('docs/api.html');
    expect(twinFile('/docs/intro', false)).toBeUndefined();
    for (const slash of [undefined, true, false]) {
      expect(pageFile('/', slash)).toBe('index.html');
      expect(twinFile('/', slash)).toBeUndefined();
      expect(pageFile('/404', slash)).toBe('404.html');
    }
  });
});
