/**
 * Versioned docs as Docusaurus builds them: versions.json, versioned_docs/ and versioned_sidebars/
 * give every version its routes, sidebars, tag pages and edit links; the version dropdown links
 * each page to itself in the other versions; unreleased and unmaintained versions show a banner;
 * search covers the last version only. The docs options lastVersion, onlyIncludeVersions,
 * includeCurrentVersion and versions change all of it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { builtFixture, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { pageHtml, routesIn, between, links } from '../helpers/pages.ts';

const FIXTURE = 'docusaurus-versions';
const fixture = builtFixture(FIXTURE);
let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const page = (route: string, out = fixture.out) => pageHtml(out, route);
/** The version dropdown of a page: its label and link, then each entry. */
const dropdown = (html: string) => links(between(html, '<div class="navbar__dropdown navbar__item dropdown dropdown--hoverable">', '</ul></div>'));
const sidebar = (html: string) => links(between(html, '<aside class="doc-sidebar', '</aside>').replace(/class="menu__link([^"]*)"/g, 'class="x$1"').replace(/<a href="([^"]*)" class="([^"]*)"/g, '<a class="$2" href="$1"'));
const banner = (html: string) => (html.includes('doc-version-banner') ? between(html, '<div class="doc-version-banner theme-doc-version-banner alert alert--warning margin-bottom--md"', '</div></div>').replace(/<[^>]+>/g, '') : undefined);

/**
 * The routes Docusaurus 3 gives the fixture: the last version (2.0, first in versions.json) at
 * /docs, the docs folder (`current`) at /docs/next, 1.0 at /docs/1.0 with its own tag pages;
 * src/pages/index.md at /.
 */
const DOCUSAURUS_ROUTES = [
  '/',
  '/docs/1.0/guide/install',
  '/docs/1.0/intro',
  '/docs/1.0/legacy',
  '/docs/1.0/tags',
  '/docs/1.0/tags/legacy',
  '/docs/guide/install',
  '/docs/intro',
  '/docs/next/guide/install',
  '/docs/next/guide/new-feature',
  '/docs/next/intro',
];

