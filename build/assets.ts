/** Stylesheet (lightningcss), client bundle (esbuild) and static files, with content hashes. */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteConfig } from '../site/config-types.ts';
import { LAZY_MODULES } from '../site/docusaurus/lazy-modules.ts';
import { listFiles, STATIC_SKIPPED } from './content/walk.ts';
import { displayPath } from './content/read-text.ts';
import { forFile, type Reporter } from './diagnostics.ts';

export function contentHash(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

/** Writes data under a content-hashed name and returns its URL. */
export function writeHashed(outDir: string, folder: string, name: string, ext: string, data: string | Uint8Array): string {
  const file = `${folder}/${name}.${contentHash(data)}${ext}`;
  mkdirSync(path.join(outDir, folder), { recursive: true });
  writeFileSync(path.join(outDir, file), data);
  return `/${file}`;
}

/**
 * The announcement bar's colours from the config. They are written into the stylesheet because the
 * Content-Security-Policy allows no inline styles; the schema lets only CSS colours through.
 */
export function announcementBarCss(config: SiteConfig): string {
  if (!config.announcementBar) return '';
  const { backgroundColor, textColor } = config.announcementBar;
  return `.announcement-bar{background:${backgroundColor};color:${textColor}}`;
}

/** The stylesheet of each look (`style.look`): this site's own, or Infima's over it (infima.css). */
const LOOK_ENTRY: Record<SiteConfig['style']['look'], string> = { site: 'site.css', infima: 'infima.css' };

/**
 * Bundles the look's stylesheet (`assets/css/site.css` or `infima.css`) and its imports (a package's
 * by its name, such as Infima's), then `extra` (rules generated from the config), into one minified
 * file, content-hashed; or, for the dev server, under a fixed URL outside /assets/ (so it is not
 * cached for ever), so that a CSS edit changes no page and only needs a reload.
 */
export async function buildCss(assetsDir: string, outDir: string, extra: string, look: SiteConfig['style']['look'], fixedUrl?: string): Promise<string> {
  // Loaded here, not with the module: most production builds take the files from asset-cache.ts.
  const { bundleAsync } = await import('lightningcss');
  const require = createRequire(import.meta.url);
  const { code: bundled } = await bundleAsync({
    filename: path.join(assetsDir, 'css', LOOK_ENTRY[look]),
    minify: true,
    targets: { chrome: 100 << 16, firefox: 100 << 16, safari: 15 << 16 },
    resolver: { resolve: (specifier, from) => (/^\.{0,2}\//.test(specifier) ? path.resolve(path.dirname(from), specifier) : require.resolve(specifier)) },
  });
  const code = Buffer.concat([bundled, Buffer.from(extra)]);
  if (!fixedUrl) return writeHashed(outDir, 'assets/css', 'site', '.css', code);
  mkdirSync(path.join(outDir, path.dirname(fixedUrl)), { recursive: true });
  writeFileSync(path.join(outDir, fixedUrl), code);
  return fixedUrl;
}

/**
 * Bundles the browser entry as ES modules; shared code such as React lands in its own cacheable
 * chunk. The search engine is a second entry, loaded by URL, so that a failed load can be retried
 * under a new URL (browsers remember a failed dynamic import of a bundled chunk for the page's life).
 */
/** Whether the node_modules folder beside the client's sources is itself a link (a git worktree's). */
function linkedPackages(siteDir: string): boolean {
  const packages = path.join(siteDir, '..', 'node_modules');
  return existsSync(packages) && lstatSync(packages).isSymbolicLink();
}

export async function buildClient(siteDir: string, outDir: string): Promise<{ entry: string; searchEngine: string; pageRuntime: string; files: string[] }> {
  const entries = { entry: path.join(siteDir, 'client/entry.tsx'), 'search-engine': path.join(siteDir, 'islands/search-engine.ts') };
  const liveCode = await buildLiveCode(siteDir, outDir);
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    // The browsers buildCss targets: class fields stay native, so no lowering helper joins the first visit's download.
    target: ['chrome100', 'firefox100', 'safari15'],
    outdir: path.join(outDir, 'assets/js'),
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    // The live code blocks' module, beside the client's files: the client loads it by this name.
    define: { 'process.env.NODE_ENV': '"production"', LIVE_CODE_MODULE: JSON.stringify('./' + path.posix.basename(liveCode)) },
    external: ['./live-code.*'],
    jsx: 'automatic',
    // React's licence notices go to a file beside each bundle that names them (as webpack's and so Docusaurus's do), not into what every first visit downloads.
    legalComments: 'linked',
    // Chromium's explicit compile hint (V8, Chrome 136+; other browsers ignore a comment): every function
    // of a file is compiled on a background thread while it downloads, rather than on the main thread when
    // first called. Without it, React's first calls compiled for about 100 ms (4x-slowed CPU) inside the
    // entry's evaluation, one task a press could land in. Each file here runs most of its code once loaded.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    metafile: true,
    write: true,
    logLevel: 'silent',
    // The metafile's paths are relative to this folder, read after the build: not the working directory, which a
    // site's code changes meanwhile (inSiteDir), and which then named no file esbuild wrote ("produced no file").
    absWorkingDir: siteDir,
    // esbuild's [hash] mixes in each input's path relative to absWorkingDir, and by default a package's path is
    // its real one: a checkout whose node_modules is a link (a git worktree's) named the same bytes otherwise.
    // Kept as linked there, every checkout sees `../node_modules/...` and the names depend on the bytes alone.
    // Only there: where the packages inside are links (pnpm's), a package's own dependencies are found from
    // its real folder alone (react-dom's scheduler), so links are followed as usual.
    preserveSymlinks: linkedPackages(siteDir),
  });
  const outputs = Object.entries(result.metafile.outputs);
  const toUrl = (file: string) => '/' + path.relative(outDir, path.resolve(siteDir, file)).split(path.sep).join('/');
  const outputOf = (source: string) => {
    const found = outputs.find(([, o]) => o.entryPoint && path.resolve(siteDir, o.entryPoint) === source)?.[0];
    if (!found) throw new Error(`esbuild produced no file for ${source}`);
    return toUrl(found);
  };
  const [pageRuntime, ...lazyModules] = await buildPageRuntime(siteDir, outDir);
  return { entry: outputOf(entries.entry), searchEngine: outputOf(entries['search-engine']), pageRuntime, files: [...outputs.map(([file]) => toUrl(file)), pageRuntime, ...lazyModules, liveCode] };
}

/** React's modules in the order of page-runtime.tsx's REACT_MODULES, which is also the order the runtime's own require answers them in (`r`). */
const REACT_MODULES = ['react', 'react-dom/client', 'react/jsx-runtime', 'react-dom'];

/** `entry` bundled as CommonJS with React left out, and the `require` that answers React's modules from `r`, the array the client hands over. */
async function withoutReact(entry: string): Promise<{ cjs: string; require: string }> {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    format: 'cjs',
    minify: true,
    target: ['chrome100', 'firefox100', 'safari15'],
    external: REACT_MODULES,
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
  });
  return { cjs: result.outputFiles[0].text, require: `function(n){return r[${JSON.stringify(REACT_MODULES)}.indexOf(n)]}` };
}

