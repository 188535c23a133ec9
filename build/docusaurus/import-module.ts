/**
 * Imports a module a Docusaurus site wrote for Node (`docusaurus.config.*`, a sidebars file) the
 * way site/config.ts is imported: one esbuild bundle in the cache. The packages it imports are not
 * run but stand-ins (stand-in-package.ts); the site's own files each see their own place
 * (site-sources.ts); modules load one another as under jiti, Docusaurus's loader (jiti-interop.ts).
 * It runs with the site folder as the working directory (`fs.readFileSync('./src/data.json')`), as
 * `docusaurus build` does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import { bundleToCache, generatorKey } from '../node-bundle.mjs';
import { BuildError } from '../diagnostics.ts';
import { requireInstalled } from './installed-commonjs.ts';
import { siteRequireBanner } from './site-require.ts';
import { installStamp } from './install-stamp.ts';
import { markContentPlugins } from './content-plugin-routes.ts';
import { standIns } from './stand-in-package.ts';
import { siteSources } from './site-sources.ts';
import { asJitiLoads } from './jiti-interop.ts';

async function bundleSiteModule(file: string, siteDir: string, real: boolean): Promise<{ code: Uint8Array; inputs: string[] }> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    absWorkingDir: path.dirname(file),
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    banner: { js: siteRequireBanner(file, siteDir) },
    plugins: [...(real ? [markContentPlugins] : []), standIns(real, siteDir), requireInstalled, siteSources],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':')).map((input) => path.resolve(path.dirname(file), input));
  const code = await asJitiLoads(result.outputFiles[0].text);
  // esbuild names a module of a plugin's namespace `namespace:path`: stand-in-package.ts's are `stand-in:zod`.
  const stoodIn = Object.keys(result.metafile.inputs).filter((input) => input.startsWith(STAND_IN)).map((input) => input.slice(STAND_IN.length));
  const facts: SiteModuleFacts = { standIns: stoodIn, readsLocale: code.includes('DOCUSAURUS_CURRENT_LOCALE') };
  return { code: new TextEncoder().encode(`${code}\n${FACTS}${JSON.stringify(facts)}\n`), inputs };
}

const STAND_IN = 'stand-in:';
/** The last line of a bundle: its facts, kept with it, so that a bundle taken from the cache still tells them. */
const FACTS = '//# site-module-facts ';

/**
 * What the bundle of a site's module shows about it, over every local module it imports (comments
 * left out): the packages that stood in (stand-in-package.ts: with `real`, those not installed),
 * and whether any of its code names `DOCUSAURUS_CURRENT_LOCALE`.
 */
export interface SiteModuleFacts {
  standIns: string[];
  readsLocale: boolean;
}

/** A file esbuild names (relative to the entry's folder) as messages name files: the entry by its `display`, others from the working folder. */
function locationFile(entry: string, display: string, named: string): string {
  const file = path.resolve(path.dirname(entry), named);
  return file === entry ? display : path.relative(process.cwd(), file).split(path.sep).join('/');
}

let siteDirQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` with `dir` as the working directory, as `docusaurus build` runs a site's code, and
 * restores it after. One at a time: two builds in one process (tests, the dev server) must not
 * see each other's folder. A worker thread cannot change it; there `work` runs where it is. Only
 * the site's code runs there: esbuild's service, started inside, would keep that folder.
 */
export function inSiteDir<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const run = async () => {
    const before = process.cwd();
    if (isMainThread) process.chdir(dir);
    try {
      return await work();
    } finally {
      if (isMainThread) process.chdir(before);
    }
  };
  const result = siteDirQueue.then(run, run);
  siteDirQueue = result.catch(() => undefined);
  return result;
}

/**
 * The site's code awaiting a promise that never settles would end the build without a word: Node
 * exits (code 13) once nothing else is pending. Then, it is an error that names the file.
 */
export function settling<T>(work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const stalled = () => reject(new Error('it waits for a promise that never settles (an `await` of something that never resolves or rejects)'));
    process.once('beforeExit', stalled);
    work.then(resolve, reject).finally(() => process.off('beforeExit', stalled));
  });
}

/**
 * Imports `file` of the site in `siteDir` and returns its default export (or `module.exports`);
 * with `call`, a function it exports is called and its result returned (a config's
 * `async function createConfig()`). With `real`, the packages installed in the site load as
 * themselves (markdown-plugins.ts reads the remark plugins so).
 */
export async function importSiteModule(file: string, display: string, siteDir: string, call = false, real = false): Promise<unknown> {
  const bundled = await siteModuleBundle(file, display, siteDir, real);
  try {
    return await settling(
      inSiteDir(siteDir, async () => {
        // Docusaurus loads the config once per locale, with DOCUSAURUS_CURRENT_LOCALE set (core's build):
        // each locale evaluates the module afresh (gladys's config picks its og:image so).
        const locale = process.env.DOCUSAURUS_CURRENT_LOCALE;
        const url = pathToFileURL(bundled).href + (locale ? `?locale=${encodeURIComponent(locale)}` : '');
        const exported = withNamedExports((await import(url)) as Record<string, unknown>);
        return call && typeof exported === 'function' ? await (exported as () => unknown)() : exported;
      }),
    );
  } catch (error) {
    throw new BuildError([{ severity: 'error', file: display, line: undefined, message: `loading it failed: ${loadFailure(error, siteDir)}. Fix the code it runs when imported.` }]);
  }
}

/**
 * The module's default export, as jiti's `interopDefault` gives it to Docusaurus: a function reads
 * through to the module's other names, so a plugin module's `export const { validateOptions } =
 * pluginContentBlog` beside its default export is found (Cadence-Docs' changelog plugin).
 */
function withNamedExports(ns: Record<string, unknown>): unknown {
  const main = ns.default;
  if (typeof main !== 'function' || Object.keys(ns).length < 2) return main;
  return new Proxy(main, { get: (target, key) => (key in target ? Reflect.get(target, key) : ns[key as string]) });
}

/** The bundle of a site's module in the cache, made when it is not there or its files changed. */
async function siteModuleBundle(file: string, display: string, siteDir: string, real: boolean): Promise<string> {
  // The installed packages are not among the bundle's inputs: an install (install-stamp.ts) makes another bundle.
  try {
    return await bundleToCache(file, `docusaurus-${real ? 'real-' : ''}${path.basename(file).replace(/\W/g, '-')}`, (entry) => bundleSiteModule(entry, siteDir, real), generatorKey(real ? installStamp(siteDir) : ''));
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    if (!messages.length) throw error;
    throw new BuildError(
      messages.map((m) => ({ severity: 'error', file: m.location ? locationFile(file, display, m.location.file) : display, line: m.location?.line, message: `${m.text}. Fix this code so that the module compiles.` })),
    );
  }
}

/** The facts of the bundle `importSiteModule` runs for the same arguments (made now if it is not in the cache): see SiteModuleFacts. */
export async function siteModuleFacts(file: string, display: string, siteDir: string, real = false): Promise<SiteModuleFacts> {
  const text = readFileSync(await siteModuleBundle(file, display, siteDir, real), 'utf8');
  return JSON.parse(text.slice(text.lastIndexOf(FACTS) + FACTS.length)) as SiteModuleFacts;
}

/** Why loading failed: without the require stack Node appends, and site paths relative to where the build runs, as the file is named. */
function loadFailure(error: unknown, siteDir: string): string {
  const message = String((error as Error)?.message ?? error).split('\nRequire stack:')[0];
  const shown = path.relative(process.cwd(), siteDir);
  return message.replaceAll(siteDir + path.sep, shown ? shown + path.sep : '');
}
