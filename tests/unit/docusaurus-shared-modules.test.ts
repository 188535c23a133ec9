/**
 * Data modules several routes of a site's plugin name (tests/fixtures/docusaurus-shared-modules: 30
 * file pages naming one tree of every file's text, as atmos's file browser names a 6 MB tree from
 * 864 routes): read once into one value, written once as a hashed JSON file that the hydrated pages'
 * data names, and put back in place in the browser before the page hydrates.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { pluginActions, routeProps, type ModuleValues, type NamedModule } from '../../build/docusaurus/plugin-actions.ts';
import { shareModules } from '../../build/docusaurus/shared-modules.ts';
import type { PageData } from '../../site/docusaurus/context.ts';
import { withSharedProps } from '../../site/docusaurus/shared-props.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

/** The pages' browser modules esbuild made (build/react-pages/render.tsx `browserModule`). */
const made = vi.hoisted(() => ({ browserModules: 0 }));
vi.mock('esbuild', async (importOriginal) => {
  const esbuild = await importOriginal<typeof import('esbuild')>();
  const transform: typeof esbuild.transform = (input, options) => {
    if (String(input).startsWith('export default function (require, module, exports)')) made.browserModules++;
    return esbuild.transform(input, options);
  };
  return { ...esbuild, transform, default: { ...esbuild, transform } };
});

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
const COUNT = 30;

/** Every file of the output, relative to it. */
const outputFiles = (dir: string, rel = ''): string[] => readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? outputFiles(dir, path.join(rel, e.name)) : [path.join(rel, e.name)]));
const read = (rel: string) => readFileSync(path.join(fixture.out, rel), 'utf8');
const islandData = (rel: string): PageData => {
  const island = /data-island="page" data-props="([^"]*)"/.exec(read(rel))?.[1];
  if (!island) throw new Error(`${rel} has no page island`);
  const { data } = JSON.parse(island.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  return typeof data === 'string' ? JSON.parse(data) : data;
};

beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-shared-modules'), outDir: fixture.out });
}, 300_000);
afterAll(() => fixture.cleanup());

describe('a data module many plugin routes share', () => {
  it('renders every route with it on the server', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
    const html = read('files/7/index.html');
    expect(html).toContain('<h1>example-7.yaml</h1>');
    expect(html).toContain('tree-text-7-39');
    // The nav drawn from the shared tree, with the shared options' base.
    for (const i of [0, 12, COUNT - 1]) expect(html).toContain(`href="/files/${i}"`);
    expect(read('files/index.html')).toContain(`<h1>Example files</h1><p>${COUNT} files</p>`);
  });

  it("makes the browser module of the routes' one hydrated component once, not once a route", () => {
    expect(made.browserModules).toBe(1);
    const scripts = new Set(Array.from({ length: COUNT }, (_, i) => /"code":"([^"]+)"/.exec(read(`files/${i}/index.html`).replace(/&quot;/g, '"'))?.[1]));
    expect([...scripts]).toEqual([expect.stringMatching(/^\/assets\/js\/page\.[0-9a-f]{10}\.js$/)]);
  });

  it('is written once, as one hashed JSON file, and in no page: another file’s text is in its own page and the tree alone', () => {
    const holding = outputFiles(fixture.out).filter((file) => read(file).includes('tree-text-3-5'));
    expect(holding.filter((file) => !/^files[\\/]3(\.html|[\\/]index\.html)$/.test(file))).toEqual([expect.stringMatching(/^assets[\\/]data[\\/]tree\.[0-9a-f]{10}\.json$/)]);
    const tree = JSON.parse(read(holding.find((file) => file.startsWith('assets'))!));
    expect(tree.files).toHaveLength(COUNT);
    expect(tree.files[3].text).toContain('key_5: tree-text-3-5');
  });

  it("leaves the shared modules out of a hydrated page's data, naming their files where they go; the route's own module stays in", () => {
    const data = islandData('files/7/index.html');
    const tree = outputFiles(fixture.out).find((file) => /^assets[\\/]data[\\/]tree\./.test(file))!;
    expect(data.sharedProps).toEqual([
      { at: ['treeData'], url: `/${tree.split(path.sep).join('/')}` },
      { at: ['optionsData'], url: expect.stringMatching(/^\/assets\/data\/options\.[0-9a-f]{10}\.json$/) },
      { at: ['labels'], url: expect.stringMatching(/^\/assets\/data\/labels\.[0-9a-f]{10}\.json$/) },
    ]);
    expect(data.props).toEqual({ treeData: null, optionsData: null, labels: null, fileData: { name: 'example-7.yaml', text: expect.stringContaining('tree-text-7-0') } });
    // Each page's data is its own size, not the tree's.
    expect(JSON.stringify(data).length).toBeLessThan(JSON.stringify(JSON.parse(read(tree))).length);
  });
});

