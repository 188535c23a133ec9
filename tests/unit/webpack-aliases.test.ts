/**
 * A Docusaurus site's webpack aliases (tests/fixtures/docusaurus-webpack-aliases): MDX imports and
 * the bundles of its components and React pages resolve through docusaurus-plugin-module-alias's
 * `alias` option and the `resolve.alias` of a local plugin's `configureWebpack`, as webpack resolves
 * them for Docusaurus (floorp's `@Components/Support.js` and `@img/...webp` in 77 MDX files rendered
 * nothing before). A key ending in `$` names its module alone; the modules this build provides stay
 * its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aliasedPath } from '../../build/markdown/mdx/aliases.ts';
import { cliBuild } from '../helpers/fixture.ts';

const { out, printed } = cliBuild('docusaurus-webpack-aliases', 180_000);
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

describe('webpack aliases', () => {
  it("resolve MDX imports through the module-alias plugin's options and a local plugin's configureWebpack, with no warning", () => {
    expect(printed.stderr).toBe('');
    const html = read('docs/intro/index.html');
    expect(html).toContain('<span class="badge-from-alias">from the module-alias plugin</span>');
    expect(html).toMatch(/<img [^>]*src="\/assets\/images\/photo-[0-9a-f]+\.png" alt="Aliased photo"\/>/);
  });

  it("resolve the site's components and React pages through them too, an exact key for its module alone", () => {
    const card = '<div class="card-from-alias"><span class="badge-from-alias">nested</span> the exact module</div>';
    expect(read('docs/intro/index.html')).toContain(card);
    expect(read('index.html')).toContain(card);
  });

  it("read a key as webpack does, leaving this build's own modules alone", () => {
    const aliases = { '@Components': '/site/src/components', exact$: '/site/src/Exact.js', react: '/site/node_modules/react', 'react-native$': 'react-native-web' };
    expect(aliasedPath('@Components/Card', aliases)).toBe('/site/src/components/Card');
    expect(aliasedPath('@Components', aliases)).toBe('/site/src/components');
    expect(aliasedPath('@ComponentsMore/Card', aliases)).toBeUndefined();
    expect(aliasedPath('exact', aliases)).toBe('/site/src/Exact.js');
    expect(aliasedPath('exact/sub', aliases)).toBeUndefined();
    expect(aliasedPath('react-native', aliases)).toBe('react-native-web');
    expect(aliasedPath('react', aliases)).toBeUndefined();
    expect(aliasedPath('react/jsx-runtime', aliases)).toBeUndefined();
  });
});
