/**
 * A site's own components (`@site/src/components/...`, relative `.js`/`.jsx`/`.ts`/`.tsx`
 * imports of an MDX file), bundled by esbuild and run at build time, so they render to HTML with
 * the page. React, `@theme/...` and `@docusaurus/...` come from the MDX `require`; a package the
 * site does not have installed becomes a stand-in through the same `require` (with a warning).
 * Their CSS (plain and CSS modules) is bundled too, for the pages that use them. A bundle is kept
 * while none of the files it was made from changed, so a component shared by many pages is built once.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { sassPlugin } from './sass-plugin.ts';
import type { Plugin } from 'esbuild';
import type { Require } from './module.ts';

export const SITE_CODE = /\.(jsx?|tsx?|mjs|cjs)$/i;
const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/** Bare imports this build provides itself rather than bundling. */
const PROVIDED = /^(react|react-dom|@theme|@theme-original|@docusaurus)(\/|$)/;

/** An image import gives its published URL; an SVG, as Docusaurus's SVGR does, a component (drawing it as an image). */
function imageModule(url: string, svg: boolean): string {
  if (!svg) return `module.exports = ${JSON.stringify(url)};`;
  const component = `(props) => require('react').createElement('img', Object.assign({ src: ${JSON.stringify(url)}, alt: '' }, props))`;
  return `const Svg = ${component}; module.exports = { __esModule: true, default: Svg, ReactComponent: Svg };`;
}

/** Bare imports the MDX `require` answers (what we provide, and what cannot be found); images by their published URL. */
function plugin(siteDir: string | undefined, imageUrl: (file: string) => string | undefined): Plugin {
  return {
    name: 'mdx-site-code',
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
      b.onLoad({ filter: IMAGE }, (args) => ({ contents: imageModule(imageUrl(args.path) ?? '', /\.svg$/i.test(args.path)), loader: 'js' }));
    },
  };
}

export interface SiteCode {
  exports: unknown;
  /** The CSS its files import, bundled; empty when there is none. */
  css: string;
  /** The files it was built from. */
  inputs: string[];
}

const stamp = (file: string) => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
};

const bundles = new Map<string, { code: SiteCode; stamps: string[] }>();

/** Bundles and runs one component file (or reuses it); throws what esbuild or the code throws. */
export async function loadSiteCode(file: string, siteDir: string | undefined, imageUrl: (file: string) => string | undefined, require: Require): Promise<SiteCode> {
  const kept = bundles.get(file);
  if (kept && kept.code.inputs.every((input, i) => stamp(input) === kept.stamps[i])) return kept.code;
  const { build } = await import('esbuild');
  // Paths in the bundle (the CSS names its files in comments) are relative to the site, not to where the build was started: the same site gives the same bytes.
  const workDir = siteDir ?? path.dirname(file);
  const result = await build({
    absWorkingDir: workDir,
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    outdir: '/mdx-site-code',
    jsx: 'automatic',
    // Docusaurus writes JSX in .js files; Sass is compiled (sass-plugin.ts), Less is not, so its styles are left out.
    loader: { '.js': 'jsx', '.less': 'empty' },
    logLevel: 'silent',
    metafile: true,
    plugins: [plugin(siteDir, imageUrl), sassPlugin(siteDir)],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.filter((f) => f.path.endsWith('.css')).map((f) => f.text).join('\n');
  const module = { exports: {} as unknown };
  new Function('require', 'module', 'exports', '__filename', '__dirname', js)(require, module, module.exports, file, path.dirname(file));
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(workDir, input)).filter((input) => !input.includes(':'));
  const code = { exports: module.exports, css, inputs };
  bundles.set(file, { code, stamps: inputs.map(stamp) });
  return code;
}
