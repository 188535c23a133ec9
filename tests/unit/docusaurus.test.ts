/**
 * A content folder written for Docusaurus builds with `npm run build -- --content DIR --out DIR`
 * and gets the routes Docusaurus would give it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { describe, expect, it } from 'vitest';
import { cliBuild } from '../helpers/fixture.ts';

const { out, printed } = cliBuild('docusaurus', 60_000);

const page = (route: string) => readFileSync(path.join(out, route.replace(/^\//, ''), 'index.html'), 'utf8');

/** The routes Docusaurus 3 produces for this folder (plus the home page our generator always has). */
const DOCUSAURUS_ROUTES = [
  '/',
  '/about',
  '/blog',
  '/blog/2024/01/10/first-post',
  '/blog/2024/03/05/second',
  '/blog/2024/09/01/folder-post',
  '/blog/2025/01/15/mdx-post',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/ada',
  '/blog/custom-slug',
  '/blog/tags',
  '/blog/tags/guide',
  '/blog/tags/release',
  '/docs/advanced/deployment/docker',
  '/docs/advanced/deployment/kubernetes',
  '/docs/advanced/deployment/static-hosting',
  '/docs/advanced/i18n',
  '/docs/advanced/performance',
  '/docs/advanced/security',
  '/docs/advanced/testing',
  '/docs/api-reference',
  '/docs/getting-started',
  '/docs/getting-started/config',
  '/docs/getting-started/installation',
  ...Array.from({ length: 10 }, (_, i) => `/docs/guides/guide-${String(i + 1).padStart(2, '0')}`),
  '/docs/intro',
  '/docs/reference/command-line',
  '/docs/reference/config',
  '/docs/reference/errors',
  '/docs/reference/events',
  '/docs/reference/hooks',
  '/docs/reference/plugins',
  '/docs/reference/themes',
  '/docs/reference/types',
  '/docs/tags',
  '/docs/tags/example',
  '/docs/tags/getting-started',
  '/docs/unlisted-doc',
];

