/**
 * `@docusaurus/plugin-client-redirects`: its options give the redirect pages that plugin writes
 * (the same HTML, at the same files) and `_redirects` lines, never over a page or a static file;
 * a redirect to no page is a warning naming the config.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { collectRedirects, redirectFile, redirectPage } from '../../build/redirects.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let messages: string[];
beforeAll(async () => {
  fixture = tempSite('');
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-redirects'), outDir: fixture.out });
  messages = result.diagnostics.map(formatDiagnostic);
  expect(result.ok).toBe(true);
}, 120_000);
afterAll(() => fixture.cleanup());

const out = (rel: string) => readFileSync(path.join(fixture.out, rel), 'utf8');

/** The page the plugin writes (its template, rendered), for a target with no query or hash of its own. */
const docusaurusPage = (url: string, forward = true) => `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${url}">
    <link rel="canonical" href="${url}" />
  </head>
  <script>
    window.location.href = '${url}'${forward ? ' + window.location.search + window.location.hash' : ''};
  </script>
</html>`;

describe('a site with client redirects', () => {
  it('writes each redirect as the page the plugin writes, at from/index.html', () => {
    expect(out('old-intro/index.html')).toBe(docusaurusPage('/docs/intro'));
    // A `from` list gives a page each; a target with a hash keeps it and forwards nothing.
    expect(out('start/index.html')).toBe(docusaurusPage('/docs/guide#install', false));
    expect(out('getting-started/index.html')).toBe(docusaurusPage('/docs/guide#install', false));
    expect(out('chat/index.html')).toBe(docusaurusPage('https://chat.example.org/?room=docs', false));
    // createRedirects is asked for every page.
    expect(out('documentation/intro/index.html')).toBe(docusaurusPage('/docs/intro'));
    expect(out('documentation/guide/index.html')).toBe(docusaurusPage('/docs/guide'));
  });

  it('never writes over a page or a static file, and warns, naming the config, about those and a redirect to no page', () => {
    expect(out('docs/intro/index.html')).toContain('<h1>Introduction</h1>');
    expect(out('legacy/index.html')).toContain("The site's own page at /legacy.");
    // fromExtensions: ['html']: the page's .html twin already answers /docs/intro.html with the page.
    expect(out('docs/intro.html')).toContain('<h1>Introduction</h1>');
    expect(existsSync(path.join(fixture.out, 'docs/intro.html/index.html'))).toBe(false);
    // /docs/tools/ (an index doc) gives /docs/tools.html/, which runs through the twin docs/tools.html.
    expect(out('docs/tools.html')).toContain('<h1>Tools</h1>');
    expect(messages).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:11: warning: client-redirects: "\/docs\/intro" is a page of this site, so the redirect from it to "\/docs\/guide" is left out\./),
      expect.stringMatching(/docusaurus\.config\.js:11: warning: client-redirects: the redirect from "\/gone" leads to "\/docs\/missing", where this site has no page\. Fix "to", or create the page\.$/),
      expect.stringMatching(/docusaurus\.config\.js:11: warning: client-redirects: legacy\/index\.html is a file of the site, so the redirect from "\/legacy" to "\/docs\/intro" is left out\./),
    ]);
    // A redirect to no page is still written, as the site asked for it.
    expect(out('gone/index.html')).toBe(docusaurusPage('/docs/missing'));
    // One to a page but for its trailing slash (trailingSlash unset) is written as given, without a word.
    expect(out('old-guide/index.html')).toBe(docusaurusPage('/docs/guide/'));
  });

  it("lists them in _redirects after the site's own rules", () => {
    expect(out('_redirects')).toBe(
      [
        '/api/* https://api.example.org/:splat 200',
        '',
        '# @docusaurus/plugin-client-redirects',
        '/old-intro /docs/intro 301',
        '/start /docs/guide#install 301',
        '/getting-started /docs/guide#install 301',
        '/chat https://chat.example.org/?room=docs 301',
        '/gone /docs/missing 301',
        '/old-guide /docs/guide/ 301',
        '/documentation/guide /docs/guide 301',
        '/documentation/intro /docs/intro 301',
        '/documentation/tools/ /docs/tools/ 301',
        '',
      ].join('\n'),
    );
  });
});

