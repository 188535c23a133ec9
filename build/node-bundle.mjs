/**
 * How the generator runs its own TypeScript on plain Node: as esbuild bundles (packages stay
 * imports), kept beside node_modules so that those imports resolve. Used for the entry
 * (build/launch.mjs), the render worker and the site's config modules. Plain JavaScript, because
 * the launcher needs it before any TypeScript can load.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

export const CACHE_DIR = path.resolve(import.meta.dirname, '../node_modules/.cache/site-build');
/** Older bundles of the same module go once they are this old: a parallel run may still be loading one. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Names the generator's own code as it is now: every file of build/, shared/ and site/ with its
 * size and modification time, and the installed packages (package-lock.json). Any edit or upgrade
 * gives a new key, so nothing cached by an older generator is used.
 * @param {string} [extra] more to name, such as an entry
 */
export function generatorKey(extra = '') {
  const generator = path.resolve(import.meta.dirname, '..');
  const hash = createHash('sha256').update(extra);
  for (const folder of ['build', 'shared', 'site']) {
    for (const file of readdirSync(path.join(generator, folder), { recursive: true }).sort()) {
      const stat = statSync(path.join(generator, folder, file));
      if (stat.isFile()) hash.update(`${folder}/${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  const lock = statSync(path.join(generator, 'package-lock.json'), { throwIfNoEntry: false });
  hash.update(`package-lock.json:${lock?.size}:${lock?.mtimeMs}`);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The cached bundle's path for a module `name` and a key naming its sources or content.
 * @param {string} name
 * @param {string} key
 */
export function bundlePath(name, key) {
  return path.join(CACHE_DIR, `${name}.${key}.mjs`);
}

/**
 * Packages the generator's own bundles leave to Node: React (one copy shared with the site's
 * components, bundled separately), packages that find binaries beside themselves (esbuild,
 * lightningcss) and the big ones loaded only when a page needs them (diagrams; TypeScript's parser,
 * for site code that imports a name twice: markdown/mdx/repeated-imports.ts).
 */
const KEPT_PACKAGES = ['react', 'react-dom', 'esbuild', 'lightningcss', 'beautiful-mermaid', 'mermaid', 'dompurify', 'typescript'];

/**
 * React is CommonJS: imported from an ES module, Node first scans its source for the names it
 * exports (tens of ms at every start). Required, it loads as it is.
 * @type {import('esbuild').Plugin}
 */
const requireReact = {
  name: 'require-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => (args.namespace === 'required' ? { path: args.path, external: true } : { path: args.path, namespace: 'required' }));
    build.onLoad({ filter: /.*/, namespace: 'required' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});` }));
  },
};

/**
 * esbuild's options for one entry for Node; `define` replaces expressions such as
 * `import.meta.dirname`. With `packages: 'bundle'` (the generator's own entries) its packages are
 * bundled in too: Node then reads a few files instead of hundreds of small modules, which was
 * most of a small site's start-up. Modules of the site (configs) keep their packages as imports.
 * @param {string} entry
 * @param {{ define?: Record<string, string>, packages?: 'bundle' | 'external' }} options
 * @returns {import('esbuild').BuildOptions}
 */
function bundleOptions(entry, { define, packages = 'external' }) {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    write: false,
    metafile: true,
    logLevel: 'silent',
    define,
    ...(packages === 'bundle'
      ? // CommonJS packages inside an ES module call `require` for Node's own modules.
        // `inject`: the generator reaches Node's own process whatever a site's code does to the global (node-process.mjs).
        { external: KEPT_PACKAGES, plugins: [requireReact], inject: [path.join(import.meta.dirname, 'node-process.mjs')], banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" } }
      : { packages: 'external' }),
  };
}

/**
 * Bundles one entry for Node into one file (see `bundleOptions`).
 * @param {string} entry
 * @param {{ define?: Record<string, string>, packages?: 'bundle' | 'external' }} [options]
 * @returns {Promise<{ code: Uint8Array, inputs: string[] }>} the code, and the files it was made from
 */
