/**
 * A plugin package whose job is configurePostCss (kidow-blog's `docusaurus-tailwindcss`, scriptcat's
 * `@gracefullight/docusaurus-plugin-tailwind`): installed in the site, it is loaded as
 * @docusaurus/core 3.10.2 loads a plugin (server/plugins/moduleShorthand.js's names, init.js's call
 * with the context and its options, read), and its configurePostCss's PostCSS plugins run on the
 * site's CSS as a site plugin's do; its other methods are not run, and a warning names them. Package
 * plugins were not run at all, so those sites' Tailwind classes had no CSS. Not installed, it stays a
 * plugin that is not run. With pnpm, `postcss` is not at the top of the site's node_modules: the one
 * postcss-loader requires, through @docusaurus/core's dependencies, is (scriptcat had none run). Fixture: tests/fixtures/docusaurus-postcss-package.
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

/**
 * The fixture built with its plugin package when `withPackage`, and `postcss` at the top of its
 * node_modules, or (`pnpm`) only where postcss-loader requires it, inside @docusaurus/core's
 * dependencies, as a pnpm install leaves it (scriptcat).
 */
async function built(withPackage: boolean, pnpm = false) {
  const site = tempSite('docusaurus-postcss-package');
  sites.push(site);
  const loader = path.join(site.content, 'node_modules/@docusaurus/core/node_modules/postcss-loader');
  mkdirSync(pnpm ? path.join(loader, 'node_modules') : path.join(site.content, 'node_modules'), { recursive: true });
  if (pnpm) {
    site.write('node_modules/@docusaurus/core/package.json', '{ "name": "@docusaurus/core", "version": "3.10.2" }\n');
    site.write('node_modules/@docusaurus/core/node_modules/postcss-loader/package.json', '{ "name": "postcss-loader", "version": "7.3.4" }\n');
  }
  symlinkSync(path.join(ROOT, 'node_modules/postcss'), pnpm ? path.join(loader, 'node_modules/postcss') : path.join(site.content, 'node_modules/postcss'));
  const name = 'docusaurus-plugin-fixture-tailwind';
  if (withPackage) symlinkSync(path.join(site.content, 'packages', name), path.join(site.content, 'node_modules', name), 'dir');
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  const dir = path.join(site.out, 'assets/css');
  return { ok: result.ok, messages: result.diagnostics.map(formatDiagnostic), css: readFileSync(path.join(dir, readdirSync(dir).find((f) => f.startsWith('custom.'))!), 'utf8') };
}

describe("an installed plugin package's configurePostCss", () => {
  it('runs its PostCSS plugins on the custom CSS, made with its options; its other methods are named as not run', async () => {
    const site = await built(true);
    expect(site.css).toContain('.tw-hero-pad{padding:4rem}');
    expect(site.css).not.toContain('@tailwind');
    expect(site.messages).toEqual([expect.stringMatching(/docusaurus\.config\.js: warning: plugin "fixture-tailwind": only its configurePostCss is run; getClientModules is not/)]);
  }, 120_000);

  it("runs them with the postcss postcss-loader requires, when the site's install does not hoist it (pnpm)", async () => {
    const site = await built(true, true);
    expect(site.css).toContain('.tw-hero-pad{padding:4rem}');
    expect(site.messages.filter((m) => m.includes('PostCSS'))).toEqual([]);
  }, 120_000);

  it('is a plugin that is not run when the package is not installed', async () => {
    const site = await built(false);
    expect(site.ok).toBe(true);
    expect(site.css).not.toContain('hero-pad');
    expect(site.messages).toEqual([
      expect.stringMatching(/docusaurus\.config\.js: warning: plugin "fixture-tailwind" is not supported and is not run/),
      expect.stringMatching(/custom\.css:1: warning: Unknown at rule: @tailwind/),
    ]);
  }, 120_000);
});
