/**
 * Several docs plugin instances, as Docusaurus builds them: the preset's docs and every
 * `@docusaurus/plugin-content-docs` entry with an `id` get their own path, route base, sidebars,
 * versions (`<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`), tags and
 * edit URL; navbar items with `docsPluginId` lead into their instance; search, the sitemap,
 * llms.txt and the Markdown twins cover every instance; a doc's `.md` links reach its own
 * instance only.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { builtFixture, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { pageHtml, routesIn, between, links } from '../helpers/pages.ts';

const FIXTURE = 'docusaurus-instances';
const fixture = builtFixture(FIXTURE);
let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const page = (route: string, out = fixture.out) => pageHtml(out, route);
const file = (rel: string) => readFileSync(path.join(fixture.out, rel), 'utf8');
const navbar = (route: string) => links(between(page(route), '<div class="navbar__desktop">', '</nav>'));
const sidebar = (html: string) => links(between(html, '<aside class="doc-sidebar', '</aside>').replace(/class="menu__link([^"]*)"/g, 'class="x$1"').replace(/<a href="([^"]*)" class="([^"]*)"/g, '<a class="$2" href="$1"'));

/**
 * The routes Docusaurus 3 gives the fixture: the default instance's last version (1.0) at /docs and
 * its docs folder at /docs/next; `community` (unversioned) at /community; `api`'s last version
 * (2.0, from api_versions.json) at /api and its folder at /api/next; each with its own tag pages;
 * none at `/`, where the fixture has no page.
 */
const DOCUSAURUS_ROUTES = [
  '/api/next/errors',
  '/api/next/reference',
  '/api/reference',
  '/community/guides/contributing',
  '/community/support',
  '/community/tags',
  '/community/tags/help',
  '/docs/intro',
  '/docs/next/intro',
  '/docs/next/setup',
  '/docs/next/tags',
  '/docs/next/tags/start',
];

