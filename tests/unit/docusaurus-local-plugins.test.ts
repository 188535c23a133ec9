/**
 * A Docusaurus site's own plugins run as Docusaurus runs them (tests/fixtures/docusaurus-local-plugins):
 * loadContent, contentLoaded and allContentLoaded with addRoute, createData and setGlobalData; the
 * routes they add are pages rendered with the site's components, their modules as props; a plugin
 * that throws stops the build naming it, and one whose package is missing is not run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { isLocalPlugin } from '../../build/docusaurus/local-plugins.ts';
import { pluginActions, routeProps } from '../../build/docusaurus/plugin-actions.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
let messages: string[];
const page = (route: string) => readFileSync(path.join(fixture.out, route, 'index.html'), 'utf8');
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-local-plugins'), outDir: fixture.out });
  messages = result.diagnostics.map(formatDiagnostic);
}, 120_000);
afterAll(() => fixture.cleanup());

describe("a site's own plugins", () => {
  it('add routes that links reach: the site builds with onBrokenLinks "throw", without a word about them but what is not run', () => {
    expect(messages.filter((m) => / error: /.test(m))).toEqual([]);
    expect(result.ok).toBe(true);
    expect(messages.filter((m) => /plugin/.test(m))).toEqual([expect.stringMatching(/docusaurus\.config\.js: warning: plugin "team-plugin": postBuild is not run \(the files it writes after the build are not written\)/)]);
  });

  it('render a route with its component inside the layout, its createData modules as props (nested too, one named through a webpack alias its configureWebpack gives), and the cached data its loadContent fell back to offline', () => {
    const html = page('releases');
    expect(html).toMatch(/<title>Releases \| Local plugins<\/title>/);
    expect(html).toContain('class="navbar');
    expect(html).toContain('<h1>Releases</h1>');
    expect(html.replaceAll('<!-- -->', '')).toContain('<p>Tags: v2.0.0, v1.1.0, v1.0.0</p>');
    for (const [tag, name] of [['v2.0.0', 'Two point oh'], ['v1.1.0', 'Minor things'], ['v1.0.0', 'First release']]) expect(html).toContain(`<article id="${tag}"><h2>${name}</h2>`);
    expect(html).toContain('href="/site/team"');
  });

  it('hydrate a component that needs the browser with the same props', () => {
    const island = /data-island="page" data-props="([^"]*)"/.exec(page('releases'))?.[1] ?? '{}';
    const { data } = JSON.parse(island.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    const props = (typeof data === 'string' ? JSON.parse(data) : data).props;
    expect(props.releases.map((r: { tag: string }) => r.tag)).toEqual(['v2.0.0', 'v1.1.0', 'v1.0.0']);
    expect(props.extra).toEqual({ tags: ['v2.0.0', 'v1.1.0', 'v1.0.0'] });
  });

  it("give a hydrated page's data the global data of the plugins its render read, and no other's", async () => {
    const copy = tempSite('docusaurus-local-plugins');
    try {
      copy.write('src/pages/latest.js', "import { useState } from 'react';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Latest() {\n  const [shown] = useState(true);\n  return <p className=\"latest\">{shown && usePluginData('releases-plugin').latest}</p>;\n}\n");
      const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
      expect(built.ok, built.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
      const dataOf = (route: string) => {
        const island = /data-island="page" data-props="([^"]*)"/.exec(readFileSync(path.join(copy.out, route, 'index.html'), 'utf8'))![1];
        return JSON.parse(island.replace(/&quot;/g, '"').replace(/&amp;/g, '&')).data;
      };
      expect(readFileSync(path.join(copy.out, 'latest/index.html'), 'utf8')).toContain('<p class="latest">v2.0.0</p>');
      expect(dataOf('latest').globalData).toEqual({ 'releases-plugin': { default: { latest: 'v2.0.0' } } });
      expect(dataOf('releases').globalData).toBeUndefined();
    } finally {
      copy.cleanup();
    }
  });

  it("give a page whose code runs only in the browser (BrowserOnly, useIsBrowser) the presets' options and every plugin's global data, which its server render never reads", async () => {
    const copy = tempSite('docusaurus-local-plugins');
    try {
      copy.write('src/pages/later.js', "import BrowserOnly from '@docusaurus/BrowserOnly';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nfunction Counts() {\n  const { siteConfig } = useDocusaurusContext();\n  return <p>{siteConfig.presets.length} {usePluginData('releases-plugin').latest}</p>;\n}\nexport default function Later() {\n  return <BrowserOnly fallback={<i>later</i>}>{() => <Counts />}</BrowserOnly>;\n}\n");
      const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
      expect(built.ok, built.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
      const html = readFileSync(path.join(copy.out, 'later/index.html'), 'utf8');
      expect(html).toContain('<i>later</i>');
      const island = /data-island="page" data-props="([^"]*)"/.exec(html)![1];
      const data = JSON.parse(island.replace(/&quot;/g, '"').replace(/&amp;/g, '&')).data;
      expect(data.siteConfig.presets).toEqual([['classic', { docs: {}, blog: false }]]);
      expect(Object.keys(data.siteConfig)).toEqual(expect.arrayContaining(['presets', 'plugins']));
      expect(data.globalData).toMatchObject({ 'releases-plugin': { default: { latest: 'v2.0.0' } }, 'summary-plugin': { default: { releaseCount: 3 } } });
    } finally {
      copy.cleanup();
    }
  });

  it("give the components MDX draws what setGlobalData got, through usePluginData and useDocusaurusContext (react-bootstrap's DocLink in its docs)", async () => {
    const copy = tempSite('docusaurus-local-plugins');
    try {
      copy.write('src/components/LatestRelease.js', "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nexport default function LatestRelease() {\n  const { globalData } = useDocusaurusContext();\n  return <p className=\"latest-doc\">{usePluginData('releases-plugin').latest} of {globalData['summary-plugin'].default.releaseCount}</p>;\n}\n");
      copy.write('docs/latest.mdx', "# Latest\n\nimport LatestRelease from '@site/src/components/LatestRelease';\n\n<LatestRelease />\n");
      const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
      expect(built.ok, built.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
      expect(built.diagnostics.map(formatDiagnostic).filter((m) => /latest\.mdx/.test(m))).toEqual([]);
      expect(readFileSync(path.join(copy.out, 'docs/latest/index.html'), 'utf8').replaceAll('<!-- -->', '')).toContain('<p class="latest-doc">v2.0.0 of 3</p>');
    } finally {
      copy.cleanup();
    }
  });

  it("give a route's props to its component (an @site/ path), its path taken without the base URL", () => {
    const html = page('team');
    expect(html).toContain('<h1>Team of docusaurus-local-plugins</h1>');
    expect(html).toContain('<li>Ada, maintainer</li>');
  });

  it("give useGlobalData and usePluginData what setGlobalData got, in contentLoaded and in allContentLoaded (which reads every plugin's content)", () => {
    expect(page('').replaceAll('<!-- -->', '')).toContain('<p>Latest release: v2.0.0, one of 3.</p>');
  });

  it('are pages of the sitemap', () => {
    const sitemap = readFileSync(path.join(fixture.out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://example.com/site/releases</loc>');
    expect(sitemap).toContain('<loc>https://example.com/site/team</loc>');
  });
});

describe('a plugin module', () => {
  let copy: TempSite;
  afterAll(() => copy?.cleanup());

  it("is its `default` export when it has one, as Docusaurus takes it (a CommonJS module that spreads a package's exports beside its plugin, as apache/answer-website's blog plugin)", async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write(
      'plugins/crew.js',
      "const helpers = { validateOptions: ({ options }) => options };\nfunction crewPlugin(context, options) {\n  return { name: 'crew-plugin', async contentLoaded({ actions }) { actions.addRoute({ path: `${context.baseUrl}crew`, component: '@site/src/components/Team', props: { members: options.members, siteDir: 'the crew' }, exact: true }); } };\n}\nmodule.exports = { ...helpers, default: crewPlugin };\n",
    );
    copy.write('docusaurus.config.js', readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8').replace('plugins: [', "plugins: [\n    ['./plugins/crew', { members: [{ name: 'Linus', role: 'captain' }] }],"));
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const html = readFileSync(path.join(copy.out, 'crew', 'index.html'), 'utf8');
    expect(html).toContain('<h1>Team of the crew</h1>');
    expect(html).toContain('<li>Linus, captain</li>');
  }, 120_000);
});

describe("a plugin's options", () => {
  let copy: TempSite;
  afterAll(() => copy?.cleanup());

  it("go through its validateOptions first, as @docusaurus/core's plugins/init.js runs it with its validate helper (kubeedge's plugins borrow the blog plugin's, which fills in its defaults)", async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write(
      'plugins/fleet.js',
      [
        '// A schema as Joi answers validate: the options with their defaults.',
        "const schema = { validate: (value) => ({ value: { routePath: 'fleet', members: [{ name: 'Grace', role: 'admiral' }], ...value } }) };",
        'function fleetPlugin(context, options) {',
        "  return { name: 'fleet-plugin', async contentLoaded({ actions }) { actions.addRoute({ path: `${context.baseUrl}${options.routePath}`, component: '@site/src/components/Team', props: { members: options.members, siteDir: `the ${options.id} fleet` }, exact: true }); } };",
        '}',
        'fleetPlugin.validateOptions = ({ validate, options }) => validate(schema, options);',
        'module.exports = fleetPlugin;',
        '',
      ].join('\n'),
    );
    copy.write('docusaurus.config.js', readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8').replace('plugins: [', "plugins: [\n    ['./plugins/fleet', {}],"));
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const html = readFileSync(path.join(copy.out, 'fleet', 'index.html'), 'utf8');
    expect(html).toContain('<h1>Team of the default fleet</h1>');
    expect(html).toContain('<li>Grace, admiral</li>');
  }, 120_000);
});

describe("a plugin's context", () => {
  let copy: TempSite;
  afterAll(() => copy?.cleanup());

  it("holds a locale config for every locale, inferred where the config writes none, as Docusaurus's loadI18n fills i18n.localeConfigs (kuizuo/blog's wrapper of plugin-content-blog, zh-CN, stopped with \"Can't find locale config\")", async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write(
      'plugins/locale.js',
      [
        '// As plugin-content-blog reads it: the current locale\'s config, which must be there.',
        'module.exports = function localePlugin(context) {',
        '  const { currentLocale, localeConfigs } = context.i18n;',
        '  const own = localeConfigs[currentLocale];',
        "  if (!own) throw new Error(`Can't find locale config for locale \\`${currentLocale}\\``);",
        "  return { name: 'locale-plugin', async contentLoaded({ actions }) { actions.addRoute({ path: `${context.baseUrl}locale`, component: '@site/src/components/Team', props: { members: [{ name: own.label, role: own.htmlLang }], siteDir: `${own.direction} ${own.baseUrl}` }, exact: true }); } };",
        '};',
        '',
      ].join('\n'),
    );
    const config = readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8');
    copy.write('docusaurus.config.js', config.replace('plugins: [', "i18n: { defaultLocale: 'zh-CN', locales: ['zh-CN'] },\n  plugins: [\n    './plugins/locale',"));
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const html = readFileSync(path.join(copy.out, 'locale', 'index.html'), 'utf8');
    expect(html).toContain('<h1>Team of ltr /site/</h1>');
    expect(html).toContain('<li>中文（中国）, zh-CN</li>');
  }, 120_000);
});

describe("a plugin's site config", () => {
  let copy: TempSite;
  afterAll(() => copy?.cleanup());

  it("is the config as the site's own @docusaurus/core validates it, with the defaults its plugins read (plugin-content-blog maps siteConfig.staticDirectories, which kuizuo/blog's config leaves out)", async () => {
    copy = tempSite('docusaurus-local-plugins');
    // The site's installed core, as far as the plugin context reads it: its validateConfig fills a default.
    copy.write('node_modules/@docusaurus/core/package.json', '{ "name": "@docusaurus/core", "version": "3.10.1" }\n');
    copy.write('node_modules/@docusaurus/core/lib/server/configValidation.js', "exports.validateConfig = (config) => ({ staticDirectories: ['static'], ...config });\n");
    copy.write(
      'plugins/statics.js',
      [
        'module.exports = function staticsPlugin(context) {',
        '  const dirs = context.siteConfig.staticDirectories.map((dir) => `${dir}/`);',
        "  return { name: 'statics-plugin', async contentLoaded({ actions }) { actions.addRoute({ path: `${context.baseUrl}statics`, component: '@site/src/components/Team', props: { members: [], siteDir: dirs.join(' ') }, exact: true }); } };",
        '};',
        '',
      ].join('\n'),
    );
    const config = readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8');
    copy.write('docusaurus.config.js', config.replace('plugins: [', "plugins: [\n    './plugins/statics',"));
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(readFileSync(path.join(copy.out, 'statics', 'index.html'), 'utf8')).toContain('<h1>Team of static/</h1>');
  }, 120_000);
});

describe('a plugin that fails', () => {
  let copy: TempSite;
  afterEach(() => copy?.cleanup());

  it('stops the build when it throws, naming the plugin, the method and its file', async () => {
    copy = tempSite('docusaurus-local-plugins');
    const file = path.join(copy.content, 'plugins/releases/index.js');
    copy.write('plugins/releases/index.js', readFileSync(file, 'utf8').replace('return fetchReleases();', "throw new Error('the release feed is down');"));
    const failed = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(failed.ok).toBe(false);
    expect(failed.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([
      expect.stringMatching(/plugins\/releases\/index\.js: error: plugin "releases-plugin" failed in loadContent: the release feed is down\. Fix the plugin, or remove it from `plugins` in .*docusaurus\.config\.js\./),
    ]);
  }, 120_000);

  it('stops the build when it reaches the network and does not catch the failure, as Docusaurus offline stops, naming the host', async () => {
    copy = tempSite('docusaurus-local-plugins');
    const file = path.join(copy.content, 'plugins/releases/index.js');
    copy.write('plugins/releases/index.js', readFileSync(file, 'utf8').replace('} catch {\n    return cached;', '} finally {'));
    const failed = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(failed.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([
      expect.stringMatching(/plugins\/releases\/index\.js: error: plugin "releases-plugin" failed in loadContent: fetch failed \(getaddrinfo \w+ releases\.example\.invalid\)\. It could not reach the network: build where that host can be reached \(Docusaurus needs it too\), or make the plugin fall back when it cannot\.$/),
    ]);
  }, 120_000);

  it("is a warning, not a stop, when it throws in allContentLoaded after reading the content of a plugin this build does not run (a package's)", async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write(
      'plugins/export.js',
      "module.exports = () => ({ name: 'api-export', async allContentLoaded({ allContent }) {\n  const api = allContent['docusaurus-plugin-openapi-docs'] || {};\n  if (!api.default) throw new Error('api-export: no API docs');\n} });\n",
    );
    copy.write('docusaurus.config.js', readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8').replace('plugins: [', "plugins: [\n    './plugins/export',"));
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(built.ok).toBe(true);
    expect(built.diagnostics.map(formatDiagnostic)).toContainEqual(
      expect.stringMatching(/plugins\/export\.js: warning: plugin "api-export": allContentLoaded reads the content of "docusaurus-plugin-openapi-docs", which this build does not give to the site's plugins, and throws without it, so what it adds is missing\. It said: .*no API docs/),
    );
    // The site's other plugins still give their pages and data.
    expect(readFileSync(path.join(copy.out, 'releases', 'index.html'), 'utf8')).toContain('<h1>Releases</h1>');
  }, 120_000);

  it("is a warning, not a stop, when it throws in allContentLoaded on the docs' content, which this build gives without sidebars (serverpod's Markdown export walks them)", async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write(
      'plugins/export.js',
      "module.exports = () => ({ name: 'markdown-export', async allContentLoaded({ allContent }) {\n  const stable = allContent['docusaurus-plugin-content-docs'].default.loadedVersions.find((v) => v.isLast);\n  for (const sidebar of Object.values(stable.sidebars)) sidebar.forEach(() => {});\n} });\n",
    );
    copy.write('docusaurus.config.js', readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8').replace('plugins: [', "plugins: [\n    './plugins/export',"));
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(built.diagnostics.map(formatDiagnostic)).toContainEqual(
      expect.stringMatching(/plugins\/export\.js: warning: plugin "markdown-export": allContentLoaded throws on the blog's or docs' content, which this build gives as Docusaurus's plugins load it in part \(posts and docs with their metadata, no docs sidebars\), so what it adds is missing\. It said: .*Cannot convert undefined or null to object/),
    );
  }, 120_000);

  it("is a warning when it reads the content of a plugin this build does not run in allContentLoaded and goes on without it; none for Docusaurus's blog on a site without one, which Docusaurus does not hold either", async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write(
      'plugins/latest.js',
      "module.exports = () => ({ name: 'latest-posts', async allContentLoaded({ allContent, actions }) {\n  const posts = allContent['docusaurus-plugin-content-blog']?.default?.blogPosts ?? [];\n  const pages = allContent['docusaurus-plugin-content-pages']?.default ?? [];\n  actions.setGlobalData({ posts: posts.slice(0, 3), pages });\n} });\n",
    );
    copy.write('docusaurus.config.js', readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8').replace('plugins: [', "plugins: [\n    './plugins/latest',"));
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.ok).toBe(true);
    expect(built.diagnostics.map(formatDiagnostic).filter((m) => m.includes('latest-posts'))).toEqual([
      expect.stringMatching(/plugins\/latest\.js: warning: plugin "latest-posts": allContentLoaded reads the content of "docusaurus-plugin-content-pages", which this build does not give to the site's plugins, so what it makes of it \(its routes, its global data\) is missing or empty here\.$/),
    ]);
  }, 120_000);

  it('is not run when it calls a package the site has not installed: one warning, and the rest of the site builds', async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write('plugins/feed.js', "const Parser = require('rss-parser-not-installed');\nmodule.exports = () => ({ name: 'feed-plugin', async loadContent() { return new Parser().parseURL('https://example.invalid/feed'); } });\n");
    copy.write('docusaurus.config.js', readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8').replace('plugins: [', "plugins: [\n    './plugins/feed',"));
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.ok).toBe(true);
    expect(built.diagnostics.map(formatDiagnostic)).toContainEqual(expect.stringMatching(/plugins\/feed\.js: warning: plugin "feed-plugin" is not run: it calls the package "rss-parser-not-installed", which is not installed in the site/));
  }, 120_000);
});

describe('a plugin without a name', () => {
  let copy: TempSite;
  afterAll(() => copy?.cleanup());

  it('runs, named by its file, as Docusaurus runs one that only adds head tags (kubevela.io)', async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write('plugins/nameless.js', "module.exports = function (context) {\n  return { async contentLoaded({ actions }) { actions.addRoute({ path: context.baseUrl + 'nameless', component: '@site/src/components/Team', props: { members: [{ name: 'Nameless', role: 'plugin' }] }, exact: true }); } };\n};\n");
    copy.write('docusaurus.config.js', readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8').replace('plugins: [', "plugins: [\n    './plugins/nameless',"));
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(built.ok).toBe(true);
    expect(readFileSync(path.join(copy.out, 'nameless', 'index.html'), 'utf8')).toContain('Nameless');
  }, 120_000);
});

describe('a config that fails with the site\'s installed packages', () => {
  let copy: TempSite;
  afterAll(() => copy?.cleanup());

  it('runs none of its plugins: one warning, and the rest of the site builds', async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write('node_modules/broken-helper/package.json', '{ "name": "broken-helper", "main": "index.js" }');
    copy.write('node_modules/broken-helper/index.js', "throw new Error('broken-helper cannot load here');\n");
    copy.write('docusaurus.config.js', `require('broken-helper');\n${readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8').replace(/onBrokenLinks: 'throw'/, "onBrokenLinks: 'warn'")}`);
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.ok).toBe(true);
    expect(built.diagnostics.map(formatDiagnostic)).toContainEqual(expect.stringMatching(/docusaurus\.config\.js: warning: the site's own plugins are not run: the config, loaded with the site's installed packages, fails \(.*broken-helper cannot load here/));
  }, 120_000);
});

describe("a site's plugin wrapping an installed CommonJS plugin package", () => {
  let copy: TempSite;
  afterAll(() => copy?.cleanup());

  it("gets the package's exports.default from `import x from` when it sets __esModule, as jiti gives it to Docusaurus (pixijs' wrapper of docusaurus-plugin-llms)", async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write('node_modules/wrapped-plugin/package.json', '{ "name": "wrapped-plugin", "main": "lib/index.js" }');
    copy.write('node_modules/wrapped-plugin/lib/index.js', '"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.default = function wrapped(context, options) {\n  return { name: "wrapped", async contentLoaded({ actions }) { actions.addRoute({ path: context.baseUrl + options.route, component: "@site/src/components/Team", props: { members: [{ name: "Wrapped", role: "plugin" }], siteDir: "x" }, exact: true }); } };\n};\n');
    copy.write('plugins/wrapper.ts', "import wrapped from 'wrapped-plugin';\nexport default function wrapper(context: { baseUrl: string }, options: { route: string }) {\n  const inner = wrapped(context, options);\n  return { ...inner, name: 'wrapper' };\n}\n");
    copy.write('docusaurus.config.js', readFileSync(path.join(copy.content, 'docusaurus.config.js'), 'utf8').replace('plugins: [', "plugins: [\n    [require.resolve('./plugins/wrapper.ts'), { route: 'wrapped' }],"));
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(built.diagnostics.map(formatDiagnostic).filter((m) => /wrapper|wrapped/.test(m))).toEqual([]);
    expect(built.ok).toBe(true);
    expect(readFileSync(path.join(copy.out, 'wrapped', 'index.html'), 'utf8')).toContain('Wrapped');
  }, 120_000);
});

describe('which plugins are the site’s own, and the props of a route', () => {
  it('a path outside node_modules or a function of the site; not a package name or a package’s file', () => {
    expect(isLocalPlugin('./plugins/changelog')).toBe(true);
    expect(isLocalPlugin('/site/plugins/changelog/index.js')).toBe(true);
    expect(isLocalPlugin(function myPlugin() {})).toBe(true);
    expect(isLocalPlugin('docusaurus-plugin-sass')).toBe(false);
    expect(isLocalPlugin('/site/node_modules/@easyops-cn/docusaurus-search-local/dist/index.js')).toBe(false);
  });

  it('modules give their data in their shape, beside props; a prop in both is refused, as Docusaurus refuses it', async () => {
    const created = new Map<string, string>();
    const { actions, routes } = pluginActions('/site/.docusaurus/p/default', created);
    const a = await actions.createData('a.json', '{"n":1}');
    const b = await actions.createData('b.json', [2]);
    actions.addRoute({ path: '/x', component: '/c.jsx', modules: { a, list: [b, { __import: true, path: a }] }, props: { title: 'X' } });
    expect(routeProps(routes[0], created, '/site')).toEqual({ a: { n: 1 }, list: [[2], { n: 1 }], title: 'X' });
    expect(() => routeProps({ ...routes[0], props: { a: 1 } }, created, '/site')).toThrow(/declares a both in modules and in props/);
  });
});
