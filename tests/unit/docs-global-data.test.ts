/**
 * The docs plugin's global data (what `@docusaurus/plugin-content-docs/client` answers): paths under
 * the base URL as Docusaurus's normalizeUrl makes them. Docs at the root of a base URL are at the
 * base URL with its slash (`/monaco/`), which a versions page links to (monaco's: `/monaco` was no page).
 */
import { describe, expect, it } from 'vitest';
import type { DocsPlugin, LoadedVersion } from '../../build/config.ts';
import type { DocMeta } from '../../build/content/types.ts';
import { docsGlobalData } from '../../build/docs-global-data.ts';

const plugin = (routeBasePath: string) => ({ id: 'default', routeBasePath }) as DocsPlugin;
const version = (name: string, routeBase: string, isLast: boolean) => ({ pluginId: 'default', name, label: name, isLast, routeBase }) as LoadedVersion;
const doc = (version: string, permalink: string) => ({ pluginId: 'default', version, id: 'intro', permalink }) as DocMeta;

describe("the docs plugin's global data", () => {
  it('gives docs at the root of the base URL its path with the slash, as Docusaurus does', () => {
    const data = docsGlobalData([plugin('/')], [version('1.6.0', '/', true), version('1.5.3', '/1.5.3', false)], [doc('1.6.0', '/'), doc('1.5.3', '/1.5.3/')], '/monaco/');
    expect(data.default.path).toBe('/monaco/');
    expect(data.default.versions.map((v) => [v.path, v.mainDocId, v.docs[0].path])).toEqual([
      ['/monaco/', 'intro', '/monaco/'],
      ['/monaco/1.5.3', 'intro', '/monaco/1.5.3'],
    ]);
  });

  it('gives other paths without a slash at the end, and the site root as /', () => {
    const data = docsGlobalData([plugin('docs')], [version('current', '/docs', true)], [doc('current', '/docs/intro')], '/base/');
    expect(data.default.versions[0].path).toBe('/base/docs');
    expect(docsGlobalData([plugin('/')], [version('current', '/', true)], [doc('current', '/')], '/').default.versions[0].path).toBe('/');
  });
});