describe('several docs plugin instances', () => {
  it('builds every instance and version at the routes Docusaurus gives them', () => {
    expect(routesIn(fixture.out)).toEqual(DOCUSAURUS_ROUTES);
    expect(page('/api/reference')).toContain('<h1>Reference (2.0)</h1>');
    expect(page('/api/next/reference')).toContain('<h1>Reference (next)</h1>');
    expect(page('/community/support')).toContain('<h1>Support</h1>');
  });

  it("gives each instance its own sidebars (of the same name), links, tags and edit URL", () => {
    expect(sidebar(page('/community/support'))).toEqual(['Support /community/support (active)', 'Contributing /community/guides/contributing']);
    expect(sidebar(page('/docs/next/setup'))).toEqual(['Introduction (next) /docs/next/intro', 'Setup /docs/next/setup (active)']);
    expect(sidebar(page('/api/next/errors'))).toEqual(['Reference (next) /api/next/reference', 'Errors /api/next/errors (active)']);
    expect(page('/community/support')).toContain('<a href="/community/guides/contributing">contributing</a>');
    expect(page('/api/next/reference')).toContain('<a href="/api/next/errors">errors</a>');
    expect(page('/community/support')).toContain('href="/community/tags/help"');
    expect(page('/community/tags/help')).toContain('href="/community/support"');
    expect(page('/community/support')).toContain('href="https://example.com/community/community/support.md"');
    expect(page('/docs/next/intro')).toContain('href="https://example.com/edit/main/docs/intro.md"');
    // An instance without editUrl has no edit link.
    expect(page('/api/next/reference')).not.toContain('Edit this page');
    // Each instance stores its own preferred version.
    expect(page('/api/reference')).toContain('data-docs-plugin="api" data-docs-version="2.0"');
  });

  it('leads navbar items with docsPluginId into their instance, and marks only their own instance active', () => {
    const top = (route: string) => navbar(route).slice(0, 4);
    // Outside every instance (the 404 page), none is active.
    expect(links(between(readFileSync(path.join(fixture.out, '404.html'), 'utf8'), '<div class="navbar__desktop">', '</nav>')).slice(0, 4)).toEqual(['Docs /docs/intro', 'Community /community/support', 'Reference /api/reference', 'API home /api/reference']);
    // The sidebars share a name: only the page's own instance's item is active.
    expect(top('/community/support')).toEqual(['Docs /docs/intro', 'Community /community/support (active)', 'Reference /api/reference', 'API home /api/reference']);
    expect(top('/docs/intro')).toEqual(['Docs /docs/intro (active)', 'Community /community/support', 'Reference /api/reference', 'API home /api/reference']);
    // On a page of the api's next version, the api's items lead into that version; the others stay on their last version.
    expect(top('/api/next/errors')).toEqual(['Docs /docs/intro', 'Community /community/support', 'Reference /api/next/reference (active)', 'API home /api/next/reference']);
    expect(top('/docs/next/setup')).toEqual(['Docs /docs/next/intro (active)', 'Community /community/support', 'Reference /api/reference', 'API home /api/reference']);
  });

  it("shows each instance's versions in its own dropdown", () => {
    const dropdowns = (route: string) => page(route).split(/<div class="navbar__dropdown[ "]/).slice(1).map((d) => links(d.slice(0, d.indexOf('</ul></div>'))));
    expect(dropdowns('/api/next/errors')).toEqual([
      ['1.0 /docs/intro', 'Next /docs/next/intro', '1.0 /docs/intro'],
      ['Next API /api/next/reference', 'Next API /api/next/errors (active)', '2.0 /api/reference'],
    ]);
    expect(dropdowns('/docs/next/setup')).toEqual([
      ['Next /docs/next/intro', 'Next /docs/next/setup (active)', '1.0 /docs/intro'],
      ['2.0 /api/reference', 'Next API /api/next/reference', '2.0 /api/reference'],
    ]);
    // An unversioned instance's pages show neither a dropdown of their own nor a version badge.
    expect(page('/community/support')).not.toContain('doc-version-badge');
  });

  it("searches, maps and lists for AI assistants every instance's last version, with a Markdown twin for every page", () => {
    const urls = globbySync('assets/search/*/d-*.json', { cwd: fixture.out, absolute: true }).flatMap((chunk) => JSON.parse(readFileSync(chunk, 'utf8')).map((doc: string[]) => doc[2]));
    expect(urls.sort()).toEqual(['/api/reference', '/community/guides/contributing', '/community/support', '/docs/intro']);
    const sitemap = file('sitemap.xml');
    for (const route of ['/community/support', '/api/next/errors', '/api/reference', '/docs/next/setup']) expect(sitemap).toContain(`<loc>https://instances.example.com${route}</loc>`);
    const llms = file('llms.txt');
    expect(llms.match(/^## .*/gm)).toEqual(['## Docs', '## Community', '## Reference']);
    expect(llms).toContain('- [Support](https://instances.example.com/community/support.md)');
    expect(llms).toContain('- [Reference (2.0)](https://instances.example.com/api/reference.md)');
    expect(llms).not.toMatch(/\/(next)\//);
    expect(file('llms-full.txt')).toContain('Where to ask.');
    expect(file('community/guides/contributing.md')).toContain('Send a pull request.');
    expect(file('api/next/errors.md')).toContain('Every error code.');
  });
});

describe('what an instance may not do', () => {
  async function buildWith(edit: (s: TempSite) => void) {
    site = tempSite(FIXTURE);
    edit(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    return { ...result, messages: result.diagnostics.map(formatDiagnostic) };
  }
  const config = () => readFileSync(path.join(site!.content, 'docusaurus.config.js'), 'utf8');

  it("reports a doc's .md link into another instance as broken, as Docusaurus resolves links within an instance", async () => {
    const result = await buildWith((s) => {
      s.write('docs/setup.md', '# Setup\n\nAsk for [support](../community/support.md), read the [intro](./intro.md).\n');
      s.write('docusaurus.config.js', readFileSync(path.join(s.content, 'docusaurus.config.js'), 'utf8').replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'"));
    });
    // Reported twice, as Docusaurus reports it: a broken Markdown link, then, left as written, a broken link (onBrokenLinks).
    expect(result.messages).toEqual([expect.stringMatching(/docs\/setup\.md:3: warning: .*\.\.\/community\/support\.md/), expect.stringMatching(/docs\/setup\.md:3: warning: broken link: no page at .*community\/support\.md/)]);
    expect(page('/docs/next/setup', site!.out)).toContain('<a href="/docs/next/intro">intro</a>');
  }, 120_000);

  it('names the config when two instances share an id, a navbar item names no instance, or an option is wrong', async () => {
    expect((await buildWith((s) => s.write('docusaurus.config.js', config().replace("id: 'api'", "id: 'community'")))).messages).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:\d+: error: two docs plugin instances have the id "community"\. Give each/),
    ]);
    expect((await buildWith((s) => s.write('docusaurus.config.js', config().replace("docsPluginId: 'api', label: 'Reference'", "docsPluginId: 'apis', label: 'Reference'")))).messages).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:\d+: error: navbar item "Reference" names docs plugin "apis", which this site does not have \("default", "community", "api"\)\. Name one of them\.$/),
    ]);
    expect((await buildWith((s) => s.write('docusaurus.config.js', config().replace("routeBasePath: 'api'", "routeBasePath: 'a pi'")))).messages).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:\d+: error: docs plugin "api" option `routeBasePath`: must be a path such as "docs"/),
    ]);
    expect((await buildWith((s) => s.remove('api_versioned_docs'))).messages).toEqual([
      expect.stringMatching(/api_versions\.json: error: version "2\.0" has no docs folder .*api_versioned_docs\/version-2\.0\. Create it \(`docusaurus docs:version:api 2\.0` does\) or remove the version\.$/),
    ]);
  }, 120_000);
});

describe('every instance in every locale', () => {
  it("reads an instance's translations from its own folder, docusaurus-plugin-content-docs-<id>/", async () => {
    site = tempSite(FIXTURE);
    const config = path.join(site.content, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"));
    site.write('i18n/fr/docusaurus-plugin-content-docs-community/current/support.md', '# Assistance\n\nOù demander. Voir [contribuer](./guides/contributing.md).\n');
    site.write('i18n/fr/docusaurus-plugin-content-docs-community/current.json', JSON.stringify({ 'sidebar.tutorialSidebar.category.Guides': { message: 'Guides traduits' } }));
    // The default instance's folder of the same name must not reach the community instance's pages.
    site.write('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', '# Introduction traduite\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const support = page('/fr/community/support', site.out);
    expect(support).toContain('<h1>Assistance</h1>');
    expect(support).toContain('href="/fr/community/guides/contributing"');
    expect(between(support, '<aside class="doc-sidebar', '</aside>')).toContain('>Guides traduits<');
    expect(page('/community/support', site.out)).toContain('<h1>Support</h1>');
    expect(page('/fr/docs/next/intro', site.out)).toContain('<h1>Introduction traduite</h1>');
    expect(page('/fr/community/guides/contributing', site.out)).toContain('<h1>Contributing</h1>');
  }, 120_000);
});
