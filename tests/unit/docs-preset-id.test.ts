/**
 * The preset's docs with an `id` of their own, as Docusaurus builds them (kusionstack's preset gives
 * `docs: { id: 'docs', ... }`): the instance is named by that id wherever Docusaurus names one, its
 * versions (`<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`), its
 * translations (`i18n/<locale>/docusaurus-plugin-content-docs-<id>/`), its global data and the
 * navbar items naming it; a docs plugin entry without an id beside it is the "default" instance,
 * which items without `docsPluginId` lead into. Without a "default" instance such an item is an
 * error, where Docusaurus's `useDocsData` throws while rendering.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { docsFound } from '../../scripts/compat/docs-found.ts';
import { builtFixture, FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { pageHtml, routesIn, between, links } from '../helpers/pages.ts';

const FIXTURE = 'docusaurus-preset-id';
const fixture = builtFixture(FIXTURE);
let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const page = (route: string, out = fixture.out) => pageHtml(out, route);
const navbar = (route: string) => links(between(page(route), '<div class="navbar__desktop">', '</nav>'));

/** Docusaurus 3's routes for the fixture: `guide`'s last version (1.0, from guide_versions.json) at /guide, its folder at /guide/next; the default instance at /more; each in English and French; no `/`, where the fixture has no page. */
const ENGLISH_ROUTES = ['/guide/intro', '/guide/next/intro', '/guide/next/setup', '/hello', '/more/start'];

describe("the preset's docs with an id of their own", () => {
  it('builds its versions from <id>_versions.json and <id>_versioned_docs/, lastVersion naming one of them', () => {
    expect(routesIn(fixture.out).filter((route) => !route.startsWith('/fr'))).toEqual(ENGLISH_ROUTES);
    expect(routesIn(fixture.out, 'fr')).toEqual(ENGLISH_ROUTES);
    expect(page('/guide/intro')).toContain('<h1>Introduction (1.0)</h1>');
    expect(page('/guide/next/intro')).toContain('<h1>Introduction (next)</h1>');
    expect(page('/guide/intro')).toContain('data-docs-plugin="guide" data-docs-version="1.0"');
    expect(page('/more/start')).toContain('data-docs-plugin="default" data-docs-version="current"');
  });

  it("gives the site's components its global data under its id, and the default instance's without one", () => {
    expect(page('/guide/intro')).toContain('<p class="guide-versions">on guide: current Next 🚧 /guide/next, 1.0 1.0 /guide; default at /more</p>');
  });

  it('leads items with its docsPluginId into it, and items without one into the default instance', () => {
    expect(navbar('/more/start').slice(0, 3)).toEqual(['Guide /guide/intro', 'More /more/start (active)', '1.0 /guide/intro']);
    expect(navbar('/guide/next/setup').slice(0, 3)).toEqual(['Guide /guide/next/intro (active)', 'More /more/start', 'Next 🚧 /guide/next/intro']);
  });

  it('reads its translations from docusaurus-plugin-content-docs-<id>/, and the default instance\'s from docusaurus-plugin-content-docs/', () => {
    expect(page('/fr/guide/next/intro')).toContain('<h1>Introduction (suivante)</h1>');
    expect(page('/fr/guide/next/intro')).toContain('href="/fr/guide/next/setup"');
    expect(navbar('/fr/guide/next/intro')[2]).toBe('Suivante 🚧 /fr/guide/next/intro');
    expect(page('/fr/more/start')).toContain('<h1>Commencer</h1>');
  });

  it("reads the preset's pages with an id (`pages: { id: 'landing' }`) from their translations in docusaurus-plugin-content-pages-<id>/", () => {
    expect(page('/hello')).toContain('An English page.');
    expect(page('/fr/hello')).toContain('Une page en français.');
  });

  it('counts its docs for the corpus under its id, version by version', async () => {
    const { groups } = await docsFound(ROOT, path.join(FIXTURES, FIXTURE));
    expect(groups.map((g) => `${g.key} ${g.files.map((f) => path.basename(f)).join(',')}`)).toEqual(['guide/current intro.md,setup.md', 'guide/1.0 intro.mdx', 'default/current start.md']);
  });
});

describe("what the preset's instance with an id changes", () => {
  async function buildWith(edit: (s: TempSite) => void) {
    site = tempSite(FIXTURE);
    edit(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    return result.diagnostics.map(formatDiagnostic);
  }
  const withoutDefault = (s: TempSite) => {
    const config = path.join(s.content, 'docusaurus.config.js');
    s.write('docusaurus.config.js', readFileSync(config, 'utf8').replace(/\n {2}plugins: .*\n/, '\n'));
  };

  it("reports a guide doc's .md link into the default instance as broken, as Docusaurus resolves links within an instance", async () => {
    const messages = await buildWith((s) => s.write('guide/setup.md', '# Setup\n\nThen [start](../more/start.md).\n'));
    // Reported twice, as Docusaurus reports it: a broken Markdown link, then, left as written, a broken link (onBrokenLinks 'throw').
    expect(messages).toEqual([expect.stringMatching(/guide\/setup\.md:3: warning: .*\.\.\/more\/start\.md/), expect.stringMatching(/guide\/setup\.md:3: error: broken link: no page at .*more\/start\.md/)]);
  }, 120_000);

  it('names the navbar item that names no docsPluginId when the site has no "default" instance, at its line', async () => {
    const messages = await buildWith(withoutDefault);
    expect(messages).toEqual([
      expect.stringContaining(`/docusaurus.config.js:33: error: navbar item "More" (sidebar "more") names no docsPluginId, so it leads into the "default" docs plugin instance, which this site does not have: its instances are "guide". Add \`docsPluginId: 'guide'\` (or the id of another of them) to the item.`),
    ]);
  }, 120_000);
});
