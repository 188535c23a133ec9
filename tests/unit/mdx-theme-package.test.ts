/**
 * A theme package's components (`themes: ['docusaurus-theme-openapi-docs']`), which the MDX pages
 * its plugin generates import as `@theme/ApiExplorer/MethodEndpoint`, `@theme/ParamsDetails`...:
 * Docusaurus finds them in the folder the theme's `getThemePath()` names. Without that, each was a
 * stand-in that drew its children only: pan.dev's 17,000 generated API pages showed no method, path,
 * parameters or responses, and each import was a warning.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../build/docusaurus/map-config.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const fixture = path.join(import.meta.dirname, '../fixtures/mdx-theme-package');
const siteDir = mkdtempSync(path.join(tmpdir(), 'theme-package-'));
cpSync(path.join(fixture, 'theme-package'), path.join(siteDir, 'node_modules/fixture-theme'), { recursive: true });
cpSync(path.join(fixture, 'react-redux'), path.join(siteDir, 'node_modules/react-redux'), { recursive: true });
writeFileSync(path.join(siteDir, 'package.json'), '{ "name": "site", "private": true }\n');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const map = (themes: unknown[], plugins: unknown[] = []) => mapDocusaurusConfig({ title: 'T', url: 'https://t.example', themes, plugins }, siteDir);

describe('a theme package listed in `themes`', () => {
  it("gives its getThemePath() folder, loaded from the site's node_modules, and says what of it is used", () => {
    const mapped = map(['fixture-theme']);
    expect(mapped.themeDirs).toEqual([path.join(siteDir, 'node_modules/fixture-theme/lib/theme')]);
    expect(mapped.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^theme "fixture-theme": its components are drawn where MDX imports them/));
  });

  it('gives the same listed under `plugins`, as Docusaurus reads getThemePath of every plugin, with the plugin\'s own "not run" warning', () => {
    const mapped = map([], [['fixture-theme', {}]]);
    expect(mapped.themeDirs).toEqual([path.join(siteDir, 'node_modules/fixture-theme/lib/theme')]);
    expect(mapped.warnings.map((w) => w.message)).toEqual(['plugin "fixture-theme" is not supported and is not run; the build goes on without it.']);
  });

  // @docusaurus/plugin-pwa's factory throws on a stand-in context; docusaurus-lunr-search's builds a search index: both ship a theme folder.
  it('keeps a plugin\'s "not run" warning where it also ships theme components, without calling its factory or claiming it has no getThemePath', () => {
    const plugin = (name: string, main: string, body: string) => {
      mkdirSync(path.join(siteDir, 'node_modules', name, path.dirname(main), 'theme'), { recursive: true });
      writeFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), JSON.stringify({ name, main }));
      writeFileSync(path.join(siteDir, 'node_modules', name, main), body);
    };
    const called = path.join(siteDir, 'factory-called');
    plugin('pwa-like', 'lib/index.js', `exports.default = function pwa(context) { require('fs').writeFileSync(${JSON.stringify(called)}, ''); return { name: 'pwa', getThemePath: () => require('path').join(__dirname, 'theme'), getClientModules: () => [context.siteConfig.customFields.sw] }; };\n`);
    plugin('lunr-like', 'src/index.js', 'module.exports = function lunr() { throw new Error("needs the build\'s routes"); };\n');
    const mapped = map([], ['pwa-like', ['lunr-like', {}]]);
    expect(mapped.themeDirs).toEqual([path.join(siteDir, 'node_modules/pwa-like/lib/theme'), path.join(siteDir, 'node_modules/lunr-like/src/theme')]);
    expect(mapped.warnings.map((w) => w.message)).toEqual(['plugin "pwa-like" is not supported and is not run; the build goes on without it.', 'plugin "lunr-like" is not supported and is not run; the build goes on without it.']);
    expect(existsSync(called)).toBe(false);
  });

  it('that is not installed is said to be so, and gives no folder', () => {
    const mapped = map([['missing-theme', {}]]);
    expect(mapped.themeDirs).toEqual([]);
    expect(mapped.warnings.map((w) => w.message)).toContain('theme "missing-theme" is not supported (it is not installed in the site); pages use the generator\'s own theme.');
  });
});

describe("MDX importing a theme package's component", () => {
  const render = (markdown: string, dependsOn?: (file: string) => void) => {
    const themeDirs = map(['fixture-theme']).themeDirs;
    return renderSiteDoc(markdown, path.join(siteDir, 'docs/page.mdx'), path.join(siteDir, 'docs'), { site: { baseUrl: '/', siteConfig: {} }, siteDir, isMdx: () => true, themeDirs }, { dependsOn });
  };

  it('draws it at build time, with the components it imports from its own folder', async () => {
    const { html, warnings } = await render('import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";\n\n<MethodEndpoint method={"get"} path={"/pets/{petId}"} context={"endpoint"}>\n</MethodEndpoint>\n\nText.\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('<pre class="openapi__method-endpoint"><span class="badge badge--primary">GET</span> <h2 class="openapi__method-endpoint-path">/pets/:petId</h2></pre>');
  });

  it("gives the package's components react-dom, as Docusaurus's server render does", async () => {
    const { html, warnings } = await render('import Batched from "@theme/Batched";\n\n<Batched label="in one batch" />\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('<span class="batched">in one batch</span>');
  });

  it("keeps this build's own component where it provides the name, imported by MDX or by the package's components", async () => {
    const { html } = await render('import Admonition from "@theme/Admonition";\nimport ApiNote from "@theme/ApiNote";\n\n<Admonition type="note">Kept.</Admonition>\n\n<ApiNote>Noted.</ApiNote>\n');
    expect(html).not.toContain("the package's own Admonition");
    expect(html.match(/ theme-admonition-note /g)).toHaveLength(2);
    expect(html).toContain('Noted.');
  });

  it("gets @docusaurus/theme-common's storage slot, duplicates and class names as Docusaurus's server render gives them", async () => {
    const { html, warnings } = await render('import GroupTabs from "@theme/GroupTabs";\n\n<GroupTabs groupId="lang" values={["js", "py"]} />\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('<ul class="theme-tabs-container"><li aria-selected="true">js</li><li aria-selected="false">py</li></ul>');
  });

  it("fails as the component fails on a repeated value, which theme-common's duplicates finds", async () => {
    const { warnings } = await render('import GroupTabs from "@theme/GroupTabs";\n\n<GroupTabs values={["js", "py", "js"]} />\n');
    expect(warnings).toEqual([expect.stringContaining('<GroupTabs> could not be rendered (Duplicate values "js" found in <GroupTabs>)')]);
  });

  it("gets Node's own modules where the component reads them (node:path), as Docusaurus's server render runs it in Node", async () => {
    const { html, warnings } = await render('import SchemaFile from "@theme/SchemaFile";\n\n<SchemaFile file="docs/pets.StatusCodes.json" />\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('<code>pets.StatusCodes</code>');
  });

  it("makes the page depend on the component it imports and its package's package.json, not on each file the component brings (MethodBadge)", async () => {
    const files: string[] = [];
    await render('import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";\n\n<MethodEndpoint method={"get"} path={"/pets"} />\n', (file) => files.push(file));
    const theme = path.join(siteDir, 'node_modules/fixture-theme');
    expect(files.filter((file) => file.startsWith(theme)).sort()).toEqual([path.join(theme, 'lib/theme/ApiExplorer/MethodEndpoint/index.js'), path.join(theme, 'package.json')]);
  });
});

/**
 * A site's own `src/theme/X` that its MDX imports as `@theme/X`: Docusaurus's theme alias gives the
 * site's theme folder first, then its themes'. Without it, litho's `@theme/VersionedCodeBlock` was a
 * stand-in that drew its children, and its pages lost every dependency snippet it draws.
 */
