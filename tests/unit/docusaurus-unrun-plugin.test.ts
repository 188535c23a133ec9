/**
 * Links into the pages of a plugin this build does not run (tests/fixtures/docusaurus-unrun-plugin):
 * Docusaurus runs it and checks them against its pages; here they are not checked, under the route
 * base the plugin declares only, with one warning per plugin. Any other link to no page is broken.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { presetUnrunRoutes, unrunOwner, unrunPluginRoutes } from '../../build/docusaurus/plugin-routes.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
let messages: string[];
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-unrun-plugin'), outDir: fixture.out });
  messages = result.diagnostics.map(formatDiagnostic);
}, 120_000);
afterAll(() => fixture.cleanup());

describe('links into the routes of a plugin that is not run', () => {
  it('do not stop a site with onBrokenLinks "throw"', () => {
    expect(messages.filter((m) => m.includes('error'))).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('are one warning per plugin, naming it, its route base and how many links lead there, from Markdown and the navbar', () => {
    const unchecked = messages.filter((m) => m.includes('is not run, so its page'));
    expect(unchecked).toEqual([
      expect.stringMatching(/docusaurus\.config\.js: warning: plugin "docusaurus-plugin-typedoc-api" is not run, so its pages under \/api\/ are missing from this build: 5 links into them \(the first at .*docs\/guide\.md:3\) lead nowhere and are not checked/),
      expect.stringMatching(/docusaurus\.config\.js: warning: plugin "@scalar\/docusaurus" is not run, so its page \/api-reference\/shop is missing from this build: 1 link into it \(the first at .*docs\/guide\.md:5\) leads nowhere and is not checked/),
      expect.stringMatching(/docusaurus\.config\.js: warning: plugin "redocusaurus" is not run, so its page \/cluster-api is missing from this build: 1 link into it \(the first at .*docs\/guide\.md:7\) leads nowhere and is not checked/),
      expect.stringMatching(/docusaurus\.config\.js: warning: plugin "docusaurus-plugin-rest-reference" is not run, so its pages under \/reference\/ are missing from this build: 1 link into them \(the first at .*docs\/intro\.md:10\) leads nowhere/),
    ]);
    expect(messages.some((m) => m.includes('broken link'))).toBe(false);
  });

  it("are pages a client redirect may lead to, as Docusaurus's redirects plugin is given every route", () => {
    expect(messages.filter((m) => m.includes('client-redirects'))).toEqual([]);
    expect(readFileSync(path.join(fixture.out, 'shop-api/index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/api-reference/shop">');
  });
});

describe('a link no unrun plugin owns', () => {
  let copy: TempSite;
  afterAll(() => copy?.cleanup());

  it('is still broken: beside a route base, under the root a plugin declares, or a plugin that declares none', async () => {
    copy = tempSite('docusaurus-unrun-plugin');
    copy.write('docs/wrong.md', '# Wrong\n\n[a](/apis/core) [b](/api-v2/core)\n[c](/everywhere/page) [d](/docs/api/core)\n[e](/api-reference/shop/orders) [f](/api-reference)\n');
    const broken = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    expect(broken.ok).toBe(false);
    const errors = broken.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    const lines: Record<string, number> = { '/apis/core': 3, '/api-v2/core': 3, '/everywhere/page': 4, '/docs/api/core': 4, '/api-reference/shop/orders': 5, '/api-reference': 5 };
    expect(errors).toEqual(Object.entries(lines).map(([p, line]) => expect.stringContaining(`wrong.md:${line}: error: broken link: no page at "${p}"`)));
  }, 120_000);
});

describe('the route base a plugin declares', () => {
  it('is its routeBasePath, else the default of a plugin known to make routes, else the one page its route option names; the site root or nothing owns no links', () => {
    expect(unrunPluginRoutes('@apify/docusaurus-plugin-typedoc-api', {})).toEqual({ plugin: '@apify/docusaurus-plugin-typedoc-api', base: '/api' });
    expect(unrunPluginRoutes('docusaurus-plugin-typedoc-api', { routeBasePath: 'reference/' })?.base).toBe('/reference');
    expect(unrunPluginRoutes('@scalar/docusaurus', { route: '/api-reference/shop/' })).toEqual({ plugin: '@scalar/docusaurus', base: '/api-reference/shop', exact: true });
    expect(unrunPluginRoutes('docusaurus-plugin-everywhere', { routeBasePath: '/' })).toBeUndefined();
    expect(unrunPluginRoutes('docusaurus-plugin-redoc', { route: '/' })).toBeUndefined();
    expect(unrunPluginRoutes('docusaurus-plugin-image-zoom', {})).toBeUndefined();
  });

  it("is, for the redocusaurus preset, the route of each of its specs (one object or a list)", () => {
    expect(presetUnrunRoutes('redocusaurus', { specs: [{ spec: 'a.json', route: '/api/' }, { spec: 'b.json' }, { spec: 'c.json', route: 'ops' }] })).toEqual([
      { plugin: 'redocusaurus', base: '/api', exact: true },
      { plugin: 'redocusaurus', base: '/ops', exact: true },
    ]);
    expect(presetUnrunRoutes('redocusaurus', { specs: { spec: 'a.json', route: '/one' } })).toEqual([{ plugin: 'redocusaurus', base: '/one', exact: true }]);
    expect(presetUnrunRoutes('docusaurus-preset-other', { specs: [{ route: '/api' }] })).toEqual([]);
  });

  it("is, for Cloud Annotations' openapi preset, its openapi plugin's routeBasePath (\"api\" by default), none with `api: false` (OpenAssistant's /api)", () => {
    expect(presetUnrunRoutes('docusaurus-preset-openapi', { docs: {}, api: { path: 'docs/api/' } })).toEqual([{ plugin: 'docusaurus-plugin-openapi', base: '/api' }]);
    expect(presetUnrunRoutes('docusaurus-preset-openapi', {})).toEqual([{ plugin: 'docusaurus-plugin-openapi', base: '/api' }]);
    expect(presetUnrunRoutes('docusaurus-preset-openapi', { api: { routeBasePath: '/rest/' } })).toEqual([{ plugin: 'docusaurus-plugin-openapi', base: '/rest' }]);
    expect(presetUnrunRoutes('docusaurus-preset-openapi', { api: false })).toEqual([]);
  });

  it('is, for the redocusaurus preset with an openapi folder or without specs, the pages under its routeBasePath ("/api" by default)', () => {
    // redocusaurus's own website: openapi/using-single-yaml/openapi.yaml is /examples/using-single-yaml/, beside a spec with a route.
    expect(presetUnrunRoutes('redocusaurus', { openapi: { path: 'openapi', routeBasePath: '/examples' }, specs: [{ spec: 'https://example.com/openapi.yaml', route: '/examples/using-remote-url/' }] })).toEqual([
      { plugin: 'redocusaurus', base: '/examples/using-remote-url', exact: true },
      { plugin: 'redocusaurus', base: '/examples' },
    ]);
    expect(presetUnrunRoutes('redocusaurus', {})).toEqual([{ plugin: 'redocusaurus', base: '/api' }]);
  });

  it('holds the paths under it, the longest base first', () => {
    const routes = [{ plugin: 'a', base: '/api' }, { plugin: 'b', base: '/api/v2' }];
    expect(unrunOwner(routes, '/api')?.plugin).toBe('a');
    expect(unrunOwner(routes, '/api/core')?.plugin).toBe('a');
    expect(unrunOwner(routes, '/api/v2/core')?.plugin).toBe('b');
    expect(unrunOwner(routes, '/apis')).toBeUndefined();
    const page = [{ plugin: 'scalar', base: '/api-reference/shop', exact: true }];
    expect(unrunOwner(page, '/api-reference/shop')?.plugin).toBe('scalar');
    expect(unrunOwner(page, '/api-reference/shop/orders')).toBeUndefined();
  });
});