/**
 * The runtime of a site's React pages that need the browser (site/client/page-runtime.tsx), built
 * apart from the client with React left out: a module the client loads on such pages only and
 * hands React's modules, so that React stays one chunk of the docs pages' bundle. The modules few
 * pages import (site/docusaurus/lazy-modules.ts) are built apart again, beside it, and it loads one
 * only for a page whose code requires it: by a path relative to itself, whatever the base URL.
 */
async function buildPageRuntime(siteDir: string, outDir: string): Promise<string[]> {
  const names = [...new Set(Object.values(LAZY_MODULES))];
  const urls = await Promise.all(
    names.map(async (name) => {
      const { cjs, require } = await withoutReact(path.join(siteDir, 'docusaurus', `${name}.ts`));
      return writeHashed(outDir, 'assets/js', name, '.js', `export default function(r){var m={exports:{}};(function(require,module,exports){${cjs}})(${require},m,m.exports);return m.exports}\n`);
    }),
  );
  const { cjs, require } = await withoutReact(path.join(siteDir, 'client/page-runtime.tsx'));
  const load = Object.entries(LAZY_MODULES).map(([specifier, name]) => `${JSON.stringify(specifier)}:function(){return import(${JSON.stringify('./' + path.posix.basename(urls[names.indexOf(name)]))})}`).join(',');
  // `preload`: what a page's island needs before it hydrates (its code, the modules that asks for), for the router to load before the page shows.
  const preload = `export function preload(p){return import(p.code).then(function(c){return Promise.all((c.lazy||[]).filter(function(s){return s in L}).map(function(s){return L[s]()}))})}`;
  const code = `var L={${load}};${preload}export default function(r,e,p){var m={exports:{}};(function(require,module,exports){${cjs}})(${require},m,m.exports);return m.exports.hydratePage(r,e,p,L)}\n`;
  return [writeHashed(outDir, 'assets/js', 'page-runtime', '.js', code), ...urls];
}