describe('reading and sharing the modules', () => {
  it('reads a module once: every route naming it gets the same value', async () => {
    const created = new Map<string, string>();
    const { actions, routes } = pluginActions('/site/.docusaurus/p/default', created);
    const tree = await actions.createData('tree.json', { files: ['a', 'b'] });
    for (const own of ['x', 'y']) actions.addRoute({ path: `/f/${own}`, component: '/c.jsx', modules: { tree, nested: [{ tree }], own: await actions.createData(`${own}.json`, { own }) } });
    const values: ModuleValues = new Map();
    const named: NamedModule[][] = [[], []];
    const [x, y] = routes.map((route, i) => routeProps(route, created, '/site', values, named[i]));
    expect(x.tree).toEqual({ files: ['a', 'b'] });
    expect(y.tree).toBe(x.tree);
    expect((y.nested as { tree: unknown }[])[0].tree).toBe(x.tree);
    expect(named[0]).toEqual([
      { at: ['tree'], file: tree },
      { at: ['nested', '0', 'tree'], file: tree },
      { at: ['own'], file: '/site/.docusaurus/p/default/x.json' },
    ]);
  });

  it('gives the routes sharing a module one file under the base URL, and keeps a module one route names in its props', () => {
    const tree = { files: ['a', 'b'] };
    const values: ModuleValues = new Map<string, unknown>([['/d/tree.json', tree], ['/d/x.json', { own: 'x' }], ['/d/y.json', { own: 'y' }]]);
    const route = (own: string) => ({ props: { tree, list: [tree], own: { own } }, modules: [{ at: ['tree'], file: '/d/tree.json' }, { at: ['list', '0'], file: '/d/tree.json' }, { at: ['own'], file: `/d/${own}.json` }] });
    const [x, y] = shareModules([route('x'), route('y')], values, { baseUrl: '/site/' });
    expect(x.shipped!.files).toEqual([{ file: expect.stringMatching(/^assets\/data\/tree\.[0-9a-f]{10}\.json$/), text: '{"files":["a","b"]}' }]);
    expect(y.shipped!.files[0]).toBe(x.shipped!.files[0]);
    expect(x.shipped!.shared).toEqual([{ at: ['tree'], url: `/site/${x.shipped!.files[0].file}` }, { at: ['list', '0'], url: `/site/${x.shipped!.files[0].file}` }]);
    expect(x.shipped!.props).toEqual({ tree: null, list: [null], own: { own: 'x' } });
    // The server render's props are untouched.
    expect(x.props).toEqual({ tree, list: [tree], own: { own: 'x' } });
    expect(shareModules([route('x')], values, { baseUrl: '/' })[0].shipped).toBeUndefined();
  });

  it('in the browser, fetches each file once and puts its value everywhere it goes, or fails the hydration when it cannot', async () => {
    const fetched: string[] = [];
    const files: Record<string, unknown> = { '/a/tree.1.json': { files: ['a'] } };
    const fetchFile = async (url: string) => (fetched.push(url), { ok: url in files, status: url in files ? 200 : 404, json: async () => structuredClone(files[url]) });
    const data = { route: '/f/x', props: { tree: null, list: [null], own: 1 }, sharedProps: [{ at: ['tree'], url: '/a/tree.1.json' }, { at: ['list', '0'], url: '/a/tree.1.json' }] } as unknown as PageData;
    const filled = await withSharedProps(data, fetchFile);
    expect(filled.props).toEqual({ tree: { files: ['a'] }, list: [{ files: ['a'] }], own: 1 });
    expect(fetched).toEqual(['/a/tree.1.json']);
    await expect(withSharedProps({ ...data, sharedProps: [{ at: ['tree'], url: '/a/gone.json' }] }, fetchFile)).rejects.toThrow('/a/gone.json: HTTP 404');
  });
});