export async function bundle(entry, options = {}) {
  const { build } = await import('esbuild');
  const result = await build(bundleOptions(entry, options));
  return { code: result.outputFiles[0].contents, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

/**
 * Removes bundles of the module `name` older than `KEEP_MS`, and makes the cache folder.
 * @param {string} name
 */
function removeOld(name) {
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) {
    const oldFile = path.join(CACHE_DIR, old);
    const age = Date.now() - (statSync(oldFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (old.startsWith(`${name}.`) && age > KEEP_MS) rmSync(oldFile, { recursive: true, force: true });
  }
}

/**
 * Writes a bundle under its path in one step (a parallel run never sees half a file) and
 * removes old bundles of the same module.
 * @param {string} file a path from `bundlePath`
 * @param {Uint8Array} code
 */
export function writeBundle(file, code) {
  removeOld(path.basename(file).split('.')[0]);
  // Threads of one process (test runners, render workers) share its pid.
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(temporary, code);
  renameSync(temporary, file);
}

/**
 * The bundle of one of the generator's own entries (build/cli.ts, the render worker), packages
 * included, kept until the generator changes (`generatorKey`): loading it needs no esbuild. The
 * only `import.meta` the modules of build/ use is `dirname`, and build/ is one folder, so it is
 * defined as that folder. What the entry imports with `import()` (Markdown rendering, page
 * rendering) goes to files of its own, which Node reads and compiles only when a build needs them.
 * @param {string} entry a file of build/
 */
export async function generatorBundle(entry) {
  const name = path.basename(entry, '.ts');
  const dir = path.join(CACHE_DIR, `${name}.${generatorKey(entry)}`);
  const file = path.join(dir, `${name}.mjs`);
  if (existsSync(file)) return file;
  const { build } = await import('esbuild');
  const define = { 'import.meta.dirname': JSON.stringify(path.dirname(entry)) };
  const result = await build({ ...bundleOptions(entry, { define, packages: 'bundle' }), splitting: true, outdir: dir, entryNames: '[name]', chunkNames: '[name].[hash]', outExtension: { '.js': '.mjs' } });
  removeOld(name);
  // Written beside, then renamed into place in one step: a parallel run never sees half a bundle.
  const temporary = `${dir}.${process.pid}-${threadId}.tmp`;
  mkdirSync(temporary, { recursive: true });
  for (const output of result.outputFiles) writeFileSync(path.join(temporary, path.relative(dir, output.path)), output.contents);
  try {
    renameSync(temporary, dir);
  } catch (error) {
    // Another run put the same bundle there first.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(file)) throw error;
  }
  return file;
}

/**
 * @param {string} file
 * @returns {[string, number, number] | undefined} the file's path, size and modification time
 */
function stamp(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? [file, stat.size, stat.mtimeMs] : undefined;
}

/**
 * Bundles an entry of the site (a config module) into the cache under a name from its content;
 * returns the bundle's path. Beside it goes the list of files it was made from with their size
 * and modification time: while none of them changed, and the generator is the same (its bundler
 * decides what the bundle holds), the next build takes the bundle as it is, without starting esbuild.
 * @param {string} entry
 * @param {string} name
 * @param {(entry: string) => Promise<{ code: Uint8Array, inputs: string[] }>} [make] the bundler, `bundle` by default
 * @param {string} [generator] names the generator's code, `generatorKey()` by default
 */
export async function bundleToCache(entry, name, make = (file) => bundle(file), generator = generatorKey()) {
  const manifest = bundlePath(`${name}-inputs`, createHash('sha256').update(`${entry}\n${generator}`).digest('hex').slice(0, 10)).replace(/\.mjs$/, '.json');
  const known = readJson(manifest);
  if (known && existsSync(known.bundle) && known.inputs.every((/** @type {[string, number, number]} */ [file, size, mtime]) => String(stamp(file)) === String([file, size, mtime]))) return known.bundle;
  const started = Date.now();
  const { code, inputs } = await make(entry);
  const file = bundlePath(name, createHash('sha256').update(code).digest('hex').slice(0, 10));
  if (!existsSync(file)) writeBundle(file, code);
  const stamps = inputs.map(stamp).filter((s) => s !== undefined);
  // A file edited while it was being bundled may be in the bundle as it was before: not recorded, so the next build bundles again.
  if (stamps.every(([, , mtime]) => mtime < started - 1000)) writeBundle(manifest, new TextEncoder().encode(JSON.stringify({ bundle: file, inputs: stamps })));
  return file;
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
