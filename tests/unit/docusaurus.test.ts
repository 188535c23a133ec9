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
  '/docs/reference/components',
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
  it('builds without a warning: its MDX is read as MDX', () => {
    expect(printed.stdout).toMatch(/^\d+ pages written to .+: 0 warnings, 0 errors, \d+ ms$/m);
    expect(printed.stderr).toBe('');
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
    return html.slice(html.indexOf('class="doc-sidebar theme-doc-sidebar-container"'), html.indexOf('</aside>'));
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
    expect(sidebar).toContain('<a href="/docs/getting-started/" class="menu__category menu__category--link menu__link menu__link--sublist">Getting Started</a><details class="menu__details"><summary class="menu__caret">');
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
    expect(page('/docs/guides/guide-01')).toMatch(/<p class="admonition__title"><span class="admonition__icon"><svg [^>]*>.*?<\/svg><\/span>Guide 01<\/p>/);
  });

  it('renders MDX: the Markdown around it, and Tabs as tabs', () => {
    const html = page('/docs/reference/config');
    expect(html).toContain('Plain Markdown in an MDX file still renders.');
    expect(html).toContain('<div class="tabs"><div class="tabs__panel" data-label="A" data-value="a" data-default=""><p class="tabs__label">A</p><p>Content of tab A.</p>');
    expect(html).not.toContain('import Tabs');
    expect(html).not.toContain('&lt;Tabs');
  });

  it('renders MDX partials with their props, data imports, exports and theme components', () => {
    const html = page('/docs/reference/components');
    expect(html).toContain('<p>How to install fixture-cli 2.4.0.</p>');
    // A partial's heading is slugged and listed by its expression's code, as Docusaurus does (heading-expressions.test.ts); it shows the value.
    expect(html).toContain('<h3 id="flags-of-propscommand-1">Flags of build');
    expect(html).toContain('<p><code>--force</code> runs build even in a folder that is not empty.</p>');
    expect(html).toMatch(/<div class="admonition admonition--warning theme-admonition theme-admonition-warning alert alert--warning"><p class="admonition__title"><span class="admonition__icon"><svg [^>]*>.*?<\/svg><\/span>Back up first<\/p>/);
    expect(html).toContain('<details class="details"><summary>Uninstall</summary>');
    // Headings of partials reach the table of contents and TOCInline.
    expect(html).toContain('<div class="toc-inline"><ul><li><a href="#install">Install</a></li><li><a href="#update">Update</a><ul><li><a href="#flags-of-propscommand">Flags of props.command</a>');
    expect(html).toContain('<a class="toc__link table-of-contents__link toc-highlight" href="#flags-of-propscommand-1">Flags of props.command</a>');
  });

  it('shows DocCardList as the cards of the category whose page the doc is, in the page and its twin', () => {
    expect(page('/docs/getting-started')).toContain('<ul class="category-cards"><li class="category-card"><a class="theme-doc-card-container" href="/docs/getting-started/installation"><h2 class="theme-doc-card-heading" title="Install"><span class="theme-doc-card-icon">📄️</span><span class="theme-doc-card-title text--truncate">Install</span></h2><p class="theme-doc-card-description text--truncate" title="Install the tool.">Install the tool.</p></a></li>');
    expect(readFileSync(path.join(out, 'docs/getting-started.md'), 'utf8')).toMatch(/- \[Install\]\(https?:\/\/[^/]+\/docs\/getting-started\/installation\)\n- \[Configuration\]\(https?:\/\/[^/]+\/docs\/getting-started\/config\)/);
  });

  it('writes the Markdown twin of an MDX page with its partials and no MDX syntax', () => {
    const twin = readFileSync(path.join(out, 'docs/reference/components.md'), 'utf8');
    expect(twin).toContain('### Flags of init\n\n`--force` runs init even in a folder that is not empty.');
    expect(twin).toContain('**macOS**\n\nRun `brew install fixture-cli`.\n\n**Linux**');
    expect(twin).toContain('**Uninstall**\n\nRemove the binary from your path.');
    expect(twin).not.toMatch(/^import |^export |<[A-Z]|\{props|\{tool/m);
    expect(readFileSync(path.join(out, 'llms-full.txt'), 'utf8')).toContain('`--force` runs build even in a folder that is not empty.');
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
    // Guide 02 is tagged "example" and "Example": one page, as Docusaurus groups tags by permalink.
    expect(tag.match(/href="\/docs\/guides\/guide-02"/g)).toHaveLength(1);
  });

  it('resolves blog authors by key and inline, and tags from tags.yml', () => {
    expect(page('/blog/2024/03/05/second')).toContain('Bob Example');
    expect(page('/blog/custom-slug')).toContain('Guest Writer');
    expect(page('/blog/tags/release')).toContain('3 posts tagged with &quot;Release&quot;');
    expect(page('/blog')).toContain('Read more about An MDX post');
  });
});