/**
 * The live code blocks' editor (site/client/live-code.tsx: react-live, with its compiler, sucrase),
 * built apart with React left out, as the page runtime is: in the client's build it would share React
 * with the client, which esbuild then moves out of the first chunk into one more file every page loads.
 */
async function buildLiveCode(siteDir: string, outDir: string): Promise<string> {
  const { cjs, require } = await withoutReact(path.join(siteDir, 'client/live-code.tsx'));
  return writeHashed(outDir, 'assets/js', 'live-code', '.js', `export default function(r){var m={exports:{}};(function(require,module,exports){${cjs}})(${require},m,m.exports);return m.exports}\n`);
}

/** How a file gets into the output: copied, or linked from the output replaced (page-reuse.ts). */
export type CopyFile = (source: string, target: string) => void;

/**
 * Copies the files under `from` to `to`, dot files included, each as a regular file: a symlink is
 * followed only while it lands in `from` or the repository of `siteDir` (content/readable.ts). Returns the files copied, relative to `to`.
 */
function copyFiles(from: string, siteDir: string, to: string, reporter: Reporter, copy: CopyFile, skip: (rel: string) => boolean = () => false): string[] {
  if (!existsSync(from)) return [];
  const copied = listFiles(from, siteDir, reporter, undefined, STATIC_SKIPPED);
  return copied.filter((rel) => {
    if (skip(rel)) return false;
    const target = path.join(to, rel);
    const copying = () => {
      mkdirSync(path.dirname(target), { recursive: true });
      // A page's `.html` twin is a hard link to its index.html: a static file at its path takes the link's place rather than writing into the page.
      if (lstatSync(target, { throwIfNoEntry: false })?.isFile()) unlinkSync(target);
      copy(path.join(from, rel), target);
      return true;
    };
    return forFile(reporter, displayPath(path.join(from, rel)), 'copying this static file into the output', copying, COPYING) ?? false;
  });
}

const COPYING = 'A page, or a folder the build writes, may stand at the same path of the output: rename one of them. Otherwise make sure the file can be read and the disk has room.';

/** Copies the static images (logo, favicon, social card, illustrations) as they are; links only into the repository of assets/. Returns the files copied, relative to `outDir`. */
export function copyStatic(assetsDir: string, outDir: string, reporter: Reporter, copy: CopyFile = copyFileSync): string[] {
  return copyFiles(path.join(assetsDir, 'img'), assetsDir, path.join(outDir, 'img'), reporter, copy).map((rel) => path.join('img', rel));
}

/** Copies a site's static folder (Docusaurus's `static/`) as it is to the output root; links only into it and the repository of the site folder `siteDir`. Returns the files copied. */
export function copyFolder(dir: string, siteDir: string, outDir: string, reporter: Reporter, copy: CopyFile = copyFileSync, skip?: (rel: string) => boolean): string[] {
  return copyFiles(dir, siteDir, outDir, reporter, copy, skip);
}

/**
 * Publishes Mermaid's own browser build (its entry and chunk files, without source maps) under
 * `dir`, for the diagrams only the browser can draw. Only builds with such a diagram call it.
 */
export function copyMermaid(outDir: string, dir: string, entry: string, copy: CopyFile = copyFileSync): void {
  const target = path.join(outDir, dir);
  if (existsSync(path.join(target, entry))) return;
  const dist = path.dirname(createRequire(import.meta.url).resolve('mermaid'));
  const chunks = `chunks/${entry.replace(/\.mjs$/, '')}`;
  const files = [entry, ...readdirSync(path.join(dist, chunks), { recursive: true }).map((rel) => path.join(chunks, String(rel)))];
  for (const file of files.filter((f) => !f.endsWith('.map') && statSync(path.join(dist, f)).isFile())) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copy(path.join(dist, file), path.join(target, file));
  }
}

/** Writes a file's bytes as a new file of the output's own (no mode or owner of the source). */
export const writeCopy: CopyFile = (source, target) => writeFileSync(target, readFileSync(source));

/** Copies images referenced from Markdown to their hashed URLs. */
export function copyImages(files: Map<string, string>, outDir: string, copy: CopyFile = writeCopy): void {
  for (const [url, source] of files) {
    const target = path.join(outDir, url);
    mkdirSync(path.dirname(target), { recursive: true });
    copy(source, target);
  }
}