describe('versioned docs', () => {
  it('builds every version at the routes Docusaurus gives them', () => {
    expect(routesIn(fixture.out)).toEqual(DOCUSAURUS_ROUTES);
    expect(page('/docs/1.0/intro')).toContain('<h1>Introduction (1.0)</h1>');
    expect(page('/docs/next/intro')).toContain('<h1>Introduction (next)</h1>');
    expect(page('/docs/intro')).toContain('<h1>Introduction (2.0)</h1>');
  });

  it('gives each version its own sidebar, links, previous/next, tags and edit links', () => {
    expect(sidebar(page('/docs/1.0/intro'))).toEqual(['Introduction (1.0) /docs/1.0/intro (active)', 'Legacy notes /docs/1.0/legacy', 'Install (1.0) /docs/1.0/guide/install']);
    expect(sidebar(page('/docs/next/intro'))).toEqual(['Introduction (next) /docs/next/intro (active)', 'Install (next) /docs/next/guide/install', 'New feature /docs/next/guide/new-feature']);
    expect(sidebar(page('/docs/intro'))).toEqual(['Introduction (2.0) /docs/intro (active)', 'Install (2.0) /docs/guide/install']);
    // A relative .md link stays in its version; so do the pager and the tag links.
    expect(page('/docs/1.0/intro')).toContain('<a href="/docs/1.0/guide/install">how to install</a>');
    expect(page('/docs/1.0/intro')).toContain('<a href="/docs/1.0/legacy">legacy notes</a>');
    // A link from the docs root (`/intro.md`) resolves in the version's own folder.
    expect(page('/docs/1.0/guide/install')).toContain('<a href="/docs/1.0/intro">introduction</a>');
    expect(between(page('/docs/1.0/intro'), '<nav class="pagination-nav"', '</nav>')).toContain('href="/docs/1.0/legacy"');
    expect(page('/docs/1.0/legacy')).toContain('href="/docs/1.0/tags/legacy"');
    expect(page('/docs/1.0/tags/legacy')).toContain('href="/docs/1.0/legacy"');
    expect(page('/docs/1.0/intro')).toContain('href="https://example.com/edit/1.0/versioned_docs/version-1.0/intro.md"');
    expect(page('/docs/next/intro')).toContain('href="https://example.com/edit/current/docs/intro.md"');
  });

  it('shows a version dropdown of plain links: each version opens this doc in it, or its main doc', () => {
    expect(dropdown(page('/docs/1.0/legacy'))).toEqual([
      '1.0.x /docs/1.0/intro',
      'Next /docs/next/intro',
      '2.0 /docs/intro',
      '1.0.x /docs/1.0/legacy (active)',
    ]);
    expect(dropdown(page('/docs/next/guide/install'))).toEqual([
      'Next /docs/next/intro',
      'Next /docs/next/guide/install (active)',
      '2.0 /docs/guide/install',
      '1.0.x /docs/1.0/guide/install',
    ]);
    // Outside the docs it shows the last version and each version's main doc.
    expect(dropdown(page('/'))).toEqual(['2.0 /docs/intro', 'Next /docs/next/intro', '2.0 /docs/intro', '1.0.x /docs/1.0/intro']);
  });

  it('shows the unreleased and unmaintained banners, linking to the page in the latest version or its main doc', () => {
    expect(banner(page('/docs/next/guide/install'))).toBe('This is unreleased documentation for Versioned Next version.For up-to-date documentation, see the latest version (2.0).');
    expect(page('/docs/next/guide/install')).toContain('see the <b><a href="/docs/guide/install">latest version</a></b>');
    // The version's label in bold, as theme-classic's DocVersionBanner writes it.
    expect(page('/docs/next/guide/install')).toContain('This is unreleased documentation for Versioned <b>Next</b> version.');
    expect(page('/docs/1.0/intro')).toContain('This is documentation for Versioned <b>1.0.x</b>, which is no longer actively maintained.');
    expect(page('/docs/next/guide/new-feature')).toContain('see the <b><a href="/docs/intro">latest version</a></b>');
    expect(banner(page('/docs/1.0/intro'))).toBe('This is documentation for Versioned 1.0.x, which is no longer actively maintained.For up-to-date documentation, see the latest version (2.0).');
    expect(banner(page('/docs/intro'))).toBeUndefined();
    // Docusaurus's classes (theme-classic's DocVersionBadge and DocVersionBanner), which Infima draws (infer's badge was an outline, Docusaurus's a bold grey label).
    expect(page('/docs/1.0/intro')).toContain('<span class="doc-version-badge theme-doc-version-badge badge badge--secondary">Version: 1.0.x</span>');
    expect(page('/docs/1.0/intro')).toContain('data-docs-version="1.0"');
    expect(page('/docs/next/intro')).toContain('data-docs-version="current"');
  });

  it("leads the navbar's doc and sidebar items into the page's version, and searches and lists for AI assistants only the last version", () => {
    const navbar = (route: string) => links(between(page(route), '<div class="navbar__desktop">', '</div>')).slice(0, 3);
    // A doc item is active on the pages of its doc's sidebar, as in Docusaurus; docsVersion opens the version's main doc.
    expect(navbar('/docs/1.0/legacy')).toEqual(['Docs /docs/1.0/intro (active)', 'Install /docs/1.0/guide/install (active)', 'Start /docs/1.0/intro']);
    expect(navbar('/docs/next/intro')).toEqual(['Docs /docs/next/intro (active)', 'Install /docs/next/guide/install (active)', 'Start /docs/next/intro']);
    expect(navbar('/docs/intro')).toEqual(['Docs /docs/intro (active)', 'Install /docs/guide/install (active)', 'Start /docs/intro']);
    // Outside the docs they lead to the last version.
    expect(navbar('/')).toEqual(['Docs /docs/intro', 'Install /docs/guide/install', 'Start /docs/intro']);
    const [chunk] = globbySync('assets/search/*/d-*.json', { cwd: fixture.out, absolute: true });
    const urls = JSON.parse(readFileSync(chunk, 'utf8')).map((doc: string[]) => doc[2]);
    expect(urls.sort()).toEqual(['/', '/docs/guide/install', '/docs/intro']);
    const llms = readFileSync(path.join(fixture.out, 'llms.txt'), 'utf8');
    expect(llms).toContain('/docs/intro.md');
    expect(llms).not.toMatch(/\/docs\/(next|1\.0)\//);
    // Every version's pages keep their Markdown twin.
    expect(readFileSync(path.join(fixture.out, 'docs/1.0/legacy.md'), 'utf8')).toContain('Only 1.0 has this page.');
  });
});

describe('the docs options that choose versions', () => {
  /** Builds a copy whose docs options are `docsOptions` in place of the fixture's `versions`. */
  async function buildWith(docsOptions: string, edit: (s: TempSite) => void = () => {}) {
    site = tempSite(FIXTURE);
    const config = readFileSync(path.join(site.content, 'docusaurus.config.js'), 'utf8');
    site.write('docusaurus.config.js', config.replace("versions: { '1.0': { label: '1.0.x' } },", docsOptions));
    edit(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    return { ...result, messages: result.diagnostics.map(formatDiagnostic), routes: result.ok ? routesIn(site.out) : [] };
  }

  it('lastVersion "current" serves the docs folder at /docs, and 2.0 becomes unmaintained at /docs/2.0', async () => {
    const result = await buildWith("lastVersion: 'current', versions: { '1.0': { label: '1.0.x' } },");
    expect(result.messages).toEqual([]);
    expect(result.routes).toEqual(expect.arrayContaining(['/docs/intro', '/docs/guide/new-feature', '/docs/2.0/intro', '/docs/1.0/legacy']));
    expect(result.routes.some((r) => r.startsWith('/docs/next'))).toBe(false);
    expect(banner(page('/docs/2.0/intro', site!.out))).toMatch(/^This is documentation for Versioned 2\.0, which is no longer actively maintained\./);
    expect(banner(page('/docs/intro', site!.out))).toBeUndefined();
  }, 120_000);

  it('onlyIncludeVersions, includeCurrentVersion and per-version label, path and banner', async () => {
    const result = await buildWith("onlyIncludeVersions: ['2.0', '1.0'], versions: { '1.0': { label: 'Old', path: 'old', banner: 'none' } },");
    expect(result.messages).toEqual([]);
    expect(result.routes.filter((r) => r.startsWith('/docs'))).toEqual(['/docs/guide/install', '/docs/intro', '/docs/old/guide/install', '/docs/old/intro', '/docs/old/legacy', '/docs/old/tags', '/docs/old/tags/legacy']);
    expect(banner(page('/docs/old/intro', site!.out))).toBeUndefined();
    expect(dropdown(page('/docs/old/intro', site!.out))).toEqual(['Old /docs/old/intro', '2.0 /docs/intro', 'Old /docs/old/intro (active)']);

    const withoutCurrent = await buildWith('includeCurrentVersion: false,');
    expect(withoutCurrent.messages).toEqual([]);
    expect(withoutCurrent.routes.some((r) => r.startsWith('/docs/next'))).toBe(false);
    expect(withoutCurrent.routes).toContain('/docs/1.0/intro');
  }, 120_000);

  it("disableVersioning builds the docs folder alone, at /docs, as Docusaurus does (LIT-Protocol's versioned_docs/version-2.0 is not built); without versions.json it is an error", async () => {
    const result = await buildWith('disableVersioning: true,');
    expect(result.messages).toEqual([]);
    const docs = result.routes.filter((r) => r.startsWith('/docs'));
    expect(docs).toEqual(expect.arrayContaining(['/docs/intro', '/docs/guide/new-feature']));
    expect(docs.some((r) => /^\/docs\/(next|2\.0|1\.0)(\/|$)/.test(r))).toBe(false);
    expect(banner(page('/docs/intro', site!.out))).toBeUndefined();

    const unversioned = await buildWith('disableVersioning: true,', (s) => s.remove('versions.json'));
    expect(unversioned.messages).toEqual([expect.stringMatching(/docusaurus\.config\.js: error: docs option disableVersioning is true, but the site has no versions\.json: there are no versions to disable\. Remove the option\./)]);
  }, 120_000);

  it("versions.json may list current itself: it is built once, where it stands, and the last version is the first released one (Matrix-Wiki's [\"current\", \"3.1\", ...])", async () => {
    const result = await buildWith('', (s) => s.write('versions.json', '["current", "2.0", "1.0"]'));
    expect(result.messages).toEqual([]);
    expect(result.routes).toEqual(DOCUSAURUS_ROUTES);
    expect(dropdown(page('/docs/next/intro', site!.out))).toEqual(['Next /docs/next/intro', 'Next /docs/next/intro (active)', '2.0 /docs/intro', '1.0 /docs/1.0/intro']);

    const inTheMiddle = await buildWith("lastVersion: 'current',", (s) => s.write('versions.json', '["2.0", "current", "1.0"]'));
    expect(inTheMiddle.messages).toEqual([]);
    expect(dropdown(page('/docs/intro', site!.out))).toEqual(['Next /docs/intro', '2.0 /docs/2.0/intro', 'Next /docs/intro (active)', '1.0 /docs/1.0/intro']);
    expect(banner(page('/docs/2.0/intro', site!.out))).toMatch(/^This is unreleased documentation for Versioned 2\.0 version\./);
  }, 120_000);

  it('a version without a versioned sidebars file gets one generated sidebar', async () => {
    const result = await buildWith('', (s) => s.remove('versioned_sidebars/version-1.0-sidebars.json'));
    expect(result.messages).toEqual([]);
    // Folders and files by name, as Docusaurus orders them: the guide category (no page of its own, named after its folder) first.
    expect(sidebar(page('/docs/1.0/legacy', site!.out))).toEqual(['Install (1.0) /docs/1.0/guide/install', 'Introduction (1.0) /docs/1.0/intro', 'Legacy notes /docs/1.0/legacy (active)']);
    expect(page('/docs/1.0/legacy', site!.out)).toContain('<summary class="menu__category menu__category--toggle menu__link menu__link--sublist menu__link--sublist-caret">guide</summary>');
  }, 120_000);

  it('editCurrentVersion points the edit links of every version at the docs folder', async () => {
    const result = await buildWith("versions: { '1.0': { label: '1.0.x' } },", (s) => {
      const config = readFileSync(path.join(s.content, 'docusaurus.config.js'), 'utf8');
      s.write('docusaurus.config.js', config.replace(/editUrl: .*\n/, "editUrl: 'https://example.com/edit/main/',\n          editCurrentVersion: true,\n"));
    });
    expect(result.messages).toEqual([]);
    expect(page('/docs/1.0/legacy', site!.out)).toContain('href="https://example.com/edit/main/docs/legacy.md"');
    expect(page('/docs/intro', site!.out)).toContain('href="https://example.com/edit/main/docs/intro.md"');
  }, 120_000);

  it("a site whose React home page cannot be rendered here links the plain one in its place to the last version's docs", async () => {
    const result = await buildWith("versions: { '1.0': { label: '1.0.x' } },", (s) => {
      s.remove('src/pages/index.md');
      s.write('src/pages/index.js', "export default function Home() {\n  throw new Error('the home page needs a browser');\n}\n");
    });
    expect(result.messages).toEqual([expect.stringMatching(/index\.js: warning: .*the home page needs a browser/)]);
    expect(page('/', site!.out)).toMatch(/<a class="button button--primary button--lg" href="\/docs\/intro">/);
  }, 120_000);

  it('names versions.json and says what to change when a version is unknown, missing or malformed', async () => {
    expect((await buildWith("lastVersion: '3.0',")).messages).toEqual([
      expect.stringMatching(/docusaurus\.config\.js: error: docs option lastVersion "3\.0" is not a version of this site \(current, 2\.0, 1\.0\)\. Name one of them\.$/),
    ]);
    expect((await buildWith('', (s) => s.remove('versioned_docs/version-1.0'))).messages).toEqual([
      expect.stringMatching(/versions\.json: error: version "1\.0" has no docs folder .*versioned_docs\/version-1\.0\. Create it .* or remove the version\.$/),
    ]);
    expect((await buildWith('', (s) => s.write('versions.json', '{"2.0": true}'))).messages).toEqual([
      expect.stringMatching(/versions\.json:1: error: versions\.json must be a list of version names without slashes, newest first, such as \["2\.0", "1\.0"\]\.$/),
    ]);
    expect((await buildWith('', (s) => s.write('versions.json', '["../../etc"]'))).ok).toBe(false);
  }, 120_000);
});
