/**
 * YAML that a site's code imports (`import data from './index.yml'`), which Docusaurus sites give a
 * loader with configureWebpack (arrow-kt's yaml-loader): its data as the default export, in a React
 * page's bundle and in a component an MDX page imports, as an MDX page's own import gives it. esbuild
 * has no loader for it, so arrow-kt's home page and /libraries/ did not compile and were left out.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleSiteCode, runSiteCode } from '../../build/markdown/mdx/site-code.ts';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'site-code-yaml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
};
write('package.json', '{}');
write('src/pages/index.yml', 'hero:\n  title: Typed errors\nlibraries:\n  - name: Core\n  - name: Optics\n');
write('src/pages/index.js', "import data from './index.yml';\nexport default function Home() { return data.hero.title + ': ' + data.libraries.map((l) => l.name).join(', '); }\n");
write('src/components/Libraries.js', "import data from '../pages/index.yml';\nexport default function Libraries() { return data.libraries.map((l) => l.name).join(' and '); }\n");

describe('YAML imported by the site\'s code', () => {
  it("is its data in a React page's bundle", async () => {
    const file = path.join(dir, 'src/pages/index.js');
    const bundle = await bundleSiteCode(file, dir, () => undefined, 'node', { page: true });
    const exports = runSiteCode(bundle, file, () => ({})) as { default: () => string };
    expect(exports.default()).toBe('Typed errors: Core, Optics');
  });

  it('is its data in a component an MDX page imports', async () => {
    const result = await renderMdxPage(dir, ["import Libraries from '../src/components/Libraries';", '', '<Libraries />', ''].join('\n'), 'docs/page.mdx');
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('Core and Optics');
  });
});
