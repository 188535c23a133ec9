/**
 * A site's own components (`@site/src/components/...`, relative `.js`/`.jsx`/`.ts`/`.tsx`
 * imports of an MDX file), bundled by esbuild and run at build time, so they render to HTML with
 * the page. React, `@theme/...` and `@docusaurus/...` come from the MDX `require`; a package the
 * site does not have installed becomes a stand-in through the same `require` (with a warning).
 * Their CSS (plain and CSS modules) is collected for the pages that use them.
 */
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { Require } from './module.ts';

export const SITE_CODE = /\.(jsx?|tsx?|mjs|cjs)$/i;
const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/** Bare imports this build provides itself rather than bundling. */
const PROVIDED = /^(react|react-dom|@theme|@docusaurus)(\/|$)/;

/** Bare imports the MDX `require` answers (what we provide, and what cannot be found); images by their published URL. */
function plugin(siteDir: string | undefined, imageUrl: (file: string) => string | undefined): Plugin {
  return {
    name: 'mdx-externals',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, async (args) => {
        if (!siteDir) return undefined;
        const found = await b.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteDir });
        return found.errors.length ? { path: args.path, external: true } : { path: found.path };
      });
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'probe') return undefined;
        if (PROVIDED.test(args.path)) return { path: args.path, external: true };
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'probe' });
        return found.errors.length ? { path: args.path, external: true } : undefined;
      });
      b.onLoad({ filter: IMAGE }, (args) => ({ contents: `module.exports = ${JSON.stringify(imageUrl(args.path) ?? '')};`, loader: 'js' }));
    },
  };
}

export interface SiteCode {
  exports: unknown;
  /** The CSS its files import, bundled; empty when there is none. */
  css: string;
}

/** Bundles and runs one component file; throws what esbuild or the code throws. */
export async function loadSiteCode(file: string, siteDir: string | undefined, imageUrl: (file: string) => string | undefined, require: Require): Promise<SiteCode> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    outdir: '/mdx-site-code',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [plugin(siteDir, imageUrl)],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.filter((f) => f.path.endsWith('.css')).map((f) => f.text).join('\n');
  const module = { exports: {} as unknown };
  new Function('require', 'module', 'exports', '__filename', '__dirname', js)(require, module, module.exports, file, path.dirname(file));
  return { exports: module.exports, css };
}