describe('collecting redirects as the plugin does', () => {
  const site = { baseUrl: '/' };
  const none = () => false;

  it('toExtensions redirects /page to a route ending in the extension, fromExtensions /page.ext to the route', () => {
    const { redirects } = collectRedirects({ toExtensions: ['html'], fromExtensions: ['php'] }, ['/', '/old.html', '/docs/a', '/docs/b/'], site, none);
    expect(redirects).toEqual([
      { from: '/old.html.php', to: '/old.html' },
      { from: '/docs/a.php', to: '/docs/a' },
      { from: '/docs/b.php/', to: '/docs/b/' },
      { from: '/old', to: '/old.html' },
    ]);
  });

  it('gives `to` the trailing slash the site asks for, and names what is wrong', () => {
    expect(collectRedirects({ redirects: [{ from: '/x', to: '/docs/a' }] }, ['/docs/a/'], { baseUrl: '/', trailingSlash: true }, none)).toEqual({ redirects: [{ from: '/x', to: '/docs/a/' }], errors: [], warnings: [] });
    const bad = collectRedirects({ redirects: [{ from: 'https://old.example/x', to: '/docs/a' }, { from: '/y' }], fromExtensions: ['.html'] }, ['/docs/a'], site, none);
    expect(bad.errors).toEqual([
      'client-redirects option fromExtensions has the extension ".html": write it without a dot or slash, such as "html". Use createRedirects for anything extensions cannot say.',
      'client-redirects redirects[1] must have a "from" path (or a list of them) and a "to" path or URL, such as { from: "/old", to: "/new" }.',
      'client-redirects: the redirect from "https://old.example/x" to "/docs/a" does not start from a path of this site. Write "from" as a path such as "/old-page", without origin, query or hash.',
    ]);
    // A page that differs from `to` only by its trailing slash is `to` for the plugin (3.10's collectRedirects.js), and `to` is written as given.
    const slashOnly = [{ from: '/x', to: '/docs/a' }, { from: '/y', to: '/docs/b/' }];
    expect(collectRedirects({ redirects: slashOnly }, ['/docs/a/', '/docs/b'], site, none)).toEqual({ redirects: slashOnly, errors: [], warnings: [] });
    // A page Docusaurus has and this build does not render (a React page), or a static file, is no missing page.
    expect(collectRedirects({ redirects: [{ from: '/x', to: '/react-page' }] }, [], site, (p) => p === '/react-page').warnings).toEqual([]);
  });

  it('writes under the base URL, and files as the plugin names them', () => {
    expect(redirectPage('/docs/a b', '/sub/')).toBe(docusaurusPage('/sub/docs/a%20b'));
    expect(redirectPage("/q?a=1&b='2'", '/')).toBe(docusaurusPage('/q?a=1&amp;b=&#39;2&#39;', false));
    expect(redirectFile('/old', undefined)).toBe('old/index.html');
    expect(redirectFile('/old/', true)).toBe('old/index.html');
    expect(redirectFile('/old.html', false)).toBe('old.html.html');
    expect(redirectFile('/old.html', undefined)).toBe('old.html/index.html');
  });
});

describe('client redirects on a site with trailingSlash: true', () => {
  it("see every page with its slash, as the plugin is given them: no warning, and createRedirects matches '/docs/guide/' (FerretDB's 295 warnings)", async () => {
    const site = tempSite('');
    try {
      const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-redirects-slash'), outDir: site.out });
      expect(result.ok).toBe(true);
      expect(result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('client-redirects'))).toEqual([]);
      const page = (rel: string) => readFileSync(path.join(site.out, rel), 'utf8');
      expect(page('quickstart/index.html')).toBe(docusaurusPage('/docs/intro/'));
      expect(page('guide-old/index.html')).toBe(docusaurusPage('/docs/guide/'));
      expect(page('v1/docs/intro/index.html')).toBe(docusaurusPage('/docs/intro/'));
    } finally {
      site.cleanup();
    }
  }, 120_000);
});
