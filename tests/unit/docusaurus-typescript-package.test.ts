/**
 * A config that imports an installed package whose entry is TypeScript source (a workspace package
 * linked into node_modules with `"main": "src/index.ts"`, as wasmcloud's config imports its
 * rehype-name-to-id): jiti compiles it for Docusaurus, so the config loads and
 * its own plugins run. Node's import refuses the `.ts` extension: the config, read with the site's
 * packages, failed, its plugins were not run and the links to their pages were broken.
 */
import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

describe('a config importing an installed package written in TypeScript', () => {
  let copy: TempSite;
  afterAll(() => copy?.cleanup());

  it("loads, so the site's own plugins run and add their pages", async () => {
    copy = tempSite('docusaurus-local-plugins');
    copy.write('packages/rehype-heading-ids/package.json', '{ "name": "rehype-heading-ids", "type": "module", "main": "src/index.ts" }');
    copy.write('packages/rehype-heading-ids/src/index.ts', "interface Options { prefix: string }\nexport default function rehypeHeadingIds(options: Options = { prefix: '' }) {\n  return (tree: unknown) => void tree;\n}\n");
    copy.write('node_modules/.keep', '');
    symlinkSync(path.join(copy.content, 'packages/rehype-heading-ids'), path.join(copy.content, 'node_modules/rehype-heading-ids'), 'dir');
    rmSync(path.join(copy.content, 'docusaurus.config.js'));
    copy.write('docs/intro.md', '# Intro\n\nThe [team](/team/) page is a plugin\'s.\n');
    copy.write(
      'docusaurus.config.ts',
      [
        "import rehypeHeadingIds from 'rehype-heading-ids';",
        'export default {',
        "  title: 'A workspace package', url: 'https://example.com', baseUrl: '/site/', onBrokenLinks: 'throw',",
        "  presets: [['classic', { docs: { rehypePlugins: [[rehypeHeadingIds, { prefix: 'h-' }]] }, blog: false }]],",
        '  plugins: [',
        '    function teamPlugin(context: { baseUrl: string }) {',
        "      return { name: 'team-plugin', async contentLoaded({ actions }: { actions: { addRoute(route: object): void } }) { actions.addRoute({ path: `${context.baseUrl}team`, component: '@site/src/components/Team', props: { members: [{ name: 'Ada', role: 'maintainer' }], siteDir: 'x' }, exact: true }); } };",
        '    },',
        '  ],',
        "  themeConfig: { navbar: { items: [{ to: 'team', label: 'Team', position: 'left' }] } },",
        '};',
      ].join('\n'),
    );
    const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
    const messages = built.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => /loading it failed|are not run|error:/.test(m))).toEqual([]);
    expect(built.ok).toBe(true);
    expect(readFileSync(path.join(copy.out, 'team', 'index.html'), 'utf8')).toContain('Ada');
  }, 120_000);
});
