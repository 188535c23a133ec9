/**
 * Issue 21: the stylesheet and client bundle are built once per version of their sources
 * (build/asset-cache.ts). An edit of the stylesheet folder, of the rules the config adds or of the
 * generator (its key) must give a new stylesheet; nothing changed gives the same files.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishAssets } from '../../build/asset-cache.ts';
import { inSiteDir } from '../../build/docusaurus/import-module.ts';
import { ROOT } from '../helpers/fixture.ts';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the stylesheet and client bundle cache', () => {
  it('builds again exactly when a source of the stylesheet changed', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-asset-cache-'));
    const assets = path.join(dir, 'assets');
    cpSync(path.join(ROOT, 'assets/css'), path.join(assets, 'css'), { recursive: true });
    const generator = `test-${path.basename(dir)}`;
    let run = 0;
    const publish = async (extraCss: string, look: 'site' | 'infima' = 'site') => {
      const out = path.join(dir!, `out-${run++}`);
      const built = await publishAssets(ROOT, assets, out, extraCss, look, generator);
      return { ...built, text: readFileSync(path.join(out, built.css.replace(/^\//, '')), 'utf8') };
    };

    const first = await publish('');
    expect(await publish('')).toEqual(first);

    appendFileSync(path.join(assets, 'css/site.css'), '\n.asset-cache-probe { color: red; }\n');
    const edited = await publish('');
    expect(edited.css).not.toBe(first.css);
    expect(edited.text).toContain('.asset-cache-probe');

    const announced = await publish('.announcement-probe { color: blue; }');
    expect(announced.text).toContain('.announcement-probe');

    // Infima's look: Infima's own rules, over this site's stylesheet in a cascade layer (above Tailwind 4's layers).
    const infima = await publish('', 'infima');
    expect(infima.css).not.toBe(edited.css);
    expect(infima.text).toMatch(/^@layer theme,base,components,utilities;@layer site\{/);
    expect(infima.text).toContain('.asset-cache-probe');
    expect(infima.text).toContain('.pagination-nav__link--next');
    expect(infima.text).toContain('--ifm-color-primary:#3578e5');
  }, 60_000);

  it('builds two outputs at once, unbuilt in the cache, while a site\'s code runs in its own folder: neither loses its files', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-asset-cache-'));
    const assets = path.join(dir, 'assets');
    cpSync(path.join(ROOT, 'assets/css'), path.join(assets, 'css'), { recursive: true });
    const generator = `test-${path.basename(dir)}`;
    const outs = [path.join(dir, 'out-a'), path.join(dir, 'out-b')];
    // A remark plugin or a local plugin of a Docusaurus site runs with the site's folder as the working directory (inSiteDir).
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const siteCode = (async () => {
      for (let i = 0; i < 40; i++) await inSiteDir(dir!, () => pause(25)), await pause(25);
    })();
    const [a, b] = await Promise.all([...outs.map((out) => publishAssets(ROOT, assets, out, '', 'site', generator)), siteCode]) as Awaited<ReturnType<typeof publishAssets>>[];
    expect(b).toEqual(a);
    for (const out of outs) for (const url of [a.css, a.js, a.searchEngine, a.pageRuntime]) expect(existsSync(path.join(out, url))).toBe(true);
  }, 60_000);
});