describe('a Docusaurus content folder', () => {
  it('builds, warning about each MDX-only line with file and line', () => {
    expect(printed.stdout).toMatch(/^\d+ pages written to .+: 6 warnings, 0 errors, \d+ ms$/m);
    const warnings = printed.stderr.split('\n').filter(Boolean);
    expect(warnings).toHaveLength(6);
    expect(warnings[0]).toMatch(/tests\/fixtures\/docusaurus\/docs\/03-reference\/config\.mdx:5: warning: an MDX import statement cannot be rendered/);
    expect(warnings.some((w) => /config\.mdx:10: warning: a JSX element/.test(w))).toBe(true);
  });

  it('produces the routes Docusaurus would', () => {
    const routes = globbySync('**/index.html', { cwd: out })
      .map((f) => '/' + f.replace(/\/?index\.html$/, ''))
      .sort();
    expect(routes).toEqual([...DOCUSAURUS_ROUTES].sort());
  });

  it('leaves drafts out and keeps unlisted docs out of sidebars and the sitemap', () => {
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('unlisted-doc');
    expect(page('/docs/intro')).not.toContain('Unlisted');
    expect(page('/docs/unlisted-doc')).toContain('<meta name="robots" content="noindex"/>');
    expect(globbySync('**/*draft*', { cwd: out })).toEqual([]);
  });

  const sidebarOf = (route: string) => {
    const html = page(route);
    return html.slice(html.indexOf('class="doc-sidebar"'), html.indexOf('</aside>'));
  };
  /** Each category's label and whether it shows open on the page. */
  const categories = (sidebar: string) =>
    [...sidebar.matchAll(/(?:>([^<]+)<\/a>)?<details class="menu__details"( open="")?><summary class="menu__(?:caret|category[^"]*)">(?:<span[^>]*>[^<]*<\/span>|([^<]+))</g)].map(
      (m) => `${m[1] ?? m[3]}: ${m[2] ? 'open' : 'closed'}`,
    );

  it('orders the generated sidebar by position and _category_ files', () => {
    const sidebar = sidebarOf('/docs/intro');
    const labels = [...sidebar.matchAll(/class="menu__(?:link|category)[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(labels.slice(0, 4)).toEqual(['Introduction', 'Getting Started', 'Install', 'Configuration']);
    expect(labels.filter((l) => /^(Getting Started|Guides|Reference|Advanced|Deployment)$/.test(l))).toEqual(['Getting Started', 'Guides', 'Reference', 'Advanced', 'Deployment']);
    // Categories are collapsed by default, as in Docusaurus; the whole sidebar ships, so each opens in place.
    expect(categories(sidebar)).toEqual(['Getting Started: closed', 'Guides: closed', 'Reference: closed', 'Advanced: closed', 'Deployment: closed']);
    expect(sidebar).toContain('<a href="/docs/getting-started/" class="menu__category menu__category--link">Getting Started</a><details class="menu__details"><summary class="menu__caret">');
  });

  it('opens the active branch', () => {
    expect(categories(sidebarOf('/docs/advanced/deployment/docker'))).toEqual(['Getting Started: closed', 'Guides: closed', 'Reference: closed', 'Advanced: open', 'Deployment: open']);
    const install = page('/docs/getting-started/installation');
    expect(categories(sidebarOf('/docs/getting-started/installation'))[0]).toBe('Getting Started: open');
    expect(install).toContain('aria-current="page">Install</a>');
  });

  it('honours custom heading ids, admonitions, tabs and links between .md files', () => {
    const install = page('/docs/getting-started/installation');
    expect(install).toContain('<h2 id="reqs">Requirements');
    expect(install).toContain('<div class="tabs"><div class="tabs__panel" data-label="npm">');
    expect(page('/docs/intro')).toContain('<a href="/docs/getting-started/config#options">configuration options</a>');
    expect(page('/docs/getting-started/config')).toContain('<a href="/docs/getting-started/installation#reqs">requirements</a>');
    expect(page('/docs/guides/guide-01')).toContain('<p class="admonition__title">Guide 01</p>');
  });

  it('renders the Markdown around MDX-only lines', () => {
    const html = page('/docs/reference/config');
    expect(html).toContain('Plain Markdown in an MDX file still renders.');
    expect(html).toContain('Content of tab A.');
    expect(html).not.toContain('import Tabs');
  });

  it('applies front matter: hide_title, pagination_next, custom_edit_url, keywords, toc levels', () => {
    // hide_title hides the front-matter title only: this page's own `# API` stays.
    expect(page('/docs/api-reference')).toMatch(/<h1>API<\/h1>/);
    expect(page('/docs/getting-started/config')).not.toContain('pagination-nav__link--next');
    expect(page('/docs/reference/command-line')).toContain('href="https://example.com/edit/cli.md"');
    expect(page('/docs/guides/guide-03')).toContain('<meta name="keywords" content="guide, fixture"/>');
    expect(page('/docs/getting-started/config')).toContain('href="#deep-option"');
  });

  it('lists docs by their front-matter tags', () => {
    expect(page('/docs/guides/guide-01')).toContain('<a class="tag" href="/docs/tags/example" rel="tag">example</a>');
    const tag = page('/docs/tags/example');
    expect(tag).toContain('2 docs tagged with &quot;example&quot;');
    expect(tag).toContain('<a href="/docs/guides/guide-02">Guide 02</a>');
  });

  it('resolves blog authors by key and inline, and tags from tags.yml', () => {
    expect(page('/blog/2024/03/05/second')).toContain('Bob Example');
    expect(page('/blog/custom-slug')).toContain('Guest Writer');
    expect(page('/blog/tags/release')).toContain('3 posts tagged with &quot;Release&quot;');
    expect(page('/blog')).toContain('Read more about An MDX post');
  });
});