describe("MDX importing the site's own theme component", () => {
  const ownSite = mkdtempSync(path.join(tmpdir(), 'site-theme-'));
  cpSync(path.join(fixture, 'theme-package'), path.join(ownSite, 'node_modules/fixture-theme'), { recursive: true });
  cpSync(path.join(fixture, 'site-theme'), path.join(ownSite, 'src/theme'), { recursive: true });
  cpSync(path.join(fixture, 'versions.js'), path.join(ownSite, 'versions.js'));
  writeFileSync(path.join(ownSite, 'package.json'), '{ "name": "site", "private": true }\n');
  afterAll(() => rmSync(ownSite, { recursive: true, force: true }));
  const render = (markdown: string) => {
    const themeDirs = mapDocusaurusConfig({ title: 'T', url: 'https://t.example', themes: ['fixture-theme'] }, ownSite).themeDirs;
    return renderSiteDoc(markdown, path.join(ownSite, 'docs/page.mdx'), path.join(ownSite, 'docs'), { site: { baseUrl: '/', siteConfig: {} }, siteDir: ownSite, isMdx: () => true, themeDirs });
  };

  it('draws a component no theme has, with the files of the site it imports', async () => {
    const { html, warnings } = await render('import VersionedSnippet from "@theme/VersionedSnippet";\n\n<VersionedSnippet code={`implementation \'lib:{{version}}\'`} />\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('<pre class="versioned-snippet">implementation &#x27;lib:1.2.3&#x27;</pre>');
  });

  it("draws what such a component imports of the site's theme folder as @theme/X, a name no theme has (wasmcloud's @theme/wasmcloud/json-ld)", async () => {
    const { html, warnings } = await render('import FaqSchema from "@theme/acme/faq-schema";\n\n<FaqSchema question="Why?" />\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('<script type="application/ld+json" class="acme-json-ld">{"@type":"FAQPage","name":"Why?"}</script>');
  });

  it("draws the site's own where a theme package has one of the same name", async () => {
    const { html, warnings } = await render('import ApiNote from "@theme/ApiNote";\n\n<ApiNote>Noted.</ApiNote>\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('<p class="site-api-note">Noted.</p>');
  });
});

/**
 * `@docusaurus/BrowserOnly` in what MDX draws: Docusaurus's server shows its fallback and its browser
 * then the children; this build runs no such component in the browser, so pan.dev's parameters and
 * schemas (drawn by the OpenAPI theme inside BrowserOnly) stayed grey skeletons for every reader.
 */
describe("BrowserOnly in a theme package's component", () => {
  const render = (markdown: string, frontMatter?: Record<string, unknown>) => {
    const themeDirs = map(['fixture-theme']).themeDirs;
    return renderSiteDoc(markdown, path.join(siteDir, 'docs/page.mdx'), path.join(siteDir, 'docs'), { site: { baseUrl: '/', siteConfig: {} }, siteDir, isMdx: () => true, themeDirs, frontMatter });
  };

  it('draws its children at build time where they render without the browser, in place of the fallback', async () => {
    const { html, warnings } = await render('import ParamsDetails from "@theme/ParamsDetails";\n\n<ParamsDetails parameters={[{ name: "limit", type: "integer" }, { name: "sort", type: "string" }]} />\n');
    expect(warnings).toEqual([]);
    expect(html).not.toContain('openapi-skeleton');
    expect(html).toContain('<li><strong>limit</strong> integer</li><li><strong>sort</strong> string</li>');
  });

  it('keeps the summary a Details is given as a <summary> element, once, so the list opens and closes without JavaScript', async () => {
    const { html } = await render('import ParamsDetails from "@theme/ParamsDetails";\n\n<ParamsDetails parameters={[{ name: "limit", type: "integer" }]} />\n');
    expect(html).toContain('<details class="details openapi-markdown__details" open=""><summary><h3>Query Parameters</h3></summary><div class="details__body"><ul>');
  });

  it('keeps the fallback, without a warning, where the children read the browser (window)', async () => {
    const { html, warnings } = await render('import ViewportBadge from "@theme/ViewportBadge";\n\n<ViewportBadge />\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('<span>viewport</span>');
    expect(html).not.toContain('px</span>');
  });

  it("keeps the fallback, without a warning, where the children require a site module that reads the browser as it loads (meteoswiss's leaflet map)", async () => {
    // meteoswiss (MeteoSwiss/opendata) requires its react-leaflet map inside BrowserOnly's children; leaflet reads `window` as it loads.
    mkdirSync(path.join(siteDir, 'docs'), { recursive: true });
    writeFileSync(path.join(siteDir, 'docs/WindowMap.js'), "const width = window.innerWidth;\nexport default function WindowMap() {\n  return <b>map {width}</b>;\n}\n");
    const source = ["import BrowserOnly from '@docusaurus/BrowserOnly';", '', "<BrowserOnly fallback={<div>Loading map...</div>}>{() => { const WindowMap = require('./WindowMap').default; return <WindowMap />; }}</BrowserOnly>", ''].join('\n');
    const { html, warnings } = await render(source);
    expect(warnings).toEqual([]);
    expect(html).toContain('<div>Loading map...</div>');
    // Outside BrowserOnly, Docusaurus's server would fail on it: it stands in, with the warning.
    const outside = await render("import WindowMap from './WindowMap';\n\n<WindowMap>children</WindowMap>\n");
    expect(outside.warnings).toEqual([expect.stringMatching(/"\.\/WindowMap" could not be loaded \(window is not defined\), so what it provides renders its children only/)]);
    expect(outside.html).toContain('children');
  });

  it('keeps the fallback, and runs nothing later, where the children schedule work on the page as they render (a timer reading document)', async () => {
    const { html, warnings } = await render('import TabBinder from "@theme/TabBinder";\n\n<TabBinder />\n');
    // Long enough for a dropped timer to have fired: vitest fails the run on the error it would throw.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings).toEqual([]);
    expect(html).toContain('<span>tabs</span>');
    expect(html).not.toContain('bound');
  });

  it('keeps the fallback, and runs nothing later, where the children chain on a promise or nextTick that reads document', async () => {
    const source = ["import BrowserOnly from '@docusaurus/BrowserOnly';", '', "export const Later = () => <BrowserOnly fallback={<i>later</i>}>{() => { Promise.resolve().then(() => document.title); process.nextTick(() => document.title); return <b>drawn</b>; }}</BrowserOnly>;", '', '<Later />', ''].join('\n');
    const { html, warnings } = await render(source);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings).toEqual([]);
    expect(html).toContain('<i>later</i>');
    expect(html).not.toContain('drawn');
  });

  it('keeps the fallback where the children run an async function that reads document after an await, and what it throws ends nothing', async () => {
    const source = ["import BrowserOnly from '@docusaurus/BrowserOnly';", '', "export const Awaits = () => <BrowserOnly fallback={<i>awaits</i>}>{() => { (async () => { await null; return document.title; })(); return <b>drawn</b>; }}</BrowserOnly>;", '', '<Awaits />', ''].join('\n');
    const { html, warnings } = await render(source);
    // Long enough for the async function to have run on: vitest fails the run on the rejection it would leave unhandled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings).toEqual([]);
    expect(html).toContain('<i>awaits</i>');
    expect(html).not.toContain('drawn');
  });

  it('draws the children where an async function they call throws before any await, and that rejection ends nothing', async () => {
    const source = ["import BrowserOnly from '@docusaurus/BrowserOnly';", '', "export const Throws = () => <BrowserOnly fallback={<i>throws</i>}>{() => { (async () => document.title)(); return <b>drawn</b>; }}</BrowserOnly>;", '', '<Throws />', ''].join('\n');
    const { html, warnings } = await render(source);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings).toEqual([]);
    expect(html).toContain('<b>drawn</b>');
  });

  it('draws an outer BrowserOnly whose inner one calls an async function that throws before any await (the inner clean-up does not mark the outer)', async () => {
    const source = ["import BrowserOnly from '@docusaurus/BrowserOnly';", '', "export const Nested = () => <BrowserOnly fallback={<i>outer fallback</i>}>{() => <div><b>outer</b><BrowserOnly fallback={<i>inner fallback</i>}>{() => { (async () => document.title)(); return <b>inner</b>; }}</BrowserOnly></div>}</BrowserOnly>;", '', '<Nested />', ''].join('\n');
    const { html, warnings } = await render(source);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings).toEqual([]);
    expect(html).toContain('<div><b>outer</b><b>inner</b></div>');
    expect(html).not.toContain('fallback');
  });

  it('draws an outer BrowserOnly around the fallback of an inner one whose children run an async function past an await', async () => {
    const source = ["import BrowserOnly from '@docusaurus/BrowserOnly';", '', "export const Nested = () => <BrowserOnly fallback={<i>outer fallback</i>}>{() => <div><b>outer</b><BrowserOnly fallback={<i>inner fallback</i>}>{() => { (async () => { await null; return document.title; })(); return <b>inner</b>; }}</BrowserOnly></div>}</BrowserOnly>;", '', '<Nested />', ''].join('\n');
    const { html, warnings } = await render(source);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings).toEqual([]);
    expect(html).toContain('<div><b>outer</b><i>inner fallback</i></div>');
  });

  it('draws an outer BrowserOnly whose children hold an inner one and, after it, a React.lazy of a promise made settled (the inner draw gives the outer back its Promise.resolve)', async () => {
    const source = [
      "import BrowserOnly from '@docusaurus/BrowserOnly';",
      "import { lazy, Suspense } from 'react';",
      '',
      'export const Part = () => <b>lazy part</b>;',
      '',
      "export const Nested = () => <BrowserOnly fallback={<i>outer fallback</i>}>{() => { const Lazy = lazy(() => Promise.resolve({ default: Part })); return <div><BrowserOnly fallback={<i>inner fallback</i>}>{() => <b>inner</b>}</BrowserOnly><Suspense fallback={null}><Lazy /></Suspense></div>; }}</BrowserOnly>;",
      '',
      '<Nested />',
      '',
    ].join('\n');
    const { html, warnings } = await render(source);
    expect(warnings).toEqual([]);
    expect(html).toContain('<div><b>inner</b><b>lazy part</b></div>');
    expect(html).not.toContain('fallback');
  });

  it("leaves the links its children draw unchecked, as Docusaurus's server never draws them", async () => {
    const source = ["import BrowserOnly from '@docusaurus/BrowserOnly';", "import Link from '@docusaurus/Link';", '', '[Checked](/checked-page)', '', '<BrowserOnly>{() => <Link to="/only-in-the-browser">there</Link>}</BrowserOnly>', ''].join('\n');
    const { html, links } = await render(source);
    expect(html).toContain('<a href="/only-in-the-browser">there</a>');
    expect(links.map((l) => l.path)).toEqual(['/checked-page']);
  });

  it('keeps the fallback where the children are a form that only works with its own client (an API explorer)', async () => {
    const { html, warnings } = await render('import Request from "@theme/ApiExplorer/Request";\n\n<Request path="/pets" />\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('<div class="openapi-skeleton lg"></div>');
    expect(html).not.toMatch(/<form|<input|Send API request/);
  });

  it("gives the ids the children make (useId) apart from the page's other ones, so two of them on a page do not share one", async () => {
    const { html } = await render('import Disclosure from "@theme/Disclosure";\n\n<Disclosure label="a" />\n\n<Disclosure label="b" />\n');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('draws children that are a React.lazy of a promise made settled (the OpenAPI theme 4.x), and keeps the fallback of one a timer settles', async () => {
    const { html, warnings } = await render('import LazyParams from "@theme/LazyParams";\n\n<LazyParams names={["limit", "sort"]} />\n\n<LazyParams later names={["page"]} />\n');
    expect(warnings).toEqual([]);
    expect(html).toContain('<ul><li>limit</li><li>sort</li></ul>');
    expect(html).not.toContain('<li>page</li>');
    expect(html.match(/openapi-skeleton/g)).toHaveLength(1);
  });

  it('keeps the fallback and says so at its line where the children fail on their own (a missing provider)', async () => {
    const { html, warnings } = await render('Text.\n\nimport StoreTabs from "@theme/StoreTabs";\n\n<StoreTabs values={["application/json"]} />\n\nAfter.\n');
    expect(html).toContain('<div class="openapi-skeleton md"></div>');
    expect(html).toContain('After.');
    expect(warnings).toEqual([expect.stringMatching(/^5: BrowserOnly's children could not be drawn at build time \(could not find store context value; please ensure the component is wrapped in a <Provider>\), so its fallback is shown/)]);
  });

  it("draws the children where they read the store the OpenAPI theme's ApiItem gives an API page (front matter `api`), from react-redux's copy in another bundle", async () => {
    const source = 'import StoreTabs from "@theme/StoreTabs";\n\n<StoreTabs values={["application/json", "application/xml"]} />\n';
    const { html, warnings } = await render(source, { api: 'eJyrVkrLz1eyUkpKLFKqBQAdegQ0' });
    expect(warnings).toEqual([]);
    expect(html).not.toContain('openapi-skeleton');
    expect(html).toContain('<ul><li aria-selected="false">application/json</li><li aria-selected="false">application/xml</li></ul>');
  });

  it('draws them too with react-redux 7, whose context each bundled copy makes as it runs: one context serves the page, as in Docusaurus\'s one bundle', async () => {
    const site7 = mkdtempSync(path.join(tmpdir(), 'theme-package-redux7-'));
    try {
      cpSync(path.join(fixture, 'theme-package'), path.join(site7, 'node_modules/fixture-theme'), { recursive: true });
      cpSync(path.join(fixture, 'react-redux-7'), path.join(site7, 'node_modules/react-redux'), { recursive: true });
      writeFileSync(path.join(site7, 'package.json'), '{ "name": "site7", "private": true }\n');
      const themeDirs = mapDocusaurusConfig({ title: 'T', url: 'https://t.example', themes: ['fixture-theme'] }, site7).themeDirs;
      const source = 'import StoreTabs from "@theme/StoreTabs";\n\n<StoreTabs values={["application/json"]} />\n';
      const { html, warnings } = await renderSiteDoc(source, path.join(site7, 'docs/page.mdx'), path.join(site7, 'docs'), { site: { baseUrl: '/', siteConfig: {} }, siteDir: site7, isMdx: () => true, themeDirs, frontMatter: { api: 'eJyrVkrLz1eyUkpKLFKqBQAdegQ0' } });
      expect(warnings).toEqual([]);
      expect(html).not.toContain('openapi-skeleton');
      expect(html).toContain('<ul><li aria-selected="false">application/json</li></ul>');
    } finally {
      rmSync(site7, { recursive: true, force: true });
    }
  });
});
